import type { DemoProperty, DemoUnit } from '@porchlight/contract';
import { PROPERTY_TYPES, type PropertyType, UNIT_TYPES, type UnitType } from '@porchlight/domain';
import type { PropertyRow } from '../properties/index.ts';
import type { UnitRow } from '../units/index.ts';

const itemStatus = (status: string) =>
  status === 'PROCESSING' || status === 'CLAIMED' ? status : ('UNCLAIMED' as const);
/** Columns are text; the seed and the contract only ever hold these codes. */
const propertyType = (type: string): PropertyType =>
  (PROPERTY_TYPES as readonly string[]).includes(type) ? (type as PropertyType) : 'OTHER';
const unitType = (type: string): UnitType =>
  (UNIT_TYPES as readonly string[]).includes(type) ? (type as UnitType) : 'APARTMENT';

/** A demo property as the public demo page shows it. */
export function toDemoProperty(p: PropertyRow): DemoProperty {
  return {
    id: p.id,
    address: p.address,
    type: propertyType(p.type),
    amenities: p.amenities,
    status: itemStatus(p.status),
    dogsAllowedCount: p.dogsAllowedCount,
    catsAllowedCount: p.catsAllowedCount,
    petsAllowedCount: p.petsAllowedCount,
    restrictedDogBreeds: p.restrictedDogBreeds,
    maxDogSizeLbs: p.maxDogSizeLbs,
  };
}

/** A demo unit as the public demo page shows it. */
export function toDemoUnit(u: UnitRow): DemoUnit {
  return {
    id: u.id,
    propertyId: u.propertyId,
    status: itemStatus(u.status),
    unitNumber: u.unitNumber,
    type: unitType(u.type),
    sizeSqft: u.sizeSqft,
    bedrooms: u.bedrooms,
    bathrooms: u.bathrooms,
    monthlyPrice: u.monthlyPrice,
    currency: u.currency,
  };
}
