import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { SignJWT } from 'jose';
import pg from 'pg';
import { processUsage } from './server.mjs';

/**
 * Can one server answer 10,000 open chats polling once a second? Every poll carries its
 * own chat's prospect token and conversation ETag (10,000 of each), so the server does
 * what those chats make it do: verify each token, keep each version, answer 304s. The
 * load is closed-loop over 100 keep-alive connections (a proxy in front pools them the
 * same way): the throughput is the server's capacity, to compare with the 10,000 polls a
 * second those chats send. (A connection per chat at one request a second was tried:
 * autocannon itself then runs out of CPU on 2 cores, even against a bare Node server.)
 *
 * The chats are seeded with SQL (starting 10,000 chats through the API would run 10,000
 * greetings first) and their tokens signed with the server's JWT_SECRET, which the bench
 * passes to the server it starts.
 */
const DEMO_PROPERTY = 'd3e0d3e0-0000-4000-8000-000000000001';
const DEMO_UNIT = 'd3e0d3e0-0000-4000-8000-000000000002';

/** One statement: prospects, their conversations (version 1) and their leads. */
const seedSql = (count, run) => `
  with t as (
    insert into potential_tenants (email)
    select 'poller-' || g || '-${run}@bench.test' from generate_series(1, ${count}) g
    returning id, email
  ), c as (
    insert into conversations (kind, property_id, unit_id, potential_tenant_id, version)
    select 'PROPERTY_INTEREST', '${DEMO_PROPERTY}', '${DEMO_UNIT}', t.id, 1 from t
    returning id, potential_tenant_id
  ), i as (
    insert into tenant_property_interests (property_id, unit_id, potential_tenant_id, conversation_id)
    select '${DEMO_PROPERTY}', '${DEMO_UNIT}', c.potential_tenant_id, c.id from c
    returning potential_tenant_id
  )
  select t.id as "tenantId", t.email, c.id as "conversationId"
  from t join c on c.potential_tenant_id = t.id`;

/** Seeds `count` chats on PostgreSQL, or in a stopped server's embedded database folder. */
export async function seedChats({ databaseUrl, dataDir }, count) {
  const sql = seedSql(count, Date.now());
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  // The leads' trigram indexes need it (packages/server/src/db/pglite-worker.ts).
  const db = await PGlite.create(`${dataDir}/pgdata`, { extensions: { pg_trgm } });
  try {
    return (await db.query(sql)).rows;
  } finally {
    await db.close();
  }
}

/** A tenant session token as the server signs them (packages/server/src/http/session.ts). */
async function tenantToken(secret, chat) {
  // sv: the session version of a new prospect; pid: the one chat an unproven address reaches.
  return new SignJWT({ email: chat.email, sv: 0, pid: DEMO_PROPERTY })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(chat.tenantId)
    .setAudience('tenant')
    .setIssuer('porchlight')
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(secret));
}

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * Every chat's first poll (cold: its token verified, its version read), then a function that
 * measures: after a 3 s warm-up (pages open a while), polls for `seconds` — throughput,
 * latency, non-304 answers, and the server's CPU and memory. It can be called again.
 */
export async function manyChatsPollBench(
  base,
  pid,
  secret,
  chats,
  seconds = 10,
  connections = 100,
) {
  const headers = await Promise.all(
    chats.map(async (chat) => ({
      authorization: `Bearer ${await tenantToken(secret, chat)}`,
      'if-none-match': `W/"c-${chat.conversationId}-1"`,
    })),
  );
  // Each page's first poll, a few at a time.
  const url = `${base}/api/v2/conversations/property-interest/${DEMO_PROPERTY}`;
  const primeStarted = performance.now();
  let primed = 0;
  await Promise.all(
    Array.from({ length: 32 }, async () => {
      while (primed < headers.length) {
        const response = await fetch(url, { headers: headers[primed++] });
        await response.arrayBuffer();
        // A refused poll measures nothing: stop rather than count refusals as polls.
        if (response.status >= 400)
          throw new Error(`a chat's first poll answered ${response.status}`);
      }
    }),
  );
  const firstPollsPerSecond = Math.round(
    chats.length / ((performance.now() - primeStarted) / 1000),
  );
  // As many keep-alive connections as asked, each request the next chat's poll in turn, so
  // every one of the chats is polled, from its own token and ETag.
  let next = 0;
  const options = (duration) => ({
    url,
    connections,
    duration,
    timeout: 10,
    requests: [
      {
        setupRequest(request) {
          request.headers = { ...request.headers, ...headers[next++ % headers.length] };
          return request;
        },
      },
    ],
  });
  const measure = async () => {
    await run(options(3));
    next = 0;
    const before = processUsage(pid);
    const started = performance.now();
    const result = await run(options(seconds));
    const elapsed = (performance.now() - started) / 1000;
    const after = processUsage(pid);
    return {
      chats: chats.length,
      connections,
      firstPollsPerSecond,
      requestsPerSecond: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      not304: result.requests.total - (result['3xx'] ?? 0),
      errors: result.errors + result.timeouts,
      serverCpuPercent: Math.round(((after.cpuSeconds - before.cpuSeconds) / elapsed) * 100),
      cpuMicrosPerRequest: Math.round(
        ((after.cpuSeconds - before.cpuSeconds) * 1e6) / result.requests.total,
      ),
      serverRssMb: after.rssMb,
    };
  };
  // The headers each request carries, for a bare route loaded the same way.
  return Object.assign(measure, { perRequest: headers });
}

/**
 * Starts a server on a database holding `count` more chats (seeded while the server is
 * stopped: only one process may open the embedded database) and measures their polls:
 * `repeat` is given the measure and runs it as often as it likes (with other measures in
 * between, such as the bare route's), answering what the caller wants back.
 */
export async function pollsAtScale(
  startServer,
  newDataDir,
  env,
  count,
  seconds,
  repeat = (measure) => measure(),
  connections = 100,
) {
  const secret = `bench-${Date.now()}-`.repeat(4);
  const serverEnv = { ...env, JWT_SECRET: secret };
  const dataDir = newDataDir();
  try {
    await (await startServer(serverEnv, { dataDir })).stop(); // migrations and the demo
    const chats = await seedChats({ databaseUrl: env.DATABASE_URL, dataDir }, count);
    const server = await startServer(serverEnv, { dataDir });
    try {
      return await repeat(
        await manyChatsPollBench(server.base, server.pid, secret, chats, seconds, connections),
      );
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
