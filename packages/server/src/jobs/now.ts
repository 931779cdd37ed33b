import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/connection.ts';
import { jobDoneSql, jobsDueNowSql } from './queue.ts';
import { runTask, type TaskList } from './runner.ts';

interface Waiting {
  task: string;
  payload: unknown;
  job: string;
}

/**
 * Jobs done at once by the process that queued them, a few at a time, while their rows
 * wait (queued to run later) in case it cannot: a prospect waits for Athena's reply, and
 * going through the queue costs a wake-up, a fetch and a delete for each (two round trips
 * and a notification, on the embedded database each a turn of its one thread). The task
 * is given the job (`fallbackJob`) and may delete it in its own last write, answering
 * true; otherwise it is deleted here once the task succeeded. A task that fails, and the
 * ones still waiting when the server closes, are handed to the workers: their jobs become
 * due now and run with the queue's retries (one that met an unreachable database, once it
 * answers again). A process that dies leaves its jobs to run when due, in any process; on
 * the embedded database, which one process serves, they are due when it starts again.
 */
export class ImmediateJobs {
  private readonly waiting: Waiting[] = [];
  private readonly running = new Set<Promise<void>>();
  private closing = false;
  private readonly closed = new AbortController();
  private readonly db: Db;
  private readonly tasks: TaskList;
  private readonly log: FastifyBaseLogger;
  private readonly concurrency: number;

  constructor(db: Db, tasks: TaskList, log: FastifyBaseLogger, concurrency: number) {
    this.db = db;
    this.tasks = tasks;
    this.log = log;
    this.concurrency = concurrency;
  }

  /** Whether any job is being done, or waits to be done, at once in this process. */
  get busy(): boolean {
    return this.running.size > 0 || this.waiting.length > 0;
  }

  /** Does the work of `job` (a job of `task` waiting for later) as soon as a place is free. */
  run(task: string, payload: unknown, job: string): void {
    if (this.closing) {
      void this.handOver(task, [job]);
      return;
    }
    this.waiting.push({ task, payload, job });
    this.next();
  }

  private next(): void {
    while (this.running.size < this.concurrency && this.waiting.length > 0) {
      const work = this.waiting.shift() as Waiting;
      const done: Promise<void> = this.work(work).finally(() => {
        this.running.delete(done);
        this.next();
      });
      this.running.add(done);
    }
  }

  private async work({ task, payload, job }: Waiting): Promise<void> {
    const handler = this.tasks[task];
    try {
      if (!handler) throw new Error(`No task ${task}.`);
      let deleted: unknown;
      // A task that failed on an unreachable database is handed over once it answers again
      // (the hand-over is a write too), or when the server closes.
      await runTask(
        async () => {
          deleted = await handler(payload, { attempts: 1, fallbackJob: job });
        },
        payload,
        1,
        () => this.db.execute(sql`select 1`),
        this.closed.signal,
      );
      if (deleted !== true) await this.db.execute(jobDoneSql(job));
    } catch (error) {
      this.log.warn({ err: error, task, job }, 'a job done at once failed; the workers retry it');
      await this.handOver(task, [job]);
    }
  }

  /** Makes jobs due now for the workers (when this fails too, they run when due). */
  private async handOver(task: string, jobs: string[]): Promise<void> {
    await this.db.execute(jobsDueNowSql(jobs, task)).catch((error: unknown) => {
      this.log.warn({ err: error, task, jobs }, 'jobs left to run when due');
    });
  }

  /** Hands what waits to the workers and lets what runs finish. */
  async close(): Promise<void> {
    this.closing = true;
    this.closed.abort();
    const left = this.waiting.splice(0);
    for (const task of new Set(left.map((work) => work.task))) {
      await this.handOver(
        task,
        left.filter((work) => work.task === task).map((work) => work.job),
      );
    }
    await Promise.allSettled([...this.running]);
  }
}
