import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { DbOrTx } from '../../db/connection.ts';
import { forgetConversation } from './version-cache.ts';

/** The PostgreSQL channel that carries the id of every conversation that changed. */
export const CONVERSATION_CHANNEL = 'conversation_changed';

/**
 * This process's conversation changes, by conversation id. Fed twice: at once by this
 * process's own writes (before they commit, so listeners re-read until the new version
 * shows), and by PostgreSQL NOTIFY (after commit) for every process's writes.
 */
const bus = new EventEmitter();
bus.setMaxListeners(0);

/** Calls `listener` whenever the conversation may have changed; answers the unsubscribe. */
export function onConversationChange(id: string, listener: () => void): () => void {
  bus.on(id, listener);
  return () => bus.off(id, listener);
}

function changed(id: string): void {
  forgetConversation(id);
  bus.emit(id);
}

/**
 * Announces a change inside the writer's transaction: NOTIFY is delivered to every
 * listening process when the transaction commits (and never if it rolls back). The
 * embedded database has one process, which the local signal already covers.
 */
export async function announceConversationChange(db: DbOrTx, id: string): Promise<void> {
  await db.execute(sql`select pg_notify(${CONVERSATION_CHANNEL}, ${id})`);
  queueMicrotask(() => changed(id));
}

/**
 * On PostgreSQL, one connection per process LISTENs for other processes' changes, so a
 * message stored through one server process reaches streams held by another, and the
 * poll's short version cache is dropped everywhere at once. It reconnects after a failure.
 */
export async function conversationEventsPlugin(app: FastifyInstance): Promise<void> {
  const url = app.database.connectionString;
  if (app.database.kind !== 'postgres' || !url) return;
  let client: pg.Client | null = null;
  let closing = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === CONVERSATION_CHANNEL && message.payload) changed(message.payload);
    });
    next.on('error', (error) => {
      app.log.warn({ err: error }, 'conversation listener lost its connection; reconnecting');
      void next.end().catch(() => {});
      if (client === next) client = null;
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${CONVERSATION_CHANNEL}`);
    client = next;
  };
  const schedule = () => {
    if (closing || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((error) => {
        app.log.warn({ err: error }, 'conversation listener could not connect; retrying');
        schedule();
      });
    }, 1000);
    retry.unref();
  };

  await connect();
  app.addHook('onClose', async () => {
    closing = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  });
}
