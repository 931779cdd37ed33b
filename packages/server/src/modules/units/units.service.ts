import type { CreateUnit, UpdateUnit } from '@porchlight/contract';
import {
  DEFAULT_AVAILABILITY,
  DEFAULT_CURRENCY,
  DEFAULT_UNIT_TYPE,
  INVALID_VIDEO_LINK_MESSAGE,
  isValidVideoLink,
} from '@porchlight/domain';
import type { Db } from '../../db/connection.ts';
import { lockManager } from '../../db/locks.ts';
import type { units } from '../../db/schema/index.ts';
import { badRequest, notFound, unauthorized } from '../../http/errors.ts';
import { assertQuota, LIVE_AVAILABILITY } from '../billing/index.ts';
import { findOwnedProperty } from '../properties/index.ts';
import type { UnitRow } from './units.mappers.ts';
import {
  deleteUnitWithAttributes,
  findOwnedUnit,
  insertUnit,
  updateUnitRow,
} from './units.queries.ts';

/** Trimmed text, or null when nothing is left (an emptied optional field). */
const optionalText = (value: string | null | undefined) => value?.trim() || null;

/** The stored video link: trimmed, null when empty; 400 with the spec's text when not YouTube. */
export function normalizeVideoLink(value: string | null | undefined): string | null {
  if (!isValidVideoLink(value)) throw badRequest(INVALID_VIDEO_LINK_MESSAGE, 'videoLink');
  return optionalText(value);
}

/**
 * Creates a unit by hand in one of the manager's properties, CLAIMED at once. An AVAILABLE
 * unit goes live, so it is counted against the quota in the transaction that inserts it.
 */
export async function createUnit(
  db: Db,
  userId: string,
  input: CreateUnit,
  freeUnits: number,
): Promise<UnitRow> {
  const videoLink = normalizeVideoLink(input.videoLink);
  const availability = input.availability ?? DEFAULT_AVAILABILITY;
  return db.transaction(async (tx) => {
    const property = await findOwnedProperty(tx, userId, input.propertyId);
    await assertQuota(tx, userId, availability === LIVE_AVAILABILITY ? 1 : 0, freeUnits);
    const row = await insertUnit(tx, {
      propertyId: property.id,
      unitNumber: input.unitNumber.trim(),
      type: input.type ?? DEFAULT_UNIT_TYPE,
      currency: input.currency ?? DEFAULT_CURRENCY,
      availability,
      status: 'CLAIMED',
      sizeSqft: input.sizeSqft ?? null,
      bedrooms: input.bedrooms ?? null,
      bathrooms: input.bathrooms ?? null,
      monthlyPrice: input.monthlyPrice ?? null,
      description: optionalText(input.description),
      customId: optionalText(input.customId),
      videoLink,
    });
    if (!row) throw new Error('The unit was not created.');
    return row;
  });
}

function unitChanges(patch: UpdateUnit): Partial<typeof units.$inferInsert> {
  const changes: Partial<typeof units.$inferInsert> = { ...patch };
  if (patch.unitNumber !== undefined) changes.unitNumber = optionalText(patch.unitNumber);
  if (patch.description !== undefined) changes.description = optionalText(patch.description);
  if (patch.customId !== undefined) changes.customId = optionalText(patch.customId);
  if (patch.videoLink !== undefined) changes.videoLink = normalizeVideoLink(patch.videoLink);
  return changes;
}

/**
 * Edits a unit. Taking a unit off the market (OCCUPIED, MAINTENANCE) is always allowed;
 * making it AVAILABLE again is checked against the quota. The manager's row is locked before
 * the unit is read, so the "was it live already?" answer cannot go stale before the write.
 */
export async function updateUnit(
  db: Db,
  userId: string,
  unitId: string,
  patch: UpdateUnit,
  freeUnits: number,
): Promise<UnitRow> {
  const changes = unitChanges(patch);
  const goesLive = patch.availability === LIVE_AVAILABILITY;
  return db.transaction(async (tx) => {
    if (goesLive && !(await lockManager(tx, userId))) throw unauthorized();
    const unit = await findOwnedUnit(tx, userId, unitId);
    if (goesLive && unit.availability !== LIVE_AVAILABILITY) {
      await assertQuota(tx, userId, 1, freeUnits);
    }
    const row = await updateUnitRow(tx, unit.id, changes);
    // Deleted by a concurrent request since it was read.
    if (!row) throw notFound('Unit');
    return row;
  });
}

/**
 * Deletes a unit; the database cascades its listings and tenant leases (leads and
 * conversations keep their property and lose the unit). Its policy attributes have no
 * foreign key, so they are removed here in the same transaction.
 */
export async function deleteUnit(db: Db, userId: string, unitId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const unit = await findOwnedUnit(tx, userId, unitId);
    await deleteUnitWithAttributes(tx, unit.id);
  });
}
