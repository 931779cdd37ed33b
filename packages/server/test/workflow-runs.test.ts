import { randomUUID } from 'node:crypto';
import { DAILY_LIMIT_MESSAGE } from '@porchlight/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowRuns } from '../src/db/schema/index.ts';
import { createWorkflowRunTask } from '../src/modules/workflow-runs/workflow-runs.task.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

const URL = '/api/v1/workflow-runs';
const LATE_RENT = {
  type: 'OVERDUE_RENT_REMINDER',
  variables: {
    tenantName: 'Jane Doe',
    propertyAddressAndUnit: '12B',
    amountDue: 1500,
    daysLate: 5,
    paymentDeadline: '2025-03-14',
    textLength: 'SHORT',
    medium: 'EMAIL',
  },
};

interface Run {
  id: string;
  type: string;
  status: string;
  variables: Record<string, unknown>;
  output: string | null;
  summary: string;
  createdAt: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const create = (headers: Record<string, string>, payload: unknown) =>
  t.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });
const get = (headers: Record<string, string>, url: string) =>
  t.app.inject({ method: 'GET', url, headers });

/** Polls the run as the dashboard does until it has finished. */
async function finished(manager: TestManager, id: string, timeoutMs = 15_000): Promise<Run> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await get(manager.headers, `${URL}/${id}`);
    expect(response.statusCode).toBe(200);
    const run = response.json() as Run;
    if (run.status === 'COMPLETED' || run.status === 'FAILED') return run;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Run ${id} did not finish within ${timeoutMs} ms.`);
}

/** Runs written straight into the table, `n` of them, `minutesApart` apart from `at` back. */
async function seedRuns(userId: string, n: number, at = new Date(), minutesApart = 0) {
  if (n === 0) return;
  await t.app.db.insert(workflowRuns).values(
    Array.from({ length: n }, (_, i) => ({
      userId,
      type: 'MOVE_OUT_CHECKLIST',
      status: 'COMPLETED',
      variables: { tenantName: `Tenant ${i}` },
      output: `# Checklist ${i}`,
      summary: `Move-out checklist — Tenant ${i}`,
      createdAt: new Date(at.getTime() - i * minutesApart * 60_000),
    })),
  );
}

