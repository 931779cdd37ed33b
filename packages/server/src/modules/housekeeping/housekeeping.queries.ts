import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import { oldFailedJobsSql } from '../../jobs/queue.ts';

/** How long what is done is kept, in days (config: the *_RETENTION_DAYS variables). */
export interface Retention {
  mailBodyDays: number;
  inboundEmailDays: number;
  failedJobDays: number;
}

const count = async (db: DbOrTx, statement: ReturnType<typeof sql>) =>
  (await db.execute(statement)).rowCount ?? 0;

/**
 * Removes what nobody needs any more, each in one statement, and answers how many rows each
 * touched: sign-in links a day past their expiry, rate-limit windows that ended, the bodies
 * of sent mail (the row stays: to whom, what, when), cancelled viewings past the calendar
 * feeds' 30 days, the raw text of inbound lead mail that
 * was handled (the row stays for duplicates and the manager's log), and jobs that failed for
 * good. Completed jobs are gone already: the job queue deletes them as they finish.
 */
export async function sweep(db: DbOrTx, keep: Retention) {
  return {
    signInLinks: await count(
      db,
      sql`delete from magic_link_tokens where expires_at < now() - interval '1 day'`,
    ),
    rateLimits: await count(db, sql`delete from rate_limits where reset_at < now()`),
    // Calendar feeds show a cancelled viewing for the 30 days past; analytics count
    // cancellations per month for a year (the leads page's trend): kept 13 months.
    viewingCancellations: await count(
      db,
      sql`delete from viewing_cancellations where starts_at < now() - interval '400 days'`,
    ),
    mailBodies: await count(
      db,
      sql`update mail_outbox set text = '', html = null, ics = null
        where status in ('SENT', 'LOGGED') and text <> ''
          and coalesce(sent_at, created_at) < now() - make_interval(days => ${keep.mailBodyDays})`,
    ),
    inboundEmails: await count(
      db,
      sql`update inbound_emails set raw = ''
        where raw <> '' and created_at < now() - make_interval(days => ${keep.inboundEmailDays})`,
    ),
    failedJobs: await count(db, oldFailedJobsSql(keep.failedJobDays)),
  };
}
