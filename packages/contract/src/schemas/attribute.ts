import { ATTRIBUTE_TYPES, OWNER_TABLES } from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { CommaList, Enum, Id, Nullable } from './common.ts';

export const AttributeTypeSchema = Enum(ATTRIBUTE_TYPES);
export const OwnerTableSchema = Enum(OWNER_TABLES);

const TextContent = Nullable(Type.String({ maxLength: 20000 }));
/** Months, days or a custom deposit in months: never negative. */
const NumericValue = Nullable(Type.Number({ minimum: 0, maximum: 100_000 }));

/** One policy value, owned by the user (business default), a property or a unit. */
export const AttributeSchema = Type.Object({
  id: Id,
  attributeType: AttributeTypeSchema,
  ownerTable: OwnerTableSchema,
  ownerID: Id,
  textContent: TextContent,
  numericValue: NumericValue,
});
export type Attribute = Static<typeof AttributeSchema>;

/**
 * A new attribute. "textContent or numericValue": with the three required fields and
 * additionalProperties false, minProperties 4 means at least one of the two is present.
 * Which one a type needs (e.g. RENTAL_DURATION_MONTHS numeric, CUSTOM deposit both) is
 * checked by the server against packages/domain.
 */
export const CreateAttributeSchema = Type.Object(
  {
    attributeType: AttributeTypeSchema,
    ownerTable: OwnerTableSchema,
    ownerID: Id,
    textContent: Type.Optional(TextContent),
    numericValue: Type.Optional(NumericValue),
  },
  { additionalProperties: false, minProperties: 4 },
);
export type CreateAttribute = Static<typeof CreateAttributeSchema>;

/**
 * The same fields, any of them. attributeType, ownerTable and ownerID cannot change: when
 * sent they must equal the stored ones (else 400), because a value for another owner is an
 * override and is created with POST (the policy editor's rule).
 */
export const UpdateAttributeSchema = Type.Partial(CreateAttributeSchema, {
  minProperties: 1,
  additionalProperties: false,
});
export type UpdateAttribute = Static<typeof UpdateAttributeSchema>;

/** `attributes`: the wanted types, comma-joined; absent means every type. */
export const AttributesQuerySchema = Type.Object({
  attributes: Type.Optional(CommaList(ATTRIBUTE_TYPES, 'Attribute types')),
});
export type AttributesQuery = Static<typeof AttributesQuerySchema>;
