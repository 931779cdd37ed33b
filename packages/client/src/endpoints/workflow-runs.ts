import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** Starts a writing-assistant run (type, variables): 201 returns id to poll; 429 (code DAILY_LIMIT) after 20 a day. */
export const createWorkflowRun = /* @__PURE__ */ define<Endpoints['createWorkflowRun']>(
  'POST',
  '/api/v1/workflow-runs',
  ['manager'],
);

/** One writing-assistant run, polled until output is set or status is FAILED: 200. */
export const getWorkflowRun = /* @__PURE__ */ define<Endpoints['getWorkflowRun']>(
  'GET',
  '/api/v1/workflow-runs/{id}',
  ['manager'],
);

/** The run history, query limit and offset: 200 gives workflowRuns and totalCount. */
export const listWorkflowRuns = /* @__PURE__ */ define<Endpoints['listWorkflowRuns']>(
  'GET',
  '/api/v1/workflow-runs',
  ['manager'],
);
