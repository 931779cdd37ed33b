import type { FastifyInstance } from 'fastify';
import { builtInAssistant } from '../../ai/athena/built-in.ts';
import { openAiAssistant } from '../../ai/athena/openai.ts';
import { checkAssistantReply } from '../../ai/guardrails/index.ts';
import { warmUpReading } from '../../ai/reading/index.ts';
import { ASSISTANT_REPLY_TASK } from '../conversations/index.ts';
import { RESIDENT_REPLY_TASK } from '../resident/index.ts';
import { createReplyTask } from './reply.task.ts';
import { createResidentReplyTask } from './resident.task.ts';

/**
 * Athena: an OpenAI-compatible model when OPENAI_* are set (falling back to the built-in
 * assistant on any failure), else the built-in assistant alone.
 */
export async function athenaPlugin(app: FastifyInstance): Promise<void> {
  const { openai } = app.config;
  const provider = openai
    ? openAiAssistant(
        { ...openai, timeoutMs: app.config.assistantTimeoutMs },
        (text: string) => checkAssistantReply(text).ok,
      )
    : builtInAssistant;
  app.tasks[ASSISTANT_REPLY_TASK] = createReplyTask(app, provider);
  // A prospect's turn is given at once by the process that stored the message (jobs/now.ts).
  app.jobLanes.atOnce.add(ASSISTANT_REPLY_TASK);
  app.tasks[RESIDENT_REPLY_TASK] = createResidentReplyTask(app, provider);
  // The trained reader and its word vectors (~170 ms, once per process) load as the server
  // starts, so that no prospect's first reply waits for them.
  app.addHook('onReady', async () => warmUpReading());
}
