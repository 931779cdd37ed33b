import type { WorkflowVariables } from '@porchlight/contract';
import { findTemplate, type WorkflowType } from '@porchlight/domain';
import type { FastifyBaseLogger } from 'fastify';
import { summarizeRun } from '../../ai/compose/index.ts';
import type { Db } from '../../db/connection.ts';
import { lockManager } from '../../db/locks.ts';
import { unauthorized } from '../../http/errors.ts';
import { enqueue } from '../../jobs/queue.ts';
import { DAILY_RUN_LIMIT, dailyLimitReached, utcDayStart } from './daily-limit.ts';
import { countRunsSince, insertPendingRun } from './workflow-runs.queries.ts';

export const WORKFLOW_RUN_TASK = 'workflow.run';

/** The history line; a composer fault never blocks the run (the job reports it as FAILED). */
function summaryOf(type: WorkflowType, variables: WorkflowVariables, log: FastifyBaseLogger) {
  try {
    return summarizeRun(type, variables);
  } catch (error) {
    log.error({ err: error, type }, 'workflow run summary failed');
    return findTemplate(type)?.template.title ?? type;
  }
}

/**
 * Creates a PENDING run and its job in one transaction, within the daily limit. The
 * manager's users row is locked first (`select … for update`), so concurrent creates for one
 * manager count and insert one after the other: exactly the 20th of the day gets through.
 */
export async function createRun(
  db: Db,
  log: FastifyBaseLogger,
  userId: string,
  type: WorkflowType,
  variables: WorkflowVariables,
  now = new Date(),
): Promise<string> {
  const summary = summaryOf(type, variables, log);
  return db.transaction(async (tx) => {
    if (!(await lockManager(tx, userId))) throw unauthorized();
    const used = await countRunsSince(tx, userId, utcDayStart(now));
    if (used >= DAILY_RUN_LIMIT) throw dailyLimitReached(now);
    const runId = await insertPendingRun(tx, { userId, type, variables, summary, createdAt: now });
    if (!runId) throw new Error('The workflow run was not created.');
    await enqueue(tx, WORKFLOW_RUN_TASK, { runId }, { maxAttempts: 3 });
    return runId;
  });
}
