import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import { attributes } from '../../db/schema/index.ts';

type AttributeRow = typeof attributes.$inferSelect;

const SPECIFICITY: Record<string, number> = { users: 1, properties: 2, units: 3 };

/**
 * The policy values that apply: per type, the unit's own, else its property's, else the
 * manager's (the most specific owner wins). Each keeps its real owner, so the editor knows
 * whether saving is an update or an override.
 */
export async function resolvedAttributes(
  db: DbOrTx,
  owners: { userId: string | null; propertyId: string | null; unitId: string | null },
  types?: readonly string[],
): Promise<AttributeRow[]> {
  const scopes = [
    ...(owners.userId
      ? [and(eq(attributes.ownerTable, 'users'), eq(attributes.ownerId, owners.userId))]
      : []),
    ...(owners.propertyId
      ? [and(eq(attributes.ownerTable, 'properties'), eq(attributes.ownerId, owners.propertyId))]
      : []),
    ...(owners.unitId
      ? [and(eq(attributes.ownerTable, 'units'), eq(attributes.ownerId, owners.unitId))]
      : []),
  ];
  if (scopes.length === 0) return [];
  const rows = await db
    .select()
    .from(attributes)
    .where(
      and(or(...scopes), ...(types?.length ? [inArray(attributes.attributeType, [...types])] : [])),
    );
  const best = new Map<string, AttributeRow>();
  for (const row of rows) {
    const current = best.get(row.attributeType);
    if (!current || (SPECIFICITY[row.ownerTable] ?? 0) > (SPECIFICITY[current.ownerTable] ?? 0)) {
      best.set(row.attributeType, row);
    }
  }
  return [...best.values()].sort((a, b) => a.attributeType.localeCompare(b.attributeType));
}
