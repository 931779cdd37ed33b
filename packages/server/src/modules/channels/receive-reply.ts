import type { FastifyInstance } from 'fastify';
import PostalMime, { type Email } from 'postal-mime';
import type { DbOrTx } from '../../db/connection.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { textOfHtml } from '../../mail/html-text.ts';
import { ASSISTANT_REPLY_TASK, appendMessage, assistantReplyJob } from '../conversations/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { machineMail } from './auto-reply.ts';
import {
  findBouncedMessage,
  findLeadIdOfConversation,
  findReplyThread,
  hasExternalMessage,
  keepInboundEmail,
  lastOutgoingEmail,
} from './channels.queries.ts';
import { failDelivery } from './deliver.task.ts';
import { newTextOfReply } from './reply-text.ts';

export type ReplyStatus = 'PROCESSED' | 'DUPLICATE' | 'UNMATCHED' | 'UNPARSEABLE' | 'IGNORED';

/**
 * A prospect's answer to one of their conversation's e-mails, reached through its signed
 * Reply-To address (the caller verified it: `conversationId`). Kept first (inbound_emails),
 * then, when it is the prospect's own new text, stored as their next message on the
 * e-mail channel and answered by Athena. Automatic mail (out-of-office, bounces) is kept
 * and never answered; a bounce marks the last e-mail as failed for the manager. A second
 * copy of one message (same Message-ID) is stored once.
 */
export async function receiveReply(
  app: FastifyInstance,
  raw: string,
  conversationId: string,
): Promise<{ id: string; status: ReplyStatus }> {
  const { db } = app;
  const thread = await findReplyThread(db, conversationId);
  let mail: Email | null = null;
  try {
    mail = await PostalMime.parse(raw, { maxNestingDepth: 20 });
  } catch {
    mail = null;
  }
  // Reflected into our In-Reply-To and References: only a well-formed id is kept.
  const messageId = /^<[^<>\s]{1,250}>$/.exec(mail?.messageId?.trim() ?? '')?.[0] ?? null;
  const keep = async (status: ReplyStatus, error: string | null) => {
    const id = await keepInboundEmail(db, {
      userId: thread?.userId ?? null,
      source: 'reply',
      messageId,
      status,
      error,
      raw,
    });
    return { id, status };
  };
  if (!thread) return keep('UNMATCHED', 'The conversation no longer exists.');
  if (!mail) return keep('UNPARSEABLE', 'The message could not be read.');

  const machine = machineMail(mail);
  if (machine === 'BOUNCE') {
    await bounced(app, thread);
    return keep('IGNORED', 'A bounce: the last e-mail is marked as not delivered.');
  }
  if (machine) return keep('IGNORED', 'An automatic reply: kept, not answered.');

  const from = mail.from?.address?.toLowerCase() ?? '';
  if (!thread.email || from !== thread.email.toLowerCase()) {
    return keep('UNMATCHED', 'Sent from another address than the prospect’s.');
  }
  if (messageId && (await hasExternalMessage(db, thread.id, messageId))) {
    return keep('DUPLICATE', 'Already received.');
  }
  try {
    await hitRateLimits(db, [[`inbound:email:${from}`, app.config.limits.inboundPerSender]]);
  } catch {
    return keep('IGNORED', 'Too many messages from this address in a short time.');
  }
  const text = newTextOfReply(
    mail.text ?? (mail.html ? textOfHtml(mail.html, { withoutQuotes: true }) : ''),
  );
  if (!text) return keep('IGNORED', 'No new text in the reply.');
  try {
    await receiveProspectMessage(app, thread, text, { channel: 'EMAIL', externalId: messageId });
  } catch (error) {
    // The same message, received at the same moment another way (a retry, or both
    // transports): the unique (external id, conversation) index stored it once.
    if (isUniqueViolation(error, 'messages_external_key')) {
      return keep('DUPLICATE', 'Already received.');
    }
    throw error;
  }
  return keep('PROCESSED', null);
}

