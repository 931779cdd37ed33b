import { and, asc, desc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx, Reader } from '../../db/connection.ts';
import {
  attributes,
  leaseChunks,
  leasingAgents,
  properties,
  propertyDivisions,
  propertyFacts,
  units,
  users,
} from '../../db/schema/index.ts';
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

/** Stores a new property; its id, or undefined when nothing was stored. */
export async function insertProperty(
  tx: DbOrTx,
  values: typeof properties.$inferInsert,
): Promise<string | undefined> {
  const [row] = await tx.insert(properties).values(values).returning({ id: properties.id });
  return row?.id;
}

/** Whether a property other than this one has the text number. */
export async function isSmsNumberTaken(
  tx: DbOrTx,
  smsNumber: string,
  propertyId: string,
): Promise<boolean> {
  const [other] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.smsNumber, smsNumber), ne(properties.id, propertyId)));
  return other !== undefined;
}

/** Share-locks the manager's own leasing agent until the transaction ends; false if none. */
export async function shareLockOwnLeasingAgent(
  tx: DbOrTx,
  userId: string,
  agentId: string,
): Promise<boolean> {
  const [agent] = await tx
    .select({ id: leasingAgents.id })
    .from(leasingAgents)
    .where(and(eq(leasingAgents.id, agentId), eq(leasingAgents.userId, userId)))
    .for('share');
  return agent !== undefined;
}

/** Applies changes to the manager's property; the row, or undefined when it is gone. */
export async function updateOwnedPropertyRow(
  tx: DbOrTx,
  userId: string,
  propertyId: string,
  changes: Partial<typeof properties.$inferInsert>,
): Promise<OwnedPropertyRow | undefined> {
  const [row] = await tx
    .update(properties)
    .set(changes)
    .where(and(eq(properties.id, propertyId), ownedBy(userId)))
    .returning();
  return row as OwnedPropertyRow | undefined;
}

/**
 * Deletes a property with the policy attributes of it and its units, which point at their
 * owner without a foreign key; the database cascades the rest.
 */
export async function deletePropertyWithAttributes(tx: DbOrTx, propertyId: string): Promise<void> {
  const unitIds = tx.select({ id: units.id }).from(units).where(eq(units.propertyId, propertyId));
  await tx
    .delete(attributes)
    .where(
      or(
        and(eq(attributes.ownerTable, 'properties'), eq(attributes.ownerId, propertyId)),
        and(eq(attributes.ownerTable, 'units'), inArray(attributes.ownerId, unitIds)),
      ),
    );
  await tx.delete(properties).where(eq(properties.id, propertyId));
}

/** Locks the manager's property row until the transaction ends; false if it is not theirs. */
export async function lockOwnedProperty(
  tx: DbOrTx,
  userId: string,
  propertyId: string,
): Promise<boolean> {
  const [property] = await tx
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), ownedBy(userId)))
    .for('update');
  return property !== undefined;
}

/** Removes a property's lease passages. */
export async function deleteLeaseChunks(tx: DbOrTx, propertyId: string): Promise<void> {
  await tx.delete(leaseChunks).where(eq(leaseChunks.propertyId, propertyId));
}

/** Stores lease passages, each with its position. */
export async function insertLeaseChunks(
  tx: DbOrTx,
  chunks: { propertyId: string; position: number; content: string }[],
): Promise<void> {
  await tx.insert(leaseChunks).values(chunks);
}

/** A property with its manager's account (null for the seeded demo), or undefined. */
export async function findPropertyWithManager(db: DbOrTx, propertyId: string) {
  const [row] = await db
    .select({ property: properties, user: users })
    .from(properties)
    .leftJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.id, propertyId));
  return row;
}
