import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { CONNECT_TIMEOUT_MS, type Database } from './connection.ts';

/** A channel's handler: called with each notification's payload. */
export type NotificationHandler = (payload: string) => void;

/** Whether notifications flow, and whether they flow again after some may have been missed. */
export type ListeningHandler = (listening: boolean, resumed: boolean) => void;

/** Waits between two attempts to connect the listening connection. */
const RETRY_MS = 1000;

/**
 * This process's one LISTEN on the database, shared by every channel: what another process
 * (or this one, through another connection) announces with NOTIFY arrives here after its
 * commit. On PostgreSQL a dedicated connection listens and reconnects after a failure;
 * `onListening` says when notifications may have been missed (a cache stops trusting
 * itself) and when they flow again. The embedded database has one session, shared by the
 * pool's connections: one LISTEN there covers them all, and the pool relays each client's
 * notifications (db/connection.ts).
 */
export class DatabaseListener {
  private readonly handlers = new Map<string, Set<NotificationHandler>>();
  private readonly watchers = new Set<ListeningHandler>();
  private client: pg.Client | null = null;
  private connected = false;
  private everConnected = false;
  private closing = false;
  private retry: NodeJS.Timeout | undefined;
  /** Connection failures in a row: the first is a warning, the rest are retried quietly. */
  private failures = 0;
  /** LISTEN statements run one after another on the one connection. */
  private queue: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Calls `handler` with the payload of each notification on `channel`, from now on. */
  async listen(channel: string, handler: NotificationHandler): Promise<void> {
    const known = this.handlers.get(channel);
    if (known) {
      known.add(handler);
      return;
    }
    this.handlers.set(channel, new Set([handler]));
    if (this.relayed) await this.database.pool.query(`LISTEN ${channel}`);
    else if (this.client) await this.run(this.client, `LISTEN ${channel}`);
  }

  /** Tells `handler` whenever notifications start, stop or resume flowing. */
  onListening(handler: ListeningHandler): void {
    this.watchers.add(handler);
    if (this.connected) handler(true, false);
  }

  /** Starts listening: on PostgreSQL, connects (and keeps reconnecting on failure). */
  async start(): Promise<void> {
    if (this.relayed) {
      (this.database.pool as unknown as EventEmitter).on('notification', this.deliver);
      this.setConnected(true, false);
      return;
    }
    await this.connect();
  }

  async close(): Promise<void> {
    this.closing = true;
    clearTimeout(this.retry);
    if (this.relayed)
      (this.database.pool as unknown as EventEmitter).off('notification', this.deliver);
    this.setConnected(false, false);
    await this.client?.end().catch(() => {});
  }

  /** The embedded database (or a pool without a URL): the pool relays notifications. */
  private get relayed(): boolean {
    return this.database.kind !== 'postgres' || !this.database.connectionString;
  }

  private readonly deliver = (message: pg.Notification) => {
    if (message.payload === undefined) return;
    for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload);
  };

  private setConnected(on: boolean, resumed: boolean) {
    this.connected = on;
    for (const watcher of this.watchers) watcher(on, resumed);
  }

  private run(client: pg.Client, statement: string) {
    const next = this.queue.then(() => client.query(statement));
    this.queue = next.catch(() => {});
    return next;
  }

  private async connect() {
    const next = new pg.Client({
      connectionString: this.database.connectionString,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
    next.on('notification', this.deliver);
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost || this.closing) return;
      lost = true;
      this.log.warn({ err: error }, 'database listener lost its connection; reconnecting');
      this.setConnected(false, false);
      void next.end().catch(() => {});
      if (this.client === next) this.client = null;
      this.schedule();
    };
    try {
      await next.connect();
      const channels = [...this.handlers.keys()];
      if (channels.length > 0) await next.query(channels.map((c) => `LISTEN ${c};`).join(' '));
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    next.on('error', onLost);
    next.on('end', () => onLost());
    const resumed = this.everConnected;
    this.everConnected = true;
    this.client = next;
    this.queue = Promise.resolve();
    if (this.failures > 0)
      this.log.info({ failures: this.failures }, 'database listener reconnected');
    this.failures = 0;
    this.setConnected(true, resumed);
  }

  private schedule() {
    if (this.closing || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = undefined;
      this.connect().catch((error) => {
        this.failures += 1;
        if (this.failures === 1)
          this.log.warn({ err: error }, 'database listener could not connect; retrying');
        else
          this.log.debug(
            { err: error, failures: this.failures },
            'database listener still cannot connect',
          );
        this.schedule();
      });
    }, RETRY_MS);
    this.retry.unref();
  }
}
