import { WORKFLOW_RUN_STATUSES, WORKFLOW_TYPES } from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { DateTime, Enum, Id, Nullable } from './common.ts';

export const WorkflowTypeSchema = Enum(WORKFLOW_TYPES);

/** A template field id: camelCase, as the template catalogue writes them. */
const FIELD_ID = '^[A-Za-z][A-Za-z0-9_]{0,63}$';

/**
 * Form values by field id. A number field is a number, a checkbox a boolean, the rest
 * text (dates and times as typed); empty values are omitted by the client. The largest
 * template has 13 fields plus textLength and medium, so 40 leaves ample room.
 */
export const WorkflowVariablesSchema = Type.Record(
  Type.String({ pattern: FIELD_ID }),
  Type.Union([
    Type.String({ maxLength: 10000 }),
    // Money may be negative (a net cash flow); the bounds only refuse absurd magnitudes.
    Type.Number({ minimum: -1e12, maximum: 1e12 }),
    Type.Boolean(),
  ]),
  { additionalProperties: false, maxProperties: 40 },
);
export type WorkflowVariables = Static<typeof WorkflowVariablesSchema>;

export const CreateWorkflowRunSchema = Type.Object(
  { type: WorkflowTypeSchema, variables: WorkflowVariablesSchema },
  { additionalProperties: false },
);
export type CreateWorkflowRun = Static<typeof CreateWorkflowRunSchema>;

export const WorkflowRunSchema = Type.Object({
  id: Id,
  type: WorkflowTypeSchema,
  status: Enum(WORKFLOW_RUN_STATUSES),
  variables: WorkflowVariablesSchema,
  /** Markdown; null until the run completes. */
  output: Nullable(Type.String()),
  /** One line for the history table, composed when the run is created. */
  summary: Type.String(),
  createdAt: DateTime,
});
export type WorkflowRun = Static<typeof WorkflowRunSchema>;

export const ListWorkflowRunsQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});
export type ListWorkflowRunsQuery = Static<typeof ListWorkflowRunsQuerySchema>;

/** One page of runs, newest first, with the total for 'Page X of Y'. */
export const WorkflowRunPageSchema = Type.Object({
  workflowRuns: Type.Array(WorkflowRunSchema),
  totalCount: Type.Integer({ minimum: 0 }),
});
export type WorkflowRunPage = Static<typeof WorkflowRunPageSchema>;
