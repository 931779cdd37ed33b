import type { ResidentConversationItem } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { Session } from '../../http/session.ts';
import { enqueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/outbox.ts';
import { issueMagicLink } from '../auth/index.ts';
import { appendMessage, createConversation, type NewConversation } from '../conversations/index.ts';
import { findUnitOfProperty, type PropertyRow } from '../properties/index.ts';
import { residentLoginLink, residentLoginMail } from './resident.mails.ts';
import { type NewestMessage, toResidentConversationItem } from './resident.mappers.ts';
import {
  latestResidentConversation,
  listResidentConversations,
  newestMessages,
  residentOfProperty,
} from './resident.queries.ts';
import { RESIDENT_REPLY_TASK } from './resident.tasks.ts';

/**
 * Mails the login link to Resident AI when the e-mail belongs to a resident of the property
 * (for `unitId`, else the unit they lease); does nothing for anyone else.
 */
export async function mailResidentLink(
  app: FastifyInstance,
  email: string,
  property: PropertyRow,
  unitId: string | null | undefined,
): Promise<void> {
  const { db, config } = app;
  const resident = await residentOfProperty(db, email, property.id);
  if (!resident) return;
  const { token } = await issueMagicLink(db, email, 'resident', {
    propertyId: property.id,
    unitId: unitId ?? resident.unitId,
  });
  const link = residentLoginLink(config.publicUrl, {
    token,
    email,
    propertyId: property.id,
    unitId: unitId ?? resident.unitId,
  });
  await queueMail(db, residentLoginMail(email, resident.tenant.firstName, property.address, link));
}

/**
 * Resident AI's first words in every new conversation, a resident's or the manager's preview:
 * the same words the chat's e-mail prompt introduces her with.
 */
export const RESIDENT_GREETING =
  "Hi, I'm Athena. I can answer questions about your home, its policies and your lease.";

/** A new resident conversation, opened with Resident AI's greeting (one transaction). */
export function createResidentConversation(
  db: Db,
  values: Pick<NewConversation, 'propertyId' | 'unitId' | 'residentId' | 'userId'>,
): Promise<string> {
  return db.transaction(async (tx) => {
    const id = await createConversation(tx, { kind: 'RESIDENT', ...values });
    await appendMessage(tx, id, 'assistant', RESIDENT_GREETING);
    return id;
  });
}

/**
 * The caller's newest resident conversation about the property (and unit), or a new one
 * (`created`, greeted): a resident's own, or the manager's preview. A unit of another
 * property is a 404.
 */
export async function residentConversationFor(
  db: Db,
  session: Session,
  propertyId: string,
  unitId: string | null,
): Promise<{ id: string; created: boolean }> {
  if (unitId && !(await findUnitOfProperty(db, unitId, propertyId))) throw notFound('Unit');
  const open = await latestResidentConversation(db, session, propertyId, unitId);
  if (open) return { id: open.id, created: false };
  const id = await createResidentConversation(db, {
    propertyId,
    unitId,
    residentId: session.audience === 'resident' ? session.subject : null,
    userId: session.audience === 'manager' ? session.subject : null,
  });
  return { id, created: true };
}

/** Stores the caller's message and queues Resident AI's reply (one pending per conversation). */
export async function postResidentMessage(
  db: Db,
  conversationId: string,
  message: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await appendMessage(tx, conversationId, 'user', message);
    await enqueue(
      tx,
      RESIDENT_REPLY_TASK,
      { conversationId },
      { jobKey: `reply:${conversationId}`, maxAttempts: 5 },
    );
  });
}

/** Resident Activity: the residents' conversations in the manager's properties, with each one's newest message. */
export async function residentActivity(
  db: Db,
  userId: string,
): Promise<ResidentConversationItem[]> {
  const rows = await listResidentConversations(db, userId);
  const last = new Map<string, NewestMessage>();
  const ids = rows.filter((r) => r.lastMessageAt).map((r) => r.id);
  if (ids.length) {
    for (const m of await newestMessages(db, ids)) last.set(m.conversationId, m);
  }
  return rows.map((row) => toResidentConversationItem(row, last.get(row.id)));
}
