import type { CreateAttribute, UpdateAttribute } from '@porchlight/contract';
import type { AttributeType } from '@porchlight/domain';
import type { DbOrTx } from '../../db/connection.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AttributeRow } from './attributes.mappers.ts';
import {
  checkOwner,
  findUserAttribute,
  insertAttribute,
  updateAttributeValue,
} from './attributes.queries.ts';
import { checkAttributeValue } from './attributes.rules.ts';

/**
 * Creates a value for exactly the owner named (404 unless it is the manager's own); 409
 * when that owner already has a value of the type.
 */
export async function createAttribute(
  db: DbOrTx,
  userId: string,
  body: CreateAttribute,
): Promise<AttributeRow> {
  await checkOwner(db, userId, body.ownerTable, body.ownerID);
  const value = checkAttributeValue(body.attributeType, {
    textContent: body.textContent ?? null,
    numericValue: body.numericValue ?? null,
  });
  // One value per owner and type (a unique index): a second one is a 409, not a silent
  // update, so a client that meant to override another owner's value learns it named the
  // wrong owner instead of overwriting what it did not load.
  const row = await insertAttribute(db, {
    userId,
    attributeType: body.attributeType,
    ownerTable: body.ownerTable,
    ownerId: body.ownerID,
    ...value,
  });
  if (!row) throw conflict(`${body.attributeType} is already set for this owner; update it.`);
  return row;
}

/**
 * Changes the value of one of the manager's attributes; its type and owner may be repeated
 * but never changed (400), and another manager's is a 404.
 */
export async function updateAttribute(
  db: DbOrTx,
  userId: string,
  attributeId: string,
  body: UpdateAttribute,
): Promise<AttributeRow> {
  const current = await findUserAttribute(db, userId, attributeId);
  if (!current) throw notFound('Attribute');
  // The spec's override rule: a value for another owner is created with POST, so the
  // identifying fields may be repeated but never changed.
  const fixed = [
    ['attributeType', body.attributeType, current.attributeType],
    ['ownerTable', body.ownerTable, current.ownerTable],
    // PostgreSQL answers UUIDs lower-cased; the contract's format accepts either case.
    ['ownerID', body.ownerID?.toLowerCase(), current.ownerId],
  ] as const;
  for (const [field, sent, stored] of fixed) {
    if (sent !== undefined && sent !== stored) {
      throw badRequest(`${field} cannot change; create an attribute for that instead.`, field);
    }
  }
  const value = checkAttributeValue(current.attributeType as AttributeType, {
    textContent: body.textContent !== undefined ? body.textContent : current.textContent,
    numericValue: body.numericValue !== undefined ? body.numericValue : current.numericValue,
  });
  const row = await updateAttributeValue(db, current.id, value);
  if (!row) throw notFound('Attribute');
  return row;
}
