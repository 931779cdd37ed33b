import {
  AMENITIES,
  ITEM_STATUSES,
  PET_QUESTIONS,
  PROPERTY_TYPES,
  RESTRICTED_DOG_BREEDS,
  SCREENING_QUESTIONS,
} from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { CommaList, DateTime, Enum, Id, Nullable } from './common.ts';

export const PropertyTypeSchema = Enum(PROPERTY_TYPES);

/** The fields a manager edits on a property (all optional in a PATCH). */
export const PropertyFieldsSchema = Type.Object({
  name: Nullable(Type.String({ maxLength: 200 })),
  address: Type.String({ minLength: 1, maxLength: 500 }),
  type: PropertyTypeSchema,
  leasingAgentId: Nullable(Id),
  questions: CommaList(SCREENING_QUESTIONS, 'Pre-screening questions'),
  amenities: CommaList(AMENITIES, 'Amenities'),
  parkingPrice: Nullable(Type.Number({ minimum: 0 })),
  description: Nullable(Type.String({ maxLength: 20000 })),
  customId: Nullable(Type.String({ maxLength: 200 })),
  petQuestions: CommaList(PET_QUESTIONS, 'Pet questions'),
  dogsAllowedCount: Type.Integer({ minimum: 0 }),
  catsAllowedCount: Type.Integer({ minimum: 0 }),
  petsAllowedCount: Type.Integer({ minimum: 0 }),
  restrictedDogBreeds: CommaList(RESTRICTED_DOG_BREEDS, 'Restricted dog breeds'),
  maxDogSizeLbs: Nullable(Type.Number({ minimum: 0 })),
});

export const PropertySchema = Type.Object({
  ...PropertyFieldsSchema.properties,
  id: Id,
  userId: Id,
  status: Enum(ITEM_STATUSES),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Property = Static<typeof PropertySchema>;

export const CreatePropertySchema = Type.Object({
  address: Type.String({ minLength: 1, maxLength: 500 }),
  type: PropertyTypeSchema,
  name: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
});
export type CreateProperty = Static<typeof CreatePropertySchema>;

export const UpdatePropertySchema = Type.Partial(PropertyFieldsSchema, { minProperties: 1 });
export type UpdateProperty = Static<typeof UpdatePropertySchema>;

export const DivisionSchema = Type.Object({ id: Id, propertyId: Id, name: Type.String() });
export type Division = Static<typeof DivisionSchema>;
