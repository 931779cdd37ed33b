import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Reader } from '../../db/connection.ts';
import { properties, propertyDivisions, propertyFacts, units } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { DivisionRow, FactRow, OwnedPropertyRow } from './properties.mappers.ts';

/** The manager's own properties; the seeded demo (no owner, is_demo) never matches. */
export const ownedBy = (userId: string) =>
  and(eq(properties.userId, userId), eq(properties.isDemo, false));

export async function listOwnedProperties(db: Reader, userId: string): Promise<OwnedPropertyRow[]> {
  const rows = await db
    .select()
    .from(properties)
    .where(ownedBy(userId))
    .orderBy(desc(properties.createdAt), desc(properties.id));
  return rows as OwnedPropertyRow[];
}

/** The property if it is the manager's; otherwise 404, exactly as for an unknown id. */
export async function findOwnedProperty(
  db: Reader,
  userId: string,
  propertyId: string,
): Promise<OwnedPropertyRow> {
  const [row] = await db
    .select()
    .from(properties)
    .where(and(eq(properties.id, propertyId), ownedBy(userId)));
  if (!row) throw notFound('Property');
  return row as OwnedPropertyRow;
}

/** Every unit of a property in creation order, PROCESSING imports included. */
export function listPropertyUnits(db: Reader, propertyId: string) {
  return db
    .select()
    .from(units)
    .where(eq(units.propertyId, propertyId))
    .orderBy(asc(units.createdAt), asc(units.id));
}

/** The unit, only when it belongs to that property (a unit id of another one is not found). */
export async function findUnitOfProperty(db: DbOrTx, unitId: string, propertyId: string) {
  const [unit] = await db
    .select()
    .from(units)
    .where(and(eq(units.id, unitId), eq(units.propertyId, propertyId)));
  return unit;
}

export function listPropertyDivisions(db: Reader, propertyId: string) {
  return db
    .select()
    .from(propertyDivisions)
    .where(eq(propertyDivisions.propertyId, propertyId))
    .orderBy(asc(propertyDivisions.createdAt), asc(propertyDivisions.id));
}

/** The division if its property is the manager's; otherwise 404. */
export async function findOwnedDivision(
  db: Reader,
  userId: string,
  divisionId: string,
): Promise<DivisionRow> {
  const [row] = await db
    .select({ division: propertyDivisions })
    .from(propertyDivisions)
    .innerJoin(properties, eq(propertyDivisions.propertyId, properties.id))
    .where(and(eq(propertyDivisions.id, divisionId), ownedBy(userId)));
  if (!row) throw notFound('Division');
  return row.division;
}

/** Adds a named division to the property. */
export async function insertDivision(
  db: DbOrTx,
  propertyId: string,
  name: string,
): Promise<DivisionRow> {
  const [row] = await db.insert(propertyDivisions).values({ propertyId, name }).returning();
  if (!row) throw new Error('The division was not created.');
  return row;
}

/** Deletes a division by id. */
export async function deleteDivision(db: DbOrTx, divisionId: string): Promise<void> {
  await db.delete(propertyDivisions).where(eq(propertyDivisions.id, divisionId));
}

/** What the manager taught Athena about a property, oldest first. */
export function listPropertyFacts(db: Reader, propertyId: string) {
  return db
    .select()
    .from(propertyFacts)
    .where(eq(propertyFacts.propertyId, propertyId))
    .orderBy(asc(propertyFacts.createdAt), asc(propertyFacts.id));
}

/** A fact of one of the manager's properties; another manager's is a 404 as an unknown one. */
export async function findOwnedFact(db: Reader, userId: string, factId: string): Promise<FactRow> {
  const [row] = await db
    .select({ fact: propertyFacts })
    .from(propertyFacts)
    .innerJoin(properties, eq(properties.id, propertyFacts.propertyId))
    .where(and(eq(propertyFacts.id, factId), ownedBy(userId)));
  if (!row) throw notFound('Fact');
  return row.fact;
}

export interface NewFact {
  propertyId: string;
  unitId: string | null;
  question: string;
  answer: string;
}

/** Stores a fact about a property (or one of its units). */
export async function insertPropertyFact(db: DbOrTx, fact: NewFact): Promise<FactRow> {
  const [row] = await db.insert(propertyFacts).values(fact).returning();
  if (!row) throw new Error('The fact was not stored.');
  return row;
}

/** Sets the fact's question and/or answer (those given); undefined when it is gone. */
export async function updatePropertyFact(
  db: DbOrTx,
  factId: string,
  change: { question?: string | undefined; answer?: string | undefined },
): Promise<FactRow | undefined> {
  const [row] = await db
    .update(propertyFacts)
    .set({
      ...(change.question !== undefined ? { question: change.question } : {}),
      ...(change.answer !== undefined ? { answer: change.answer } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(propertyFacts.id, factId))
    .returning();
  return row;
}

/** Forgets a fact. */
export async function deletePropertyFact(db: DbOrTx, factId: string): Promise<void> {
  await db.delete(propertyFacts).where(eq(propertyFacts.id, factId));
}

/** A property by id, whoever owns it; undefined when there is none. */
export async function findPropertyById(db: DbOrTx, propertyId: string) {
  const [property] = await db.select().from(properties).where(eq(properties.id, propertyId));
  return property;
}
