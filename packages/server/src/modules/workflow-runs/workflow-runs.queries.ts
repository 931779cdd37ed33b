import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
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
