import { rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
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
 * `leads` leads of one manager in one transaction of set-based statements (a temporary
 * table from generate_series, then four inserts), shaped like the ones the chat makes
 * (db/schema/leads.ts): a prospect, their conversation, its messages (Athena's greeting; for
 * two leads in three an answer and her next question, so the last message differs from the
 * creation time) and the interest, its status and answers spread over PRE_SCREENING,
 * PRE_SCREENING_COMPLETE and SCHEDULING_COMPLETE. Lead g goes to places[g % places.length]
 * (a property and a unit, or none), so the property and unit orders are not all ties. One
 * lead every 25 minutes back from now: about half a year of leads at 10,000.
 */
export function seedSql({ run, manager = 0, places, leads }) {
  for (const { propertyId, unitId } of places) {
    for (const id of [propertyId, unitId ?? propertyId]) {
      if (!/^[0-9a-f-]{36}$/.test(id)) throw new Error(`Not an id: ${id}`);
    }
  }
  if (!/^\d+$/.test(String(run)) || !Number.isInteger(leads) || !Number.isInteger(manager))
    throw new Error('Bad run, manager or count.');
  const ids = (list) => `array[${list.map((id) => (id ? `'${id}'` : 'null')).join(', ')}]::uuid[]`;
  const place = (column) => `(${ids(places.map((p) => p[column]))})[1 + g % ${places.length}]`;
  return `
begin;
create temp table bench_leads on commit drop as
  select g,
    gen_random_uuid() as prospect_id,
    gen_random_uuid() as conversation_id,
    ${place('propertyId')} as property_id,
    ${place('unitId')} as unit_id,
    now() - g * interval '25 minutes' as at,
    (${sqlList(FIRST)})[1 + (g * 7) % ${FIRST.length}] as first_name,
    (${sqlList(LAST)})[1 + (g * 13) % ${LAST.length}] as last_name,
    case when g % 10 < 6 then 'PRE_SCREENING'
         when g % 10 < 9 then 'PRE_SCREENING_COMPLETE'
         else 'SCHEDULING_COMPLETE' end as status
  from generate_series(1, ${leads}) as g;

insert into potential_tenants (id, email, created_at, updated_at)
  select prospect_id, format('lead-%s-%s-%s@bench.test', ${run}, ${manager}, g), at, at from bench_leads;

insert into conversations
    (id, kind, property_id, unit_id, potential_tenant_id, version, last_message_at, created_at, updated_at)
  select conversation_id, 'PROPERTY_INTEREST', property_id, unit_id, prospect_id,
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
  select property_id, unit_id, prospect_id, conversation_id, status, first_name, last_name,
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

/** The properties a manager's leads go to: three, each with two units (and leads of none). */
const PROPERTIES = [
  { address: '400 Bench Avenue, Springfield, IL 62701', name: 'Bench Court', units: ['1A', '2B'] },
  { address: '12 Alder Street, Springfield, IL 62702', name: 'Alder House', units: ['101', '7'] },
  { address: '77 Maple Row, Springfield, IL 62703', name: 'Maple Row', units: ['C', 'a3'] },
];

/**
 * The manager's properties and units, made through the API as the dashboard does; resolves
 * the places seedSql spreads the leads over (each unit, and each property without one).
 */
async function createPlaces(base, token) {
  const places = [];
  for (const { address, name, units } of PROPERTIES) {
    const property = await api(
      base,
      'POST',
      '/api/v1/properties',
      { address, type: 'MULTI_FAMILY', name },
      token,
    );
    if (property.status !== 201)
      throw new Error(`Creating a property answered ${property.status}.`);
    const propertyId = property.body.id;
    const edited = await api(
      base,
      'PATCH',
      `/api/v1/properties/${propertyId}`,
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
    for (const unitNumber of units) {
      const unit = await api(
        base,
        'POST',
        '/api/v1/units',
        { propertyId, unitNumber, bedrooms: 2, bathrooms: 1, monthlyPrice: 1800 },
        token,
      );
      if (unit.status !== 201) throw new Error(`Creating a unit answered ${unit.status}.`);
      places.push({ propertyId, unitId: unit.body.id });
    }
    places.push({ propertyId, unitId: null });
  }
  return places;
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
 * seconds here, so a load generator that drops them would keep only the fast ones). Client
 * c's n-th request is `ask(c, n)`: a token and a path.
 */
async function underLoad(base, connections, seconds, ask) {
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  const times = [];
  let errors = 0;
  const started = performance.now();
  const until = started + seconds * 1000;
  try {
    await Promise.all(
      Array.from({ length: connections }, async (_, client) => {
        for (let n = 0; performance.now() < until; n++) {
          const { token, path } = ask(client, n);
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
 * What a manager types in the table's search box, each matching the seeded leads of any
 * manager with 4,242 leads or more: a whole name (1 lead in 90), part of a surname (1 in 9),
 * one lead's e-mail, a phone number as people write it (1 in 10,000) and nobody at all.
 */
const SEARCHES = {
  name: 'Chloe Patel',
  'part of a name': 'okaf',
  'e-mail': '-4242@bench.test',
  phone: '(512) 555-0420',
  'no match': 'nobody by this name',
};

/** Every order the table offers, both ways, then every search (default order): the paths. */
function everyQuery(path, sorts) {
  const orders = sorts.flatMap((sort) =>
    ['desc', 'asc'].map((order) => [`${sort} ${order}`, `${path}&sort=${sort}&order=${order}`]),
  );
  const searches = Object.entries(SEARCHES).map(([label, q]) => [
    `search: ${label}`,
    `${path}&q=${encodeURIComponent(q)}`,
  ]);
  return [...orders, ...searches];
}

/**
 * Signs `count` managers up and gives each the places of createPlaces; the first gets
 * `leads` leads and the others `otherLeads`, seeded with SQL: straight into PostgreSQL, or
 * on the embedded database with the server stopped (it holds PGlite), restarting it on the
 * same DATA_DIR. Then ANALYZE, as autovacuum would after a bulk load. Resolves the server
 * (restarted or not), the sessions and the seed's seconds.
 */
async function seedManagers({ server, serverEnv, dataDir, databaseUrl, mail, run, counts }) {
  const sessions = [];
  const seeds = [];
  for (const [manager, leads] of counts.entries()) {
    const session = await signUpManager(server.base, mail, `leads-${run}-${manager}@bench.test`);
    sessions.push(session);
    const places = await createPlaces(server.base, session.token);
    seeds.push(seedSql({ run, manager, places, leads }));
  }
  const started = performance.now();
  const analyze = 'analyze potential_tenants, conversations, messages, tenant_property_interests';
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      for (const sql of seeds) await client.query(sql);
      await client.query(analyze);
    } finally {
      await client.end();
    }
  } else {
    // The server holds the embedded database (one process at a time) until it exits.
    const code = await server.stop();
    if (code !== 0)
      throw new Error(`The server exited with ${code}: its database may be unclosed.`);
    // The leads' trigram indexes need it (packages/server/src/db/pglite-worker.ts).
    const db = await PGlite.create(join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
    try {
      for (const sql of seeds) await db.exec(sql);
      await db.exec(analyze);
    } finally {
      await db.close();
    }
    server = await startServer(serverEnv, { dataDir });
  }
  return { server, sessions, seedSeconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * The dashboard's leads API for an account with `leads` leads. Starts its own server (a
 * loopback SMTP catcher takes the sign-up link), signs a manager up and creates properties
 * and units through the API, then seeds the leads with SQL (seedManagers). Then GET
 * /api/v1/leads with the manager's token, as a browser asks for it (Brotli): one at a time
 * (`sequential` requests, one manager), then from `connections` clients at once for
 * `seconds`, and the response's size raw and compressed. PostgreSQL rows are deleted
 * afterwards; the embedded database's folder is removed.
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
  /**
   * Managers of their own besides the first (paged list only), each with `otherLeads`
   * leads: `managers` clients at once, each its own manager, asking in turn for every order
   * of `sorts` and every search.
   */
  managers = 1,
  otherLeads = 10_000,
} = {}) {
  const path = pageSize ? `/api/v1/leads/page?limit=${pageSize}` : LEADS;
  const databaseUrl = env.DATABASE_URL;
  const run = Date.now();
  const mail = await startMailCatcher();
  const dataDir = databaseUrl ? undefined : newDataDir();
  // Six live units per manager (createPlaces): more than the free one.
  const serverEnv = { FREE_UNITS: '10', ...env, SMTP_URL: mail.url };
  let server = await startServer(serverEnv, { dataDir });
  let sessions = [];
  try {
    const counts = [leads, ...Array.from({ length: managers - 1 }, () => otherLeads)];
    const seeded = await seedManagers({
      server,
      serverEnv,
      dataDir,
      databaseUrl,
      mail,
      run,
      counts,
    });
    server = seeded.server;
    sessions = seeded.sessions;
    const session = sessions[0];

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
    const queries = pageSize ? everyQuery(path, sorts) : [];
    // The runs: one manager, then `connections` at once (one manager's token; then, with
    // `managers`, each client its own manager, through every order and search); the figures
    // are the runs' medians.
    const measured = [];
    for (let i = 0; i < runs; i++) {
      const alone = await oneManager();
      const together = await underLoad(server.base, connections, seconds, () => ({
        token: session.token,
        path,
      }));
      const managersAtOnce =
        managers > 1
          ? await underLoad(server.base, managers, seconds, (client, n) => ({
              token: sessions[client].token,
              path: queries[(client + n) % queries.length][1],
            }))
          : null;
      measured.push({ alone, together, managersAtOnce });
    }
    const median = (pick) => medianOf(measured.map(pick));
    const result = {
      leads,
      rows,
      path,
      seedSeconds: seeded.seedSeconds,
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
    if (managers > 1) {
      result.managers = {
        count: managers,
        otherLeads,
        p50: median((m) => m.managersAtOnce.p50),
        p95: median((m) => m.managersAtOnce.p95),
        p99: median((m) => m.managersAtOnce.p99),
        p95Range: rangeOf(measured.map((m) => m.managersAtOnce.p95)),
        requestsPerSecond: median((m) => m.managersAtOnce.requestsPerSecond),
        errors: measured.reduce((sum, m) => sum + m.managersAtOnce.errors, 0),
      };
    }
    if (pageSize) {
      // Every order the table offers and every search, first page, one manager.
      result.sorts = {};
      for (const [label, url] of queries) result.sorts[label] = (await oneManager(url)).p95;
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
    if (databaseUrl && sessions.length) await removeSeeded(databaseUrl, run, sessions);
  }
}

/** Deletes what the run added to a PostgreSQL database (the manager's rows cascade). */
async function removeSeeded(databaseUrl, run, sessions) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('delete from users where id = any($1::uuid[])', [
      sessions.map((session) => session.userId),
    ]);
    await client.query('delete from potential_tenants where email like $1', [
      `lead-${run}-%@bench.test`,
    ]);
  } finally {
    await client.end();
  }
}
