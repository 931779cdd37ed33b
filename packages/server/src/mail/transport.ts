import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/connection.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface MailTransportOptions {
  smtpUrl?: string | undefined;
  from: string;
}

/**
 * Delivers one outbox message: over SMTP when SMTP_URL is set, else into the log (the
 * outbox row stays as the record), so `npm start` works with no mail server at all.
 * A delivery failure throws, and the job queue retries it with backoff.
 */
export function createSendMailTask(db: Db, options: MailTransportOptions, log: FastifyBaseLogger) {
  const transporter: Transporter | null = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : null;
  return async (payload: unknown): Promise<void> => {
    const id = (payload as { id?: unknown })?.id;
    if (typeof id !== 'string') return;
    const [message] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!message || message.status === 'SENT' || message.status === 'LOGGED') return;
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, id));
    if (!transporter) {
      log.info(
        { mail: { to: message.to, subject: message.subject } },
        `e-mail (no SMTP_URL set, kept in the outbox):\n${message.text}`,
      );
      await db
        .update(mailOutbox)
        .set({ status: 'LOGGED', sentAt: new Date(), lastError: null })
        .where(eq(mailOutbox.id, id));
      return;
    }
    try {
      await transporter.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.ics
          ? {
              icalEvent: { method: 'REQUEST', content: message.ics, filename: 'invite.ics' },
            }
          : {}),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await db
        .update(mailOutbox)
        .set({ status: 'RETRYING', lastError: reason.slice(0, 500) })
        .where(eq(mailOutbox.id, id));
      throw error;
    }
    await db
      .update(mailOutbox)
      .set({ status: 'SENT', sentAt: new Date(), lastError: null })
      .where(eq(mailOutbox.id, id));
  };
}
