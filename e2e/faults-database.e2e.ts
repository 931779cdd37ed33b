import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { instantAt } from '@porchlight/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { noJobsLeft, postgresDatabase } from './support/database.ts';
import { freePort, newDataDir, type RunningServer, startServer } from './support/server.ts';
import { until } from './support/until.ts';

/**
 * The database failing under the product (issue 9, item 4): PostgreSQL stopped and started
 * again during traffic, and the process killed in the middle of viewing bookings. Every
 * request is bounded by an abort timeout: an answer that does not come is a hang.
 */
const DEMO_PROPERTY = 'd3e0d3e0-0000-4000-8000-000000000001';
const DEMO_UNIT = 'd3e0d3e0-0000-4000-8000-000000000002';
const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

/** One request's fate: its status and error code, or what went wrong on the wire. */
interface Answer {
  status: number;
  code?: string;
  message?: string;
  retryAfter: string | null;
  etag: string | null;
  text: string;
}
type Outcome = Answer | { failure: string };

/** A request that must answer within `timeoutMs`: a timeout is reported as a failure, never awaited. */
async function ask(url: string, init: RequestInit = {}, timeoutMs = 8_000): Promise<Outcome> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let error: { code?: string; message?: string } | undefined;
    try {
      error = (JSON.parse(text) as { error?: { code?: string; message?: string } }).error;
    } catch {
      error = undefined;
    }
    return {
      status: response.status,
      ...(error?.code ? { code: error.code } : {}),
      ...(error?.message ? { message: error.message } : {}),
      retryAfter: response.headers.get('retry-after'),
      etag: response.headers.get('etag'),
      text,
    };
  } catch (error) {
    const name = (error as Error).name;
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return { failure: name === 'TimeoutError' ? 'hung (no answer in time)' : (cause ?? name) };
  }
}

const json = (jwt?: string) => ({
  'content-type': 'application/json',
  ...(jwt ? { authorization: `Bearer ${jwt}` } : {}),
});

async function startChat(url: string, email: string): Promise<string> {
  const started = await ask(`${url}/api/v2/conversations/property-interest`, {
    method: 'POST',
    headers: json(),
    body: JSON.stringify({ email, propertyId: DEMO_PROPERTY, unitId: DEMO_UNIT }),
  });
  if (!('status' in started) || started.status !== 201) {
    throw new Error(`could not start a chat: ${JSON.stringify(started)}`);
  }
  return (JSON.parse(started.text) as { jwt: string }).jwt;
}

const conversationUrl = (url: string) =>
  `${url}/api/v1/conversations/property-interest/${DEMO_PROPERTY}`;

async function conversationOf(url: string, jwt: string) {
  const read = await ask(`${url}/api/v2/conversations/property-interest/${DEMO_PROPERTY}`, {
    headers: json(jwt),
  });
  if (!('status' in read) || read.status !== 200) throw new Error(JSON.stringify(read));
  return JSON.parse(read.text) as { id: string; messages: { role: string; content: string }[] };
}

const messagesOf = async (url: string, jwt: string) => (await conversationOf(url, jwt)).messages;

/** Reads an event stream in the background, so that a test can wait for a text in it. */
function followStream(url: string, jwt: string) {
  const controller = new AbortController();
  cleanup.push(() => controller.abort());
  let text = '';
  let ended = false;
  const opened = fetch(`${conversationUrl(url)}/events`, {
    headers: { authorization: `Bearer ${jwt}` },
    signal: controller.signal,
  }).then((response) => {
    const reader = response.body?.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
      try {
        for (;;) {
          const chunk = await reader?.read();
          if (!chunk || chunk.done) break;
          text += chunk.value;
        }
      } catch {
        // Aborted by the test, or cut by the server.
      }
      ended = true;
    })();
    return response.status;
  });
  return {
    opened,
    get ended() {
      return ended;
    },
    /** Whether `needle` arrived within `ms` (false at once if the stream ended without it). */
    async shows(needle: string, ms: number): Promise<boolean> {
      const deadline = Date.now() + ms;
      while (!text.includes(needle) && !ended && Date.now() < deadline) await sleep(50);
      return text.includes(needle);
    },
    close: () => controller.abort(),
  };
}

