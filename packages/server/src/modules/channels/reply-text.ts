import EmailReplyParser from 'email-reply-parser';

/** The forwarded-message line mail clients put above a forwarded mail. */
const FORWARDED =
  /^\s*-{2,}\s*(forwarded message|original message|message transféré|weitergeleitete nachricht|mensaje reenviado)\s*-{2,}\s*$/im;

/** The longest prospect message kept from one e-mail (the chat's own limit). */
export const MAX_REPLY_CHARS = 4000;

/**
 * What the prospect wrote in a reply: quoted history, "On … wrote:" blocks, signatures and
 * phone sign-offs removed by email-reply-parser (Gmail, Outlook, Apple Mail, Yahoo and
 * others, in several languages), and a forwarded copy of our mail cut off.
 */
export function newTextOfReply(body: string): string {
  const text = body.replace(/\r\n?/g, '\n').replace(/\ufeff/g, '');
  const visible = new EmailReplyParser().read(text).getVisibleText();
  const forwarded = FORWARDED.exec(visible);
  const own = forwarded ? visible.slice(0, forwarded.index) : visible;
  return own.trim().slice(0, MAX_REPLY_CHARS);
}
