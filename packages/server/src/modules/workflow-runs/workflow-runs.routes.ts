import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { builtInWriter, modelWriter } from '../../ai/compose/index.ts';
import { route } from '../../http/route.ts';
import { toWorkflowRun } from './workflow-runs.mappers.ts';
import { findOwnRun, listOwnRuns } from './workflow-runs.queries.ts';
import { createRun, WORKFLOW_RUN_TASK } from './workflow-runs.service.ts';
import { createWorkflowRunTask } from './workflow-runs.task.ts';
import { checkVariables } from './workflow-runs.validation.ts';

/**
 * The writing assistant: a run is created PENDING (201 with its id) and a job writes its
 * document; the dashboard polls the run until it has an output or is FAILED.
 */
export async function workflowRunRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  // A model-backed WriterProvider slots in here once configured (docs/architecture.md).
  const { openai, assistantTimeoutMs } = app.config;
  const writer = openai ? modelWriter({ ...openai, timeoutMs: assistantTimeoutMs }) : builtInWriter;
  app.tasks[WORKFLOW_RUN_TASK] = createWorkflowRunTask(app, writer);

  route(
    app,
    endpoints.createWorkflowRun,
  )(async ({ body, session, request }) => {
    checkVariables(body.type, body.variables);
    const id = await createRun(db, request.log, session.subject, body.type, body.variables);
    return { status: 201, body: { id } };
  });

  route(
    app,
    endpoints.getWorkflowRun,
  )(async ({ params, session }) => {
    const run = await findOwnRun(db, session.subject, params.id);
    return { status: 200, body: toWorkflowRun(run) };
  });

  route(
    app,
    endpoints.listWorkflowRuns,
  )(async ({ query, session }) => {
    const { rows, total } = await listOwnRuns(db, session.subject, {
      limit: query.limit ?? 10,
      offset: query.offset ?? 0,
    });
    return { status: 200, body: { workflowRuns: rows.map(toWorkflowRun), totalCount: total } };
  });
}
