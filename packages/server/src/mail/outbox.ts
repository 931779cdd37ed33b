import type { DbOrTx } from '../db/connection.ts';
import { mailOutbox } from '../db/schema/index.ts';
import { enqueue } from '../jobs/queue.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar invitation, attached as invite.ics. */
  ics?: string;
  /** The display name it is from (MAIL_FROM's address stays the sender). */
  fromName?: string;
  replyTo?: string;
  /** The envelope sender (SMTP MAIL FROM), where bounces go; MAIL_FROM's address otherwise. */
  envelopeFrom?: string;
  /**
   * Headers: Message-ID, In-Reply-To and References thread it; any other (List-Unsubscribe,
   * Auto-Submitted …) is sent as given. Values are made by the server, never typed by people.
   */
  headers?: Record<string, string>;
  /** The conversation message it carries: MAIL_OUTCOME_TASK reports how its delivery ended. */
  messageId?: string;
}

/**
 * The job told how a conversation message's mail ended ({ messageId, status: SENT | FAILED,
 * reason }), queued with the outbox row's last change; the channels module handles it.
 */
export const MAIL_OUTCOME_TASK = 'mail.outcome';

export const SEND_MAIL_TASK = 'mail.send';
/**
 * Delivery attempts before a message is marked FAILED. graphile-worker waits e^n seconds
 * after the nth failure (2.7 s, 7.4 s, 20 s, … 2.25 h): ten attempts ride out about 3.5 hours
 * of a mail server being down.
 */
export const MAIL_MAX_ATTEMPTS = 10;

/**
 * Queues an e-mail: the outbox row and its delivery job are written in one transaction,
 * so mail is never sent inside a request and never lost if the process stops.
 */
export async function queueMail(db: DbOrTx, message: MailMessage): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(mailOutbox)
      .values({
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        ics: message.ics ?? null,
        fromName: message.fromName ?? null,
        replyTo: message.replyTo ?? null,
        envelopeFrom: message.envelopeFrom ?? null,
        headers: message.headers ?? null,
        messageId: message.messageId ?? null,
      })
      .returning({ id: mailOutbox.id });
    if (!row) throw new Error('The outbox row was not written.');
    await enqueue(tx, SEND_MAIL_TASK, { id: row.id }, { maxAttempts: MAIL_MAX_ATTEMPTS });
    return row.id;
  });
}
