import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { unavailable } from '../../http/errors.ts';
import { route } from '../../http/route.ts';

/** A database that cannot answer `select 1` in this long cannot serve requests either. */
const CHECK_TIMEOUT_MS = 3_000;

/**
 * GET /api/health: 200 while the process serves requests and reaches its database, 503
 * (Retry-After) while the database cannot be reached, so that a load balancer or
 * orchestrator sees the outage. The process itself stays up and recovers on its own when
 * the database is back: use it as a readiness check, not as a reason to restart.
 * Concurrent polls share one check, so polling costs the database one tiny query at a time.
 */
export async function healthRoutes(app: FastifyInstance) {
  let inFlight: Promise<void> | null = null;

  const check = async (): Promise<void> => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(unavailable()), CHECK_TIMEOUT_MS);
    });
    try {
      // An unreachable database's error becomes the 503 in the error handler (http/errors.ts).
      await Promise.race([app.database.pool.query('select 1'), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  route(
    app,
    endpoints.health,
  )(async () => {
    inFlight ??= check().finally(() => {
      inFlight = null;
    });
    await inFlight;
    return { status: 200, body: { status: 'ok' } };
  });

  route(app, endpoints.healthLive)(async () => ({ status: 200, body: { status: 'ok' } }));
}
