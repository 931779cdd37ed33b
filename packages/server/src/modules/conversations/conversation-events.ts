import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import { SESSION_CHANNEL, SessionStanding } from '../../http/session-standing.ts';
import { markChanging, VersionCache } from './version-cache.ts';

/** The PostgreSQL channel that carries the id of every conversation that changed. */
export const CONVERSATION_CHANNEL = 'conversation_changed';

declare module 'fastify' {
  interface FastifyInstance {
    conversationEvents: ConversationEvents;
    sessionStanding: SessionStanding;
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
  on(id: string, listener: () => void): () => void {
    this.bus.on(id, listener);
    return () => this.bus.off(id, listener);
  }

  changed(id: string): void {
    this.versions.forget(id);
    this.bus.emit(id);
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
  await db.execute(sql`select pg_notify(${CONVERSATION_CHANNEL}, ${id})`);
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
  await app.listener.listen(CONVERSATION_CHANNEL, (id) => events.changed(id));
  await app.listener.listen(SESSION_CHANNEL, (key) => standing.forget(key));
}
// The decoration must reach the modules registered after this one (and tests).
Object.assign(conversationEventsPlugin, { [Symbol.for('skip-override')]: true });
