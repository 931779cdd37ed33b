import type { WorkflowRun } from '@porchlight/contract';
import type { WorkflowRunStatus, WorkflowType } from '@porchlight/domain';
import { workflowRuns } from '../../db/schema/index.ts';

/** The columns a manager may see: never user_id, never the server-side error. */
export const RUN_COLUMNS = {
  id: workflowRuns.id,
  type: workflowRuns.type,
  status: workflowRuns.status,
  variables: workflowRuns.variables,
  output: workflowRuns.output,
  summary: workflowRuns.summary,
  createdAt: workflowRuns.createdAt,
};

export interface RunRow {
  id: string;
  type: string;
  status: string;
  variables: Record<string, string | number | boolean>;
  output: string | null;
  summary: string | null;
  createdAt: Date;
}

export function toWorkflowRun(row: RunRow): WorkflowRun {
  return {
    id: row.id,
    // Written only by createWorkflowRun and the run job, which keep to these values.
    type: row.type as WorkflowType,
    status: row.status as WorkflowRunStatus,
    variables: row.variables,
    output: row.output,
    summary: row.summary ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}