/**
 * Mail to one message's bounce address (its envelope sender): a bounce marks that e-mail
 * not delivered and tells the manager; anything else sent there (out-of-office replies go
 * to the envelope sender too) is kept and never answered.
 */
export async function receiveBounce(
  app: FastifyInstance,
  raw: string,
  messageId: string,
): Promise<{ id: string; status: ReplyStatus }> {
  const about = await findBouncedMessage(app.db, messageId);
  let bounce = false;
  try {
    bounce = machineMail(await PostalMime.parse(raw, { maxNestingDepth: 20 })) === 'BOUNCE';
  } catch {
    bounce = false;
  }
  if (about && bounce) {
    await failDelivery(app, about, {
      channel: 'EMAIL',
      to: about.email,
      error: 'the receiving mail server bounced it',
    });
  }
  const id = await keepInboundEmail(app.db, {
    userId: about?.userId ?? null,
    source: 'bounce',
    status: about ? 'IGNORED' : 'UNMATCHED',
    error: about
      ? bounce
        ? 'A bounce: the e-mail is marked as not delivered.'
        : 'Sent to a bounce address: kept, not answered.'
      : 'The message no longer exists.',
    raw,
  });
  return { id, status: about ? 'IGNORED' : 'UNMATCHED' };
}

/** Who a prospect's message came from, as the message.created webhook names them. */
export type ProspectSender = { email: string | null } | { phone: string };

/**
 * Stores a prospect's message that arrived by e-mail or text, on its channel, with the
 * webhook's message.created (when the conversation is a lead's); unless `answered` is
 * false, Athena's turn is queued with it. Resolves the turn's job (null when not answered),
 * for the caller to give at once after the transaction (`app.jobsNow`).
 */
export async function storeProspectMessage(
  tx: DbOrTx,
  thread: { id: string; propertyId: string; unitId: string | null; leadId?: string | null },
  text: string,
  how: {
    channel: 'EMAIL' | 'SMS';
    externalId: string | null;
    sender: ProspectSender;
    answered?: boolean;
  },
): Promise<string | null> {
  const answered = how.answered ?? true;
  const stored = await appendMessage(tx, thread.id, 'user', text, {
    channel: how.channel,
    externalId: how.externalId,
    ...(answered ? { andThen: assistantReplyJob(thread.id, { later: true }) } : {}),
  });
  let leadId = thread.leadId;
  if (leadId === undefined) {
    leadId = await findLeadIdOfConversation(tx, thread.id);
  }
  if (leadId) {
    await emitWebhookEvent(tx, {
      type: 'message.created',
      propertyId: thread.propertyId,
      unitId: thread.unitId,
      data: {
        leadId,
        conversationId: thread.id,
        ...how.sender,
        role: 'user',
        text,
        channel: how.channel,
      },
    });
  }
  return answered ? (stored.thenId ?? null) : null;
}

/**
 * A prospect's message that arrived by e-mail: stored with its webhook, and answered by
 * Athena at once from this process (the job queued with it answers if this process cannot).
 */
export async function receiveProspectMessage(
  app: FastifyInstance,
  thread: { id: string; propertyId: string; unitId: string | null; email: string | null },
  text: string,
  how: { channel: 'EMAIL' | 'SMS'; externalId: string | null },
) {
  const job = await app.db.transaction((tx) =>
    storeProspectMessage(tx, thread, text, { ...how, sender: { email: thread.email } }),
  );
  if (job) app.jobsNow.run(ASSISTANT_REPLY_TASK, { conversationId: thread.id }, job);
}

/** A bounce of this conversation's mail: its last e-mail did not arrive; the manager is told. */
async function bounced(
  app: FastifyInstance,
  thread: { id: string; propertyId: string; unitId: string | null; email: string | null },
) {
  const lastId = await lastOutgoingEmail(app.db, thread.id);
  if (!lastId) return;
  await failDelivery(
    app,
    {
      id: lastId,
      propertyId: thread.propertyId,
      conversationId: thread.id,
      unitId: thread.unitId,
    },
    { channel: 'EMAIL', to: thread.email, error: 'the receiving mail server bounced it' },
  );
}
