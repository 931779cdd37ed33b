import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { signUpManager, startMailCatcher } from './manager.mjs';
import { api, newDataDir, percentile, startServer } from './server.mjs';

const LEADS = '/api/v1/leads';
/** What a browser sends: the dashboard's fetch gets the leads Brotli-compressed. */
const BROWSER_ENCODING = 'gzip, deflate, br';

const FIRST = ['Ava', 'Ben', 'Chloe', 'Diego', 'Emma', 'Farah', 'Gus', 'Hana', 'Ivan', 'Jade'];
const LAST = ['Nguyen', 'Okafor', 'Patel', 'Quinn', 'Rossi', 'Silva', 'Tanaka', 'Ueda', 'Vega'];
const sqlList = (names) => `array[${names.map((n) => `'${n}'`).join(', ')}]`;

/**
 * `leads` leads of one property in one transaction of set-based statements (a temporary
 * table from generate_series, then four inserts), shaped like the ones the chat makes (db/schema/leads.ts): a prospect, their conversation, its messages
 * (Athena's greeting; for two leads in three an answer and her next question, so the last
 * message differs from the creation time) and the interest, its status and answers spread
 * over PRE_SCREENING, PRE_SCREENING_COMPLETE and SCHEDULING_COMPLETE. One lead every 25
 * minutes back from now: about half a year of leads.
 */
export function seedSql({ run, propertyId, unitId, leads }) {
  for (const id of [propertyId, unitId]) {
    if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`Not an id: ${id}`);
  }
  if (!/^\d+$/.test(String(run)) || !Number.isInteger(leads)) throw new Error('Bad run or count.');
  return `
begin;
create temp table bench_leads on commit drop as
  select g,
    gen_random_uuid() as prospect_id,
    gen_random_uuid() as conversation_id,
    now() - g * interval '25 minutes' as at,
    (${sqlList(FIRST)})[1 + (g * 7) % ${FIRST.length}] as first_name,
    (${sqlList(LAST)})[1 + (g * 13) % ${LAST.length}] as last_name,
    case when g % 10 < 6 then 'PRE_SCREENING'
         when g % 10 < 9 then 'PRE_SCREENING_COMPLETE'
         else 'SCHEDULING_COMPLETE' end as status
  from generate_series(1, ${leads}) as g;

insert into potential_tenants (id, email, created_at, updated_at)
  select prospect_id, format('lead-%s-%s@bench.test', ${run}, g), at, at from bench_leads;

insert into conversations
    (id, kind, property_id, unit_id, potential_tenant_id, version, last_message_at, created_at, updated_at)
  select conversation_id, 'PROPERTY_INTEREST', '${propertyId}', '${unitId}', prospect_id,
    case when g % 3 = 0 then 1 else 3 end,
    at + case when g % 3 = 0 then interval '2 seconds' else (g % 97) * interval '1 minute' + interval '3 seconds' end,
    at, at
  from bench_leads;

insert into messages (conversation_id, role, content, created_at)
  select conversation_id, 'assistant',
    'Hi! I''m Athena, the leasing assistant for 400 Bench Avenue, Unit 1A. I can answer your questions about the home and help you book a viewing.' || chr(10) || chr(10) || 'Do you have any pets?',
    at + interval '2 seconds'
  from bench_leads
  union all
  select conversation_id, 'user', case when g % 5 = 0 then 'Yes, one cat' else 'No pets' end,
    at + (g % 97) * interval '1 minute'
  from bench_leads where g % 3 <> 0
  union all
  select conversation_id, 'assistant', 'Does anyone in your household smoke?',
    at + (g % 97) * interval '1 minute' + interval '3 seconds'
  from bench_leads where g % 3 <> 0;

insert into tenant_property_interests
    (property_id, unit_id, potential_tenant_id, conversation_id, status, first_name, last_name,
     phone, total_residents, monthly_income, smoking, pets, move_in_date, pending_question,
     last_message_at, created_at, updated_at)
  select '${propertyId}', '${unitId}', prospect_id, conversation_id, status, first_name, last_name,
    case when g % 4 = 0 then format('+1512555%s', lpad((g % 10000)::text, 4, '0')) end,
    case when status <> 'PRE_SCREENING' then 1 + g % 4 end,
    case when status <> 'PRE_SCREENING' then 3000 + (g % 50) * 100 end,
    case when status <> 'PRE_SCREENING' then g % 11 = 0 end,
    case when g % 3 <> 0 or status <> 'PRE_SCREENING' then g % 5 = 0 end,
    case when status <> 'PRE_SCREENING' then to_char(at + interval '30 days', 'YYYY-MM-DD') end,
    case when status = 'PRE_SCREENING' then case when g % 3 = 0 then 'PETS' else 'SMOKING' end end,
    at + case when g % 3 = 0 then interval '2 seconds' else (g % 97) * interval '1 minute' + interval '3 seconds' end,
    at, at + (g % 97) * interval '1 minute'
  from bench_leads;
commit;`;
}

