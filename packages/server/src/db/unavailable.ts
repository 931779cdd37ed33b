/**
 * Errors that mean the database cannot be reached right now (stopped, restarting, or the
 * network to it failed), as opposed to a query that is wrong: a request that meets one is
 * answered 503 with Retry-After, and a job waits for the database before it gives up.
 */
const UNAVAILABLE_CODES = new Set([
  // Sockets: nothing listens, the peer went away, or the network is down.
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // SQLSTATE class 08, connection exceptions.
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  // too_many_connections, and the server shutting down, crashing or starting up.
  '53300',
  '57P01',
  '57P02',
  '57P03',
]);

/** pg's own errors carry no code; these are their messages. */
const UNAVAILABLE_MESSAGES = [
  // A connection that dropped (also "…due to connection timeout").
  'Connection terminated',
  // A client whose connection already failed, used again (a transaction's ROLLBACK).
  'is not queryable',
  // The process is shutting down and has closed its pool.
  'Cannot use a pool after calling end on the pool',
];

export interface UnavailableCause {
  code: string | undefined;
  message: string;
}

/**
 * The cause when `error` means the database is unreachable, else null. Drizzle wraps the
 * driver's error (its message holds the query and its parameters, so only the cause found
 * here is fit for a log); Node reports a refused connection to several addresses as an
 * AggregateError.
 */
export function databaseUnavailable(error: unknown, depth = 0): UnavailableCause | null {
  if (!(error instanceof Error) || depth > 5) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) {
    return { code, message: error.message };
  }
  // Only the driver's own errors, never a wrapper whose message quotes a query's values.
  const own = code === undefined && error.cause === undefined;
  if (own && UNAVAILABLE_MESSAGES.some((text) => error.message.includes(text))) {
    return { code: undefined, message: error.message };
  }
  if (error instanceof AggregateError) {
    for (const inner of error.errors) {
      const found = databaseUnavailable(inner, depth + 1);
      if (found) return found;
    }
  }
  return databaseUnavailable(error.cause, depth + 1);
}

/** pg-pool's error for a request that waited its whole acquire timeout for a free connection. */
const POOL_EXHAUSTED = 'timeout exceeded when trying to connect';
/** SQLSTATE query_canceled: statement_timeout ended the statement. */
const STATEMENT_TIMEOUT = '57014';

/**
 * True when `error` means the database is reachable but too busy for this request: every
 * pooled connection stayed in use for the whole acquire timeout, or a statement ran past
 * statement_timeout. The client may try again shortly (503 "busy", not "unreachable").
 */
export function databaseBusy(error: unknown, depth = 0): boolean {
  if (!(error instanceof Error) || depth > 5) return false;
  const code = (error as { code?: unknown }).code;
  if (code === STATEMENT_TIMEOUT) return true;
  if (code === undefined && error.cause === undefined && error.message === POOL_EXHAUSTED)
    return true;
  return databaseBusy(error.cause, depth + 1);
}
