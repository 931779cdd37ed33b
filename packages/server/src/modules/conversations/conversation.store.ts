import { randomUUID } from 'node:crypto';
import {
  MESSAGE_DELIVERIES,
  type MessageChannel,
  type MessageDelivery,
  type MessageRole,
} from '@porchlight/domain';
import { type AnyColumn, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import { conversations, messages, tenantPropertyInterests } from '../../db/schema/index.ts';
import { plainJobSql } from '../../jobs/queue.ts';
import { CONVERSATION_CHANNEL } from './conversation-events.ts';
import { markChanging } from './version-cache.ts';

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
 * A new conversation for an interest, the interest pointed at it, and `andThen` (given the
 * new conversation's id and the condition its WHERE must add: the interest is still there)
 * in one statement, so that opening a chat costs its transaction one round trip instead of
 * three (on the embedded database a transaction holds the whole database between its
 * statements). Answers the conversation's id and what `andThen` returned, or null when the
 * interest is gone (the caller's transaction then fails, taking the conversation back).
 */
export async function openConversation(
  db: DbOrTx,
  values: NewConversation,
  interestId: string,
  andThen: (conversationId: string, gate: SQL) => SQL,
): Promise<{ conversationId: string; thenId: string | null } | null> {
  const conversationId = randomUUID();
  const { rows } = await db.execute<{ found: boolean; then_id: string | null }>(sql`
    with conversation as (
      insert into ${conversations} (id, kind, property_id, unit_id, potential_tenant_id,
        resident_id, user_id)
      values (${conversationId}, ${values.kind}, ${values.propertyId}, ${values.unitId},
        ${values.potentialTenantId ?? null}, ${values.residentId ?? null}, ${values.userId ?? null})
      returning id
    ), interest as (
      update ${tenantPropertyInterests}
      set conversation_id = (select id from conversation), updated_at = now()
      where id = ${interestId}
      returning id
    ), then_ as (${andThen(conversationId, sql`exists (select 1 from interest)`)})
    select exists (select 1 from interest) as found, (select id from then_) as then_id`);
  const row = rows[0];
  if (!row?.found) return null;
  return { conversationId, thenId: row.then_id === null ? null : String(row.then_id) };
}

/** What `appendMessage` does besides storing the message, in the same statement. */
export interface AppendOptions {
  /** The manager's name on a message they write themselves. */
  authorName?: string | null;
  /**
   * A statement run with the message, in the same statement (a job's insert, say): one
   * round trip, and no transaction needed for the two to stand or fall together. Given the
   * condition it must add to its WHERE (`gate`: the message is being stored).
   */
  andThen?: (gate: SQL) => SQL;
  /**
   * The lead's update in place of the last-message stamp, given the condition it must add
   * to its WHERE (`gate`: the message is being stored); it must stamp last_message_at and
   * return a row for this conversation's lead. Athena's turn stores the lead's answers in
   * the statement that stores her reply.
   */
  lead?: (gate: SQL) => SQL;
  /**
   * Store only if the conversation is still at this version (no message since it was read)
   * and Athena has not been paused on its lead: otherwise nothing is stored and the append
   * answers null. Athena's turn passes the version it read the conversation at.
   */
  unchangedSince?: number;
  /**
   * Where a prospect's message was written (CHAT by default): the conversation answers on
   * that channel from now on. Athena's and the manager's messages take the conversation's
   * channel, and one that goes out by e-mail or text is queued for delivery with it.
   */
  channel?: Channel;
  /** The e-mail's Message-ID or the provider's id of a message that came in that way. */
  externalId?: string | null;
}

export type Channel = MessageChannel;

/** The job that sends a conversation's queued e-mail and text messages (modules/channels). */
export const CHANNEL_DELIVER_TASK = 'channel.deliver';
/**
 * Its attempts: graphile-worker waits e^n seconds after the nth failure, so ten ride out
 * about 3.5 hours of a text provider being down before the message is marked failed.
 */
export const CHANNEL_DELIVER_ATTEMPTS = 10;

/** PostgreSQL refuses a notification payload of 8,000 bytes or more. */
const MAX_NOTIFY_BYTES = 8000;

export interface StoredMessage {
  id: string;
  createdAt: Date;
  /** The id of the row `andThen` made (its first), if any. */
  thenId: string | null;
}

/**
 * Appends a message in one statement: the lead's row is locked first, then the
 * conversation's version moves on, then the lead is stamped (or updated: `lead`), the
 * message stored and the notification sent, which carries the message and the version it
 * made (conversation-events.ts), or only the conversation's id when that would not fit.
 * Each step reads the one before it, so they run in that order: the lead's row before the
 * conversation's (the order the booking and the inbound e-mail lock them in), and the
 * conversation's before the message takes its place (seq), so messages of one
 * conversation are ordered as their transactions commit. The version changes exactly when
 * the messages do: the polling ETag is made from it, and `unchangedSince` checks it on the
 * conversation's row as it stands once locked (not as the statement's snapshot saw it
 * before a wait), and the manager's pause on the lead's row as it stands once locked, so a
 * message or a pause that committed meanwhile is never missed. now() is the transaction's
 * start, the same instant as the message's created_at default.
 */
export async function appendMessage(
  db: DbOrTx,
  conversationId: string,
  role: 'user' | 'assistant' | 'manager',
  content: string,
  options: AppendOptions & { unchangedSince: number },
): Promise<StoredMessage | null>;
export async function appendMessage(
  db: DbOrTx,
  conversationId: string,
  role: 'user' | 'assistant' | 'manager',
  content: string,
  options?: AppendOptions,
): Promise<StoredMessage>;
export async function appendMessage(
  db: DbOrTx,
  conversationId: string,
  role: 'user' | 'assistant' | 'manager',
  content: string,
  options: AppendOptions = {},
): Promise<StoredMessage | null> {
  const { authorName = null, andThen, lead, unchangedSince, externalId = null } = options;
  const prospect = role === 'user';
  const channel = options.channel ?? 'CHAT';
  markChanging(conversationId);
  const gate = sql`exists (select 1 from conversation)`;
  const leadStep = lead
    ? lead(gate)
    : sql`update ${tenantPropertyInterests} set last_message_at = now()
      where ${tenantPropertyInterests.conversationId} = ${conversationId} and ${gate}
      returning 1`;
  const unchanged =
    unchangedSince === undefined
      ? sql``
      : sql` and version = ${unchangedSince}
        and not coalesce((select bool_or(assistant_paused) from held), false)`;
  const { rows } = await db.execute<{
    id: string;
    created_at: string | Date;
    then_id: string | null;
  }>(sql`
    with held as (
      select ${tenantPropertyInterests.assistantPaused} from ${tenantPropertyInterests}
      where ${tenantPropertyInterests.conversationId} = ${conversationId}
      for no key update
    ), conversation as (
      update ${conversations} set version = version + 1, last_message_at = now()${
        prospect ? sql`, channel = ${channel}` : sql``
      }
      where ${conversations.id} = ${conversationId}${unchanged}
        and (select count(*) from held) >= 0
      returning id, version, channel
    ), lead as (${leadStep}), message as (
      insert into ${messages}
        (conversation_id, role, content, author_name, channel, delivery, external_id)
      select id, ${role}, ${content}, ${authorName},
        ${prospect ? sql`${channel}` : sql`channel`},
        ${prospect ? sql`null` : sql`case when channel <> 'CHAT' then 'QUEUED' end`},
        ${externalId}
      from conversation
      returning id, created_at, conversation_id, role, content, author_name, channel, delivery
    )${
      prospect
        ? sql``
        : sql`, deliver as (${plainJobSql(
            CHANNEL_DELIVER_TASK,
            { conversationId },
            {
              maxAttempts: CHANNEL_DELIVER_ATTEMPTS,
              gate: sql`exists (select 1 from message where delivery = 'QUEUED')`,
            },
          )})`
    }${andThen ? sql`, and_then as (${andThen(sql`exists (select 1 from message)`)})` : sql``}
    select message.id, message.created_at,
      ${andThen ? sql`(select id::text from and_then limit 1)` : sql`null`} as then_id,
      pg_notify(${CONVERSATION_CHANNEL},
      case when octet_length(change.payload) < ${MAX_NOTIFY_BYTES}
        then change.payload else message.conversation_id::text end)
    from message, conversation, lateral (select json_build_object(
      'c', message.conversation_id, 'v', conversation.version, 'm', json_build_object(
        'id', message.id, 'role', message.role, 'content', message.content,
        'authorName', message.author_name, 'createdAt', message.created_at,
        'channel', message.channel, 'delivery', message.delivery))::text as payload
    ) as change
    where (select count(*) from lead) >= 0${prospect ? sql`` : sql` and (select count(*) from deliver) >= 0`}${andThen ? sql` and (select count(*) from and_then) >= 0` : sql``}`);
  const [message] = rows;
  if (!message) {
    if (unchangedSince !== undefined) return null;
    throw new Error('The message was not stored.');
  }
  return { id: message.id, createdAt: new Date(message.created_at), thenId: message.then_id };
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
      channel: messages.channel,
      delivery: messages.delivery,
    })
    .from(messages)
    .where(eq(messages.conversationId, id))
    .orderBy(asc(messages.seq));
  return rows.map(toApiMessage);
}

/**
 * A conversation's messages as one JSON array, in order, for a query that reads them with
 * its other rows in one statement; `messagesFromJson` turns it into `conversationMessages`'s
 * result.
 */
export const messagesJsonOf = (conversationId: AnyColumn) =>
  sql<MessageJson[]>`(select coalesce(json_agg(json_build_object(
      'id', m.id, 'role', m.role, 'content', m.content, 'authorName', m.author_name,
      'createdAt', m.created_at, 'channel', m.channel, 'delivery', m.delivery) order by m.seq), '[]')
    from ${messages} as m where m.conversation_id = ${conversationId})`;

/** A stored message as JSON: as `messagesJsonOf` reads it and a notification carries it. */
export interface MessageJson {
  id: string;
  role: string;
  content: string;
  authorName: string | null;
  createdAt: string;
  channel?: string;
  delivery?: string | null;
}

/** The messages of `messagesJsonOf`, as the API sends them. */
export const messagesFromJson = (rows: readonly MessageJson[]) =>
  rows.map((row) => toApiMessage({ ...row, createdAt: new Date(row.createdAt) }));

/**
 * In one statement: the conversation `current` names (a scalar subquery giving its id), its
 * version, and its messages after `after`, or all of them (`follows` false) when `after` is
 * not one of its messages (none sent yet, or another conversation). Null when there is no
 * such conversation.
 */
export async function conversationAfter(db: DbOrTx, current: SQL, after: string | null) {
  const { rows } = await db.execute<{
    conversation_id: string;
    version: number;
    follows: boolean;
    id: string | null;
    role: string;
    content: string;
    author_name: string | null;
    created_at: Date | string;
    channel: string;
    delivery: string | null;
  }>(sql`
    with now_shown as (select id, version from conversations where id = (${current})),
    mark as (
      select m.seq from messages as m, now_shown
      where m.id = ${after}::uuid and m.conversation_id = now_shown.id
    )
    select now_shown.id as conversation_id, now_shown.version,
      exists (select 1 from mark) as follows,
      m.id, m.role, m.content, m.author_name, m.created_at, m.channel, m.delivery
    from now_shown
    left join messages as m
      on m.conversation_id = now_shown.id and m.seq > coalesce((select seq from mark), 0)
    order by m.seq`);
  const [first] = rows;
  if (!first) return null;
  return {
    id: first.conversation_id,
    version: Number(first.version),
    follows: first.follows,
    messages: rows.flatMap((row) =>
      row.id
        ? [
            toApiMessage({
              id: row.id,
              role: row.role,
              content: row.content,
              authorName: row.author_name,
              createdAt: new Date(row.created_at),
              channel: row.channel,
              delivery: row.delivery,
            }),
          ]
        : [],
    ),
  };
}

const roleOf = (role: string): MessageRole =>
  role === 'assistant' || role === 'manager' ? role : 'user';

const CHANNELS: readonly string[] = ['EMAIL', 'SMS'] satisfies Channel[];
const DELIVERIES: readonly string[] = MESSAGE_DELIVERIES;

/**
 * A stored message as the API sends it; the author's name only on the manager's own, the
 * channel only when not the chat, the delivery only on what went out by e-mail or text.
 */
export function toApiMessage(row: {
  id: string;
  role: string;
  content: string;
  authorName: string | null;
  createdAt: Date;
  channel?: string | undefined;
  delivery?: string | null | undefined;
}) {
  const role = roleOf(row.role);
  return {
    id: row.id,
    role,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    ...(role === 'manager' ? { authorName: row.authorName ?? 'Property manager' } : {}),
    ...(row.channel && CHANNELS.includes(row.channel)
      ? { channel: row.channel as 'EMAIL' | 'SMS' }
      : {}),
    ...(row.delivery && DELIVERIES.includes(row.delivery)
      ? { delivery: row.delivery as MessageDelivery }
      : {}),
  };
}
