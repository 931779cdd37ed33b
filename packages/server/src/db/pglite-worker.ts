/**
 * The embedded database's thread: opens PGlite on `dataDir` and serves it on the Unix socket
 * at `socketPath` (pglite-server.ts). Running PostgreSQL's WebAssembly here rather than on
 * the server's thread lets the two work at once on two cores: under a burst of replies the
 * engine is about 40 % of what a single thread would do.
 *
 * Messages: it posts `{ type: 'ready' }` once the socket listens, and on `{ type: 'close' }`
 * stops serving, closes the database (a clean checkpoint) and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { servePglite } from './pglite-server.ts';

export interface PgliteWorkerData {
  dataDir: string;
  socketPath: string;
}

const { dataDir, socketPath } = workerData as PgliteWorkerData;
const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread only.');

// pg_trgm: the lead search's trigram indexes (migration 0016). Whatever opens the database
// file must load it, or writes to the leads fail on their index.
const pglite = await PGlite.create(dataDir, { extensions: { pg_trgm } });
const server = await servePglite(pglite, socketPath);
port.on('message', async (message: { type?: string }) => {
  if (message.type !== 'close') return;
  await server.stop();
  await pglite.close();
  port.close();
});
port.postMessage({ type: 'ready' });
