const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is a UUID, the shape of every id column: checked before a value from
 * outside (a URL, a token, a cursor, a provider's metadata) reaches a query, where
 * PostgreSQL would refuse it with an error rather than find nothing.
 */
export const isUuid = (value: unknown): value is string =>
  typeof value === 'string' && UUID.test(value);
