import {
  AVAILABILITIES,
  DEFAULT_AVAILABILITY,
  DEFAULT_CURRENCY,
  DEFAULT_UNIT_TYPE,
  ITEM_STATUSES,
  UNIT_TYPES,
} from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { DateTime, Enum, Id, Nullable, SingleLine } from './common.ts';

/** Empty, or a YouTube / youtu.be link; scheme and www optional (the unit form's rule). */
/**
 * A YouTube link or ''. The server applies the domain rule (isValidVideoLink) so the
 * answer carries the spec's text, 'Please enter a valid YouTube URL'; a pattern here would
 * both duplicate that rule and answer with a generic message. It is one line, as every
 * one-line field (SingleLine refuses only line breaks).
 */
export const VideoLinkSchema = SingleLine({ maxLength: 500 });

const currencyOptions = { pattern: '^[A-Z]{3}$', maxLength: 3, description: 'ISO 4217 code' };
const Currency = Type.String(currencyOptions);
const HalfSteps = Type.Number({ minimum: 0, maximum: 100, multipleOf: 0.5 });

export const UnitFieldsSchema = Type.Object({
  unitNumber: Nullable(SingleLine({ maxLength: 50 })),
  type: Enum(UNIT_TYPES),
  sizeSqft: Nullable(
    Type.Integer({ minimum: -1, maximum: 10_000_000, description: '-1 means not listed' }),
  ),
  bedrooms: Nullable(HalfSteps),
  bathrooms: Nullable(HalfSteps),
  /** No multipleOf 0.01: binary floats make validators refuse prices such as 19.99. */
  monthlyPrice: Nullable(Type.Number({ minimum: 0, maximum: 100_000_000 })),
  currency: Currency,
  availability: Enum(AVAILABILITIES),
  description: Nullable(Type.String({ maxLength: 20000 })),
  customId: Nullable(SingleLine({ maxLength: 200 })),
  videoLink: Nullable(VideoLinkSchema),
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

/**
 * A unit made by hand. unitNumber is required (the form's rule); type, currency and
 * availability take the spec's defaults when absent; an empty numeric input is sent absent.
 */
export const CreateUnitSchema = Type.Object(
  {
    propertyId: Id,
    unitNumber: SingleLine({ maxLength: 50, nonBlank: true }),
    type: Type.Optional(Enum(UNIT_TYPES, { default: DEFAULT_UNIT_TYPE })),
    currency: Type.Optional(Type.String({ ...currencyOptions, default: DEFAULT_CURRENCY })),
    availability: Type.Optional(Enum(AVAILABILITIES, { default: DEFAULT_AVAILABILITY })),
    sizeSqft: Type.Optional(UnitFieldsSchema.properties.sizeSqft),
    bedrooms: Type.Optional(UnitFieldsSchema.properties.bedrooms),
    bathrooms: Type.Optional(UnitFieldsSchema.properties.bathrooms),
    monthlyPrice: Type.Optional(UnitFieldsSchema.properties.monthlyPrice),
    description: Type.Optional(UnitFieldsSchema.properties.description),
    customId: Type.Optional(UnitFieldsSchema.properties.customId),
    videoLink: Type.Optional(UnitFieldsSchema.properties.videoLink),
  },
  { additionalProperties: false },
);
export type CreateUnit = Static<typeof CreateUnitSchema>;

export const UpdateUnitSchema = Type.Partial(UnitFieldsSchema, {
  minProperties: 1,
  additionalProperties: false,
});
export type UpdateUnit = Static<typeof UpdateUnitSchema>;
