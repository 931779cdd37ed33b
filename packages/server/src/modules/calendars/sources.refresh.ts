import type { FastifyInstance } from 'fastify';
import { enqueue } from '../../jobs/queue.ts';
import { fetchCalendar } from './sources.fetch.ts';
import { intervalsOf, type ParseOutcome, parseCalendar } from './sources.parse.ts';
import {
  ownerTimeZone,
  type SourceRow,
  saveFailedRead,
  saveGoodRead,
  saveUnchanged,
  sourceById,
  sourcesDue,
} from './sources.queries.ts';

/** The cron task: every 15 minutes, one refresh job per source not read for 10 minutes. */
export const REFRESH_SWEEP_TASK = 'calendar-sources-refresh';
export const REFRESH_SWEEP_CRONTAB = `*/15 * * * * ${REFRESH_SWEEP_TASK}`;
/** One source's read: on the outbound lane, which waits on servers we do not run. */
export const REFRESH_SOURCE_TASK = 'calendar-source-refresh';

const DAY_MS = 86_400_000;
/** A source read by hand (or added) within this is not read again by the sweep. */
const FRESH_MS = 10 * 60_000;
/** Sources one sweep queues at most; the rest wait for the next (oldest read first). */
const SWEEP_LIMIT = 2000;
/** Busy times one calendar may have in the window: a hostile one cannot fill the database. */
export const MAX_BUSY_TIMES = 20_000;

/** What a failed parse says to the manager. */
const PARSE_FAILURES: Record<Exclude<ParseOutcome, { ok: true }>['kind'], string> = {
  'not-a-calendar': 'That address did not return a calendar.',
  'too-many': `That calendar has more than ${MAX_BUSY_TIMES.toLocaleString('en-US')} busy times in the coming weeks, more than Porchlight reads.`,
  'too-slow': 'That calendar took too long to read.',
  unreadable: 'That calendar could not be read.',
};

/** Reads in progress in this process, by source: a second ask waits for the first. */
const inFlight = new Map<string, Promise<SourceRow | null>>();

/**
 * Reads one source now and records how it went; answers the source as it is afterwards
 * (null when it is gone). A good read replaces its busy times at once (one transaction); a
 * failed one keeps those of the last good read and records why, so that slots never come
 * back because a calendar could not be read. The address is never logged.
 */
export function refreshSource(app: FastifyInstance, id: string): Promise<SourceRow | null> {
  const running = inFlight.get(id);
  if (running) return running;
  const work = readSource(app, id).finally(() => inFlight.delete(id));
  inFlight.set(id, work);
  return work;
}

async function readSource(app: FastifyInstance, id: string): Promise<SourceRow | null> {
  const { db, config } = app;
  const source = await sourceById(db, id);
  if (!source) return null;
  const log = app.log.child({ calendarSourceId: id });
  // Ask only for a change when there is a good copy to keep.
  const validators = source.succeededAt
    ? { etag: source.etag, lastModified: source.lastModified }
    : null;
  const fetched = await fetchCalendar(source.url, validators, config.outboundAllowLoopback);
  const at = new Date();
  if (fetched.kind === 'unchanged') {
    await saveUnchanged(db, id, at);
  } else if (fetched.kind === 'failed') {
    log.warn({ reason: fetched.error }, 'busy calendar not read');
    await saveFailedRead(db, id, at, fetched.error);
  } else {
    const now = Date.now();
    const parsed = await parseCalendar(fetched.text, {
      from: now - DAY_MS,
      to: now + (config.limits.viewingHorizonDays + 1) * DAY_MS,
      defaultZone: await ownerTimeZone(db, source.userId),
      cap: MAX_BUSY_TIMES,
    });
    if (parsed.ok) {
      const busy = intervalsOf(parsed.busy);
      if (parsed.notes.length > 0)
        log.info({ notes: parsed.notes }, 'busy calendar read leniently');
      await saveGoodRead(db, id, {
        at,
        busy,
        etag: fetched.etag,
        lastModified: fetched.lastModified,
      });
    } else {
      log.warn({ reason: parsed.kind }, 'busy calendar not read');
      await saveFailedRead(db, id, at, PARSE_FAILURES[parsed.kind]);
    }
  }
  return sourceById(db, id);
}

/** The sweep: queues a read of every source not read lately (one job per source, deduplicated). */
export function createRefreshSweepTask(app: FastifyInstance) {
  return async (): Promise<void> => {
    const due = await sourcesDue(app.db, new Date(Date.now() - FRESH_MS), SWEEP_LIMIT);
    for (const { id } of due) {
      await enqueue(
        app.db,
        REFRESH_SOURCE_TASK,
        { sourceId: id },
        // A failed read is recorded, not retried: the next sweep tries again.
        { jobKey: `${REFRESH_SOURCE_TASK}:${id}`, maxAttempts: 1 },
      );
    }
    if (due.length > 0) app.log.info({ sources: due.length }, 'busy calendars queued for reading');
  };
}

/** Registers the sweep on the cron and the per-source read on the outbound lane. */
export function registerRefreshTasks(app: FastifyInstance): void {
  app.tasks[REFRESH_SWEEP_TASK] = createRefreshSweepTask(app);
  app.tasks[REFRESH_SOURCE_TASK] = async (payload) => {
    const { sourceId } = payload as { sourceId?: unknown };
    if (typeof sourceId === 'string') await refreshSource(app, sourceId);
  };
  app.jobLanes.crontab.push(REFRESH_SWEEP_CRONTAB);
  app.jobLanes.outbound.add(REFRESH_SOURCE_TASK);
}
