import { AVAILABILITIES, ITEM_STATUSES, UNIT_TYPES } from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { DateTime, Enum, Id, Nullable } from './common.ts';

export const UnitFieldsSchema = Type.Object({
  unitNumber: Nullable(Type.String({ maxLength: 50 })),
  type: Enum(UNIT_TYPES),
  sizeSqft: Nullable(Type.Number({ minimum: -1, description: '-1 means not listed' })),
  bedrooms: Nullable(Type.Number({ minimum: 0, multipleOf: 0.5 })),
  bathrooms: Nullable(Type.Number({ minimum: 0, multipleOf: 0.5 })),
  monthlyPrice: Nullable(Type.Number({ minimum: 0 })),
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  availability: Enum(AVAILABILITIES),
  description: Nullable(Type.String({ maxLength: 20000 })),
  customId: Nullable(Type.String({ maxLength: 200 })),
  videoLink: Nullable(Type.String({ maxLength: 500 })),
});

export const UnitSchema = Type.Object({
  ...UnitFieldsSchema.properties,
  id: Id,
  propertyId: Id,
  status: Enum(ITEM_STATUSES),
  createdAt: DateTime,
  updatedAt: DateTime,
});
export type Unit = Static<typeof UnitSchema>;
