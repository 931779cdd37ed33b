import { instantAt, wallClockAt } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { enqueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/outbox.ts';
import { attentionMail, digestMail } from './attention.mails.ts';
import {
  attentionItemsById,
  claimItemNotification,
  claimUnnotifiedItems,
  findItemToNotify,
  findUserEmail,
} from './attention.queries.ts';
import { ATTENTION_DIGEST_TASK, mailedAtOnce } from './attention.service.ts';

/** The hour (server TIMEZONE) the daily digest goes out. */
export const DIGEST_HOUR = 8;

/** The next DIGEST_HOUR o'clock in `timeZone` after `now`. */
export function nextDigestAt(now: Date, timeZone: string): Date {
  const local = wallClockAt(now, timeZone);
  const today = instantAt({ ...local, hour: DIGEST_HOUR, minute: 0 }, timeZone);
  if (today.getTime() > now.getTime()) return today;
  const tomorrow = new Date(Date.UTC(local.year, local.month - 1, local.day + 1));
  return instantAt(
    {
      year: tomorrow.getUTCFullYear(),
      month: tomorrow.getUTCMonth() + 1,
      day: tomorrow.getUTCDate(),
      hour: DIGEST_HOUR,
      minute: 0,
    },
    timeZone,
  );
}

/**
 * Tells the manager of one item: a mail now, or (daily digest) a place in the next digest;
 * an accommodation request or an emergency is mailed now whatever the manager chose.
 * The item is marked mailed in the transaction that queues the mail, and only if it was
 * not yet: a job run twice (a retry, a second process) mails once.
 */
export function createNotifyTask(app: FastifyInstance) {
  return async (payload: unknown): Promise<void> => {
    const itemId = (payload as { itemId?: unknown })?.itemId;
    if (typeof itemId !== 'string') return;
    const row = await findItemToNotify(app.db, itemId);
    if (!row) return;
    if (row.mode === 'DAILY_DIGEST' && !mailedAtOnce(row.kind as never, row.urgency)) {
      await enqueue(
        app.db,
        ATTENTION_DIGEST_TASK,
        { userId: row.userId },
        {
          runAt: nextDigestAt(new Date(), app.config.timezone),
          jobKey: `attention-digest:${row.userId}`,
          jobKeyMode: 'preserve_run_at',
        },
      );
      return;
    }
    await app.db.transaction(async (tx) => {
      if (!(await claimItemNotification(tx, itemId))) return;
      const [item] = await attentionItemsById(tx, [itemId], app.config.timezone);
      if (item) await queueMail(tx, attentionMail(row.email, item, app.config.publicUrl));
    });
  };
}

/** The daily digest: every item not mailed yet, in one mail, each item in one digest only. */
export function createDigestTask(app: FastifyInstance) {
  return async (payload: unknown): Promise<void> => {
    const userId = (payload as { userId?: unknown })?.userId;
    if (typeof userId !== 'string') return;
    await app.db.transaction(async (tx) => {
      const claimed = await claimUnnotifiedItems(tx, userId);
      const open = claimed.filter((item) => item.status === 'OPEN').map((item) => item.id);
      if (open.length === 0) return;
      const email = await findUserEmail(tx, userId);
      const items = await attentionItemsById(tx, open, app.config.timezone);
      if (email) await queueMail(tx, digestMail(email, items, app.config.publicUrl));
    });
  };
}
