import { ApiErrorSchema, endpoint } from '../define.ts';
import { Created, IdParams } from '../schemas/common.ts';
import {
  CreateWorkflowRunSchema,
  ListWorkflowRunsQuerySchema,
  WorkflowRunPageSchema,
  WorkflowRunSchema,
} from '../schemas/workflow-run.ts';

export const createWorkflowRun = endpoint({
  method: 'POST',
  path: '/api/v1/workflow-runs',
  auth: ['manager'],
  summary:
    'Starts a writing-assistant run; poll getWorkflowRun for its output. 429 with code DAILY_LIMIT after 20 runs in the calendar day (the server enforces what the browser counts).',
  body: CreateWorkflowRunSchema,
  responses: { 201: Created, 429: ApiErrorSchema },
});

export const getWorkflowRun = endpoint({
  method: 'GET',
  path: '/api/v1/workflow-runs/{id}',
  auth: ['manager'],
  summary: "One of the manager's runs: polled until output is set or status is FAILED.",
  params: IdParams,
  responses: { 200: WorkflowRunSchema },
});

export const listWorkflowRuns = endpoint({
  method: 'GET',
  path: '/api/v1/workflow-runs',
  auth: ['manager'],
  summary: "A page of the manager's runs, newest first, with the total count.",
  query: ListWorkflowRunsQuerySchema,
  responses: { 200: WorkflowRunPageSchema },
});
