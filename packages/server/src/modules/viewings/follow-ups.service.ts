/**
 * A viewing's follow-ups, each sent once: the prospect's reminders a day and two hours
 * before, the flag to whoever shows it when it is still unconfirmed two hours before, and
 * the question to them once it has ended. A sweep finds what is due (nothing is scheduled
 * when booking, so a process stopped in between loses nothing) and claims each follow-up in
 * the transaction that queues it (follow-ups.queries.ts claimFollowUp).
 */
import { isSmsPlaceholderEmail, now } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import { queueMail } from '../../mail/outbox.ts';
import { appendMessage, prospectChatUrl } from '../conversations/index.ts';
import {
  outcomeQuestionMail,
  reminderMail,
  reminderText,
  unconfirmedMail,
} from './follow-up.mails.ts';
import {
  claimFollowUp,
  dueDayReminders,
  dueHoursReminders,
  dueOutcomeQuestions,
  dueUnconfirmedFlags,
  type FollowUpContext,
  followUpContext,
} from './follow-ups.queries.ts';
import type { ViewingLinks } from './viewing-links.ts';

/** The sweep's task (graphile-worker's crontab takes names without dots). */
export const VIEWING_FOLLOW_UPS_TASK = 'viewing-reminders';
/** Every minute: a reminder goes at most a minute late. */
export const VIEWING_FOLLOW_UPS_CRONTAB = `* * * * * ${VIEWING_FOLLOW_UPS_TASK}`;

/** The chat about the property, opening the picker: where a prospect books again. */
export const bookingChatLink = (publicUrl: string, c: FollowUpContext): string =>
  prospectChatUrl(publicUrl, chatOf(c), { book: true }).toString();

/** Whose chat a viewing's links open. */
export const chatOf = (c: FollowUpContext) => ({
  propertyId: c.propertyId,
  unitId: c.viewing.unitId,
  email: c.prospectEmail,
});

/**
 * The reminder, where the prospect reads it: a text in a texting prospect's conversation
 * (it goes out on the conversation's channel), else an e-mail to an address of their own;
 * a prospect with neither is not reminded. Whether a text or a mail, it is sent once.
 */
async function remind(tx: DbOrTx, links: ViewingLinks, c: FollowUpContext): Promise<void> {
  const tap = {
    confirm: links.link('confirm', c.viewing),
    reschedule: links.link('reschedule', c.viewing),
    cancel: links.link('cancel', c.viewing),
  };
  if (c.channel === 'SMS' && c.conversationId) {
    await appendMessage(tx, c.conversationId, 'assistant', reminderText(c, tap));
  } else if (!isSmsPlaceholderEmail(c.prospectEmail)) {
    await queueMail(tx, reminderMail(c, tap));
  }
}

type Step = (tx: DbOrTx, c: FollowUpContext, at: Date) => Promise<void>;

/**
 * Runs `step` for each viewing found due, each in a transaction of its own that first claims
 * the follow-up's stamp: a viewing already claimed (another sweep) is skipped.
 */
async function each(
  app: FastifyInstance,
  ids: string[],
  stamp: Parameters<typeof claimFollowUp>[2],
  step: Step,
): Promise<number> {
  let sent = 0;
  for (const id of ids) {
    const done = await app.db.transaction(async (tx) => {
      const c = await followUpContext(tx, id, app.config.timezone);
      if (!c) return false;
      const at = now();
      if (!(await claimFollowUp(tx, c.viewing, stamp, at))) return false;
      await step(tx, c, at);
      return true;
    });
    if (done) sent += 1;
  }
  return sent;
}

/** One sweep: every follow-up due now (by the domain's clock), each sent once. */
export async function sweepFollowUps(app: FastifyInstance, links: ViewingLinks) {
  const { db, config } = app;
  const at = now();
  const agenda = new URL('/viewings', config.publicUrl).toString();
  const day = await each(app, await dueDayReminders(db, at), 'remindedDayAt', (tx, c) =>
    remind(tx, links, c),
  );
  const hours = await each(app, await dueHoursReminders(db, at), 'remindedHoursAt', (tx, c) =>
    remind(tx, links, c),
  );
  const flagged = await each(
    app,
    await dueUnconfirmedFlags(db, at),
    'unconfirmedFlaggedAt',
    async (tx, c) => {
      if (c.host) await queueMail(tx, unconfirmedMail(c.host.email, c));
    },
  );
  const asked = await each(app, await dueOutcomeQuestions(db, at), 'outcomeAt', async (tx, c) => {
    if (!c.host) return;
    await queueMail(
      tx,
      outcomeQuestionMail(c.host.email, c, {
        shown: links.link('shown', c.viewing),
        noShow: links.link('no-show', c.viewing),
        agenda,
      }),
    );
  });
  return { day, hours, flagged, asked };
}

/** The sweep as a job handler. */
export function createFollowUpsTask(app: FastifyInstance, links: ViewingLinks) {
  return async (): Promise<void> => {
    const sent = await sweepFollowUps(app, links);
    if (sent.day + sent.hours + sent.flagged + sent.asked > 0) {
      app.log.info(sent, 'viewing reminders and follow-ups sent');
    }
  };
}
