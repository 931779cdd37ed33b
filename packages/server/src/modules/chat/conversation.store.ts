import type { MessageRole } from '@porchlight/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import { conversations, messages } from '../../db/schema/index.ts';
import { announceConversationChange } from './conversation-events.ts';

export type { DbOrTx };

export interface NewConversation {
  kind: 'PROPERTY_INTEREST' | 'RESIDENT';
  propertyId: string;
  unitId: string | null;
  potentialTenantId?: string | null;
  residentId?: string | null;
  userId?: string | null;
}

export async function createConversation(db: DbOrTx, values: NewConversation): Promise<string> {
  const [row] = await db.insert(conversations).values(values).returning({ id: conversations.id });
  if (!row) throw new Error('The conversation was not created.');
  return row.id;
}

/**
 * Appends a message and bumps the conversation's version in the same statement batch, so
 * the polling ETag changes exactly when the messages do. The version is bumped first: that
 * locks the conversation's row before the message takes its place (seq), so messages of
 * one conversation are ordered as their transactions commit, and Athena's turn, which
 * takes the same lock (reply.task.ts), sees every message ordered before its reply.
 */
export async function appendMessage(
  db: DbOrTx,
  conversationId: string,
  role: 'user' | 'assistant' | 'manager',
  content: string,
  /** The manager's name on a message they write themselves. */
  authorName: string | null = null,
): Promise<{ id: string; createdAt: Date }> {
  // now() is the transaction's start, the same instant as the message's created_at default.
  await db
    .update(conversations)
    .set({ version: sql`${conversations.version} + 1`, lastMessageAt: sql`now()` })
    .where(eq(conversations.id, conversationId));
  const [message] = await db
    .insert(messages)
    .values({ conversationId, role, content, authorName })
    .returning({ id: messages.id, createdAt: messages.createdAt });
  if (!message) throw new Error('The message was not stored.');
  await announceConversationChange(db, conversationId);
  return message;
}

/** The weak ETag of a conversation: changes whenever a message is added. */
export const conversationEtag = (id: string, version: number) => `W/"c-${id}-${version}"`;

export async function conversationVersion(db: DbOrTx, id: string): Promise<number | null> {
  const [row] = await db
    .select({ version: conversations.version })
    .from(conversations)
    .where(eq(conversations.id, id));
  return row ? row.version : null;
}

export async function conversationMessages(db: DbOrTx, id: string) {
  const rows = await db
    .select({
      id: messages.id,
      role: messages.role,
      content: messages.content,
      authorName: messages.authorName,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(asc(messages.seq));
  return rows.map(toApiMessage);
}

const roleOf = (role: string): MessageRole =>
  role === 'assistant' || role === 'manager' ? role : 'user';

/** A stored message as the API sends it; the author's name only on the manager's own. */
export function toApiMessage(row: {
  id: string;
  role: string;
  content: string;
  authorName: string | null;
  createdAt: Date;
}) {
  const role = roleOf(row.role);
  return {
    id: row.id,
    role,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    ...(role === 'manager' ? { authorName: row.authorName ?? 'Property manager' } : {}),
  };
}
