import { INVALID_PHONE_MESSAGE } from '@porchlight/domain';
import type { FastifySchemaValidationError } from 'fastify';
import { badRequest } from '../../http/errors.ts';

/**
 * Schema error formatter for a plugin whose bodies carry a `phone`: the contract's pattern
 * refuses a bad phone before any handler runs, and the caller should then read the spec's
 * sentence rather than the pattern. Any other failure is worded by the app's error handler
 * from `error.validation`, as everywhere else.
 */
export function phoneErrorFormatter(
  errors: FastifySchemaValidationError[],
  dataVar: string,
): Error {
  if (dataVar === 'body' && errors[0]?.instancePath === '/phone') {
    return badRequest(INVALID_PHONE_MESSAGE, 'phone');
  }
  return new Error(`The ${dataVar} is not valid.`);
}
