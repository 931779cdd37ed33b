import { once } from 'node:events';
import { rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpCapture } from '../packages/server/test/smtp.ts';
import { embeddedDatabase, noJobsLeft } from './support/database.ts';
import { uniqueEmail } from './support/manager.ts';
import { newDataDir, type RunningServer, startServer } from './support/server.ts';
import { until } from './support/until.ts';

/** Faults the product must survive, on loopback and bounded in time (issue 9, item 4). */
const DEMO_PROPERTY = 'd3e0d3e0-0000-4000-8000-000000000001';
const DEMO_UNIT = 'd3e0d3e0-0000-4000-8000-000000000002';

const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const step of cleanup.reverse()) await step();
});

describe('SIGTERM under load', () => {
  it('finishes what is in flight, answers 503 or refuses after, and exits cleanly within its grace period', async () => {
    const server = await startServer();
    cleanup.push(() => server.stop());
    const outcomes: string[] = [];
    let stop = false;
    const worker = async () => {
      while (!stop) {
        try {
          const response = await fetch(`${server.url}/api/health`);
          await response.arrayBuffer();
          outcomes.push(String(response.status));
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code ?? 'error';
          outcomes.push(code);
          if (code === 'ECONNREFUSED') return;
        }
      }
    };
    const workers = Array.from({ length: 30 }, worker);
    // Under load: the signal comes once the workers have had many answers.
    const answered = () => outcomes.filter((o) => o === '200').length;
    await until('answers under load', answered, (count) => count > 50, 30_000);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const exitMs = Date.now() - signalledAt;
    stop = true;
    await Promise.all(workers);

    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    expect(outcomes.filter((o) => o === '200').length).toBeGreaterThan(50);
    // Nothing but answers, 503s while closing, and refusals once the port is closed.
    const unexpected = outcomes.filter(
      (o) => !['200', '503', 'ECONNREFUSED', 'ECONNRESET', 'UND_ERR_SOCKET'].includes(o),
    );
    expect(unexpected).toEqual([]);
  });
});

