import type { FastifyInstance } from 'fastify';
import { sweep } from './housekeeping.queries.ts';

export const HOUSEKEEPING_TASK = 'housekeeping';

/**
 * When housekeeping runs: at minute 17 of every hour (graphile-worker's cron: once per
 * tick whatever the number of processes; a tick missed while the server was down is not
 * run again, the next one catches up).
 */
export const HOUSEKEEPING_CRONTAB = `17 * * * * ${HOUSEKEEPING_TASK}`;

/** Deletes what is past its retention (housekeeping.queries.ts) and logs what it did. */
export function createHousekeepingTask(app: FastifyInstance) {
  return async (): Promise<void> => {
    const removed = await sweep(app.db, app.config.retention);
    app.log.info({ removed }, 'housekeeping');
  };
}

/** Registers the task and its schedule (the job runner of jobs/plugin.ts runs it). */
export async function housekeepingRoutes(app: FastifyInstance): Promise<void> {
  app.tasks[HOUSEKEEPING_TASK] = createHousekeepingTask(app);
  app.jobLanes.crontab.push(HOUSEKEEPING_CRONTAB);
}
