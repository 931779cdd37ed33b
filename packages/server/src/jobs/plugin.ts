import type { FastifyInstance } from 'fastify';
import { ImmediateJobs } from './now.ts';
import { leftAtOnceJobsDueSql } from './queue.ts';
import {
  type JobRunners,
  migrateJobs,
  recoverStaleJobs,
  startJobRunners,
  type TaskList,
} from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Job handlers by task name; modules add theirs while registering. */
    tasks: TaskList;
    /**
     * Where modules put their jobs besides the default lane, while registering: mail's
     * delivery (`mail`: its own workers), tasks that wait on a server we do not run
     * (`outbound`: its own workers), cron lines, and tasks whose jobs the process that
     * queued them does at once (`atOnce`, jobs/now.ts).
     */
    jobLanes: { mail: Set<string>; outbound: Set<string>; crontab: string[]; atOnce: Set<string> };
    /** Jobs done at once by this process, their rows waiting in case it cannot (jobs/now.ts). */
    jobsNow: ImmediateJobs;
  }
}

/**
 * The job queue on the database the database plugin opened: its tables, the task list modules
 * fill while registering, and, once they all have, the runner. Registered after the database
 * plugin, so it closes first: on close the runner stops (jobs in flight finish) before the
 * pool does.
 */
export async function jobsPlugin(app: FastifyInstance) {
  const { config, database } = app;
  await migrateJobs(database.pool, app.log);
  app.decorate('tasks', {} as TaskList);
  app.decorate('jobLanes', {
    mail: new Set<string>(),
    outbound: new Set<string>(),
    crontab: [],
    atOnce: new Set<string>(),
  });
  const jobsNow = new ImmediateJobs(database.db, app.tasks, app.log, config.jobConcurrency);
  app.decorate('jobsNow', jobsNow);

  let runner: JobRunners | undefined;
  app.addHook('onReady', async () => {
    const recovered = await recoverStaleJobs(database.pool, database.kind);
    if (recovered > 0) app.log.warn({ workers: recovered }, 'freed jobs held by workers that died');
    if (database.kind === 'pglite' && app.jobLanes.atOnce.size > 0) {
      const { rows } = await database.db.execute(leftAtOnceJobsDueSql([...app.jobLanes.atOnce]));
      if (rows.length > 0)
        app.log.warn({ jobs: rows.length }, 'jobs a process that died left to do');
    }
    // Each kind of job that waits on a server we do not run has its own workers, so a mail
    // server that accepts but never answers cannot delay an assistant reply.
    runner = await startJobRunners(database.pool, app.listener, app.tasks, app.log, {
      lanes: [
        {
          name: 'mail',
          tasks: [...app.jobLanes.mail],
          concurrency: config.outboundJobConcurrency,
        },
        {
          name: 'outbound',
          tasks: [...app.jobLanes.outbound],
          concurrency: config.outboundJobConcurrency,
        },
        {
          name: 'default',
          concurrency: config.jobConcurrency,
          crontab: app.jobLanes.crontab.join('\n'),
        },
      ],
      pollIntervalMs: config.jobPollIntervalMs,
    });
  });
  app.addHook('onClose', async () => {
    await jobsNow.close();
    await runner?.stop();
  });
}
// Decorations must reach the sibling plugins registered after this one.
Object.assign(jobsPlugin, { [Symbol.for('skip-override')]: true });
