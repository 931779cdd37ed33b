import type { WorkflowVariables } from '@porchlight/contract';
import type { WorkflowType } from '@porchlight/domain';
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/connection.ts';
import { workflowRuns } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { RUN_COLUMNS, type RunRow } from './workflow-runs.mappers.ts';

/** One of the manager's runs; another manager's answers 404 like an unknown id. */
export async function findOwnRun(db: Db, userId: string, id: string): Promise<RunRow> {
  const [row] = await db
    .select(RUN_COLUMNS)
    .from(workflowRuns)
    .where(and(eq(workflowRuns.id, id), eq(workflowRuns.userId, userId)));
  if (!row) throw notFound('Workflow run');
  return row;
}

/** A page of the manager's runs, newest first, and how many there are in all. */
export async function listOwnRuns(
  db: Db,
  userId: string,
  page: { limit: number; offset: number },
): Promise<{ rows: RunRow[]; total: number }> {
  const own = eq(workflowRuns.userId, userId);
  const [rows, [counted]] = await Promise.all([
    db
      .select(RUN_COLUMNS)
      .from(workflowRuns)
      .where(own)
      .orderBy(desc(workflowRuns.createdAt), desc(workflowRuns.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(workflowRuns).where(own),
  ]);
  return { rows, total: counted?.total ?? 0 };
}

/** How many runs the manager created since `since`. */
export async function countRunsSince(tx: DbOrTx, userId: string, since: Date): Promise<number> {
  const [today] = await tx
    .select({ used: count() })
    .from(workflowRuns)
    .where(and(eq(workflowRuns.userId, userId), gte(workflowRuns.createdAt, since)));
  return today?.used ?? 0;
}

/** What a new run is made of. */
export interface NewRun {
  userId: string;
  type: WorkflowType;
  variables: WorkflowVariables;
  summary: string;
  createdAt: Date;
}

/** Creates a PENDING run; its id, or undefined when nothing was stored. */
export async function insertPendingRun(tx: DbOrTx, run: NewRun): Promise<string | undefined> {
  const [created] = await tx
    .insert(workflowRuns)
    .values({ ...run, status: 'PENDING' })
    .returning({ id: workflowRuns.id });
  return created?.id;
}

/** Marks a PENDING (or repeated RUNNING) run RUNNING; its type and variables, or undefined. */
export async function startRun(db: DbOrTx, runId: string) {
  const [run] = await db
    .update(workflowRuns)
    .set({ status: 'RUNNING', updatedAt: new Date() })
    .where(and(eq(workflowRuns.id, runId), inArray(workflowRuns.status, ['PENDING', 'RUNNING'])))
    .returning({ type: workflowRuns.type, variables: workflowRuns.variables });
  return run;
}

/** Marks a run FAILED with its error (cut to 2000 characters). */
export async function failRun(db: DbOrTx, runId: string, message: string): Promise<void> {
  await db
    .update(workflowRuns)
    .set({ status: 'FAILED', error: message.slice(0, 2000), updatedAt: new Date() })
    .where(eq(workflowRuns.id, runId));
}

/** Marks a run COMPLETED with its document and summary. */
export async function completeRun(
  db: DbOrTx,
  runId: string,
  document: { markdown: string; summary: string },
): Promise<void> {
  await db
    .update(workflowRuns)
    .set({
      status: 'COMPLETED',
      output: document.markdown,
      summary: document.summary,
      error: null,
      updatedAt: new Date(),
    })
    .where(eq(workflowRuns.id, runId));
}
