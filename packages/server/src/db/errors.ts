/**
 * Whether a failed write broke a unique index (PostgreSQL's 23505), and that one when a name
 * is given. Drizzle wraps the driver's error: its causes are walked.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    const { code, constraint: broken } = cause as { code?: unknown; constraint?: unknown };
    if (code === '23505') {
      return constraint === undefined || broken === undefined || broken === constraint;
    }
  }
  return false;
}
