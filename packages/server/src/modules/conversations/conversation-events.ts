import { EventEmitter } from 'node:events';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import { SESSION_CHANNEL, SessionStanding } from '../../http/session-standing.ts';
import type { MessageJson } from './conversation.store.ts';
import { notifyChannel } from './conversations.queries.ts';
import { markChanging, VersionCache } from './version-cache.ts';

/**
 * The PostgreSQL channel that announces every conversation that changed: its id, or with an
 * appended message the message itself (`parseChange`), which an event stream then sends
 * without reading the database.
 */
export const CONVERSATION_CHANNEL = 'conversation_changed';

declare module 'fastify' {
  interface FastifyInstance {
    conversationEvents: ConversationEvents;
    sessionStanding: SessionStanding;
  }
}

/**
 * A message appended, as its notification carries it (conversation.store.ts): the version
 * of the conversation it made, and the message as stored.
 */
export interface Appended {
  version: number;
  message: MessageJson;
}

/** Calls on a change; `appended` when the change is one message that the notice carried. */
export type ChangeListener = (appended?: Appended) => void;

/**
 * A notification's payload: the conversation's id alone, or `{ c: id, v: version, m:
 * message }` for an appended message. Null for a payload this version cannot read.
 */
export function parseChange(payload: string): { id: string; appended?: Appended } | null {
  if (!payload.startsWith('{')) return { id: payload };
  try {
    const { c, v, m } = JSON.parse(payload);
    const fields = [m?.id, m?.role, m?.content, m?.createdAt];
    if (typeof c !== 'string' || !Number.isInteger(v)) return null;
    if (!fields.every((field) => typeof field === 'string')) return { id: c };
    const authorName = typeof m.authorName === 'string' ? m.authorName : null;
    return { id: c, appended: { version: v, message: { ...m, authorName } } };
  } catch {
    return null;
  }
}

/**
 * This process's view of conversation changes, fed by the database's notifications, which
 * arrive after commit (so a listener that re-reads sees the new version): the event
 * streams subscribe by conversation id, and the poll's version cache drops what changed.
 */
export class ConversationEvents {
  readonly versions = new VersionCache();
  private readonly bus = new EventEmitter().setMaxListeners(0);

  /** Calls `listener` whenever the conversation changed; answers the unsubscribe. */
  on(id: string, listener: ChangeListener): () => void {
    this.bus.on(id, listener);
    return () => this.bus.off(id, listener);
  }

  changed(id: string, appended?: Appended): void {
    this.versions.forget(id);
    this.bus.emit(id, appended);
  }

  /** A notification's payload (`parseChange`); one it cannot read makes everyone look again. */
  notified(payload: string): void {
    const change = parseChange(payload);
    if (change) this.changed(change.id, change.appended);
    else this.resync();
  }

  /** Whether notifications flow: while they may be missed the version cache is off. */
  listening(on: boolean): void {
    this.versions.setExact(on);
  }

  /** After notifications may have been missed: every follower looks again. */
  resync(): void {
    for (const id of this.bus.eventNames()) this.bus.emit(id);
  }
}

/**
 * Announces a change inside the writer's transaction: NOTIFY is delivered to every
 * listening process when the transaction commits (and never if it rolls back).
 */
export async function announceConversationChange(db: DbOrTx, id: string): Promise<void> {
  markChanging(id);
  await notifyChannel(db, CONVERSATION_CHANNEL, id);
}

/**
 * Follows every process's conversation changes and sessions' standing through the
 * database's listener (db/listener.ts): a message stored through one server process
 * reaches streams held by another and every poll cache drops it. While notifications may
 * be missed the caches are off; when they flow again, every open stream looks again.
 */
export async function conversationEventsPlugin(app: FastifyInstance): Promise<void> {
  const events = new ConversationEvents();
  const standing = new SessionStanding(app.db);
  app.decorate('conversationEvents', events);
  // Sessions' standing is announced the same way (http/session-standing.ts).
  app.decorate('sessionStanding', standing);
  app.listener.onListening((on, resumed) => {
    events.listening(on);
    standing.setExact(on);
    if (on && resumed) events.resync();
  });
  await app.listener.listen(CONVERSATION_CHANNEL, (payload) => events.notified(payload));
  await app.listener.listen(SESSION_CHANNEL, (key) => standing.forget(key));
}
// The decoration must reach the modules registered after this one (and tests).
Object.assign(conversationEventsPlugin, { [Symbol.for('skip-override')]: true });
