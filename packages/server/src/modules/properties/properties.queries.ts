import { and, asc, desc, eq } from 'drizzle-orm';
import type { Reader } from '../../db/connection.ts';
import { properties, propertyDivisions, units } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import type { DivisionRow, OwnedPropertyRow } from './properties.mappers.ts';

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
