/**
 * The thread that reads one calendar (sources.parse.ts starts it): a hostile or broken
 * calendar can loop or grow without end inside the iCalendar library, and a thread of its
 * own can be stopped at a deadline and held to a memory limit, leaving the server's own
 * thread free meanwhile.
 *
 * workerData: { text, options } (sources.ics.ts); posts one ParseOutcome and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { type ReadOptions, readBusyTimes } from './sources.ics.ts';
import type { ParseOutcome } from './sources.parse.ts';

const port = parentPort;
if (!port) throw new Error('sources.parse-worker.ts runs as a worker thread only.');
const { text, options } = workerData as { text: string; options: ReadOptions };

let outcome: ParseOutcome;
try {
  const { busy, notes } = readBusyTimes(text, options);
  outcome = { ok: true, busy: Float64Array.from(busy.flat()), notes };
} catch (error) {
  const name = error instanceof Error ? error.name : '';
  outcome = {
    ok: false,
    kind:
      name === 'NotACalendarError'
        ? 'not-a-calendar'
        : name === 'TooManyBusyTimesError'
          ? 'too-many'
          : 'unreadable',
    message: error instanceof Error ? error.message : String(error),
  };
}
port.postMessage(outcome);
