import { Worker } from 'node:worker_threads';
import type { LeaseFileText } from './lease-files.read.ts';
import { UNREADABLE_FILE } from './lease-files.read.ts';

/** The worker's module: beside this one in the sources, beside main.js in the bundle. */
const WORKER_URL = new URL(
  `./lease-files.extract-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);

/** A 100-page text PDF (400,000 characters) reads in about 2 s here; past this, the file is hostile. */
export const EXTRACT_TIMEOUT_MS = 30_000;
/** A 10 MB file's text fits many times over; a bomb stops here instead of the server. */
const EXTRACT_MEMORY_MB = 384;

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

/**
 * Reads a lease file's text on a thread of its own (lease-files.extract-worker.ts), stopped
 * after `timeoutMs` or 384 MB: one file can never hang or exhaust the server.
 */
export function extractLeaseFile(
  bytes: Uint8Array,
  maxCharacters: number,
  timeoutMs = EXTRACT_TIMEOUT_MS,
): Promise<ExtractOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { bytes, maxCharacters },
      resourceLimits: { maxOldGenerationSizeMb: EXTRACT_MEMORY_MB },
    });
    let settled = false;
    const settle = (outcome: ExtractOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(
      () => settle({ ok: false, status: 413, message: TOO_SLOW }),
      timeoutMs,
    );
    worker.once('message', (outcome: ExtractOutcome) => settle(outcome));
    // Out of memory ends the thread with an error: too large once unpacked.
    worker.once('error', (error) =>
      settle(
        (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY'
          ? { ok: false, status: 413, message: 'This file is too large to read once unpacked.' }
          : { ok: false, status: 400, message: UNREADABLE_FILE, detail: error.message },
      ),
    );
    worker.once('exit', (code) =>
      settle({ ok: false, status: 400, message: UNREADABLE_FILE, detail: `exit ${code}` }),
    );
  });
}
