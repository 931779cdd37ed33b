import type { FastifyError, FastifyInstance } from 'fastify';

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
  return `${where}${first.message ?? 'is not valid'}.`;
}

/**
 * The one error handler: 4xx carry a stable code and a human message; 5xx are logged with
 * the request id and answered with a generic message (no stack, no internals).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
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
    request.log.error({ err: error, reqId: request.id }, 'request failed');
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
