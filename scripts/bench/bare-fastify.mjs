// A bare Fastify server for the bench's ratios: one route that answers a conditional GET
// with 304, as a conversation poll does, with none of Porchlight's work (no session check,
// no database, no cache look-up, no security headers). Started as a child process by
// `bareFastifyBench`; prints nothing, reports its port over IPC.
import Fastify from 'fastify';

const ETAG = '"v1"';
const app = Fastify({ logger: false });
app.get('/poll', (request, reply) => {
  if (request.headers['if-none-match'] === ETAG) return reply.code(304).header('etag', ETAG).send();
  return reply.header('etag', ETAG).send({ id: 'bench', messages: [] });
});
await app.listen({ port: 0, host: '127.0.0.1' });
process.send?.({ type: 'listening', port: app.server.address().port });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
