import { Worker } from 'node:worker_threads';
import type { ReadOptions } from './sources.ics.ts';

/** The worker's module: beside this one in the sources, beside serve.js in the bundle. */
const WORKER_URL = new URL(
  `./sources.parse-worker.${import.meta.url.endsWith('.ts') ? 'ts' : 'js'}`,
  import.meta.url,
);

/** Reading one calendar takes well under a second; past this, it is looping. */
const PARSE_TIMEOUT_MS = 10_000;
/** A 5 MB calendar parses in well under this; a hostile one stops here instead of the server. */
const PARSE_MEMORY_MB = 256;

export type ParseOutcome =
  | { ok: true; busy: Float64Array; notes: string[] }
  | { ok: false; kind: 'not-a-calendar' | 'too-many' | 'unreadable' | 'too-slow'; message: string };

/**
 * Reads a calendar's busy times on a thread of its own (sources.parse-worker.ts), stopped
 * after 10 seconds or 256 MB: one calendar can never hang or exhaust the server.
 */
export function parseCalendar(text: string, options: ReadOptions): Promise<ParseOutcome> {
  return new Promise((resolve) => {
    const worker = new Worker(WORKER_URL, {
      workerData: { text, options },
      resourceLimits: { maxOldGenerationSizeMb: PARSE_MEMORY_MB },
    });
    let settled = false;
    const settle = (outcome: ParseOutcome) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(
      () => settle({ ok: false, kind: 'too-slow', message: 'reading took too long' }),
      PARSE_TIMEOUT_MS,
    );
    worker.once('message', (outcome: ParseOutcome) => settle(outcome));
    worker.once('error', (error) =>
      settle({ ok: false, kind: 'unreadable', message: error.message }),
    );
    worker.once('exit', () =>
      settle({ ok: false, kind: 'unreadable', message: 'the reader stopped' }),
    );
  });
}

/** The pairs a parse answered, as busy intervals. */
export function intervalsOf(busy: Float64Array): Array<{ startsAt: Date; endsAt: Date }> {
  const list: Array<{ startsAt: Date; endsAt: Date }> = [];
  for (let i = 0; i + 1 < busy.length; i += 2) {
    list.push({ startsAt: new Date(busy[i]!), endsAt: new Date(busy[i + 1]!) });
  }
  return list;
}
