import type { CreateProperty, UpdateProperty } from '@porchlight/contract';
import {
  AMENITIES,
  DEFAULT_SCREENING_QUESTIONS,
  joinCommaList,
  PET_AMENITIES,
  PET_QUESTIONS,
  parseCommaList,
  RESTRICTED_DOG_BREEDS,
  SCREENING_QUESTIONS,
} from '@porchlight/domain';
import type { Db, DbOrTx } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { properties } from '../../db/schema/index.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { assertQuota } from '../billing/index.ts';
import type { OwnedPropertyRow } from './properties.mappers.ts';
import {
  deletePropertyWithAttributes,
  findOwnedProperty,
  insertProperty,
  isSmsNumberTaken,
  shareLockOwnLeasingAgent,
  updateOwnedPropertyRow,
} from './properties.queries.ts';
import { checkedTimeZone, timeZoneForAddress } from './time-zone.ts';
import { checkedViewingDays } from './viewing-hours.ts';

/** Trimmed text, or null when nothing is left (an emptied optional field). */
const optionalText = (value: string | null) => value?.trim() || null;

/** A comma list in the stored form: known codes only, each once, in catalogue order. */
const normalizeList = (value: string, allowed: readonly string[]) =>
  joinCommaList(parseCommaList(value, allowed));

/**
 * Creates a property by hand, CLAIMED at once. A new property is where the manager's next
 * live unit would go, so it needs room for one more under the quota (docs/billing.md).
 */
export async function createProperty(
  db: Db,
  userId: string,
  input: CreateProperty,
  freeUnits: number,
): Promise<string> {
  return db.transaction(async (tx) => {
    await assertQuota(tx, userId, 1, freeUnits);
    const id = await insertProperty(tx, {
      userId,
      address: input.address.trim(),
      type: input.type,
      name: optionalText(input.name ?? null),
      questions: DEFAULT_SCREENING_QUESTIONS,
      timeZone: timeZoneForAddress(input.address),
      status: 'CLAIMED',
    });
    if (!id) throw new Error('The property was not created.');
    return id;
  });
}

/** The columns a PATCH sets: only the fields it carries, normalised for storage. */
function propertyChanges(patch: UpdateProperty): Partial<typeof properties.$inferInsert> {
  const changes: Partial<typeof properties.$inferInsert> = { ...patch };
  if (patch.address !== undefined) changes.address = patch.address.trim();
  if (patch.timeZone !== undefined) changes.timeZone = checkedTimeZone(patch.timeZone);
  // A new address brings its own zone, unless the manager chooses one in the same change.
  else if (patch.address !== undefined) {
    const zone = timeZoneForAddress(patch.address);
    if (zone) changes.timeZone = zone;
  }
  if (patch.viewingDays !== undefined)
    changes.viewingDays = patch.viewingDays && checkedViewingDays(patch.viewingDays);
  if (patch.websiteOrigins !== undefined) {
    // One spelling per site, as browsers send it: lower case, no default port.
    changes.websiteOrigins = [...new Set(patch.websiteOrigins.map((o) => new URL(o).origin))];
  }
  if (patch.name !== undefined) changes.name = optionalText(patch.name);
  if (patch.description !== undefined) changes.description = optionalText(patch.description);
  if (patch.customId !== undefined) changes.customId = optionalText(patch.customId);
  if (patch.questions !== undefined)
    changes.questions = normalizeList(patch.questions, SCREENING_QUESTIONS);
  if (patch.petQuestions !== undefined)
    changes.petQuestions = normalizeList(patch.petQuestions, PET_QUESTIONS);
  if (patch.restrictedDogBreeds !== undefined)
    changes.restrictedDogBreeds = normalizeList(patch.restrictedDogBreeds, RESTRICTED_DOG_BREEDS);
  if (patch.amenities !== undefined) {
    const amenities = parseCommaList(patch.amenities, AMENITIES);
    // The form unticks the pet amenities when No Pets is ticked; a request doing both
    // contradicts itself, and the assistant would repeat the contradiction to prospects.
    if (
      amenities.includes('NO_PETS') &&
      amenities.some((a) => (PET_AMENITIES as readonly string[]).includes(a))
    )
      throw badRequest(
        'No Pets cannot be combined with Large Dogs, Small Dogs or Cats.',
        'amenities',
      );
    changes.amenities = joinCommaList(amenities);
  }
  return changes;
}

const numberTaken = () =>
  conflict(
    'This text number is already used by another property. Each number can belong to one property only.',
  );

/** Whether a failed write broke the one-property-per-number index. */
const isNumberTaken = (error: unknown): boolean =>
  isUniqueViolation(error, 'properties_sms_number_key');

/** 409 when another property (anyone's) has this text number: texts to it find one property. */
async function assertNumberFree(tx: DbOrTx, smsNumber: string, propertyId: string) {
  if (await isSmsNumberTaken(tx, smsNumber, propertyId)) throw numberTaken();
}

/**
 * Edits a property's fields, leasing settings or pet settings. A leasing agent must be one
 * of the manager's own; its row is share-locked so it cannot vanish before the update lands.
 */
export async function updateProperty(
  db: Db,
  userId: string,
  propertyId: string,
  patch: UpdateProperty,
): Promise<OwnedPropertyRow> {
  const changes = propertyChanges(patch);
  return db.transaction(async (tx) => {
    const before = await findOwnedProperty(tx, userId, propertyId);
    // A zone that came from the old address is wrong for a new one that gives none: the
    // server's default applies until the manager chooses. A zone the manager chose stays.
    if (
      patch.address !== undefined &&
      changes.timeZone === undefined &&
      before.timeZone !== null &&
      before.timeZone === timeZoneForAddress(before.address)
    )
      changes.timeZone = null;
    if (patch.leasingAgentId) {
      if (!(await shareLockOwnLeasingAgent(tx, userId, patch.leasingAgentId)))
        throw badRequest('Please choose one of your leasing agents.', 'leasingAgentId');
    }
    if (changes.smsNumber) await assertNumberFree(tx, changes.smsNumber, propertyId);
    const row = await updateOwnedPropertyRow(tx, userId, propertyId, changes).catch(
      (error: unknown) => {
        // Another property took the number since it was checked.
        throw isNumberTaken(error) ? numberTaken() : error;
      },
    );
    // Deleted by a concurrent request since it was read.
    if (!row) throw notFound('Property');
    return row;
  });
}

/**
 * Deletes a property; the database cascades its units, divisions, leads, conversations,
 * leases and lease text. Policy attributes point at their owner without a foreign key
 * (one table serves users, properties and units), so the property's and its units' are
 * removed here, in the same transaction.
 */
export async function deleteProperty(db: Db, userId: string, propertyId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await findOwnedProperty(tx, userId, propertyId);
    await deletePropertyWithAttributes(tx, propertyId);
  });
}
