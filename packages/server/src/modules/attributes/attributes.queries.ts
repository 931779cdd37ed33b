import type { Attribute } from '@porchlight/contract';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx, Reader } from '../../db/connection.ts';
import { attributes } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { findOwnedProperty } from '../properties/index.ts';
import { findOwnedUnit } from '../units/index.ts';
import type { AttributeRow } from './attributes.mappers.ts';

type OwnerTable = Attribute['ownerTable'];

/**
 * The owners whose values may apply, from the least to the most specific. userId is null
 * for the seeded demo property, which has no manager and so no business defaults.
 */
export interface AttributeOwners {
  userId: string | null;
  propertyId?: string | null;
  unitId?: string | null;
}

const SPECIFICITY: Record<OwnerTable, number> = { users: 1, properties: 2, units: 3 };
const specificity = (row: AttributeRow) => SPECIFICITY[row.ownerTable as OwnerTable] ?? 0;

/**
 * The policy values that apply: per type, the unit's own, else its property's, else the
 * manager's (the most specific owner wins). Each keeps its real owner, so the editor knows
 * whether saving is an update or an override. `types` undefined means every type; an empty
 * list means none.
 */
export async function resolvedAttributes(
  db: DbOrTx,
  owners: AttributeOwners,
  types?: readonly string[],
): Promise<AttributeRow[]> {
  const scopes = (
    [
      ['users', owners.userId],
      ['properties', owners.propertyId],
      ['units', owners.unitId],
    ] as const
  ).flatMap(([table, id]) =>
    id ? [and(eq(attributes.ownerTable, table), eq(attributes.ownerId, id))] : [],
  );
  if (scopes.length === 0 || types?.length === 0) return [];
  const rows = await db
    .select()
    .from(attributes)
    .where(and(or(...scopes), ...(types ? [inArray(attributes.attributeType, [...types])] : [])));
  const best = new Map<string, AttributeRow>();
  for (const row of rows) {
    const current = best.get(row.attributeType);
    if (!current || specificity(row) > specificity(current)) best.set(row.attributeType, row);
  }
  return [...best.values()].sort((a, b) => a.attributeType.localeCompare(b.attributeType));
}

/**
 * 404 unless the owner is the manager themself, or one of their properties or units;
 * another manager's owner answers exactly like an unknown one.
 */
export async function checkOwner(
  db: Reader,
  userId: string,
  table: OwnerTable,
  id: string,
): Promise<void> {
  if (table === 'users' && id.toLowerCase() !== userId) throw notFound('Owner');
  if (table === 'properties') await findOwnedProperty(db, userId, id);
  if (table === 'units') await findOwnedUnit(db, userId, id);
}

/**
 * Stores a value for an owner; undefined when that owner already has one of the type (one
 * value per owner and type: a unique index decides, so two racing requests store one).
 */
export async function insertAttribute(
  db: DbOrTx,
  values: typeof attributes.$inferInsert,
): Promise<AttributeRow | undefined> {
  const [row] = await db.insert(attributes).values(values).onConflictDoNothing().returning();
  return row;
}

/** One of the manager's attributes by id, if it exists. */
export async function findUserAttribute(
  db: Reader,
  userId: string,
  attributeId: string,
): Promise<AttributeRow | undefined> {
  const [row] = await db
    .select()
    .from(attributes)
    .where(and(eq(attributes.id, attributeId), eq(attributes.userId, userId)));
  return row;
}

/** Sets an attribute's value; undefined when it is gone. */
export async function updateAttributeValue(
  db: DbOrTx,
  attributeId: string,
  value: { textContent: string | null; numericValue: number | null },
): Promise<AttributeRow | undefined> {
  const [row] = await db
    .update(attributes)
    .set({ ...value, updatedAt: new Date() })
    .where(eq(attributes.id, attributeId))
    .returning();
  return row;
}
