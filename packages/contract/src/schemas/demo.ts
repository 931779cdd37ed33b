import { ITEM_STATUSES } from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { Email, Enum, HttpUrl, Id, Name } from './common.ts';
import { PropertyFieldsSchema } from './property.ts';
import { UnitFieldsSchema } from './unit.ts';

const property = PropertyFieldsSchema.properties;
const unit = UnitFieldsSchema.properties;

/** A public demo property; ready when status is UNCLAIMED (the page polls until then). */
export const DemoPropertySchema = Type.Object({
  id: Id,
  address: property.address,
  type: property.type,
  amenities: property.amenities,
  status: Enum(ITEM_STATUSES),
  dogsAllowedCount: property.dogsAllowedCount,
  catsAllowedCount: property.catsAllowedCount,
  petsAllowedCount: property.petsAllowedCount,
  restrictedDogBreeds: property.restrictedDogBreeds,
  maxDogSizeLbs: property.maxDogSizeLbs,
});
export type DemoProperty = Static<typeof DemoPropertySchema>;

/** A public demo unit; `type` is included because the summary shows it. */
export const DemoUnitSchema = Type.Object({
  id: Id,
  propertyId: Id,
  status: Enum(ITEM_STATUSES),
  unitNumber: unit.unitNumber,
  type: unit.type,
  sizeSqft: unit.sizeSqft,
  bedrooms: unit.bedrooms,
  bathrooms: unit.bathrooms,
  monthlyPrice: unit.monthlyPrice,
  currency: unit.currency,
});
export type DemoUnit = Static<typeof DemoUnitSchema>;

/** The demo page's lead form; every field required. */
export const CreateDemoInterestSchema = Type.Object(
  {
    firstName: Name,
    lastName: Name,
    email: Email,
    numDoors: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    propertyId: Id,
    unitId: Id,
    /** The page the form was sent from. */
    url: HttpUrl,
  },
  { additionalProperties: false },
);
export type CreateDemoInterest = Static<typeof CreateDemoInterestSchema>;
