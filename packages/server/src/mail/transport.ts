import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/connection.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { enqueue } from '../jobs/queue.ts';
import { MAIL_MAX_ATTEMPTS, MAIL_OUTCOME_TASK } from './outbox.ts';

export interface MailTransportOptions {
  smtpUrl?: string | undefined;
  from: string;
  /** How long the SMTP server may take to accept, to greet, and to answer each command. */
  timeoutsMs?: { connection: number; greeting: number; socket: number };
  /** Told of each message as it was delivered (before its links are redacted). */
  onDelivered?: (message: { to: string; subject: string; text: string }) => void;
}

/**
 * A sent mail's sign-in links, made useless: the outbox row stays as the record of what was
 * sent, but a database copy or backup must not sign anyone in (the links' tokens are single
 * use and stored hashed; only the mail itself ever carried them in the clear).
 */
export function redactSignInLinks(text: string): string {
  return text.replace(/([?&;]token=)[^&\s"'<>]+/g, '$1redacted');
}

/**
 * The iCalendar METHOD of an invitation's body (REQUEST, CANCEL, …): the MIME part must name
 * the same one (`text/calendar; method=…`), since some calendar apps go by that and would
 * keep an event the body cancels. PUBLISH, RFC 5546's method for a body that names none.
 */
export function calendarMethod(ics: string): string {
  return /^METHOD:([A-Za-z-]+)\r?$/m.exec(ics)?.[1]?.toUpperCase() ?? 'PUBLISH';
}

/** The address of MAIL_FROM ('Porchlight <no-reply@…>' → 'no-reply@…'). */
export const fromAddress = (from: string) => /<([^<>\s]+)>\s*$/.exec(from)?.[1] ?? from.trim();

/** An outbox row's sender and threading headers, as nodemailer takes them. */
function envelopeOf(row: typeof mailOutbox.$inferSelect, from: string) {
  const {
    'Message-ID': messageId,
    'In-Reply-To': inReplyTo,
    References: references,
    ...rest
  } = row.headers ?? {};
  return {
    from: row.fromName ? { name: row.fromName, address: fromAddress(from) } : from,
    ...(row.replyTo ? { replyTo: row.replyTo } : {}),
    ...(row.envelopeFrom ? { envelope: { from: row.envelopeFrom, to: row.to } } : {}),
    ...(messageId ? { messageId } : {}),
    ...(inReplyTo ? { inReplyTo } : {}),
    ...(references ? { references } : {}),
    ...(Object.keys(rest).length > 0 ? { headers: rest } : {}),
  };
}

/**
 * nodemailer waits 2 minutes to connect and 10 minutes on a silent connection: a mail
 * server that hangs would hold a job worker (and Athena's replies behind it) that long.
 */
const TIMEOUTS_MS = { connection: 20_000, greeting: 20_000, socket: 60_000 };

/**
 * Delivers one outbox message: over SMTP when SMTP_URL is set, else into the log (the
 * outbox row stays as the record), so `npm start` works with no mail server at all.
 * A delivery failure is recorded on the row (RETRYING, with the reason) and thrown, so the
 * job queue retries it with backoff; the last of MAIL_MAX_ATTEMPTS marks it FAILED.
 */
export function createSendMailTask(db: Db, options: MailTransportOptions, log: FastifyBaseLogger) {
  const timeouts = options.timeoutsMs ?? TIMEOUTS_MS;
  const transporter: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // Defaults: SMTP_URL's own query (?socketTimeout=…) still wins, as nodemailer merges.
        connectionTimeout: timeouts.connection,
        greetingTimeout: timeouts.greeting,
        socketTimeout: timeouts.socket,
      })
    : null;
  return async (payload: unknown, { attempts }: { attempts: number }): Promise<void> => {
    const id = (payload as { id?: unknown })?.id;
    if (typeof id !== 'string') return;
    const [message] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!message || message.status === 'SENT' || message.status === 'LOGGED') return;
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, id));
    /** A conversation message's mail: the channels module hears how it ended. */
    const reportOutcome = async (writer: Db, status: 'SENT' | 'FAILED', reason?: string) => {
      if (!message.messageId) return;
      await enqueue(writer, MAIL_OUTCOME_TASK, { messageId: message.messageId, status, reason });
    };
    const delivered = async (status: 'SENT' | 'LOGGED') => {
      options.onDelivered?.({ to: message.to, subject: message.subject, text: message.text });
      await reportOutcome(db, 'SENT');
      await db
        .update(mailOutbox)
        .set({
          status,
          sentAt: new Date(),
          lastError: null,
          text: redactSignInLinks(message.text),
          html: message.html ? redactSignInLinks(message.html) : null,
        })
        .where(eq(mailOutbox.id, id));
    };
    if (/\.invalid>?$/i.test(message.to.trim())) {
      // RFC 2606's never-delivering domain: a prospect known by their phone number only.
      await reportOutcome(db, 'FAILED', 'The prospect has no e-mail address yet.');
      await db
        .update(mailOutbox)
        .set({ status: 'FAILED', lastError: 'No real address (.invalid).' })
        .where(eq(mailOutbox.id, id));
      return;
    }
    if (!transporter) {
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `e-mail (no SMTP_URL set, kept in the outbox):\n${message.text}`,
      );
      await delivered('LOGGED');
      return;
    }
    try {
      await transporter.sendMail({
        ...envelopeOf(message, options.from),
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.ics
          ? {
              icalEvent: {
                method: calendarMethod(message.ics),
                content: message.ics,
                filename: 'invite.ics',
              },
            }
          : {}),
      });
    } catch (error) {
      // The message only: nodemailer's errors name the server and its reply, never the
      // credentials in SMTP_URL.
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const last = attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(mailOutbox)
        .set({ status: last ? 'FAILED' : 'RETRYING', lastError: reason })
        .where(eq(mailOutbox.id, id));
      if (last) {
        await reportOutcome(db, 'FAILED', reason);
        // Given up: the job ends here (no dead job left behind), and the row keeps the reason.
        log.error({ mailId: id, attempts, reason }, 'e-mail not delivered; gave up');
        return;
      }
      throw new Error(`e-mail ${id} not delivered: ${reason}`);
    }
    await delivered('SENT');
  };
}
