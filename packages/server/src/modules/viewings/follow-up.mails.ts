/**
 * What Porchlight sends around a viewing after booking it: the prospect's reminders (by
 * e-mail, or by text to a texting prospect), the flag to whoever shows it when it is still
 * unconfirmed, their question afterwards, and the follow-up after a no-show. Each is listed
 * in docs/viewings.md ("Reminders, confirmations and no-shows"); keep the two in step.
 */
import { isSmsPlaceholderEmail } from '@porchlight/domain';
import type { MailMessage } from '../../mail/outbox.ts';
import type { FollowUpContext } from './follow-ups.queries.ts';

/** The prospect's one-tap links. */
export interface ProspectLinks {
  confirm: string;
  reschedule: string;
  cancel: string;
}

/** The prospect as the team knows them: a texting prospect by their number, never the placeholder. */
const who = (c: FollowUpContext) =>
  c.prospectName ??
  (isSmsPlaceholderEmail(c.prospectEmail) ? (c.prospectPhone ?? 'The prospect') : c.prospectEmail);

const hello = (name: string | null) => `Hello${name ? ` ${name}` : ''},`;
const SIGNED = '— Athena, the leasing assistant';

/**
 * The 24-hour or 2-hour reminder, by e-mail: the same words for both (a reminder sent late,
 * after the server was down, must not say "tomorrow" of today).
 */
export function reminderMail(c: FollowUpContext, links: ProspectLinks): MailMessage {
  return {
    to: c.prospectEmail,
    subject: `Reminder: your viewing of ${c.place}, ${c.when}`,
    text: [
      hello(c.prospectName),
      '',
      `Your viewing of ${c.place} is on ${c.when}.`,
      '',
      `Coming? Confirm with one tap: ${links.confirm}`,
      `Need another time? ${links.reschedule}`,
      `Can't make it? Cancel: ${links.cancel}`,
      '',
      SIGNED,
    ].join('\n'),
  };
}

/** The same reminder as a text (Athena's message in a texting prospect's conversation). */
export const reminderText = (c: FollowUpContext, links: ProspectLinks) =>
  `Reminder: your viewing of ${c.place} is on ${c.when}. Confirm: ${links.confirm} Another time: ${links.reschedule} Cancel: ${links.cancel}`;

/** To whoever shows it, two hours before, when the prospect has not confirmed. */
export function unconfirmedMail(to: string, c: FollowUpContext): MailMessage {
  return {
    to,
    subject: `Not confirmed yet: ${c.place}, ${c.when}`,
    text: [
      `${who(c)} has not confirmed the viewing of ${c.place} on ${c.when}. They were reminded, with a link to confirm or cancel.`,
      '',
      `You may want to call them first${c.prospectPhone ? `: ${c.prospectPhone}` : ''}.`,
      '',
      '— Porchlight',
    ].join('\n'),
  };
}

/** To whoever showed it, when it ends: how did it go? */
export function outcomeQuestionMail(
  to: string,
  c: FollowUpContext,
  links: { shown: string; noShow: string; agenda: string },
): MailMessage {
  return {
    to,
    subject: `How did it go? ${c.place}, ${c.when}`,
    text: [
      `The viewing of ${c.place} with ${who(c)} has ended.`,
      '',
      `They came: ${links.shown}`,
      `They did not come: ${links.noShow}`,
      '',
      `A no-show gets a kind note offering a new time. You can also mark it on the agenda: ${links.agenda}`,
      '',
      '— Porchlight',
    ].join('\n'),
  };
}

/**
 * Athena's follow-up after a no-show, in the prospect's conversation (it goes out on its
 * channel): CALENDAR stands for the picker, a booking link by e-mail or text.
 */
export const noShowText = (c: FollowUpContext) =>
  `We missed you at the viewing of ${c.place} on ${c.when}. No problem — plans change. ${
    c.scheduleViewing === 'CALENDAR'
      ? 'If you are still interested, you can pick a new time here: CALENDAR'
      : 'If you are still interested, tell me which days and times suit you, and the property manager will confirm one.'
  }`;

/** The no-show follow-up by e-mail, to a prospect whose conversation is in the chat. */
export function noShowMail(c: FollowUpContext, chatLink: string): MailMessage {
  return {
    to: c.prospectEmail,
    subject: `Sorry we missed you at ${c.place}`,
    text: [
      hello(c.prospectName),
      '',
      `We missed you at the viewing of ${c.place} on ${c.when}. No problem — plans change.`,
      '',
      `If you are still interested, choose a new time here: ${chatLink}`,
      '',
      SIGNED,
    ].join('\n'),
  };
}
