import { rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import type { PgliteWorkerData } from './pglite-worker.ts';

/** The worker's module: beside this one in the sources, beside serve.js in the bundle. */
const WORKER_URL = new URL(
  `./pglite-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);

/** How long a restart waits after the database thread failed to start again, at most. */
const MAX_RESTART_DELAY_MS = 5_000;

export interface EmbeddedDatabase {
  /** Stops serving and closes the database cleanly; the thread ends. */
  stop(): Promise<void>;
  /** The thread serving now (tests end it to play an engine that aborted). */
  readonly thread: Worker;
}

export interface EmbeddedOptions extends PgliteWorkerData {
  /**
   * Told when the database thread ended unexpectedly (the engine aborted); it is started
   * again on the same data, which PostgreSQL recovers as after a crash. Until then, queries
   * fail as when a PostgreSQL server is unreachable.
   */
  onCrash?: (error: Error) => void;
}

/** Starts one database thread and resolves once its socket listens. */
function startWorker(data: PgliteWorkerData): Promise<Worker> {
  // A thread that died leaves its socket file; the new one listens on the same path.
  rmSync(data.socketPath, { force: true });
  const worker = new Worker(WORKER_URL, { workerData: data });
  return new Promise((resolve, reject) => {
    const failed = (error: Error) => {
      worker.off('exit', exited);
      void worker.terminate();
      reject(error);
    };
    const exited = (code: number) => {
      worker.off('error', failed);
      reject(new Error(`The embedded database stopped while starting (exit code ${code}).`));
    };
    worker.once('error', failed);
    worker.once('exit', exited);
    worker.once('message', () => {
      worker.off('error', failed);
      worker.off('exit', exited);
      resolve(worker);
    });
  });
}

/**
 * Runs the embedded PGlite on a thread of its own (pglite-worker.ts), served on a Unix
 * socket that the pool connects to as to any PostgreSQL server.
 */
export async function startEmbedded(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const data = { dataDir: options.dataDir, socketPath: options.socketPath };
  let worker = await startWorker(data);
  let stopping = false;

  const supervise = (current: Worker) => {
    let failure: Error | undefined;
    current.on('error', (error) => {
      failure = error;
    });
    current.once('exit', async (code) => {
      if (stopping) return;
      options.onCrash?.(failure ?? new Error(`The embedded database stopped (exit code ${code}).`));
      for (let delay = 100; !stopping; delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS)) {
        try {
          worker = await startWorker(data);
          if (stopping) await stopWorker(worker);
          else supervise(worker);
          return;
        } catch (error) {
          options.onCrash?.(error as Error);
          await sleep(delay);
        }
      }
    });
  };
  supervise(worker);

  return {
    async stop() {
      stopping = true;
      await stopWorker(worker);
    },
    get thread() {
      return worker;
    },
  };
}

/** Asks the thread to close the database, and waits for it to end. */
async function stopWorker(worker: Worker): Promise<void> {
  if (worker.threadId === -1) return;
  const ended = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.postMessage({ type: 'close' });
  await ended;
}
