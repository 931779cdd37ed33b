import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noJobsLeft, postgresDatabase, type ServerDatabase } from './support/database.ts';
import { type RunningServer, startServer } from './support/server.ts';
import { until } from './support/until.ts';

/**
 * Two built server processes on one PostgreSQL (TEST_DATABASE_URL names an account that may
 * create databases; .ci/run sets it). Nothing they share may live in a process's memory:
 * chat updates, jobs and rate limits must hold across both.
 */
const admin = process.env.TEST_DATABASE_URL;
const DEMO_PROPERTY = 'd3e0d3e0-0000-4000-8000-000000000001';
const DEMO_UNIT = 'd3e0d3e0-0000-4000-8000-000000000002';

describe.skipIf(!admin)('two server processes, one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let database = '';
  let db: ServerDatabase;

  beforeAll(async () => {
    database = `porchlight_mp_${Date.now()}`;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`create database ${database}`);
    await client.end();
    const target = new URL(admin as string);
    target.pathname = `/${database}`;
    db = postgresDatabase(target.toString());
    // Processes share the session secret (docs/self-hosting.md: scaling out).
    const env = {
      ...db.env,
      JWT_SECRET: 'multi-process-secret-'.repeat(3),
      RATE_LIMIT_MAIL_PER_EMAIL: '3',
      JOB_POLL_INTERVAL_MS: '100',
    };
    // The first migrates; the second starts on the migrated database.
    a = await startServer(env);
    b = await startServer(env);
  });

  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    if (!database) return;
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    await client.query(`drop database if exists ${database} with (force)`);
    await client.end();
  });

  const start = (server: RunningServer, email: string) =>
    fetch(`${server.url}/api/v2/conversations/property-interest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, propertyId: DEMO_PROPERTY, unitId: DEMO_UNIT }),
    });

  async function conversation(server: RunningServer, jwt: string) {
    const response = await fetch(
      `${server.url}/api/v2/conversations/property-interest/${DEMO_PROPERTY}`,
      { headers: { authorization: `Bearer ${jwt}` } },
    );
    return (await response.json()) as {
      id: string;
      messages: { role: string; content: string }[];
    };
  }

  it('pushes a message posted through one process to a stream held by the other', async () => {
    const started = await start(a, 'two-processes@example.com');
    expect(started.status).toBe(201);
    const { jwt } = (await started.json()) as { jwt: string };
    const controller = new AbortController();
    const stream = await fetch(
      `${a.url}/api/v1/conversations/property-interest/${DEMO_PROPERTY}/events`,
      { headers: { authorization: `Bearer ${jwt}` }, signal: controller.signal },
    );
    expect(stream.status).toBe(200);
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    const sent = await fetch(`${b.url}/api/v1/conversations/property-interest/${DEMO_PROPERTY}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Sent through the other process' }),
    });
    expect(sent.status).toBe(200);
    let text = '';
    const deadline = Date.now() + 15_000;
    while (!text.includes('Sent through the other process') && Date.now() < deadline) {
      const { value, done } = await reader.read();
      if (done) break;
      text += value;
    }
    controller.abort();
    expect(text).toContain('Sent through the other process');
  });

  it('runs each job once: Athena answers a message exactly once though both processes work jobs', async () => {
    const started = await start(b, 'one-reply@example.com');
    const { jwt } = (await started.json()) as { jwt: string };
    // Read through either process in turn.
    let reads = 0;
    const read = () => conversation(reads++ % 2 ? a : b, jwt);
    // The greeting first (a question sent before it runs is answered by the same one job).
    const { id } = await until('the greeting', read, ({ messages }) =>
      messages.some((m) => m.role === 'assistant'),
    );
    await fetch(`${a.url}/api/v1/conversations/property-interest/${DEMO_PROPERTY}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
      body: JSON.stringify({ message: 'Is parking available?' }),
    });
    await until('the reply', read, ({ messages }) => {
      return messages.at(-1)?.role === 'assistant' && messages.length >= 3;
    });
    // Once no reply job of the conversation is left in either process, none can come any more.
    await noJobsLeft(db, 'assistant.reply', { conversationId: id });
    const { messages } = await conversation(a, jwt);
    const afterQuestion = messages.slice(
      messages.findIndex((m) => m.content === 'Is parking available?') + 1,
    );
    expect(afterQuestion.filter((m) => m.role === 'assistant')).toHaveLength(1);
    // The greeting too was written once.
    const beforeQuestion = messages.slice(
      0,
      messages.findIndex((m) => m.content === 'Is parking available?'),
    );
    expect(beforeQuestion.filter((m) => m.role === 'assistant')).toHaveLength(1);
  });

  it('holds a rate limit across both processes', async () => {
    // A known e-mail gets a login link each time: 3 per e-mail per window, whichever process.
    expect((await start(a, 'limited@example.com')).status).toBe(201);
    const statuses: number[] = [];
    for (const server of [b, a, b, a])
      statuses.push((await start(server, 'limited@example.com')).status);
    // Hits 2 and 3 pass (a login link is sent), 4 and 5 are over the limit on either process.
    expect(statuses).toEqual([200, 200, 429, 429]);
  });
});
