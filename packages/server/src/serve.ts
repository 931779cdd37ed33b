import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { databaseBusy, databaseUnavailable } from './db/unavailable.ts';

function readConfig() {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`porchlight: ${error.message}`);
    process.exit(1);
  }
}

const config = readConfig();
const app = (() => {
  try {
    return buildApp(config);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`porchlight: ${error.message}`);
    process.exit(1);
  }
})();

let closing = false;
async function shutdown(reason: string) {
  if (closing) return;
  closing = true;
  app.log.info({ reason }, 'shutting down');
  // Requests in flight get ten seconds to finish; then the process stops regardless.
  setTimeout(() => {
    app.log.error('shutdown took longer than 10 s; exiting');
    process.exit(1);
  }, 10_000).unref();
  // Connections still open after five seconds (a client keeping its socket busy) are
  // closed, so that the job runner and the database get the rest of the grace period.
  setTimeout(() => app.server.closeAllConnections(), 5_000).unref();
  await app.close();
  process.exit(0);
}

// graphile-worker records a job's outcome without waiting on the write: one that meets an
// unreachable database, or a pool with every connection in use, must not end the process
// (jobs/runner.ts keeps that rare). Any other unhandled rejection still does, as Node's
// default would.
process.on('unhandledRejection', (reason) => {
  const cause = databaseUnavailable(reason) ?? (databaseBusy(reason) ? 'BUSY' : null);
  if (!cause) throw reason;
  app.log.warn({ cause }, 'a background database write failed: the database was out of reach');
});
// Connections that never sent a request (a browser's preconnect, a client's spare socket)
// are not closed by Node's server.close(): they would hold a shutdown until its deadline.
// They carry nothing, so closing drops them.
const unused = new Set<Socket>();
app.server.on('connection', (socket: Socket) => {
  unused.add(socket);
  socket.once('close', () => unused.delete(socket));
});
app.server.on('request', (request: IncomingMessage) => unused.delete(request.socket));
app.addHook('preClose', async () => {
  for (const socket of unused) socket.destroy();
});

process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
// Started by `npm start` (with an IPC channel): stop when that parent goes away.
process.on('disconnect', () => void shutdown('parent exited'));

try {
  // Thousands of open chats reconnect at once after a restart: Node's default queue of 511
  // pending connections would drop the rest for seconds of SYN retries (the kernel caps
  // this at net.core.somaxconn, 4096 on current Linux).
  await app.listen({ port: config.port, host: config.host, backlog: 4096 });
} catch (error) {
  console.error(`porchlight: could not listen on ${config.host}:${config.port}: ${String(error)}`);
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
process.send?.({ type: 'listening', port });
