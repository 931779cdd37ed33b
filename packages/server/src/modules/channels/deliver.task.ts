import {
  hasBookingMarker,
  isSmsPlaceholderEmail,
  quietHoursEnd,
  SMS_ANSWER_WINDOW_MS,
  smsParts,
  withBookingLink,
} from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { enqueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/outbox.ts';
import { raiseAttention } from '../attention/index.ts';
import {
  CHANNEL_DELIVER_ATTEMPTS,
  CHANNEL_DELIVER_TASK,
  prospectChatUrl,
  signedInChatUrl,
} from '../conversations/index.ts';
import { conversationSignerFor } from './addresses.ts';
import { conversationMail, deliveryFailedText, oneLine } from './channels.mails.ts';
import {
  automaticSince,
  type ClaimedMessage,
  claimMessage,
  lastFromProspect,
  optedOut,
  queuedMessages,
  setDelivery,
  setMessageExternalId,
  startEmailThread,
  stuckTexts,
} from './channels.queries.ts';
import { PermanentSmsError, type SmsProvider } from './sms.ts';

/** The Message-ID of a conversation message's e-mail: stable, so a retry is the same mail. */
export const mailMessageId = (messageId: string, mailDomain: string) =>
  `<msg-${messageId}@${mailDomain}>`;

/**
 * The job that sends a conversation's queued messages on its channel, oldest first: each is
 * claimed (QUEUED → SENDING) so that two jobs never send one twice. An e-mail joins the
 * outbox (which retries it; MAIL_OUTCOME_TASK reports how it ended); a text goes to the
 * provider now, part by part.
 */
export function createDeliverTask(app: FastifyInstance, sms: () => SmsProvider | null) {
  return async (payload: unknown, { attempts }: { attempts: number }): Promise<void> => {
    const conversationId = (payload as { conversationId?: unknown })?.conversationId;
    if (typeof conversationId !== 'string') return;
    const last = attempts >= CHANNEL_DELIVER_ATTEMPTS;
    for (const queued of await queuedMessages(app.db, conversationId)) {
      if (queued.channel === 'EMAIL') await deliverEmail(app, queued.id);
      else if (queued.channel === 'SMS') await deliverText(app, sms(), queued.id, last);
      else await setDelivery(app.db, queued.id, 'NOT_SENT', { error: 'Not an outgoing channel.' });
    }
  };
}

/**
 * The booking link of a text: for a prospect known by their number only, the chat with a
 * single-use sign-in (valid a day), so the viewing is booked on this very lead; they have no
 * address to sign in with otherwise. Made only when the message has the picker's marker.
 */
async function textBookingLink(app: FastifyInstance, message: ClaimedMessage): Promise<string> {
  const to = { propertyId: message.propertyId, unitId: message.unitId, email: message.email };
  if (!hasBookingMarker(message.content) || !isSmsPlaceholderEmail(message.email)) {
    return prospectChatUrl(app.config.publicUrl, to).toString();
  }
  return signedInChatUrl(app, { ...to, email: message.email! });
}

async function notSent(app: FastifyInstance, message: ClaimedMessage, reason: string) {
  await setDelivery(app.db, message.id, 'NOT_SENT', { error: reason });
}

/**
 * Marks a message not delivered and tells the manager under Needs attention, in one
 * transaction: the item exists exactly when the message shows it failed, and once (a
 * message already failed is not failed again).
 */
export async function failDelivery(
  app: FastifyInstance,
  message: Pick<ClaimedMessage, 'id' | 'propertyId' | 'conversationId' | 'unitId'>,
  failure: {
    channel: 'EMAIL' | 'SMS';
    to: string | null;
    error: string;
    externalId?: string | null;
  },
) {
  await app.db.transaction(async (tx) => {
    const failed = await setDelivery(tx, message.id, 'FAILED', {
      error: failure.error,
      externalId: failure.externalId ?? null,
    });
    if (!failed) return;
    await raiseAttention(tx, {
      kind: 'FAILED_DELIVERY',
      text: deliveryFailedText(failure.channel, failure.to ?? 'the prospect', failure.error),
      propertyId: message.propertyId,
      conversationId: message.conversationId,
      unitId: message.unitId,
    });
  });
}

async function deliverEmail(app: FastifyInstance, messageId: string) {
  const { config } = app;
  await app.db.transaction(async (tx) => {
    const message = await claimMessage(tx, messageId);
    if (!message) return;
    if (!message.email) {
      return setDelivery(tx, message.id, 'NOT_SENT', {
        error: 'The prospect has no e-mail address.',
      });
    }
    if (message.emailOptedOut) {
      return setDelivery(tx, message.id, 'NOT_SENT', {
        error: 'The prospect unsubscribed from e-mail.',
      });
    }
    if (message.role === 'assistant') {
      // A loop guard: past the limit, Athena's answers to this address are kept, not sent, so
      // two auto-responders cannot answer each other for ever (the claimed one is counted).
      const { max, windowMs } = config.limits.autoRepliesPerAddress;
      const recent = await automaticSince(
        tx,
        { channel: 'EMAIL', email: message.email },
        new Date(Date.now() - windowMs),
      );
      if (recent > max) {
        await setDelivery(tx, message.id, 'NOT_SENT', {
          error: 'Too many automatic replies to this address in a short time.',
        });
        return;
      }
    }
    const signer = conversationSignerFor(config);
    const ownId = mailMessageId(message.id, config.mailDomain);
    const lastReceived = (await lastFromProspect(tx, message.conversationId, 'EMAIL'))?.externalId;
    const thread = message.emailThreadId;
    const references = [thread, lastReceived].filter(
      (id, i, all): id is string => !!id && all.indexOf(id) === i,
    );
    const chat = prospectChatUrl(config.publicUrl, {
      propertyId: message.propertyId,
      unitId: message.unitId,
      email: message.email,
    });
    const unsubscribe = new URL('/unsubscribe', config.publicUrl);
    unsubscribe.searchParams.set('token', signer.unsubscribeToken(message.conversationId));
    const mail = conversationMail({
      to: message.email,
      content: withBookingLink(message.content, chat.toString()),
      signature:
        message.role === 'manager'
          ? (message.authorName ?? 'Property manager')
          : 'Athena, the leasing assistant',
      propertyName: message.propertyName || message.address,
      address: message.address,
      firstOfThread: !thread,
      chatLink: chat.toString(),
      unsubscribeLink: unsubscribe.toString(),
    });
    await queueMail(tx, {
      ...mail,
      fromName: oneLine(message.propertyName || message.address, 120),
      replyTo: signer.replyAddress(message.conversationId),
      envelopeFrom: signer.bounceAddress(message.id),
      messageId: message.id,
      headers: {
        'Message-ID': ownId,
        ...(references.length > 0
          ? { 'In-Reply-To': references.at(-1)!, References: references.join(' ') }
          : {}),
        'List-Unsubscribe': `<${unsubscribe.toString()}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        // RFC 3834: Athena's answers are automatic, so other responders do not answer them.
        ...(message.role === 'assistant' ? { 'Auto-Submitted': 'auto-replied' } : {}),
      },
    });
    await setMessageExternalId(tx, message.id, ownId);
    if (!thread) await startEmailThread(tx, message.conversationId, ownId);
  });
}

/** Whether the prospect texted within SMS_ANSWER_WINDOW_MS (an answer may go in quiet hours). */
async function textedJustNow(app: FastifyInstance, conversationId: string) {
  const last = await lastFromProspect(app.db, conversationId, 'SMS');
  return last !== null && Date.now() - last.createdAt.getTime() < SMS_ANSWER_WINDOW_MS;
}

async function deliverText(
  app: FastifyInstance,
  provider: SmsProvider | null,
  messageId: string,
  lastAttempt: boolean,
) {
  const message = await claimMessage(app.db, messageId);
  if (!message) return;
  if (!provider) return notSent(app, message, 'Text messages are not set up on this server.');
  if (!message.smsPhone || !message.smsNumber) {
    return notSent(app, message, 'The conversation has no text-message number.');
  }
  if (await optedOut(app.db, message.smsPhone, message.smsNumber)) {
    return notSent(app, message, 'The prospect texted STOP: no texts are sent to them.');
  }
  if (message.role === 'assistant') {
    // The loop guard of e-mail, for texts: an auto-responder texting back is not answered
    // for ever (the claimed one is counted).
    const { max, windowMs } = app.config.limits.autoRepliesPerAddress;
    const since = new Date(Date.now() - windowMs);
    if ((await automaticSince(app.db, { channel: 'SMS', phone: message.smsPhone }, since)) > max) {
      return notSent(app, message, 'Too many automatic replies to this number in a short time.');
    }
  }
  const timeZone = message.timeZone ?? app.config.timezone;
  const quietUntil = quietHoursEnd(new Date(), timeZone);
  if (quietUntil && !(await textedJustNow(app, message.conversationId))) {
    // Quiet hours at the property: the text waits for the morning.
    await setDelivery(app.db, message.id, 'QUEUED');
    await enqueue(
      app.db,
      CHANNEL_DELIVER_TASK,
      { conversationId: message.conversationId },
      {
        runAt: quietUntil,
        maxAttempts: CHANNEL_DELIVER_ATTEMPTS,
        jobKey: `quiet:${message.conversationId}`,
      },
    );
    return;
  }
  const statusCallback = new URL('/api/v1/channels/sms/twilio/status', app.config.publicUrl);
  const ids: string[] = [];
  try {
    const text = withBookingLink(message.content, await textBookingLink(app, message));
    for (const body of smsParts(text)) {
      const sent = await provider.send({
        from: message.smsNumber,
        to: message.smsPhone,
        body,
        statusCallback: statusCallback.toString(),
      });
      ids.push(sent.id);
    }
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    if (error instanceof PermanentSmsError || ids.length > 0 || lastAttempt) {
      // Part of it went out, sending again cannot help, or the provider stayed down through
      // every attempt: never sent twice, and the manager is told.
      await failDelivery(app, message, {
        channel: 'SMS',
        to: message.smsPhone,
        error: reason,
        externalId: ids[0] ?? null,
      });
      return;
    }
    // The provider is unreachable: queued again, and the job is retried with backoff.
    await setDelivery(app.db, message.id, 'QUEUED', { error: reason });
    throw new Error(`text ${message.id} not sent: ${reason}`);
  }
  // The first part's id: the provider's delivery reports find the message by it.
  await setDelivery(app.db, message.id, 'SENT', { error: null, externalId: ids[0] ?? null });
}

export const CHANNEL_SWEEP_TASK = 'channel-sweep';
/** Every ten minutes (graphile-worker's cron: once per tick, whatever the processes). */
export const CHANNEL_SWEEP_CRONTAB = `*/10 * * * * ${CHANNEL_SWEEP_TASK}`;
/** A text handed to the provider answers in seconds; one still being sent after this never will. */
const STUCK_AFTER_MS = 10 * 60_000;

/**
 * A text left being sent (the process stopped between the provider's call and its answer)
 * is marked not delivered, with the manager told: sending it again could send it twice,
 * and leaving it would show "Sending…" for ever. An e-mail waits in the outbox, which
 * retries and reports on its own.
 */
export function createSweepTask(app: FastifyInstance) {
  return async (): Promise<void> => {
    for (const stuck of await stuckTexts(app.db, new Date(Date.now() - STUCK_AFTER_MS))) {
      await failDelivery(app, stuck, {
        channel: 'SMS',
        to: stuck.smsPhone,
        error: 'the server stopped while sending it; it may or may not have arrived',
      });
    }
  };
}
