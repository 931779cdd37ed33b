import type { CreateLeasingAgent, UpdateLeasingAgent } from '@porchlight/contract';
import { INVALID_PHONE_MESSAGE, normalizePhone } from '@porchlight/domain';
import type { DbOrTx } from '../../db/connection.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import type { LeasingAgentRow } from './leasing-agents.mappers.ts';
import {
  insertLeasingAgent,
  type LeasingAgentFields,
  updateOwnedLeasingAgent,
} from './leasing-agents.queries.ts';

/**
 * The spec's phone rule. The contract's pattern already admits only its output, so this
 * is the single place the stored form is decided should the contract ever accept more.
 */
function checkedPhone(phone: string): string {
  const normalized = normalizePhone(phone);
  if (!normalized) throw badRequest(INVALID_PHONE_MESSAGE, 'phone');
  return normalized;
}

/** Creates a leasing agent of the manager: names trimmed, e-mail lower-cased, phone checked. */
export function createLeasingAgent(
  db: DbOrTx,
  userId: string,
  body: CreateLeasingAgent,
): Promise<LeasingAgentRow> {
  return insertLeasingAgent(db, userId, {
    firstName: body.firstName.trim(),
    lastName: body.lastName.trim(),
    email: body.email.toLowerCase(),
    phone: checkedPhone(body.phone),
  });
}

/** Edits the fields sent of one of the manager's agents; another manager's is a 404. */
export async function updateLeasingAgent(
  db: DbOrTx,
  userId: string,
  agentId: string,
  body: UpdateLeasingAgent,
): Promise<LeasingAgentRow> {
  const changes: Partial<LeasingAgentFields> = {
    ...(body.firstName !== undefined ? { firstName: body.firstName.trim() } : {}),
    ...(body.lastName !== undefined ? { lastName: body.lastName.trim() } : {}),
    ...(body.email !== undefined ? { email: body.email.toLowerCase() } : {}),
    ...(body.phone !== undefined ? { phone: checkedPhone(body.phone) } : {}),
  };
  const row = await updateOwnedLeasingAgent(db, userId, agentId, changes);
  if (!row) throw notFound('Leasing agent');
  return row;
}
