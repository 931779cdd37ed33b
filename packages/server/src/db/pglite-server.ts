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
 * The extended-protocol messages a client sends without waiting for their answer: it waits
 * at the Sync (or a Flush) that follows, so their answers can go out with that one's.
 */
const ANSWERED_LATER = new Set(['P', 'B', 'D', 'E', 'C'].map((c) => c.charCodeAt(0)));

const PARSE = 'P'.charCodeAt(0);
const CLOSE = 'C'.charCodeAt(0);
const STATEMENT = 'S'.charCodeAt(0);
/** The backend's ParseComplete ('1') and CloseComplete ('3'): a type and a length of 4. */
const PARSE_COMPLETE = Uint8Array.of('1'.charCodeAt(0), 0, 0, 0, 4);
const CLOSE_COMPLETE = Uint8Array.of('3'.charCodeAt(0), 0, 0, 0, 4);

/** The zero-terminated string of a protocol message at `start`, and where the next begins. */
function cString(message: Uint8Array, start: number): { value: string; end: number } {
  const bytes = Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  const end = bytes.indexOf(0, start);
  if (end === -1) return { value: '', end: bytes.length };
  return { value: bytes.toString('utf8', start, end), end: end + 1 };
}

/**
 * Named prepared statements, shared by every connection. The embedded database has one
 * session, so a statement that one pooled connection prepared exists for all of them: a
 * Parse of a name already prepared with the same text is answered here (ParseComplete)
 * instead of failing "already exists" in the backend, and a Close of one is answered
 * without closing it under the others. So each statement is parsed once, and its plan can
 * be kept, as each connection of a real server does (db/statement-names.ts names them).
 * Nothing here prepares statements in SQL (PREPARE, DEALLOCATE, DISCARD), which would
 * change the backend's set behind this one's back.
 */
class SharedStatements {
  /** Name → text of each statement prepared in the backend. */
  private readonly texts = new Map<string, string>();

  /** The backend's answer to `message`, when it can be given without the backend. */
  answer(message: Uint8Array): Uint8Array | undefined {
    const type = message[0];
    if (type === PARSE) {
      const name = cString(message, 5);
      if (name.value && this.texts.get(name.value) === cString(message, name.end).value) {
        return PARSE_COMPLETE;
      }
    } else if (type === CLOSE && message[5] === STATEMENT) {
      if (this.texts.has(cString(message, 6).value)) return CLOSE_COMPLETE;
    }
    return undefined;
  }

  /** After the backend answered `message` (its answer's first byte): a Parse that succeeded. */
  answered(message: Uint8Array, first: number | undefined): void {
    if (message[0] !== PARSE || first !== PARSE_COMPLETE[0]) return;
    const name = cString(message, 5);
    if (name.value) this.texts.set(name.value, cString(message, name.end).value);
  }
}

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
  private readonly db: PGlite;
  private readonly statements = new SharedStatements();
  /** The owner's answers not yet written: its query's answers go out in one write at Sync. */
  private held: Uint8Array[] = [];

  // No parameter property: this file also runs as the database worker's TypeScript, which
  // Node loads by erasing types only.
  constructor(db: PGlite) {
    this.db = db;
  }

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
        const send = (data: Uint8Array) => {
          bytes += data.length;
          // Copied: the engine reuses the memory it hands out once the call returns.
          this.held.push(data.slice());
        };
        try {
          const answer = this.statements.answer(current.message);
          if (answer) send(answer);
          else {
            let first: number | undefined;
            await this.db.runExclusive(() =>
              this.db.execProtocolRawStream(current.message, {
                onRawData: (data) => {
                  first ??= data[0];
                  send(data);
                },
              }),
            );
            this.statements.answered(current.message, first);
          }
        } catch (error) {
          this.held = [];
          current.reject(error);
          continue;
        }
        const type = current.message[0] ?? 0;
        if (!ANSWERED_LATER.has(type)) this.release(current);
        const midQuery = EXTENDED.has(type);
        this.owner = midQuery || this.db.isInTransaction() ? current.handlerId : null;
        current.resolve(bytes);
      }
    } finally {
      this.processing = false;
    }
  }

  /**
   * Writes the answers held for `item`'s connection, as one chunk: a query's five or so
   * answers (ParseComplete … ReadyForQuery) cost one socket write instead of one each,
   * and a socket write costs more than the engine's work for a small statement.
   */
  private release(item: QueuedMessage) {
    const held = this.held;
    this.held = [];
    if (held.length === 1 && held[0]) item.onData(held[0]);
    else if (held.length > 1) item.onData(Buffer.concat(held));
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
    this.held = [];
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
