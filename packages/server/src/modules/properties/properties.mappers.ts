import type { Division, Property, PropertyFact } from '@porchlight/contract';
import type { properties, propertyDivisions, propertyFacts } from '../../db/schema/index.ts';

export type PropertyRow = typeof properties.$inferSelect;
/** A manager's property: only the seeded demo has no owner, and no manager route returns it. */
export type OwnedPropertyRow = PropertyRow & { userId: string };
export type DivisionRow = typeof propertyDivisions.$inferSelect;
export type FactRow = typeof propertyFacts.$inferSelect;

/** Narrows a row read without an owner filter (leads, admin) before it is mapped. */
export const isOwnedProperty = (row: PropertyRow): row is OwnedPropertyRow => row.userId !== null;

/** A property row as the contract's Property (userId is null only for the seeded demo). */
export function toProperty(row: PropertyRow): Property {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    address: row.address,
    type: row.type as Property['type'],
    status: row.status as Property['status'],
    leasingAgentId: row.leasingAgentId,
    questions: row.questions,
    amenities: row.amenities,
    parkingPrice: row.parkingPrice,
    description: row.description,
    customId: row.customId,
    petQuestions: row.petQuestions,
    dogsAllowedCount: row.dogsAllowedCount,
    catsAllowedCount: row.catsAllowedCount,
    petsAllowedCount: row.petsAllowedCount,
    restrictedDogBreeds: row.restrictedDogBreeds,
    maxDogSizeLbs: row.maxDogSizeLbs,
    timeZone: row.timeZone,
    viewingDays: row.viewingDays,
    websiteOrigins: row.websiteOrigins,
    smsNumber: row.smsNumber,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toDivision(row: DivisionRow): Division {
  return { id: row.id, propertyId: row.propertyId, name: row.name };
}

/** A fact the manager taught Athena, as the contract's PropertyFact. */
export function toFact(row: FactRow): PropertyFact {
  return {
    id: row.id,
    propertyId: row.propertyId,
    unitId: row.unitId,
    question: row.question,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
