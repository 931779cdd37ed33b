import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, type DbOrTx } from '../../db/connection.ts';
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
 * Listens for every process's conversation changes. On PostgreSQL one dedicated connection
 * per process LISTENs, so a message stored through one server process reaches streams held
 * by another and every poll cache drops it; it reconnects after a failure, with the cache
 * off meanwhile. The embedded database has one session, shared by the pool's connections:
 * one LISTEN there covers them all, and the pool relays each client's notifications.
 */
export async function conversationEventsPlugin(app: FastifyInstance): Promise<void> {
  const events = new ConversationEvents();
  const standing = new SessionStanding(app.db);
  app.decorate('conversationEvents', events);
  // Sessions' standing is announced on the same connection (http/session-standing.ts).
  app.decorate('sessionStanding', standing);
  const listening = (on: boolean) => {
    events.listening(on);
    standing.setExact(on);
  };
  const onNotification = (message: pg.Notification) => {
    if (!message.payload) return;
    if (message.channel === CONVERSATION_CHANNEL) events.changed(message.payload);
    else if (message.channel === SESSION_CHANNEL) standing.forget(message.payload);
  };
  const LISTEN = `LISTEN ${CONVERSATION_CHANNEL}; LISTEN ${SESSION_CHANNEL}`;
  const url = app.database.connectionString;
  if (app.database.kind !== 'postgres' || !url) {
    // The pool relays its clients' notifications (db/connection.ts; pg's types omit it).
    (app.database.pool as EventEmitter).on('notification', onNotification);
    await app.database.pool.query(LISTEN);
    listening(true);
    return;
  }
  let client: pg.Client | null = null;
  let connected = false;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  /** Connection failures in a row: the first is a warning, the rest are retried quietly. */
  let failures = 0;
  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('notification', onNotification);
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || closing) return;
      lost = true;
      app.log.warn({ err: error }, 'conversation listener lost its connection; reconnecting');
      listening(false);
      void next.end().catch(() => {});
      if (client === next) client = null;
      schedule();
    };
    try {
      await next.connect();
      await next.query(LISTEN);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    next.on('error', onLost);
    next.on('end', () => onLost());
    const reconnected = connected;
    client = next;
    connected = true;
    if (failures > 0) app.log.info({ failures }, 'conversation listener reconnected');
    failures = 0;
    // Changes made while no connection listened are unknown: start from an empty cache,
    // and let every open stream look again.
    listening(true);
    if (reconnected) events.resync();
  };
  const schedule = () => {
    if (closing || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error) => {
        failures += 1;
        if (failures === 1) {
          app.log.warn({ err: error }, 'conversation listener could not connect; retrying');
        } else
          app.log.debug({ err: error, failures }, 'conversation listener still cannot connect');
        schedule();
      });
    }, 1000);
    retry.unref();
  };

  await connect();
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    listening(false);
    await client?.end().catch(() => {});
  });
}
// The decoration must reach the modules registered after this one (and tests).
Object.assign(conversationEventsPlugin, { [Symbol.for('skip-override')]: true });
