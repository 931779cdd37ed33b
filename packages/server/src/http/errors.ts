import { hasLineBreak } from '@porchlight/domain';
import type { FastifyBaseLogger, FastifyError, FastifyInstance } from 'fastify';
import { databaseBusy, databaseUnavailable, type UnavailableCause } from '../db/unavailable.ts';

/** An error the caller can act on: it becomes `{ error: { code, message, field? } }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, field?: string) =>
  new HttpError(400, 'VALIDATION', message, field);
export const unauthorized = (message = 'Please sign in again.') =>
  new HttpError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You do not have access to this.') =>
  new HttpError(403, 'FORBIDDEN', message);
/** Also used for another account's records, so that their existence is not revealed. */
export const notFound = (what = 'Resource') =>
  new HttpError(404, 'NOT_FOUND', `${what} not found.`);
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message);
export const paymentRequired = (message: string) =>
  new HttpError(402, 'SUBSCRIPTION_REQUIRED', message);
export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'RATE_LIMITED',
    `Too many requests. Please try again in ${retryAfterSeconds} seconds.`,
    undefined,
    { 'retry-after': String(retryAfterSeconds) },
  );

/** How long a client should wait before trying again while the database is unreachable. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The answer while the database cannot be reached: the client may simply try again. */
export const unavailable = () =>
  new HttpError(
    503,
    'UNAVAILABLE',
    'We cannot reach our records right now. Please try again in a few seconds.',
    undefined,
    { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_SECONDS) },
  );

/** How long a client should wait before trying again while every connection is in use. */
export const BUSY_RETRY_AFTER_SECONDS = 2;

/**
 * The answer when the database is reachable but saturated (no free connection within the
 * acquire timeout, or a statement past its timeout): distinct from "unreachable".
 */
export const busy = () =>
  new HttpError(503, 'BUSY', 'We are busy right now. Please try again in a moment.', undefined, {
    'retry-after': String(BUSY_RETRY_AFTER_SECONDS),
  });

/** An outage fails every request: one warning per interval, counting the rest. */
const OUTAGE_LOG_INTERVAL_MS = 10_000;
let outageLoggedAt = 0;
let outageQuiet = 0;

function logOutage(log: FastifyBaseLogger, cause: UnavailableCause): void {
  const now = Date.now();
  if (now - outageLoggedAt < OUTAGE_LOG_INTERVAL_MS) {
    outageQuiet += 1;
    log.debug({ cause }, 'database unreachable; answered 503');
    return;
  }
  // The cause's code and message only: the wrapping error quotes the query's values.
  log.warn({ cause, alsoAnswered503: outageQuiet }, 'database unreachable; answering 503');
  outageLoggedAt = now;
  outageQuiet = 0;
}

const STATUS_CODES: Record<number, string> = {
  400: 'VALIDATION',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
};

/**
 * An error as the log may keep it: a failed query's message quotes its parameters (e-mails,
 * names, message text), so everything from 'params:' on is cut, in the cause too.
 */
export function loggable(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: 'non-error thrown' };
  const scrub = (text: string | undefined) => text?.replace(/\n?params:[\s\S]*$/m, '');
  const cause = error.cause instanceof Error ? loggable(error.cause) : undefined;
  return {
    type: error.name,
    message: scrub(error.message),
    code: (error as { code?: unknown }).code,
    // The stack's frames only: its first lines repeat the message.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.startsWith('    at '))
      .join('\n'),
    ...(cause ? { cause } : {}),
  };
}

/** Names the field a schema validation failure is about, e.g. body.email → 'email'. */
function validationField(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing = (first.params as { missingProperty?: string; additionalProperty?: string })
    ?.missingProperty;
  const extra = (first.params as { additionalProperty?: string })?.additionalProperty;
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return missing ?? extra ?? (path || undefined);
}

function validationMessage(error: FastifyError, field: string | undefined): string {
  const first = error.validation?.[0];
  if (!first) return 'The request is not valid.';
  if (first.keyword === 'required') return `${field} is required.`;
  if (first.keyword === 'additionalProperties') return `${field} is not a known field.`;
  const where = field ? `${field} ` : `${error.validationContext ?? 'request'} `;
  // A pattern's own text ('must match pattern "^[^\n…]*$"') tells a person nothing: the
  // contract's one-line fields (SingleLine) refuse line breaks and blanks, so say that.
  // The value comes with the error: the validator is verbose (validation.ts).
  const value = (first as { data?: unknown }).data;
  if (first.keyword === 'pattern' && typeof value === 'string') {
    if (hasLineBreak(value)) return `${where}must be on one line.`;
    if (value.trim() === '') return `${where}must not be blank.`;
  }
  return `${where}${first.message ?? 'is not valid'}.`;
}

/**
 * The one error handler: 4xx carry a stable code and a human message; an unreachable
 * database is a 503 with Retry-After (the client tries again, the process stays up and
 * recovers by itself); other 5xx are logged with the request id and answered with a
 * generic message (no stack, no internals).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((thrown: FastifyError | HttpError, request, reply) => {
    // Fastify's own errors (a client that went away, a bad body) carry a status already.
    const ours = thrown instanceof HttpError || thrown.statusCode !== undefined;
    const cause = ours ? null : databaseUnavailable(thrown);
    if (cause) logOutage(request.log, cause);
    const saturated = !ours && !cause && databaseBusy(thrown);
    if (saturated) request.log.warn('database busy; answered 503');
    const error = cause ? unavailable() : saturated ? busy() : thrown;
    if (error instanceof HttpError) {
      if (error.headers) reply.headers(error.headers);
      return reply.status(error.statusCode).send({
        error: {
          code: error.code,
          message: error.message,
          ...(error.field ? { field: error.field } : {}),
        },
      });
    }
    if (error.validation) {
      const field = validationField(error);
      return reply.status(400).send({
        error: {
          code: 'VALIDATION',
          message: validationMessage(error, field),
          ...(field ? { field } : {}),
        },
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        error: { code: STATUS_CODES[status] ?? 'BAD_REQUEST', message: error.message },
      });
    }
    request.log.error({ err: loggable(error), reqId: request.id }, 'request failed');
    return reply.status(Math.max(status, 500)).send({
      error: {
        code: 'INTERNAL',
        message: `Something went wrong on our side. Please try again (request ${request.id}).`,
      },
    });
  });
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      error: {
        code: 'NOT_FOUND',
        message: `No route ${request.method} ${request.url.split('?')[0]}.`,
      },
    }),
  );
}