/** The manager's property and unit, made through the API as the dashboard does. */
async function createProperty(base, token) {
  const property = await api(
    base,
    'POST',
    '/api/v1/properties',
    {
      address: '400 Bench Avenue, Springfield, IL 62701',
      type: 'MULTI_FAMILY',
      name: 'Bench Court',
    },
    token,
  );
  if (property.status !== 201) throw new Error(`Creating a property answered ${property.status}.`);
  const id = property.body.id;
  const edited = await api(
    base,
    'PATCH',
    `/api/v1/properties/${id}`,
    {
      description: 'Garden apartments near the park, with covered parking and a courtyard.',
      questions: 'PETS,SMOKING,MOVE_IN_DATE,MONTHLY_INCOME,TOTAL_RESIDENTS',
      petQuestions: 'COUNT,TYPE,DOG_BREED,DOG_SIZE',
      amenities: 'CATS,SMALL_DOGS,ON_SITE_PARKING,IN_UNIT_LAUNDRY',
      parkingPrice: 50,
    },
    token,
  );
  if (edited.status !== 200) throw new Error(`Editing the property answered ${edited.status}.`);
  const unit = await api(
    base,
    'POST',
    '/api/v1/units',
    { propertyId: id, unitNumber: '1A', bedrooms: 2, bathrooms: 1, monthlyPrice: 1800 },
    token,
  );
  if (unit.status !== 201) throw new Error(`Creating a unit answered ${unit.status}.`);
  return { propertyId: id, unitId: unit.body.id };
}

/** One GET of the leads: its status, time and the bytes on the wire (as sent, not decoded). */
function getLeads(base, token, encoding, agent = false, path = LEADS) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = request(`${base}${path}`, {
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': encoding },
      agent,
    });
    req.setTimeout(60_000, () => req.destroy(new Error(`GET ${LEADS} took over 60 s.`)));
    req.on('error', reject);
    req.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'] ?? 'identity',
          body: Buffer.concat(chunks),
          ms: performance.now() - started,
        }),
      );
    });
    req.end();
  });
}

const medianOf = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const rangeOf = (values) => `${Math.min(...values)}–${Math.max(...values)}`;

/** A response body as text, whatever its content encoding. */
function decoded(answer) {
  if (answer.encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (answer.encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

/** p50/p95/p99 of a list of times in ms. */
const summary = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (p) => Math.round(percentile(sorted, p));
  return { samples: sorted.length, p50: at(50), p95: at(95), p99: at(99) };
};

/**
 * `connections` clients each asking again as soon as answered, starting requests for
 * `seconds`; the requests still running then are waited for and counted (a response takes
 * seconds here, so a load generator that drops them would keep only the fast ones).
 */
async function underLoad(base, token, connections, seconds, path) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < until) {
          const answer = await getLeads(base, token, BROWSER_ENCODING, agent, path).catch(
            () => null,
          );
          if (answer?.status === 200) times.push(answer.ms);
          else errors += 1;
        }
      }),
    );
  } finally {
    agent.destroy();
  }
  const elapsed = (performance.now() - started) / 1000;
  return {
    ...summary(times),
    requestsPerSecond: Math.round((times.length / elapsed) * 10) / 10,
    errors,
  };
}

/**
 * The dashboard's leads API for an account with `leads` leads. Starts its own server (a
 * loopback SMTP catcher takes the sign-up link), signs a manager up and creates a property
 * and unit through the API, then seeds the leads with SQL: straight into PostgreSQL, or on
 * the embedded database with the server stopped (it holds PGlite), restarting it on the
 * same DATA_DIR. Then GET /api/v1/leads with the manager's token, as a browser asks for it
 * (Brotli): one at a time (`sequential` requests, one manager), then from `connections`
 * clients at once for `seconds`, and the response's size raw and compressed. PostgreSQL
 * rows are deleted afterwards; the embedded database's folder is removed.
 */
