import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { instantAt } from '@porchlight/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/connection.ts';
import { mailOutbox, potentialTenants, users } from '../src/db/schema/index.ts';
import { createPostgresDatabase } from './postgres.ts';

/** Which database this run uses: PostgreSQL when the suite runs as the `server-pg` project. */
export const usesPostgres = process.env.PORCHLIGHT_TEST_DB === 'postgres';

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

/**
 * A fresh database in `dataDir`: a copy of the migrated PGlite template, or a new
 * PostgreSQL database made from the migrated PostgreSQL template when running as the
 * `server-pg` project. `dispose` closes and drops it.
 */
export async function openTestDatabase(dataDir: string) {
  if (usesPostgres) {
    // A copy of the migrated template global-setup.ts made for this run.
    const fresh = await createPostgresDatabase('porchlight_t', inject('postgresTemplate'));
    const database = await openDatabase({ databaseUrl: fresh.url, dataDir, poolSize: 5 });
    return {
      database,
      async dispose() {
        await database.close();
        await fresh.drop();
      },
    };
  }
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  const database = await openDatabase({ dataDir, poolSize: 5 });
  return { database, dispose: () => database.close() };
}

/** Builds the real app in-process on a fresh database (see openTestDatabase). */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'porchlight-test-'));
  const { database, dispose } = await openTestDatabase(dataDir);
  const config = {
    ...loadConfig({
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'test-secret-'.repeat(4),
      JOB_POLL_INTERVAL_MS: '50',
      ...env,
    }),
    dataDir,
  };
  const app = buildApp(config, {
    database,
    // Through the console, which vitest holds per test and prints only for a failed one
    // (`silent: 'passed-only'`): a red test shows what its server logged, a green run nothing.
    logStream: { write: (line) => console.log(line.trimEnd()) },
    web: {
      dashboard: join(dataDir, 'web'),
      widget: join(dataDir, 'web'),
      demo: join(dataDir, 'web'),
    },
  });
  await app.ready();
  app.mailDeliveries.on('delivered', (message: DeliveredMail) => {
    const list = delivered.get(app) ?? [];
    list.push(message);
    delivered.set(app, list);
  });
  return {
    app,
    config,
    database,
    async close() {
      await app.close();
      await dispose();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface DeliveredMail {
  to: string;
  subject: string;
  text: string;
}

/** Each app's mail as delivered: the outbox keeps it with its sign-in links redacted. */
const delivered = new WeakMap<FastifyInstance, DeliveredMail[]>();

/**
 * Waits for the newest e-mail to `to` (whose subject holds `about`, when given: another mail
 * to the same person may be queued a moment later) to be delivered (or logged) by the mail
 * job, and answers its outbox row with the text as it was sent.
 */
export async function waitForMail(
  app: FastifyInstance,
  to: string,
  timeoutMs = 15_000,
  about?: string,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const [mail] = await app.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          eq(mailOutbox.to, to),
          about === undefined ? undefined : sql`position(${about} in ${mailOutbox.subject}) > 0`,
        ),
      )
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1);
    if (mail && (mail.status === 'SENT' || mail.status === 'LOGGED')) {
      const sent = (delivered.get(app) ?? []).findLast(
        (message) => message.to === to && message.subject === mail.subject,
      );
      return { ...mail, text: sent?.text ?? mail.text };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No e-mail to ${to} was delivered within ${timeoutMs} ms.`);
}

/** The first http(s) link in a text. */
export const firstLink = (text: string) => /https?:\/\/\S+/.exec(text)?.[0] ?? '';

export interface TestManager {
  id: string;
  email: string;
  token: string;
  /** Authorization header for app.inject. */
  headers: { authorization: string };
}

/** A verified manager straight in the database, with a signed session (skips the e-mail). */
export async function createManager(
  app: FastifyInstance,
  email = `manager-${randomBytes(4).toString('hex')}@example.com`,
  fields: Partial<typeof users.$inferInsert> = {},
): Promise<TestManager> {
  const [user] = await app.db
    .insert(users)
    .values({ email, firstName: 'Test', lastName: 'Manager', status: 'VERIFIED', ...fields })
    .returning({ id: users.id });
  if (!user) throw new Error('The manager was not created.');
  const token = await app.auth.tokens.sign({ audience: 'manager', subject: user.id, email });
  return { id: user.id, email, token, headers: { authorization: `Bearer ${token}` } };
}

/**
 * A session of another audience, for "a tenant token on a manager route" checks. A manager
 * or prospect account with that id is created when missing, so the token stands (a token
 * of an account that does not exist answers 401 everywhere); a resident's needs a lease,
 * so a made-up resident's token stands nowhere.
 */
export async function tokenFor(
  app: FastifyInstance,
  audience: 'manager' | 'tenant' | 'resident',
  subject: string,
  email = 'someone@example.com',
) {
  if (audience === 'manager') {
    await app.db
      .insert(users)
      .values({ id: subject, email: `${subject}@example.com`, status: 'VERIFIED' })
      .onConflictDoNothing();
  } else if (audience === 'tenant') {
    await app.db
      .insert(potentialTenants)
      .values({ id: subject, email: `${subject}@example.com` })
      .onConflictDoNothing();
  }
  const token = await app.auth.tokens.sign({ audience, subject, email });
  return { authorization: `Bearer ${token}` };
}

/** A new prospect's chat about a property, started as the widget does: its session header. */
export async function startProspectChat(app: FastifyInstance, propertyId: string, email: string) {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v2/conversations/property-interest',
    payload: { email, propertyId },
  });
  if (created.statusCode !== 201)
    throw new Error(`Starting a chat answered ${created.statusCode}.`);
  const { jwt, tenantID } = created.json() as { jwt: string; tenantID: string };
  return { headers: { authorization: `Bearer ${jwt}` }, prospectId: tenantID };
}

/** The prospect's message in their chat about the property, as the widget sends it. */
export async function sendProspectMessage(
  app: FastifyInstance,
  propertyId: string,
  headers: Record<string, string>,
  message: string,
) {
  const sent = await app.inject({
    method: 'POST',
    url: `/api/v1/conversations/property-interest/${propertyId}`,
    headers,
    payload: { message },
  });
  if (sent.statusCode !== 200) throw new Error(`Sending a message answered ${sent.statusCode}.`);
}

/** A weekday (Monday to Friday) at least `daysAhead` days from now, at `hour`:00 in `timeZone`. */
export function weekdayAt(hour: number, timeZone: string, daysAhead = 3): Date {
  const day = new Date(Date.now() + daysAhead * 86_400_000);
  while ([0, 6].includes(day.getUTCDay())) day.setUTCDate(day.getUTCDate() + 1);
  return instantAt(
    {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour,
      minute: 0,
    },
    timeZone,
  );
}

/**
 * Waits until everything due has run: no job due now in the queue or held by a worker,
 * and none being done at once by this process. What a message or a booking would set off
 * has then happened (or never will): a test proves "nothing more happened" on this
 * signal, not after a fixed sleep.
 */
export async function jobsSettled(app: FastifyInstance, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await app.db.execute<{ due: number }>(
      sql`select count(*)::int as due from graphile_worker.jobs
        where locked_at is not null or (run_at <= now() and attempts < max_attempts)`,
    );
    if (!app.jobsNow.busy && (rows[0]?.due ?? 0) === 0) return;
    if (Date.now() > deadline) throw new Error('Jobs were still due or running.');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