/** A signed-in manager of `server`, by the e-mailed link as in the product. */
async function managerSession(
  server: RunningServer,
  smtp: Awaited<ReturnType<typeof startSmtpCapture>>,
) {
  const email = uniqueEmail('lease-upload');
  const signup = await fetch(`${server.url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, firstName: 'Lee', lastName: 'Upload', unitsManaged: 3 }),
  });
  expect(signup.status).toBe(200);
  const mail = decodeQuotedPrintable((await smtp.waitFor(email)).raw);
  const link = /\/login\?(token=[\w%-]+&(?:amp;)?email=[^\s"<]+)/.exec(mail);
  if (!link?.[1]) throw new Error(`no login link in:\n${mail}`);
  const callback = await fetch(
    `${server.url}/api/v1/auth/callback?${link[1].replace('&amp;', '&')}`,
  );
  expect(callback.status).toBe(200);
  const { jwt } = (await callback.json()) as { jwt: string };
  return { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
}

/**
 * A POST whose progress the test can see: `sent` resolves true once the whole body has gone
 * out (false if the request failed before), `outcome` with the answer's status or the
 * connection's error code.
 */
function post(url: string, headers: Record<string, string>, body: string) {
  const request = httpRequest(url, {
    method: 'POST',
    headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
  });
  const sent = new Promise<boolean>((resolve) => {
    request.once('finish', () => resolve(true));
    request.once('error', () => resolve(false));
  });
  const outcome = new Promise<string>((resolve) => {
    const failed = (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error');
    request.once('error', failed);
    request.once('response', (response) => {
      response.once('error', failed);
      response.once('end', () => resolve(String(response.statusCode)));
      response.resume();
    });
  });
  request.end(body);
  return { sent, outcome };
}

describe('SIGTERM during a 2,000,000-character lease upload (issue 13, item 9: took 19 s before)', () => {
  it('keeps answering while the lease is cut and indexed, and exits within its grace period', async () => {
    const smtp = await startSmtpCapture();
    cleanup.push(() => smtp.close());
    const server = await startServer({
      JWT_SECRET: 'fault-tests-secret-'.repeat(3),
      SMTP_URL: smtp.url,
    });
    cleanup.push(() => server.stop());
    const headers = await managerSession(server, smtp);
    const created = await fetch(`${server.url}/api/v1/properties`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ address: '9 Long Lease Road, Austin, TX 78704', type: 'DUPLEX' }),
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const clause =
      'The tenant shall pay rent on the first day of each month, without demand or deduction. ';
    const text = clause.repeat(Math.floor(2_000_000 / clause.length));
    const upload = (body: string) =>
      post(`${server.url}/api/v1/embeddings/properties/${id}/lease`, headers, body);

    // One whole upload: the server answers probes between the steps of cutting the lease.
    const first = upload(JSON.stringify({ text })).outcome;
    let probes = 0;
    let done = false;
    void first.then(() => {
      done = true;
    });
    while (!done) {
      const live = await fetch(`${server.url}/api/health/live`);
      expect(live.status).toBe(200);
      probes += 1;
    }
    expect(await first).toBe('200');
    expect(probes).toBeGreaterThan(1);

    // A second upload, signalled while it is under way: its whole body is out, no answer yet.
    const second = upload(JSON.stringify({ text: `${text}Amended. ` }));
    expect(await second.sent).toBe(true);
    const signalledAt = Date.now();
    server.child.kill('SIGTERM');
    const code = await server.exited;
    const exitMs = Date.now() - signalledAt;
    expect(code).toBe(0);
    expect(exitMs).toBeLessThan(10_000);
    // Finished before the close, or refused by the closing server: never anything else.
    expect(['200', '503', 'ECONNRESET', 'ECONNREFUSED']).toContain(await second.outcome);
  }, 120_000);
});

describe('SIGKILL during a job', () => {
  it('re-runs the job once after a restart: Athena answers the message exactly once', async () => {
    // A model that takes 20 s holds Athena's reply job long enough to kill the process mid-job.
    let modelCalls = 0;
    const slowModel: Server = createServer(() => {
      modelCalls += 1; // never answers
    });
    slowModel.listen(0, '127.0.0.1');
    await once(slowModel, 'listening');
    cleanup.push(() => new Promise((resolve) => slowModel.close(resolve)));
    const modelUrl = `http://127.0.0.1:${(slowModel.address() as AddressInfo).port}/v1`;

    const dataDir = newDataDir();
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const env = { JWT_SECRET: 'fault-tests-secret-'.repeat(3), JOB_POLL_INTERVAL_MS: '100' };
    // Each start's embedded database, read by the test (the second's job queue).
    const [firstDb, secondDb] = [embeddedDatabase(), embeddedDatabase()];
    cleanup.push(firstDb.remove, secondDb.remove);
    const first = await startServer(
      {
        ...env,
        ...firstDb.env,
        OPENAI_BASE_URL: modelUrl,
        OPENAI_MODEL: 'slow',
        ASSISTANT_TIMEOUT_MS: '60000',
      },
      { dataDir },
    );
    const started = await fetch(`${first.url}/api/v2/conversations/property-interest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'killed@example.com',
        propertyId: DEMO_PROPERTY,
        unitId: DEMO_UNIT,
      }),
    });
    const { jwt } = (await started.json()) as { jwt: string };
    // The greeting job is now waiting on the model: kill the process in the middle of it.
    await until(
      'the model asked',
      () => modelCalls,
      (calls) => calls > 0,
      10_000,
    );
    first.child.kill('SIGKILL');
    await first.exited;

    // Restarted on the same data, with the built-in assistant.
    const second = await startServer({ ...env, ...secondDb.env }, { dataDir });
    cleanup.push(() => second.stop());
    const read = async () => {
      const response = await fetch(
        `${second.url}/api/v2/conversations/property-interest/${DEMO_PROPERTY}`,
        { headers: { authorization: `Bearer ${jwt}` } },
      );
      return (await response.json()) as { id: string; messages: { role: string }[] };
    };
    const greeted = await until('the greeting', read, ({ messages }) => messages.length > 0);
    // Once no reply job of the conversation is left, a second greeting cannot come any more.
    await noJobsLeft(secondDb, 'assistant.reply', { conversationId: greeted.id });
    const { messages } = await read();
    expect(messages.filter((m) => m.role === 'assistant')).toHaveLength(1);
  });
});
