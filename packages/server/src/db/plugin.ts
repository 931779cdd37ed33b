import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { secureDataDir } from '../data-dir.ts';
import { ImmediateJobs } from '../jobs/now.ts';
import { leftAtOnceJobsDueSql } from '../jobs/queue.ts';
import {
  type JobRunners,
  migrateJobs,
  recoverStaleJobs,
  startJobRunners,
  type TaskList,
} from '../jobs/runner.ts';
import { SEND_MAIL_TASK } from '../mail/outbox.ts';
import { type Database, type Db, openDatabase } from './connection.ts';
import { DatabaseListener } from './listener.ts';
import { runMigrations } from './migrate.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    /** Job handlers by task name; modules add theirs while registering. */
    tasks: TaskList;
    /**
     * Where modules put their jobs besides the default lane, while registering: tasks that
     * wait on a server we do not run (`outbound`: its own workers), cron lines, and tasks
     * whose jobs the process that queued them does at once (`atOnce`, jobs/now.ts).
     */
    jobLanes: { outbound: Set<string>; crontab: string[]; atOnce: Set<string> };
    /** Jobs done at once by this process, their rows waiting in case it cannot (jobs/now.ts). */
    jobsNow: ImmediateJobs;
    /** The database's notifications, one LISTEN for the whole process (db/listener.ts). */
    listener: DatabaseListener;
  }
}

export interface DatabasePluginOptions {
  config: Config;
  /** An already open database (tests pass one); otherwise it is opened from the config. */
  database?: Database | undefined;
}

/**
 * Opens and migrates the database, then, once every module has registered its tasks, starts
 * the job runner. On close the runner stops first (jobs in flight finish), then the pool.
 */
export async function databasePlugin(app: FastifyInstance, options: DatabasePluginOptions) {
  const { config } = options;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      poolSize: config.dbPoolSize,
      acquireTimeoutMs: config.dbAcquireTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      idleInTransactionTimeoutMs: config.dbIdleInTransactionTimeoutMs,
      onEmbeddedCrash: (error) =>
        app.log.error({ err: error }, 'the embedded database stopped; starting it again'),
    }));
  await runMigrations(database.pool);
  await migrateJobs(database.pool, app.log);
  // After the engine has created its files: the secret and the data are the user's alone.
  const unfixed = secureDataDir(config.dataDir);
  if (unfixed.length > 0) {
    app.log.warn(
      { dataDir: config.dataDir, paths: unfixed.slice(0, 5), count: unfixed.length },
      'DATA_DIR is not private: these paths could not be made 0700/0600 (check their owner)',
    );
  }
  app.decorate('database', database);
  app.decorate('db', database.db);
  const listener = new DatabaseListener(database, app.log);
  await listener.start();
  app.decorate('listener', listener);
  app.decorate('tasks', {} as TaskList);
  app.decorate('jobLanes', { outbound: new Set<string>(), crontab: [], atOnce: new Set<string>() });
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
    runner = await startJobRunners(database.pool, listener, app.tasks, app.log, {
      lanes: [
        {
          name: 'mail',
          tasks: [SEND_MAIL_TASK],
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
    await listener.close();
    if (!options.database) await database.close();
  });
}
// Decorations must reach the sibling plugins registered after this one.
Object.assign(databasePlugin, { [Symbol.for('skip-override')]: true });
