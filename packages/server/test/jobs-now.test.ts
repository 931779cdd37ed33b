import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema/index.ts';
import { ImmediateJobs } from '../src/jobs/now.ts';
import { jobsDueNowSql, leftAtOnceJobsDueSql, plainJobSql } from '../src/jobs/queue.ts';
import {
  ownInterest,
  postProspectMessage,
} from '../src/modules/conversations/conversations.service.ts';
import { ASSISTANT_REPLY_TASK } from '../src/modules/conversations/interests.ts';
import {
  createManager,
  createTestApp,
  sendProspectMessage,
  startProspectChat,
  type TestApp,
} from './helpers.ts';

/**
 * Athena's turn for a prospect's message is given at once by the process that stored it,
 * while the turn's job waits (a minute) for when that process cannot: it stopped, or the
 * turn failed.
 */
describe('jobs done at once', () => {
  let t: TestApp;
  let propertyId: string;

  beforeAll(async () => {
    // Workers that look for due jobs only once a minute, so what is answered sooner was
    // answered at once (or on a job made due, which wakes them).
    t = await createTestApp({ JOB_POLL_INTERVAL_MS: '60000' });
    const manager = await createManager(t.app);
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '4 Prompt Way', type: 'CONDO' })
      .returning();
    propertyId = property!.id;
  });
  afterAll(() => t.close());

  /** The reply jobs of a conversation: waiting (run later) or due. */
  const replyJobs = async (conversationId: string) =>
    (
      await t.app.db.execute<{ waiting: boolean }>(sql`
        select run_at > now() as waiting from graphile_worker._private_jobs as jobs
        join graphile_worker._private_tasks as tasks on tasks.id = jobs.task_id
        where tasks.identifier = ${ASSISTANT_REPLY_TASK}
          and jobs.payload->>'conversationId' = ${conversationId}`)
    ).rows;

  const chat = async (email: string) => {
    const { headers, prospectId } = await startProspectChat(t.app, propertyId, email);
    const messages = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v2/conversations/property-interest/${propertyId}`,
          headers,
        })
      ).json().messages as { role: string; content: string }[];
    /** The conversation once Athena answered the last message. */
    const answered = async () => {
      for (let i = 0; i < 500; i++) {
        const now = await messages();
        if (now.at(-1)?.role === 'assistant') return now;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      throw new Error(`No reply: ${JSON.stringify(await messages())}`);
    };
    const interest = await ownInterest(t.app.db, prospectId, propertyId);
    return { headers, answered, interest };
  };

  it("answers a prospect's message in the process that stored it, and leaves no job behind", async () => {
    const { headers, answered, interest } = await chat('prompt@example.com');
    await answered(); // the greeting
    await sendProspectMessage(t.app, propertyId, headers, 'Is parking included?');
    const messages = await answered();
    expect(messages.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    expect(await replyJobs(interest.conversationId)).toEqual([]);
  });

  it('answers a message whose process stopped before its turn, once the job is due', async () => {
    const { answered, interest } = await chat('stopped@example.com');
    await answered();
    // Stored with its job, as the route does, but nobody gives the turn: the process died.
    const job = await postProspectMessage(
      t.app.db,
      interest,
      'stopped@example.com',
      'Do you allow cats?',
    );
    expect(await replyJobs(interest.conversationId)).toEqual([{ waiting: true }]);
    // A minute later (here: at once) a worker of any process takes it.
    await t.app.db.execute(jobsDueNowSql([job], ASSISTANT_REPLY_TASK));
    const messages = await answered();
    expect(messages.at(-2)).toMatchObject({ role: 'user', content: 'Do you allow cats?' });
    for (let i = 0; i < 100 && (await replyJobs(interest.conversationId)).length > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await replyJobs(interest.conversationId)).toEqual([]);
  });

  /** A reply job waiting a minute, for a conversation that does not exist (nothing to say). */
  const waitingJob = async () => {
    const { rows } = await t.app.db.execute<{ id: string }>(
      plainJobSql(
        ASSISTANT_REPLY_TASK,
        { conversationId: randomUUID() },
        { maxAttempts: 1, delayMs: 60_000 },
      ),
    );
    return String(rows[0]!.id);
  };
  /** Whether the job still waits for later (false: due, taken or done). */
  const stillWaiting = async (id: string) =>
    (
      await t.app.db.execute(sql`select 1 from graphile_worker._private_jobs
        where id = ${id}::bigint and run_at > now()`)
    ).rows.length > 0;

  it('makes due, at start, the jobs a dead process left to do at once, and only those', async () => {
    const left = await waitingJob();
    // A reply retried later after a failure (attempted once) keeps its time.
    const retried = await waitingJob();
    await t.app.db.execute(
      sql`update graphile_worker._private_jobs set attempts = 1 where id = ${retried}::bigint`,
    );
    const { rows } = await t.app.db.execute(leftAtOnceJobsDueSql([ASSISTANT_REPLY_TASK]));
    expect(rows.map((row) => String(row.id))).toEqual([left]);
    expect(await stillWaiting(left)).toBe(false);
    expect(await stillWaiting(retried)).toBe(true);
    await t.app.db.execute(
      sql`delete from graphile_worker._private_jobs where id = ${retried}::bigint`,
    );
  });

  it('hands a failed job to the workers, deletes a done one, and on closing hands over what waits', async () => {
    let release = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const calls: string[] = [];
    const jobs = new ImmediateJobs(
      t.app.db,
      {
        [ASSISTANT_REPLY_TASK]: async (payload) => {
          const { outcome } = payload as { outcome: string };
          calls.push(outcome);
          if (outcome === 'fails') throw new Error('the model is down');
          if (outcome === 'slow') await blocked;
        },
      },
      t.app.log,
      1,
    );
    const [fails, slow, waits] = [await waitingJob(), await waitingJob(), await waitingJob()];
    jobs.run(ASSISTANT_REPLY_TASK, { outcome: 'fails' }, fails);
    jobs.run(ASSISTANT_REPLY_TASK, { outcome: 'slow' }, slow);
    jobs.run(ASSISTANT_REPLY_TASK, { outcome: 'waits' }, waits);
    for (let i = 0; i < 100 && calls.length < 2; i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toEqual(['fails', 'slow']);
    expect(await stillWaiting(fails)).toBe(false);
    expect(await stillWaiting(slow)).toBe(true);

    const closed = jobs.close();
    release();
    await closed;
    // The one that ran to the end is gone; the one never started is the workers' now.
    const left = await t.app.db.execute<{ id: string }>(sql`
      select id::text from graphile_worker._private_jobs where id = ${slow}::bigint`);
    expect(left.rows).toEqual([]);
    expect(calls).toEqual(['fails', 'slow']);
    expect(await stillWaiting(waits)).toBe(false);
  });
});
