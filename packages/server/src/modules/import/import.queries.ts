import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import { listings, properties, units } from '../../db/schema/index.ts';

/** True when the property is the user's (by owner only, as an import checks it). */
export async function isUsersProperty(
  db: DbOrTx,
  userId: string,
  propertyId: string,
): Promise<boolean> {
  const [own] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.userId, userId)));
  return own !== undefined;
}

/** What an imported property starts with besides its PROCESSING status and type OTHER. */
export interface ImportedProperty {
  userId: string | null;
  /** The page's host, until the import job reads the address. */
  address: string;
  isDemo?: boolean;
  questions?: string;
}

/** Creates the PROCESSING property an import fills in; returns its id. */
export async function insertImportedProperty(
  db: DbOrTx,
  values: ImportedProperty,
): Promise<string> {
  const [created] = await db
    .insert(properties)
    .values({ ...values, type: 'OTHER', status: 'PROCESSING' })
    .returning({ id: properties.id });
  return created!.id;
}

/** Creates the PROCESSING unit an import fills in, with the listing page it comes from. */
export async function insertImportedUnit(
  db: DbOrTx,
  propertyId: string,
  url: string,
): Promise<string> {
  const [unit] = await db
    .insert(units)
    .values({ propertyId, status: 'PROCESSING' })
    .returning({ id: units.id });
  await db.insert(listings).values({ unitId: unit!.id, url });
  return unit!.id;
}

/** The owner of a property (null for a visitor's demo), or undefined when it is gone. */
export async function findPropertyOwner(db: DbOrTx, propertyId: string) {
  const [owner] = await db
    .select({ userId: properties.userId })
    .from(properties)
    .where(eq(properties.id, propertyId));
  return owner;
}

/** Removes an imported property (its units go with it). */
export async function deleteImportedProperty(db: DbOrTx, propertyId: string): Promise<void> {
  await db.delete(properties).where(eq(properties.id, propertyId));
}

/** Removes an imported unit. */
export async function deleteImportedUnit(db: DbOrTx, unitId: string): Promise<void> {
  await db.delete(units).where(eq(units.id, unitId));
}

/** What a listing page fills in on an imported property. */
export type ImportedPropertyDetails = Pick<
  typeof properties.$inferInsert,
  'address' | 'timeZone' | 'type' | 'description' | 'amenities' | 'status'
>;

/** What a listing page fills in on an imported unit. */
export type ImportedUnitDetails = Pick<
  typeof units.$inferInsert,
  | 'unitNumber'
  | 'type'
  | 'monthlyPrice'
  | 'currency'
  | 'bedrooms'
  | 'bathrooms'
  | 'sizeSqft'
  | 'description'
  | 'status'
>;

/** Fills an imported property with what its listing page gave. */
export async function fillImportedProperty(
  db: DbOrTx,
  propertyId: string,
  details: ImportedPropertyDetails,
): Promise<void> {
  await db
    .update(properties)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(properties.id, propertyId));
}

/** Fills an imported unit with what its listing page gave. */
export async function fillImportedUnit(
  db: DbOrTx,
  unitId: string,
  details: ImportedUnitDetails,
): Promise<void> {
  await db
    .update(units)
    .set({ ...details, updatedAt: new Date() })
    .where(eq(units.id, unitId));
}