describe('creating and reading a run', () => {
  it('creates a PENDING run, composes it as a job, and serves the document', async () => {
    const manager = await createManager(t.app);
    const created = await create(manager.headers, LATE_RENT);
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const first = (await get(manager.headers, `${URL}/${id}`)).json() as Run;
    expect(['PENDING', 'RUNNING', 'COMPLETED']).toContain(first.status);
    expect(first.summary).toBe('Late rent notice — Jane Doe, 12B');

    const run = await finished(manager, id);
    expect(run).toMatchObject({
      id,
      type: 'OVERDUE_RENT_REMINDER',
      status: 'COMPLETED',
      variables: LATE_RENT.variables,
      summary: 'Late rent notice — Jane Doe, 12B',
    });
    expect(run.output).toMatch(/^Subject: Late rent notice - 12B\n\nDear Jane Doe,/);
    expect(run.output).toContain('$1,500');
    expect(run.output).toContain('5 days past due');
    expect(run.output).toContain('March 14, 2025');
    expect(Date.parse(run.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(run).not.toHaveProperty('error');
    expect(run).not.toHaveProperty('userId');
  });

  it('writes in the medium and length the run asks for', async () => {
    const manager = await createManager(t.app);
    const created = await create(manager.headers, {
      type: 'SOCIAL_MEDIA_POST',
      variables: {
        propertyName: 'The Maple Lofts',
        description: 'Perfect for families, newly renovated lofts',
        medium: 'SMS',
        textLength: 'SHORT',
      },
    });
    const run = await finished(manager, (created.json() as { id: string }).id);
    expect(run.status).toBe('COMPLETED');
    expect(run.output?.length).toBeLessThanOrEqual(320);
    expect(run.output).toContain('The Maple Lofts');
    expect(run.output).not.toMatch(/perfect for families/i);
    expect(run.output).toContain('Fair Housing compliance');
  });

  it('lists only the manager’s own runs, newest first, by page, with the total', async () => {
    const manager = await createManager(t.app);
    const other = await createManager(t.app);
    const yesterday = new Date(Date.now() - 26 * 3600_000);
    await seedRuns(manager.id, 12, yesterday, 5);
    await seedRuns(other.id, 3, yesterday);

    const page = await get(manager.headers, `${URL}?limit=5&offset=0`);
    expect(page.statusCode).toBe(200);
    const body = page.json() as { workflowRuns: Run[]; totalCount: number };
    expect(body.totalCount).toBe(12);
    expect(body.workflowRuns.map((r) => r.summary)).toEqual(
      [0, 1, 2, 3, 4].map((i) => `Move-out checklist — Tenant ${i}`),
    );
    const times = body.workflowRuns.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const last = (await get(manager.headers, `${URL}?limit=5&offset=10`)).json() as typeof body;
    expect(last.workflowRuns.map((r) => r.summary)).toEqual([
      'Move-out checklist — Tenant 10',
      'Move-out checklist — Tenant 11',
    ]);
    expect(last.totalCount).toBe(12);

    const byDefault = (await get(manager.headers, URL)).json() as typeof body;
    expect(byDefault.workflowRuns).toHaveLength(10);

    const past = (await get(manager.headers, `${URL}?limit=10&offset=50`)).json() as typeof body;
    expect(past).toEqual({ workflowRuns: [], totalCount: 12 });

    expect((await get(manager.headers, `${URL}?limit=0`)).statusCode).toBe(400);
    expect((await get(manager.headers, `${URL}?limit=101`)).statusCode).toBe(400);
  });
});

describe('validation', () => {
  let manager: TestManager;
  beforeAll(async () => {
    manager = await createManager(t.app);
  });

  it.each([
    ['an unknown type', { type: 'PORTFOLIO_PERFORMANCE', variables: {} }, 'type'],
    ['a missing type', { variables: {} }, 'type'],
    [
      'a variable the template does not have',
      { type: 'OVERDUE_RENT_REMINDER', variables: { tenantName: 'Jane', hacker: 'x' } },
      'variables.hacker',
    ],
    [
      'a field of another template',
      { type: 'OVERDUE_RENT_REMINDER', variables: { moveOutDate: '2025-03-14' } },
      'variables.moveOutDate',
    ],
    [
      'a string in a number field',
      { type: 'OVERDUE_RENT_REMINDER', variables: { amountDue: '1500' } },
      'variables.amountDue',
    ],
    [
      'a number in a text field',
      { type: 'OVERDUE_RENT_REMINDER', variables: { tenantName: 7 } },
      'variables.tenantName',
    ],
    [
      'text in a checkbox',
      { type: 'MOVE_OUT_CHECKLIST', variables: { forwardingAddress: 'yes' } },
      'variables.forwardingAddress',
    ],
    [
      'an unknown medium',
      { type: 'MOVE_OUT_CHECKLIST', variables: { medium: 'FAX' } },
      'variables.medium',
    ],
    [
      'an unknown text length',
      { type: 'MOVE_OUT_CHECKLIST', variables: { textLength: 'HUGE' } },
      'variables.textLength',
    ],
    [
      'a field beside type and variables',
      { type: 'MOVE_OUT_CHECKLIST', variables: {}, userId: randomUUID() },
      'userId',
    ],
  ])('refuses %s with 400 naming the field', async (_, payload, field) => {
    const response = await create(manager.headers, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
  });

  it('creates nothing for a refused request', async () => {
    const [row] = await t.app.db
      .select({ n: count() })
      .from(workflowRuns)
      .where(eq(workflowRuns.userId, manager.id));
    expect(row?.n).toBe(0);
  });
});

describe('access', () => {
  it('requires a manager session on every call', async () => {
    const manager = await createManager(t.app);
    const { id } = (await create(manager.headers, LATE_RENT)).json() as { id: string };
    const tenant = await tokenFor(t.app, 'tenant', randomUUID());
    const resident = await tokenFor(t.app, 'resident', randomUUID());
    for (const headers of [{}, tenant, resident]) {
      expect((await create(headers, LATE_RENT)).statusCode).toBe(401);
      expect((await get(headers, URL)).statusCode).toBe(401);
      expect((await get(headers, `${URL}/${id}`)).statusCode).toBe(401);
    }
  });

  it("answers 404 for another manager's run, exactly as for an unknown id", async () => {
    const owner = await createManager(t.app);
    const stranger = await createManager(t.app);
    const { id } = (await create(owner.headers, LATE_RENT)).json() as { id: string };
    const theirs = await get(stranger.headers, `${URL}/${id}`);
    const unknown = await get(stranger.headers, `${URL}/${randomUUID()}`);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual(unknown.json());
    const list = (await get(stranger.headers, URL)).json() as { totalCount: number };
    expect(list.totalCount).toBe(0);
  });
});

describe('daily limit', () => {
  it('refuses the 21st run of the UTC day with 429 DAILY_LIMIT and Retry-After', async () => {
    const manager = await createManager(t.app);
    await seedRuns(manager.id, 20);
    const response = await create(manager.headers, LATE_RENT);
    expect(response.statusCode).toBe(429);
    expect(response.json().error).toEqual({ code: 'DAILY_LIMIT', message: DAILY_LIMIT_MESSAGE });
    expect(DAILY_LIMIT_MESSAGE).toBe(
      "You've reached your daily limit of 20 requests. Please try again tomorrow.",
    );
    const now = new Date();
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1);
    const expected = Math.ceil((midnight - now.getTime()) / 1000);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(Math.abs(retryAfter - expected)).toBeLessThanOrEqual(5);
  });

  it("counts only today's runs, and only the manager's own", async () => {
    const manager = await createManager(t.app);
    const busy = await createManager(t.app);
    await seedRuns(manager.id, 20, new Date(Date.now() - 25 * 3600_000));
    await seedRuns(busy.id, 20);
    expect((await create(manager.headers, LATE_RENT)).statusCode).toBe(201);
  });

  it('lets exactly one of 20 parallel creates through at 19 used', async () => {
    const manager = await createManager(t.app);
    await seedRuns(manager.id, 19);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => create(manager.headers, LATE_RENT)),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(19);
    const [row] = await t.app.db
      .select({ n: count() })
      .from(workflowRuns)
      .where(eq(workflowRuns.userId, manager.id));
    expect(row?.n).toBe(20);
  });
});

describe('failures', () => {
  it('marks a run FAILED and keeps the error on the server', async () => {
    const manager = await createManager(t.app);
    // A type without a template cannot be created through the API; write one directly.
    const [row] = await t.app.db
      .insert(workflowRuns)
      .values({ userId: manager.id, type: 'PORTFOLIO_PERFORMANCE', variables: {}, summary: '' })
      .returning({ id: workflowRuns.id });
    const id = row?.id ?? '';
    await t.app.tasks['workflow.run']?.({ runId: id }, { attempts: 1 });

    const response = await get(manager.headers, `${URL}/${id}`);
    expect(response.json()).toMatchObject({ id, status: 'FAILED', output: null });
    expect(response.body).not.toContain('template');
    const [stored] = await t.app.db
      .select({ error: workflowRuns.error })
      .from(workflowRuns)
      .where(eq(workflowRuns.id, id));
    expect(stored?.error).toContain('PORTFOLIO_PERFORMANCE');
  });

  it('falls back to the built-in composer when another writer fails', async () => {
    const manager = await createManager(t.app);
    const [row] = await t.app.db
      .insert(workflowRuns)
      .values({
        userId: manager.id,
        type: 'EVICTION_NOTICE',
        variables: { tenantName: 'Sam Roe' },
        summary: 'Eviction notice — Sam Roe',
      })
      .returning({ id: workflowRuns.id });
    const failing = {
      name: 'model',
      write: () => Promise.reject(new Error('model unavailable')),
    };
    await createWorkflowRunTask(t.app, failing)({ runId: row?.id });
    const [stored] = await t.app.db
      .select()
      .from(workflowRuns)
      .where(and(eq(workflowRuns.id, row?.id ?? ''), eq(workflowRuns.status, 'COMPLETED')));
    expect(stored?.output).toContain('Sam Roe');
    expect(stored?.error).toBeNull();
  });

  it('leaves a finished run alone when its job runs again', async () => {
    const manager = await createManager(t.app);
    const { id } = (await create(manager.headers, LATE_RENT)).json() as { id: string };
    const done = await finished(manager, id);
    await t.app.db.update(workflowRuns).set({ output: 'kept' }).where(eq(workflowRuns.id, id));
    await t.app.tasks['workflow.run']?.({ runId: id }, { attempts: 2 });
    const again = (await get(manager.headers, `${URL}/${id}`)).json() as Run;
    expect(done.status).toBe('COMPLETED');
    expect(again.output).toBe('kept');
  });
});
