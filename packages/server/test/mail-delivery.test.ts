import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../src/db/schema/index.ts';
import { MAIL_MAX_ATTEMPTS } from '../src/mail/outbox.ts';
import { createSendMailTask, type MailTransportOptions } from '../src/mail/transport.ts';
import { createTestApp, type TestApp } from './helpers.ts';
import { startSmtpCapture } from './smtp.ts';

/**
 * The mail job against a mail server that is down, hangs or refuses the login: each failure
 * is recorded and thrown (graphile-worker retries it), the last one marks the row FAILED,
 * and the SMTP password never reaches the row or the log.
 */
const PASSWORD = 'smtp-password-never-logged';

/** Every log call, as text. */
function recordingLog(): { log: FastifyBaseLogger; lines: string[] } {
  const lines: string[] = [];
  const record = (...args: unknown[]) => {
    lines.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
  };
  const log = {
    level: 'trace',
    fatal: record,
    error: record,
    warn: record,
    info: record,
    debug: record,
    trace: record,
    silent: () => {},
    child: () => log,
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

let t: TestApp;
beforeAll(async () => {
  // No SMTP_URL: the app's own mail job would only log. The rows below get no job: each
  // test runs the task itself, as graphile-worker would, attempt by attempt.
  t = await createTestApp();
});
afterAll(() => t.close());

async function queued(to: string): Promise<string> {
  const [row] = await t.app.db
    .insert(mailOutbox)
    .values({ to, subject: 'Your Porchlight login link', text: 'Hello' })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('no outbox row');
  return row.id;
}

async function outboxRow(id: string) {
  const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw new Error('no outbox row');
  return row;
}

function task(smtpUrl: string, log: FastifyBaseLogger, extra: Partial<MailTransportOptions> = {}) {
  return createSendMailTask(
    t.app.db,
    { smtpUrl, from: 'Porchlight <hello@porchlight.test>', ...extra },
    log,
  );
}

describe('the mail server down', () => {
  it('records a refused delivery and throws, so the job queue retries it', async () => {
    const port = await closedPort();
    const { log, lines } = recordingLog();
    const send = task(`smtp://porchlight:${PASSWORD}@127.0.0.1:${port}`, log);
    const id = await queued('refused@example.com');

    await expect(send({ id }, { attempts: 1 })).rejects.toThrow(/not delivered: .*ECONNREFUSED/);
    const row = await outboxRow(id);
    expect(row).toMatchObject({ status: 'RETRYING', attempts: 1, sentAt: null });
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(`${row.lastError}${lines.join('\n')}`).not.toContain(PASSWORD);
  });

  it('delivers on a later attempt once the server is up, and only once', async () => {
    const port = await closedPort();
    const { log } = recordingLog();
    const send = task(`smtp://127.0.0.1:${port}`, log);
    const id = await queued('later@example.com');
    await expect(send({ id }, { attempts: 1 })).rejects.toThrow();

    const smtp = await startSmtpCapture(port);
    try {
      await send({ id }, { attempts: 2 });
      expect(await outboxRow(id)).toMatchObject({ status: 'SENT', attempts: 2, lastError: null });
      // A job run again after that (a restart) finds the row SENT and sends nothing.
      await send({ id }, { attempts: 3 });
      expect(smtp.messages.map((m) => m.to)).toEqual([['later@example.com']]);
    } finally {
      await smtp.close();
    }
  });

  it('marks the message FAILED on the last attempt and ends the job', async () => {
    const port = await closedPort();
    const { log, lines } = recordingLog();
    const send = task(`smtp://porchlight:${PASSWORD}@127.0.0.1:${port}`, log);
    const id = await queued('given-up@example.com');

    await expect(send({ id }, { attempts: MAIL_MAX_ATTEMPTS })).resolves.toBeUndefined();
    const row = await outboxRow(id);
    expect(row.status).toBe('FAILED');
    expect(row.lastError).toMatch(/ECONNREFUSED/);
    expect(lines.join('\n')).toContain('gave up');
    expect(lines.join('\n')).not.toContain(PASSWORD);
    expect(lines.join('\n')).not.toContain('given-up@example.com');
  });

  it('gives up on a server that accepts and never greets, within its timeout', async () => {
    const sockets = new Set<Socket>();
    const silent: Server = createServer((socket) => {
      sockets.add(socket); // never says a word
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const { log } = recordingLog();
      const send = task(`smtp://127.0.0.1:${port}`, log, {
        timeoutsMs: { connection: 2000, greeting: 300, socket: 2000 },
      });
      const id = await queued('silent@example.com');
      await expect(send({ id }, { attempts: 1 })).rejects.toThrow(/greeting/i);
      expect((await outboxRow(id)).status).toBe('RETRYING');
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('never records the SMTP password when the login is refused', async () => {
    const strict = new SMTPServer({
      allowInsecureAuth: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, callback) => callback(new Error('Invalid username or password')),
    });
    await new Promise<void>((resolve) => strict.listen(0, '127.0.0.1', () => resolve()));
    const { port } = strict.server.address() as AddressInfo;
    try {
      const { log, lines } = recordingLog();
      const send = task(`smtp://porchlight:${PASSWORD}@127.0.0.1:${port}`, log);
      const id = await queued('auth@example.com');
      const failure = await send({ id }, { attempts: 1 }).then(
        () => null,
        (error: Error) => error,
      );
      expect(failure?.message).toMatch(/Invalid login/);
      expect(failure?.message).not.toContain(PASSWORD);
      const row = await outboxRow(id);
      expect(row.status).toBe('RETRYING');
      expect(`${row.lastError}${lines.join('\n')}`).not.toContain(PASSWORD);
    } finally {
      await new Promise<void>((resolve) => strict.close(() => resolve()));
    }
  });
});
