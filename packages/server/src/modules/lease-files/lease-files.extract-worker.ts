/**
 * The thread that reads one lease file (lease-files.extract.ts starts it): a hostile or broken
 * PDF or Word file can loop or grow without end inside its library, and a thread of its own
 * can be stopped at a deadline and held to a memory limit, leaving the server's thread free.
 *
 * workerData: { bytes, maxCharacters }; posts one ExtractOutcome and ends.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { ExtractOutcome } from './lease-files.extract.ts';
import { LeaseFileRefusal, readLeaseFile, UNREADABLE_FILE } from './lease-files.read.ts';

const port = parentPort;
if (!port) throw new Error('lease-files.extract-worker.ts runs as a worker thread only.');
const { bytes, maxCharacters } = workerData as { bytes: Uint8Array; maxCharacters: number };

let outcome: ExtractOutcome;
try {
  outcome = { ok: true, ...(await readLeaseFile(bytes, maxCharacters)) };
} catch (error) {
  outcome =
    error instanceof LeaseFileRefusal
      ? { ok: false, status: error.status, message: error.message }
      : {
          ok: false,
          status: 400,
          message: UNREADABLE_FILE,
          detail: error instanceof Error ? error.message : String(error),
        };
}
port.postMessage(outcome);
