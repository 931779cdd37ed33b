import { Worker } from 'node:worker_threads';
import type { LeaseFileText } from './lease-files.read.ts';
import { UNREADABLE_FILE } from './lease-files.read.ts';

/** The worker's module: beside this one in the sources, beside serve.js in the bundle. */
const WORKER_URL = new URL(
  `./lease-files.extract-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);

/** A 100-page text PDF (400,000 characters) reads in about 2 s here; past this, the file is hostile. */
export const EXTRACT_TIMEOUT_MS = 30_000;
/** A 10 MB file's text fits many times over; a bomb stops here instead of the server. */
const EXTRACT_MEMORY_MB = 384;
/**
 * What the process may grow by while a file is read: the thread's heap limit does not reach
 * the bytes a PDF's streams inflate into (they live outside the heap), so the process's
 * resident size is watched, and the thread stopped past this. A 100-page text PDF grows it by
 * about 130 MB here; a PDF whose one page inflates to 600 MB grew it by about 650 MB.
 */
export const EXTRACT_GROWTH_MB = 384;
/** How often the resident size is read while a file is being read. */
const WATCH_INTERVAL_MS = 50;

export const TOO_LARGE_UNPACKED = 'This file is too large to read once unpacked.';

export const TOO_SLOW =
  'Reading this file took too long. Try a smaller file, a Word file, or paste the text.';

export type ExtractOutcome =
  | ({ ok: true } & LeaseFileText)
  | {
      ok: false;
      status: 400 | 413;
      message: string;
      /** For the log: what failed inside the thread, when it was not the file's fault alone. */
      detail?: string;
    };

export interface ExtractLimits {
  timeoutMs?: number;
  /** The process's resident-size growth allowed, in MB. */
  growthMb?: number;
}

/**
 * Reads a lease file's text on a thread of its own (lease-files.extract-worker.ts), stopped
 * after 30 seconds, past a 384 MB heap, or when the process has grown by 384 MB: one file
 * can never hang or exhaust the server.
 */
export function extractLeaseFile(
  bytes: Uint8Array,
  maxCharacters: number,
  { timeoutMs = EXTRACT_TIMEOUT_MS, growthMb = EXTRACT_GROWTH_MB }: ExtractLimits = {},
): Promise<ExtractOutcome> {
  return new Promise((resolve) => {
    const base = process.memoryUsage.rss();
    const worker = new Worker(WORKER_URL, {
      workerData: { bytes, maxCharacters },
      resourceLimits: { maxOldGenerationSizeMb: EXTRACT_MEMORY_MB },
    });
    let settled = false;
    const settle = (outcome: ExtractOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      clearInterval(watch);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(
      () => settle({ ok: false, status: 413, message: TOO_SLOW }),
      timeoutMs,
    );
    const watch = setInterval(() => {
      if (process.memoryUsage.rss() - base > growthMb * 1024 * 1024) {
        settle({ ok: false, status: 413, message: TOO_LARGE_UNPACKED });
      }
    }, WATCH_INTERVAL_MS);
    worker.once('message', (outcome: ExtractOutcome) => settle(outcome));
    // Out of memory ends the thread with an error: too large once unpacked.
    worker.once('error', (error) =>
      settle(
        (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { ok: false, status: 413, message: TOO_LARGE_UNPACKED }
          : { ok: false, status: 400, message: UNREADABLE_FILE, detail: error.message },
      ),
    );
    worker.once('exit', (code) =>
      settle({ ok: false, status: 400, message: UNREADABLE_FILE, detail: `exit ${code}` }),
    );
  });
}
