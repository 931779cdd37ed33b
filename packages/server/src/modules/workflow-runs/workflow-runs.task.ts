import type { WorkflowType } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import {
  builtInWriter,
  type ComposedDocument,
  type WriteRequest,
  type WriterProvider,
} from '../../ai/compose/index.ts';
import { completeRun, failRun, startRun } from './workflow-runs.queries.ts';

/** The configured writer, and the built-in composer when that writer fails. */
async function write(
  app: FastifyInstance,
  writer: WriterProvider,
  request: WriteRequest,
): Promise<ComposedDocument> {
  if (writer === builtInWriter) return writer.write(request);
  try {
    return await writer.write(request);
  } catch (error) {
    app.log.warn(
      { err: error, writer: writer.name },
      'writer failed; the built-in composer writes',
    );
    return builtInWriter.write(request);
  }
}

/**
 * The job of one writing-assistant run: PENDING → RUNNING → COMPLETED with the document and
 * its summary. Any failure marks it FAILED; the error stays in the row and the log, and the
 * manager sees only the status. A run already finished is left alone (the job may repeat).
 */
export function createWorkflowRunTask(app: FastifyInstance, writer: WriterProvider) {
  return async (payload: unknown): Promise<void> => {
    const runId = (payload as { runId?: unknown } | null)?.runId;
    if (typeof runId !== 'string') return;
    const run = await startRun(app.db, runId);
    if (!run) return;

    let document: ComposedDocument;
    try {
      document = await write(app, writer, {
        type: run.type as WorkflowType,
        variables: run.variables,
        now: new Date(),
      });
    } catch (error) {
      app.log.error({ err: error, runId }, 'workflow run failed');
      const message = error instanceof Error ? error.message : String(error);
      await failRun(app.db, runId, message);
      return;
    }
    await completeRun(app.db, runId, document);
  };
}
