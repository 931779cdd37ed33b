import { timingSafeEqual } from 'node:crypto';
import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { notFound, unauthorized } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { recordCallReport } from './calls.queries.ts';
import { createPlaceCallTask, PLACE_CALL_TASK } from './vapi.ts';

const sameSecret = (given: unknown, expected: string) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const instant = (value: string | undefined) => {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

const webUrl = (value: string | undefined) => {
  if (!value) return null;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) ? value : null;
  } catch {
    return null;
  }
};

/**
 * Vapi: the job that places requested calls, and the server URL whose end-of-call report
 * fills a call's startedAt, endedAt and recordingUrl. Both exist only with VAPI_API_KEY;
 * the webhook also needs VAPI_WEBHOOK_SECRET, which Vapi sends back as X-Vapi-Secret.
 */
export async function vapiRoutes(app: FastifyInstance): Promise<void> {
  const vapi = app.config.vapi;
  if (vapi) app.tasks[PLACE_CALL_TASK] = createPlaceCallTask(app, vapi);
  // Vapi's API, a server we do not run, must not hold up Athena's replies: the outbound lane.
  app.jobLanes.outbound.add(PLACE_CALL_TASK);

  route(
    app,
    endpoints.vapiWebhook,
  )(async ({ body, request }) => {
    const secret = vapi?.webhookSecret;
    if (!secret) throw notFound('Route');
    if (!sameSecret(request.headers['x-vapi-secret'], secret))
      throw unauthorized('Bad Vapi secret.');
    const { message } = body;
    if (message.type !== 'end-of-call-report') return { status: 200, body: { ok: true } };
    const vapiCallId = message.call?.id;
    const phoneCallId = message.call?.metadata?.phoneCallId;
    if (!vapiCallId) return { status: 200, body: { ok: true } };
    await recordCallReport(app.db, {
      vapiCallId,
      phoneCallId: typeof phoneCallId === 'string' ? phoneCallId : null,
      startedAt: instant(message.startedAt),
      endedAt: instant(message.endedAt),
      recordingUrl: webUrl(message.recordingUrl ?? message.artifact?.recordingUrl),
    });
    return { status: 200, body: { ok: true } };
  });
}
