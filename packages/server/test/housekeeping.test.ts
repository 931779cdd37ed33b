import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboundEmails, magicLinkTokens, mailOutbox, rateLimits } from '../src/db/schema/index.ts';
import { HOUSEKEEPING_TASK } from '../src/modules/housekeeping/housekeeping.task.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const DAY = 24 * 3600 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('housekeeping', () => {
  let t: TestApp;
  const run = () => t.app.tasks[HOUSEKEEPING_TASK]!({}, {} as never);

  beforeAll(async () => {
    t = await createTestApp({ MAIL_BODY_RETENTION_DAYS: '7', INBOUND_EMAIL_RETENTION_DAYS: '14' });
  });
  afterAll(() => t.close());

  it('is scheduled every hour by the job runner', async () => {
    const rows = await t.app.db.execute<{ identifier: string }>(
      sql`select identifier from graphile_worker._private_known_crontabs`,
    );
    expect(rows.rows.map((row) => row.identifier)).toContain(HOUSEKEEPING_TASK);
  });

  it('removes expired sign-in links and ended rate-limit windows, and keeps the live ones', async () => {
    const links = await t.app.db
      .insert(magicLinkTokens)
      .values([
        { tokenHash: 'old', email: 'a@example.com', audience: 'manager', expiresAt: ago(2) },
        { tokenHash: 'live', email: 'b@example.com', audience: 'manager', expiresAt: ago(-1) },
        // Just expired: kept a day, so a late click still says "expired", not "invalid".
        { tokenHash: 'fresh', email: 'c@example.com', audience: 'manager', expiresAt: ago(0.5) },
      ])
      .returning({ id: magicLinkTokens.id, tokenHash: magicLinkTokens.tokenHash });
    await t.app.db.insert(rateLimits).values([
      { key: 'hk:ended', count: 3, resetAt: ago(0.01) },
      { key: 'hk:open', count: 3, resetAt: ago(-0.01) },
    ]);
    await run();
    const left = await t.app.db
      .select({ tokenHash: magicLinkTokens.tokenHash })
      .from(magicLinkTokens)
      .where(
        inArray(
          magicLinkTokens.id,
          links.map((link) => link.id),
        ),
      );
    expect(left.map((row) => row.tokenHash).sort()).toEqual(['fresh', 'live']);
    const windows = await t.app.db
      .select({ key: rateLimits.key })
      .from(rateLimits)
      .where(inArray(rateLimits.key, ['hk:ended', 'hk:open']));
    expect(windows.map((row) => row.key)).toEqual(['hk:open']);
  });

  it("empties sent mail's bodies and old inbound mail's text after their retention, keeping the rows", async () => {
    const mails = await t.app.db
      .insert(mailOutbox)
      .values([
        {
          to: 'old@example.com',
          subject: 'Old',
          text: 'secret link',
          html: '<p>x</p>',
          status: 'SENT',
          sentAt: ago(8),
        },
        { to: 'new@example.com', subject: 'New', text: 'recent', status: 'SENT', sentAt: ago(1) },
        {
          to: 'q@example.com',
          subject: 'Queued',
          text: 'waiting',
          status: 'QUEUED',
          createdAt: ago(30),
        },
      ])
      .returning({ id: mailOutbox.id });
    const inbound = await t.app.db
      .insert(inboundEmails)
      .values([
        { status: 'PROCESSED', raw: 'From: lead', createdAt: ago(15) },
        { status: 'UNMATCHED', raw: 'From: lead', createdAt: ago(13) },
      ])
      .returning({ id: inboundEmails.id });
    await run();
    const bodies = await Promise.all(
      mails.map(async ({ id }) => {
        const [row] = await t.app.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
        return [row!.subject, row!.text, row!.html];
      }),
    );
    expect(bodies).toEqual([
      ['Old', '', null],
      ['New', 'recent', null],
      ['Queued', 'waiting', null],
    ]);
    const raws = await Promise.all(
      inbound.map(async ({ id }) => {
        const [row] = await t.app.db.select().from(inboundEmails).where(eq(inboundEmails.id, id));
        return [row!.status, row!.raw];
      }),
    );
    expect(raws).toEqual([
      ['PROCESSED', ''],
      ['UNMATCHED', 'From: lead'],
    ]);
  });

  it('removes jobs that failed for good after their retention, never one still to run', async () => {
    // The queue stamps updated_at on every change: the back-dating skips its triggers.
    const add = (key: string, attempts: number, daysAgo: number) =>
      t.app.db.transaction(async (tx) => {
        await tx.execute(
          sql`select graphile_worker.add_job('hk.missing', '{}'::json, job_key => ${key}, max_attempts => 1)`,
        );
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.execute(sql`
          update graphile_worker._private_jobs
            set attempts = ${attempts}, updated_at = now() - make_interval(days => ${daysAgo}),
              run_at = now() + interval '1 day'
            where key = ${key}`);
      });
    await add('hk-failed-old', 1, 31);
    await add('hk-failed-new', 1, 2);
    await add('hk-waiting', 0, 31);
    await run();
    const left = await t.app.db.execute<{ key: string }>(
      sql`select key from graphile_worker._private_jobs where key like 'hk-%' order by key`,
    );
    expect(left.rows.map((row) => row.key)).toEqual(['hk-failed-new', 'hk-waiting']);
  });
});