/** Debian's PostgreSQL binaries, newest version first; null when none is installed. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(root, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

/** The `postgres` OS account (initdb refuses root), or null. */
async function postgresAccount(): Promise<{ uid: number; gid: number } | null> {
  try {
    const [uid, gid] = await Promise.all([
      run('id', ['-u', 'postgres']),
      run('id', ['-g', 'postgres']),
    ]);
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
  } catch {
    return null;
  }
}

const bin = postgresBin();
const isRoot = process.getuid?.() === 0;
const account = isRoot ? await postgresAccount() : null;
const skipReason = !bin
  ? 'no PostgreSQL binaries under /usr/lib/postgresql/<version>/bin'
  : isRoot && !account
    ? 'running as root and there is no postgres OS user to run initdb as'
    : null;

/**
 * A private PostgreSQL cluster in a temporary folder that the test can stop and start:
 * trust authentication, loopback only, its socket in the same folder. As root it runs as
 * the `postgres` OS user.
 */
class PrivateCluster {
  readonly data: string;
  readonly sockets: string;
  private constructor(
    readonly dir: string,
    readonly port: number,
  ) {
    this.data = join(dir, 'data');
    this.sockets = join(dir, 'sockets');
  }

  static async create(): Promise<PrivateCluster> {
    const cluster = new PrivateCluster(
      mkdtempSync(join(tmpdir(), 'porchlight-pg-')),
      await freePort(),
    );
    mkdirSync(cluster.data);
    mkdirSync(cluster.sockets);
    if (account) {
      for (const path of [cluster.dir, cluster.data, cluster.sockets]) {
        chownSync(path, account.uid, account.gid);
      }
    }
    await cluster.pg('initdb', ['-D', cluster.data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
    return cluster;
  }

  get url() {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  private pg(program: string, args: string[]) {
    const path = join(bin as string, program);
    return isRoot ? run('runuser', ['-u', 'postgres', '--', path, ...args]) : run(path, args);
  }

  start() {
    const options = `-c listen_addresses=127.0.0.1 -p ${this.port} -k ${this.sockets}`;
    const log = join(this.dir, 'postgres.log');
    return this.pg('pg_ctl', [
      '-D',
      this.data,
      '-l',
      log,
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  }

  stop(mode: 'fast' | 'immediate') {
    return this.pg('pg_ctl', ['-D', this.data, '-m', mode, '-w', '-t', '60', 'stop']);
  }

  async remove() {
    await this.stop('immediate').catch(() => {});
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * Stands in for the language model, so that Athena's reply job can be held in the middle
 * of its run: a request whose conversation holds the `hold` text waits until `release`,
 * and the job then writes its reply to the database. Every other request is answered at once.
 */
async function heldModel() {
  const waiting: ServerResponse[] = [];
  let marker: string | null = null;
  const answer = (response: ServerResponse) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    const message = { role: 'assistant', content: 'Thanks! Anything else about the home?' };
    response.end(JSON.stringify({ choices: [{ message }] }));
  };
  const server = createServer(async (request, response) => {
    let body = '';
    for await (const chunk of request) body += chunk;
    if (marker && body.includes(marker)) waiting.push(response);
    else answer(response);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  cleanup.push(() => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(resolve));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    get waiting() {
      return waiting.length;
    },
    hold(text: string) {
      marker = text;
    },
    /** Answers the held requests; resolves once each answer has gone out. */
    async release() {
      marker = null;
      const held = waiting.splice(0);
      const sent = held.map((response) => once(response, 'finish'));
      for (const response of held) answer(response);
      await Promise.all(sent);
    },
  };
}

type Phase = 'up' | 'stopping' | 'down' | 'starting' | 'recovered';
interface Sample {
  kind: string;
  began: Phase;
  ended: Phase;
  outcome: Outcome;
}

/**
 * Chat traffic from one prospect and a health checker, in parallel until stopped: the
 * one-second conversation poll (with its ETag, as the widget sends it), messages, and
 * /api/health. Each record notes the phase its request began and ended in.
 */
function traffic(url: string, jwt: string, phase: () => Phase) {
  const records: Sample[] = [];
  let running = true;
  let etag: string | undefined;
  let sent = 0;
  const loop = async (kind: string, once: () => Promise<Outcome>, pauseMs: number) => {
    while (running) {
      const began = phase();
      const outcome = await once();
      records.push({ kind, began, ended: phase(), outcome });
      await sleep(pauseMs);
    }
  };
  const poll = async () => {
    const outcome = await ask(`${url}/api/v2/conversations/property-interest/${DEMO_PROPERTY}`, {
      headers: { authorization: `Bearer ${jwt}`, ...(etag ? { 'if-none-match': etag } : {}) },
    });
    if ('status' in outcome && outcome.status === 200) etag = outcome.etag ?? undefined;
    return outcome;
  };
  const post = () =>
    ask(conversationUrl(url), {
      method: 'POST',
      headers: json(jwt),
      body: JSON.stringify({ message: `Traffic message ${++sent}` }),
    });
  const workers = [
    loop('health', () => ask(`${url}/api/health`), 50),
    loop('health', () => ask(`${url}/api/health`), 50),
    loop('poll', poll, 50),
    loop('poll', poll, 50),
    loop('message', post, 150),
  ];
  return {
    records,
    async stop() {
      running = false;
      await Promise.all(workers);
    },
  };
}

const KINDS = ['health', 'poll', 'message'];

/** How many requests of `kind` began and ended in `phase` and were answered (not a 304). */
function answeredIn(records: Sample[], phase: Phase, kind: string): number {
  return records.filter(
    (r) =>
      r.kind === kind &&
      r.began === phase &&
      r.ended === phase &&
      'status' in r.outcome &&
      r.outcome.status !== 304,
  ).length;
}

/** Waits until each kind of request has been answered `times` within `phase`. */
async function trafficIn(records: Sample[], phase: Phase, times: number): Promise<void> {
  await until(
    `${times} answers of each kind while ${phase}`,
    () => KINDS.map((kind) => answeredIn(records, phase, kind)),
    (counts) => counts.every((count) => count >= times),
    30_000,
  );
}

const describeWithPostgres = skipReason ? describe.skip : describe;
const title = 'PostgreSQL stopped and restarted during traffic';

describeWithPostgres(skipReason ? `${title} (skipped: ${skipReason})` : title, () => {
  it('answers fast 503s while it is down, never hangs, and recovers without a restart of the app', async () => {
    const cluster = await PrivateCluster.create();
    cleanup.push(() => cluster.remove());
    await cluster.start();
    const model = await heldModel();
    const db = postgresDatabase(cluster.url);
    const server: RunningServer = await startServer({
      ...db.env,
      JWT_SECRET: 'database-fault-secret-'.repeat(3),
      JOB_POLL_INTERVAL_MS: '100',
      OPENAI_BASE_URL: model.url,
      OPENAI_MODEL: 'held',
      RATE_LIMIT_CHAT_PER_SESSION: '100000',
      RATE_LIMIT_CHAT_PER_IP: '100000',
      RATE_LIMIT_MAIL_PER_IP: '100000',
    });
    cleanup.push(() => server.stop());

    const trafficJwt = await startChat(server.url, 'traffic@example.com');
    const waiterJwt = await startChat(server.url, 'waiter@example.com');
    const heldStream = followStream(server.url, waiterJwt);
    expect(await heldStream.opened).toBe(200);

    for (const mode of ['fast', 'immediate'] as const) {
      let phase: Phase = 'up';
      const load = traffic(server.url, trafficJwt, () => phase);
      await trafficIn(load.records, 'up', 1);

      // A reply job in the middle of its run when the database goes: the model holds it.
      const question = `Is parking available? (${mode})`;
      model.hold(question);
      const asked = await ask(conversationUrl(server.url), {
        method: 'POST',
        headers: json(waiterJwt),
        body: JSON.stringify({ message: question }),
      });
      expect(asked).toMatchObject({ status: 200 });
      await until(
        'the reply job at the model',
        () => model.waiting,
        (held) => held > 0,
        10_000,
      );

      phase = 'stopping';
      await cluster.stop(mode);
      phase = 'down';
      // The held job now writes its reply to a database that is gone (it does so as soon as
      // the model's answer is in), and the traffic meets the outage several times.
      await model.release();
      await trafficIn(load.records, 'down', 3);
      phase = 'starting';
      await cluster.start();

      // The same process answers again, within a bounded wait.
      await until(
        'a 200 from /api/health',
        () => ask(`${server.url}/api/health`),
        (health) => 'status' in health && health.status === 200,
        30_000,
      );
      phase = 'recovered';
      await trafficIn(load.records, 'recovered', 1);
      await load.stop();

      const { records } = load;
      const failures = records.filter((r) => 'failure' in r.outcome);
      expect(failures, 'every request answers: no hang, no dropped connection').toEqual([]);
      expect(server.child.exitCode ?? server.child.signalCode, 'the server stays up').toBeNull();
      const answers = records as (Sample & { outcome: Answer })[];
      const internal = answers.filter((r) => r.outcome.status === 500);
      expect(internal, 'never a 500').toEqual([]);

      // While down: every answer is a 503 UNAVAILABLE in plain words, with Retry-After (or
      // a poll's 304 from the version cache, which needs no database).
      const down = answers.filter(
        (r) => r.began === 'down' && r.ended === 'down' && r.outcome.status !== 304,
      );
      for (const kind of ['health', 'poll', 'message']) {
        expect(down.filter((r) => r.kind === kind).length, `${kind} while down`).toBeGreaterThan(2);
      }
      const notUnavailable = down.filter(
        (r) =>
          r.outcome.status !== 503 ||
          r.outcome.code !== 'UNAVAILABLE' ||
          !r.outcome.retryAfter ||
          !r.outcome.message ||
          /ECONN|57P0|terminat|pool|timeout/i.test(r.outcome.message),
      );
      expect(notUnavailable.map((r) => `${r.kind}: ${r.outcome.text}`)).toEqual([]);

      // Up, before and after: answers only.
      const up = answers.filter(
        (r) => (r.began === 'up' && r.ended === 'up') || r.began === 'recovered',
      );
      const upFailures = up.filter((r) => ![200, 304].includes(r.outcome.status));
      expect(upFailures.map((r) => `${r.kind} ${r.began}: ${r.outcome.text}`)).toEqual([]);
      expect(
        up.filter((r) => r.began === 'recovered' && r.kind === 'message').length,
      ).toBeGreaterThan(0);

      // The reply job that met the outage is retried once the database is back: one answer.
      const afterQuestion = (messages: { role: string; content: string }[]) =>
        messages.slice(messages.findIndex((m) => m.content === question) + 1);
      const replied = await until(
        'the reply to the held question',
        () => conversationOf(server.url, waiterJwt),
        ({ messages }) => afterQuestion(messages).some((m) => m.role === 'assistant'),
        20_000,
      );
      // Once no reply job of the conversation is left, a second answer cannot come any more.
      await noJobsLeft(db, 'assistant.reply', { conversationId: replied.id });
      const messages = await messagesOf(server.url, waiterJwt);
      expect(afterQuestion(messages).filter((m) => m.role === 'assistant')).toHaveLength(1);

      // A message posted after recovery is stored, seen, and pushed to event streams: one
      // opened now, and the one held open across the outage (unless the server ended it,
      // in which case a client opens another).
      const fresh = followStream(server.url, waiterJwt);
      expect(await fresh.opened).toBe(200);
      const after = `Back after the ${mode} stop`;
      const posted = await ask(conversationUrl(server.url), {
        method: 'POST',
        headers: json(waiterJwt),
        body: JSON.stringify({ message: after }),
      });
      expect(posted).toMatchObject({ status: 200 });
      expect((await messagesOf(server.url, waiterJwt)).map((m) => m.content)).toContain(after);
      expect(await fresh.shows(after, 10_000)).toBe(true);
      fresh.close();
      if (!heldStream.ended) expect(await heldStream.shows(after, 10_000)).toBe(true);
    }
  }, 180_000);
});

/** The demo property's zone: its viewing hours are 9 to 5 there. */
const DEMO_ZONE = 'America/Chicago';

/** `hour` o'clock at the demo property on the first weekday `daysAhead` days from now. */
function weekdaySlot(daysAhead: number, hour: number): string {
  const date = new Date(Date.now() + daysAhead * 86_400_000);
  while ([0, 6].includes(date.getUTCDay())) date.setUTCDate(date.getUTCDate() + 1);
  const day = {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
  };
  return instantAt({ ...day, hour, minute: 0 }, DEMO_ZONE).toISOString();
}

describe('SIGKILL during viewing bookings', () => {
  it('leaves no partial rows and no double booking; a retry after the restart books or gets 409', async () => {
    const dataDir = newDataDir();
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = {
      JWT_SECRET: 'booking-fault-secret-'.repeat(3),
      TIMEZONE: 'UTC',
      JOB_POLL_INTERVAL_MS: '100',
      RATE_LIMIT_MAIL_PER_IP: '100000',
    };
    let server = await startServer(env, { dataDir });
    cleanup.push(() => server.stop());
    /**
     * Each round's slot, and when the process dies while everyone books it at once: on the
     * first answer (the others are then queued on the property's lock or inside their
     * transactions), then at fixed fractions of how long that first answer took (the winning
     * booking's transaction is then likely under way). Fixed, so that a failure reproduces.
     */
    const rounds: { slot: string; kill: 'on the first answer' | number }[] = [
      { slot: weekdaySlot(2, 10), kill: 'on the first answer' },
      { slot: weekdaySlot(2, 12), kill: 0.3 },
      { slot: weekdaySlot(2, 14), kill: 0.7 },
    ];
    const slots = rounds.map(({ slot }) => slot);
    // Six prospects race for each slot. Each round has its own six: a prospect holds one
    // upcoming viewing per property, so a second booking would move their first one.
    const people: { emails: string[]; jwts: string[] }[] = [];
    for (const round of slots.keys()) {
      const emails = Array.from({ length: 6 }, (_, i) => `booker-${round}-${i}@example.com`);
      const jwts: string[] = [];
      for (const email of emails) jwts.push(await startChat(server.url, email));
      people.push({ emails, jwts });
    }
    /** Who was told the slot is theirs (a 200), before or after the kill. */
    const winners = new Map<string, string[]>(slots.map((slot) => [slot, []]));
    /** How long the first answer took in the first round. */
    let firstAnswerMs = 0;
    for (const [round, { slot, kill }] of rounds.entries()) {
      const killed =
        typeof kill === 'number' ? `killed at ${kill} of ${firstAnswerMs} ms` : `killed ${kill}`;
      const { emails, jwts } = people[round] as { emails: string[]; jwts: string[] };
      const book = (jwt: string) =>
        ask(
          `${server.url}/api/v1/tenant-interests/${DEMO_PROPERTY}/schedule-viewing`,
          {
            method: 'POST',
            headers: json(jwt),
            body: JSON.stringify({ datetime: slot, propertyId: DEMO_PROPERTY }),
          },
          15_000,
        );
      let firstAnswer = () => {};
      const answered = new Promise<void>((resolve) => {
        firstAnswer = resolve;
      });
      const firedAt = Date.now();
      const racing = jwts.map((jwt) =>
        book(jwt).then((outcome) => {
          if ('status' in outcome) firstAnswer();
          return outcome;
        }),
      );
      if (typeof kill === 'number') {
        await sleep(firstAnswerMs * kill);
      } else {
        await Promise.race([answered, sleep(15_000)]);
        firstAnswerMs = Date.now() - firedAt;
      }
      server.child.kill('SIGKILL');
      await server.exited;
      const before = await Promise.all(racing);

      for (const outcome of before) {
        if ('failure' in outcome) expect(outcome.failure, killed).not.toMatch(/hung/);
        else expect([200, 409], `${killed}: ${outcome.text}`).toContain(outcome.status);
      }
      before.forEach((outcome, i) => {
        if ('status' in outcome && outcome.status === 200)
          winners.get(slot)?.push(emails[i] as string);
      });

      // Restarted on the same data; whoever got no answer tries again.
      server = await startServer(env, { dataDir });
      for (const [i, outcome] of before.entries()) {
        if (!('failure' in outcome)) continue;
        const retry = await book(jwts[i] as string);
        expect(
          'status' in retry && [200, 409].includes(retry.status),
          `${killed}: ${JSON.stringify(retry)}`,
        ).toBe(true);
        if ('status' in retry && retry.status === 200) winners.get(slot)?.push(emails[i] as string);
      }
      // At most one prospect was ever told the slot is theirs.
      expect(winners.get(slot)?.length ?? 0, killed).toBeLessThanOrEqual(1);
    }
    await server.stop();

    // The database, read directly once the server has stopped.
    // As the server opens it: the leads' trigram indexes need pg_trgm (db/pglite-worker.ts).
    const db = await PGlite.create(join(dataDir, 'pgdata'), { extensions: { pg_trgm } });
    cleanup.push(() => db.close());
    const { rows: booked } = await db.query<{
      starts_at: Date;
      ends_at: Date;
      email: string;
    }>(
      `select v.starts_at, v.ends_at, pt.email
         from viewings v
         join tenant_property_interests i on i.id = v.interest_id
         join potential_tenants pt on pt.id = i.potential_tenant_id
        where v.property_id = $1
        order by v.starts_at`,
      [DEMO_PROPERTY],
    );
    // Each slot is held by exactly one viewing, no two viewings overlap, and a prospect told
    // a slot is theirs holds it.
    for (const slot of slots) {
      const holders = booked.filter((v) => v.starts_at.toISOString() === slot);
      expect(holders, slot).toHaveLength(1);
      const told = winners.get(slot) ?? [];
      if (told.length > 0) expect(holders[0]?.email).toBe(told[0]);
    }
    for (let i = 1; i < booked.length; i++) {
      expect(booked[i]?.starts_at.getTime()).toBeGreaterThanOrEqual(
        booked[i - 1]?.ends_at.getTime() ?? 0,
      );
    }

    // Every booking is whole, and nothing of one exists without it: the lead's status, the
    // confirmation in the chat and the prospect's e-mail (queued once) per viewing held.
    for (const email of people.flatMap((round) => round.emails)) {
      const held = booked.filter((v) => v.email === email).length;
      const { rows: leads } = await db.query<{ status: string; conversation_id: string }>(
        `select i.status, i.conversation_id from tenant_property_interests i
           join potential_tenants pt on pt.id = i.potential_tenant_id
          where pt.email = $1 and i.property_id = $2`,
        [email, DEMO_PROPERTY],
      );
      expect(leads, email).toHaveLength(1);
      const lead = leads[0] as { status: string; conversation_id: string };
      expect(lead.status === 'SCHEDULING_COMPLETE', `${email} holds ${held}`).toBe(held > 0);
      // The confirmation is in the chat, or its job is queued (written with the booking).
      const { rows: confirmations } = await db.query(
        `select 1 from messages where conversation_id = $1::uuid and content like 'You''re all set!%'
         union all
         select 1 from graphile_worker._private_jobs j
           join graphile_worker._private_tasks t on t.id = j.task_id
          where t.identifier = 'viewings.confirm-in-chat' and j.payload->>'conversationId' = $1::text`,
        [lead.conversation_id],
      );
      expect(confirmations, `${email}'s confirmations`).toHaveLength(held);
      const { rows: mails } = await db.query<{ id: string; status: string }>(
        `select id, status from mail_outbox where "to" = $1 and subject like 'Your viewing of %'`,
        [email],
      );
      expect(mails, `${email}'s viewing e-mails`).toHaveLength(held);
      for (const mail of mails) {
        const { rows: jobs } = await db.query(
          `select 1 from graphile_worker._private_jobs where payload->>'id' = $1`,
          [mail.id],
        );
        // Queued once: one job at most, and one while the mail is not delivered (logged,
        // without SMTP) yet.
        expect(jobs.length, `${email}'s mail jobs`).toBeLessThanOrEqual(1);
        if (mail.status !== 'LOGGED')
          expect(jobs, `${email}'s ${mail.status} mail`).toHaveLength(1);
      }
    }
  }, 180_000);
});