export async function leadsApiBench({
  env = {},
  seconds = 10,
  leads = 10_000,
  connections = 10,
  sequential = 10,
  /** The paged list instead of the spec's array: one page of `pageSize` leads per request. */
  pageSize = 0,
  /** Times the measure is repeated on the same data; figures are the median, with min–max. */
  runs = 1,
  /** The paged list's sorts to time besides the default (one manager, first page). */
  sorts = [],
} = {}) {
  const path = pageSize ? `/api/v1/leads/page?limit=${pageSize}` : LEADS;
  const databaseUrl = env.DATABASE_URL;
  const run = Date.now();
  const mail = await startMailCatcher();
  const dataDir = databaseUrl ? undefined : newDataDir();
  const serverEnv = { ...env, SMTP_URL: mail.url };
  let server = await startServer(serverEnv, { dataDir });
  let session;
  try {
    session = await signUpManager(server.base, mail, `leads-${run}@bench.test`);
    const { propertyId, unitId } = await createProperty(server.base, session.token);

    // Then ANALYZE, as autovacuum would after a bulk load: the planner sees 10,000 rows.
    const seedStarted = performance.now();
    const sql = seedSql({ run, propertyId, unitId, leads });
    if (databaseUrl) {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(sql);
        await client.query(
          'analyze potential_tenants, conversations, messages, tenant_property_interests',
        );
      } finally {
        await client.end();
      }
    } else {
      // The server holds the embedded database (one process at a time) until it exits.
      const code = await server.stop();
      if (code !== 0)
        throw new Error(`The server exited with ${code}: its database may be unclosed.`);
      const db = await PGlite.create(join(dataDir, 'pgdata'));
      try {
        await db.exec(sql);
        await db.exec(
          'analyze potential_tenants, conversations, messages, tenant_property_interests',
        );
      } finally {
        await db.close();
      }
      server = await startServer(serverEnv, { dataDir });
    }
    const seedSeconds = Math.round((performance.now() - seedStarted) / 100) / 10;

    // Warm up, check the rows, and weigh the response raw and compressed.
    const raw = await getLeads(server.base, session.token, 'identity', false, path);
    if (raw.status !== 200) throw new Error(`GET ${path} answered ${raw.status}.`);
    const parsed = JSON.parse(raw.body.toString('utf8'));
    const rows = pageSize ? parsed.leads.length : parsed.length;
    const expected = pageSize ? Math.min(pageSize, leads) : leads;
    if (rows !== expected) throw new Error(`GET ${path} listed ${rows} leads, not ${expected}.`);
    const brotli = await getLeads(server.base, session.token, 'br', false, path);

    const timed = async (url) => {
      const answer = await getLeads(server.base, session.token, BROWSER_ENCODING, false, url);
      if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}.`);
      return answer;
    };
    const oneManager = async (url = path) => {
      const times = [];
      for (let i = 0; i < sequential; i++) times.push((await timed(url)).ms);
      return summary(times);
    };
    // The runs: one manager, then `connections` at once; the figures are the runs' medians.
    const measured = [];
    for (let i = 0; i < runs; i++) {
      const alone = await oneManager();
      const together = await underLoad(server.base, session.token, connections, seconds, path);
      measured.push({ alone, together });
    }
    const median = (pick) => medianOf(measured.map(pick));
    const result = {
      leads,
      rows,
      path,
      seedSeconds,
      runs,
      rawKb: Math.round(raw.body.length / 1024),
      rawMb: Math.round((raw.body.length / 2 ** 20) * 10) / 10,
      brotliKb: brotli.encoding === 'br' ? Math.round(brotli.body.length / 1024) : null,
      sequential: { p50: median((m) => m.alone.p50), p95: median((m) => m.alone.p95) },
      sequentialP95Range: rangeOf(measured.map((m) => m.alone.p95)),
      connections,
      seconds,
      p50: median((m) => m.together.p50),
      p95: median((m) => m.together.p95),
      p99: median((m) => m.together.p99),
      p95Range: rangeOf(measured.map((m) => m.together.p95)),
      requestsPerSecond: median((m) => m.together.requestsPerSecond),
      errors: measured.reduce((sum, m) => sum + m.together.errors, 0),
    };
    if (pageSize) {
      // Every other order the table offers, first page, one manager: which are range scans.
      result.sorts = {};
      for (const sort of sorts) {
        for (const order of ['desc', 'asc']) {
          result.sorts[`${sort} ${order}`] = (
            await oneManager(`${path}&sort=${sort}&order=${order}`)
          ).p95;
        }
      }
      // Deep pages: 40 pages into the list by the cursors, each page timed.
      const deep = [];
      let cursor = null;
      for (let i = 0; i < 40; i++) {
        const answer = await timed(`${path}${cursor ? `&cursor=${cursor}` : ''}`);
        deep.push(answer.ms);
        cursor = JSON.parse(decoded(answer)).nextCursor;
        if (!cursor) break;
      }
      result.deep = summary(deep);
    }
    return result;
  } finally {
    await server.stop();
    await mail.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    if (databaseUrl && session) await removeSeeded(databaseUrl, run, session.userId);
  }
}

/** Deletes what the run added to a PostgreSQL database (the manager's rows cascade). */
async function removeSeeded(databaseUrl, run, userId) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from users where id = $1', [userId]);
    await client.query('delete from potential_tenants where email like $1', [
      `lead-${run}-%@bench.test`,
    ]);
  } finally {
    await client.end();
  }
}
