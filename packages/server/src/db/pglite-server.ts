import { createServer, type Server } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketHandler } from '@electric-sql/pglite-socket';

interface QueuedMessage {
  handlerId: number;
  message: Uint8Array;
  onData: (data: Uint8Array) => void;
  resolve: (bytes: number) => void;
  reject: (error: unknown) => void;
}

/** Extended-protocol messages: Parse, Bind, Describe, Execute, Close, Flush. */
const EXTENDED = new Set(['P', 'B', 'D', 'E', 'C', 'H'].map((c) => c.charCodeAt(0)));

/**
 * Serialises every connection's protocol messages onto PGlite's single backend.
 *
 * pglite-socket's own queue keeps a connection's turn only inside a transaction, so two
 * pooled connections' Parse/Bind/Execute messages interleave and clobber the unnamed
 * statement ("bind message supplies 1 parameters, but prepared statement requires 2").
 * This queue also keeps the turn from the first extended-protocol message to its Sync,
 * which makes each query atomic, as it is on a real server.
 */
class ProtocolQueue {
  private readonly queue: QueuedMessage[] = [];
  private processing = false;
  private owner: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void) {
    return new Promise<number>((resolve, reject) => {
      this.queue.push({ handlerId, message, onData, resolve, reject });
      void this.process();
    });
  }

  private next(): QueuedMessage | undefined {
    if (this.owner === null) return this.queue.shift();
    const index = this.queue.findIndex((item) => item.handlerId === this.owner);
    return index === -1 ? undefined : this.queue.splice(index, 1)[0];
  }

  private async process() {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let item = this.next(); item; item = this.next()) {
        let bytes = 0;
        const current = item;
        try {
          await this.db.runExclusive(() =>
            this.db.execProtocolRawStream(current.message, {
              onRawData: (data) => {
                bytes += data.length;
                current.onData(data);
              },
            }),
          );
        } catch (error) {
          current.reject(error);
          continue;
        }
        const type = current.message[0] ?? 0;
        const midQuery = EXTENDED.has(type);
        this.owner = midQuery || this.db.isInTransaction() ? current.handlerId : null;
        current.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength() {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number) {
    for (let i = this.queue.length - 1; i >= 0; i--) {
      const item = this.queue[i];
      if (item?.handlerId === handlerId) {
        this.queue.splice(i, 1);
        item.reject(new Error('Connection closed'));
      }
    }
  }

  async clearTransactionIfNeeded(handlerId: number) {
    if (this.owner !== handlerId) return;
    this.owner = null;
    if (this.db.isInTransaction()) await this.db.exec('ROLLBACK');
    await this.process();
  }
}

/** Serves a PGlite database on a Unix socket, one queue for every connection. */
export async function servePglite(db: PGlite, path: string): Promise<{ stop(): Promise<void> }> {
  await db.waitReady;
  const queue = new ProtocolQueue(db);
  const handlers = new Set<PGLiteSocketHandler>();
  const server: Server = createServer((socket) => {
    const handler = new PGLiteSocketHandler({
      // The handler only calls the public methods this queue implements.
      queryQueue: queue as unknown as ConstructorParameters<
        typeof PGLiteSocketHandler
      >[0]['queryQueue'],
      closeOnDetach: true,
    });
    handlers.add(handler);
    const forget = () => handlers.delete(handler);
    handler.addEventListener('close', forget);
    handler.addEventListener('error', forget);
    handler.attach(socket).catch(() => {
      forget();
      socket.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  return {
    async stop() {
      for (const handler of handlers) await handler.detach(true);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
