import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, properties } from '../src/db/schema/index.ts';
import { enqueue, jobSql, plainJobSql } from '../src/jobs/queue.ts';
import { SEND_MAIL_TASK } from '../src/mail/outbox.ts';
import { ASSISTANT_REPLY_TASK } from '../src/modules/conversations/interests.ts';
import {
  createManager,
  createTestApp,
  sendProspectMessage,
  startProspectChat,
  type TestApp,
} from './helpers.ts';

/**
 * Fault: a mail server that accepts connections and never says a word. Before the job lanes
 * every kind of job shared JOB_CONCURRENCY workers, so a handful of mails held them all and
 * each assistant reply waited ~20 s for a greeting timeout. On the embedded database the
 * workers also only found a new reply job at their next poll.
 */
describe('job lanes', () => {
  let t: TestApp;
  let silent: Server;
  const sockets = new Set<Socket>();
  let propertyId: string;

  beforeAll(async () => {
    silent = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => {});
    });
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    t = await createTestApp({
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      // Idle workers would look for jobs only once a minute: replies must not wait for that.
      JOB_POLL_INTERVAL_MS: '60000',
    });
    const manager = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '9 Lane St', type: 'CONDO' })
      .returning();
    propertyId = property!.id;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    silent.close();
    await t.close();
  });

  async function reply(email: string, timeoutMs: number): Promise<number> {
    const started = Date.now();
    const { headers } = await startProspectChat(t.app, propertyId, email);
    await sendProspectMessage(t.app, propertyId, headers, 'Is parking included?');
    const sentAt = Date.now();
    let last: unknown;
    while (Date.now() - started < timeoutMs) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v2/conversations/property-interest/${propertyId}`,
        headers,
      });
      const messages = response.json().messages as Array<{ role: string }>;
      last = messages;
      if (messages.at(-1)?.role === 'assistant' && messages.length >= 2) return Date.now() - sentAt;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`No reply within ${timeoutMs} ms: ${JSON.stringify(last)}`);
  }

  it('wakes a worker as soon as a reply job is added (was: the next 1 s poll on the embedded database)', async () => {
    expect(await reply('wake@example.com', 5_000)).toBeLessThan(1_000);
  });

  it("adds a plain job as graphile-worker's add_job would, and fails (never drops) a task no worker recorded", async () => {
    const columns = sql`task_id, payload::text, job_queue_id, priority, attempts, max_attempts,
      key, locked_at, revision, flags, is_available, run_at <= now() as due`;
    let rows: unknown[] = [];
    await t.app.db
      .transaction(async (tx) => {
        // Inside a transaction that rolls back: no worker ever sees these jobs.
        const payload = { conversationId: 'same-row' };
        await tx.execute(plainJobSql(ASSISTANT_REPLY_TASK, payload, { maxAttempts: 5 }));
        await tx.execute(jobSql(ASSISTANT_REPLY_TASK, payload, { maxAttempts: 5 }));
        ({ rows } = await tx.execute(
          sql`select ${columns} from graphile_worker._private_jobs where payload::text like '%same-row%' order by id`,
        ));
        throw new Error('roll back');
      })
      .catch((error: Error) => {
        if (error.message !== 'roll back') throw error;
      });
    expect(rows).toHaveLength(2);
    expect(rows?.[0]).toEqual(rows?.[1]);
    await expect(
      t.app.db.execute(plainJobSql('no.such.task', {}, { maxAttempts: 5 })),
    ).rejects.toThrow();
  });

  it('answers a prospect while a hanging mail server holds every mail worker (was: ~20 s)', async () => {
    const rows = await t.app.db
      .insert(mailOutbox)
      .values(
        Array.from({ length: 8 }, (_, i) => ({
          to: `m${i}@example.com`,
          subject: 'Hi',
          text: 'x',
        })),
      )
      .returning({ id: mailOutbox.id });
    for (const row of rows) await enqueue(t.app.db, SEND_MAIL_TASK, { id: row.id });
    // The mail workers are connected to the silent server before the prospect writes.
    const deadline = Date.now() + 5_000;
    while (sockets.size < 2 && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sockets.size).toBeGreaterThanOrEqual(2);
    expect(await reply('during-outage@example.com', 10_000)).toBeLessThan(2_000);
  });
});
