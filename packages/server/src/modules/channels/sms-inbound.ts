import {
  e164Phone,
  normalizePhone,
  SMS_CONSENT_TEXT,
  type SmsKeyword,
  smsKeyword,
  smsPlaceholderEmail,
} from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import { conflict, HttpError } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import {
  ASSISTANT_REPLY_TASK,
  announceConversationChange,
  appendMessage,
  ensureInterest,
  findOrCreateProspect,
} from '../conversations/index.ts';
import { oneLine } from './channels.mails.ts';
import { optedOut, setDelivery } from './channels.queries.ts';
import { failDelivery } from './deliver.task.ts';
import { storeProspectMessage } from './receive-reply.ts';
import {
  addOptOut,
  askSmsConsent,
  confirmSmsConsent,
  findPendingConsent,
  findProspectLead,
  findSentText,
  findTextingProperty,
  findTextingProspect,
  insertOwnText,
  keepLeadPhone,
  lockMessageSid,
  propertyOfNumber,
  queuedTextsTo,
  receivedBefore,
  removeOptOut,
  setConversationSms,
} from './sms.queries.ts';

/**
 * Texts into a property's number (Twilio's webhooks, verified by sms.routes.ts before
 * anything here runs), their delivery reports, and the prospect's "Text me instead".
 */

/** The longest text kept from one message (Twilio joins a long text's segments up to this). */
export const MAX_TEXT_CHARS = 1600;
export const CUT_NOTE = '[Cut here: a text is kept up to its first 1,600 characters.]';

/** What a text says of the property: its name, else its address. */
interface NamedProperty {
  name: string | null;
  address: string;
}

interface TextedProperty extends NamedProperty {
  id: string;
}

/** The property's name, or its address, as a text names it. */
const labelOf = (property: NamedProperty) =>
  oneLine(property.name?.trim() || property.address, 120);

/** The words of every text Porchlight itself sends (Athena's and the manager's are theirs). */
export const smsTexts = {
  optedOut: (property: NamedProperty) =>
    `You're unsubscribed from ${labelOf(property)} texts. No more messages will be sent. Reply START to resubscribe.`,
  optedIn: (property: NamedProperty) =>
    `You're resubscribed to ${labelOf(property)} texts. Reply HELP for help. Reply STOP to unsubscribe.`,
  help: (property: NamedProperty) => {
    const name = property.name?.trim();
    const who = name
      ? `${oneLine(name, 120)}, ${oneLine(property.address, 200)}`
      : labelOf(property);
    return `${who}: Porchlight leasing assistant. Text your questions about this home here. Msg & data rates may apply. Reply STOP to unsubscribe.`;
  },
  first: (property: NamedProperty) =>
    `Hi, it's Athena for ${labelOf(property)}. You can text me here any time. Reply STOP to opt out.`,
  confirm: (property: NamedProperty) =>
    `${labelOf(property)}: reply YES to get texts from Athena about this home. Msg & data rates may apply. Reply STOP to opt out.`,
  test: (property: NamedProperty) =>
    `This is a test message from Porchlight for ${labelOf(property)}.`,
};

/** A received text's words as kept: at most MAX_TEXT_CHARS, with a note where it was cut. */
export function keptText(body: string): string {
  const text = body.replace(/\r\n?/g, '\n').trim();
  return text.length <= MAX_TEXT_CHARS
    ? text
    : `${text.slice(0, MAX_TEXT_CHARS).trimEnd()}\n${CUT_NOTE}`;
}

/** The phone number a lead keeps for a sender's number (national digits where known). */
const leadPhone = (phone: string) => normalizePhone(phone) || phone.slice(1);

/**
 * The conversation a text from `phone` to the property's `number` belongs in: the current
 * thread of the prospect who texted (or was texted) with that pair before, even when a reset
 * has started a new thread since; else, with `create`, a new lead filed under the number
 * (smsPlaceholderEmail: a prospect's identity needs an e-mail, and this one never delivers).
 */
async function threadOf(
  tx: DbOrTx,
  property: TextedProperty,
  phone: string,
  number: string,
  create: boolean,
) {
  const known = await findTextingProspect(tx, property.id, phone, number);
  if (!known?.prospectId && !create) return null;
  const prospectId =
    known?.prospectId ?? (await findOrCreateProspect(tx, smsPlaceholderEmail(phone))).id;
  const current = await findProspectLead(tx, property.id, prospectId);
  if (current?.conversationId) {
    return {
      interestId: current.id,
      conversationId: current.conversationId,
      unitId: current.unitId,
    };
  }
  if (!create) return null;
  const interest = await ensureInterest(tx, property.id, null, prospectId);
  return {
    interestId: interest.id,
    conversationId: interest.conversationId,
    unitId: interest.unitId,
  };
}

/**
 * A message Porchlight sends itself in the thread (a keyword's answer), stored as Athena's
 * while it is being sent (SENDING: the delivery job never takes it) so the manager sees it,
 * in the transaction that stores the keyword: no turn of Athena's ever reads the keyword as
 * a message still to answer.
 */
async function storeOwnText(tx: DbOrTx, conversationId: string, content: string) {
  const id = await insertOwnText(tx, conversationId, content);
  await announceConversationChange(tx, conversationId);
  return id;
}

/**
 * After STOP: the texts still waiting to go to the number from ours (Athena's, the
 * manager's, held for the morning) are not sent. One being sent right now may still go.
 */
async function cancelQueuedTexts(tx: DbOrTx, phone: string, number: string) {
  const waiting = await queuedTextsTo(tx, phone, number);
  for (const { id } of waiting) {
    await setDelivery(tx, id, 'NOT_SENT', {
      error: 'The prospect texted STOP: no texts are sent to them.',
    });
  }
}

/** Sends a keyword's answer now (not through Athena, nor the delivery job) and records how it went. */
async function sendOwnText(
  app: FastifyInstance,
  text: { from: string; to: string; body: string; messageId: string | null },
) {
  const provider = app.sms;
  if (!provider) {
    if (text.messageId) {
      await setDelivery(app.db, text.messageId, 'NOT_SENT', {
        error: 'Text messages are not set up on this server.',
      });
    }
    return;
  }
  const statusCallback = new URL('/api/v1/channels/sms/twilio/status', app.config.publicUrl);
  try {
    const sent = await provider.send({
      from: text.from,
      to: text.to,
      body: text.body,
      statusCallback: statusCallback.toString(),
    });
    if (text.messageId) {
      await setDelivery(app.db, text.messageId, 'SENT', { error: null, externalId: sent.id });
    }
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).slice(0, 300);
    app.log.warn({ reason }, 'the answer to a text keyword could not be sent');
    if (text.messageId) await setDelivery(app.db, text.messageId, 'FAILED', { error: reason });
  }
}

/** Twilio's webhook parameters, as posted (every one signed). */
export type TwilioParams = Record<string, string>;

/**
 * One text from a prospect to a property's number. Unknown numbers, unreadable senders,
 * empty texts (a picture alone) and repeats of a MessageSid change nothing; past the
 * sender's rate limit a text is stored but not answered (STOP is always honoured). STOP, START and HELP (the
 * whole text) are answered at once, here, and never by Athena: STOP records the opt-out and
 * confirms once, START removes it, HELP says who this is and how to stop. Any other text
 * is the prospect's next message: a new number starts a lead, and Athena answers by text
 * (the delivery job sends it) unless the number has opted out.
 */
export async function receiveText(app: FastifyInstance, params: TwilioParams): Promise<void> {
  const { db, log } = app;
  const phone = e164Phone(params.From);
  const number = e164Phone(params.To);
  const sid = params.MessageSid || params.SmsSid || '';
  if (!phone || !number || !sid) {
    log.info({ messageSid: sid || null }, 'a text without a sender, number or id: ignored');
    return;
  }
  const property = await propertyOfNumber(db, number);
  if (!property) {
    log.info({ number, messageSid: sid }, 'a text to a number no property has: ignored');
    return;
  }
  const body = keptText(params.Body ?? '');
  if (!body) {
    log.info({ propertyId: property.id, messageSid: sid }, 'a text without words: not stored');
    return;
  }
  if (/^\s*yes\W*$/i.test(body) && (await confirmText(app, property, phone, number, sid, body))) {
    return;
  }
  const keyword = smsKeyword(body);
  // Past the sender's limit a text is kept for the manager but not answered (a phone's own
  // auto-replies would otherwise be answered for ever). STOP is always honoured.
  let limited = false;
  if (keyword !== 'STOP') {
    try {
      await hitRateLimits(db, [[`inbound:sms:${phone}`, app.config.limits.inboundPerSender]]);
    } catch (error) {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      log.warn(
        { propertyId: property.id, messageSid: sid },
        'too many texts from one number: kept, not answered',
      );
      limited = true;
    }
  }
  const outcome = await db.transaction(async (tx) => {
    // One receipt per MessageSid, even when Twilio's retry meets the first delivery.
    await lockMessageSid(tx, sid);
    if (await receivedBefore(tx, sid)) return null;
    const answer = await keywordAnswer(tx, keyword, property, phone, number);
    const thread = await threadOf(tx, property, phone, number, keyword === null);
    if (!thread) return { answer, answerId: null, turn: null, conversationId: null };
    const answered = keyword === null && !limited && !(await optedOut(tx, phone, number));
    const turn = await storeProspectMessage(
      tx,
      {
        id: thread.conversationId,
        propertyId: property.id,
        unitId: thread.unitId,
        leadId: thread.interestId,
      },
      body,
      { channel: 'SMS', externalId: sid, sender: { phone }, answered },
    );
    await setConversationSms(tx, thread.conversationId, phone, number);
    await keepLeadPhone(tx, thread.interestId, leadPhone(phone));
    const answerId = answer ? await storeOwnText(tx, thread.conversationId, answer) : null;
    return {
      answer,
      answerId,
      turn,
      conversationId: thread.conversationId,
    };
  });
  if (!outcome) {
    log.info(
      { propertyId: property.id, messageSid: sid },
      'a text received before: not stored again',
    );
    return;
  }
  if (outcome.turn && outcome.conversationId) {
    app.jobsNow.run(ASSISTANT_REPLY_TASK, { conversationId: outcome.conversationId }, outcome.turn);
  }
  if (outcome.answer) {
    await sendOwnText(app, {
      from: number,
      to: phone,
      body: outcome.answer,
      messageId: outcome.answerId,
    });
  }
}

/**
 * What a keyword changes, and the text that answers it (null: no answer). STOP answers only
 * the first time: a number already opted out is not texted again, even to confirm.
 */
async function keywordAnswer(
  tx: DbOrTx,
  keyword: SmsKeyword | null,
  property: TextedProperty,
  phone: string,
  number: string,
): Promise<string | null> {
  if (keyword === 'STOP') {
    const added = await addOptOut(tx, phone, number);
    await cancelQueuedTexts(tx, phone, number);
    return added ? smsTexts.optedOut(property) : null;
  }
  if (keyword === 'START') {
    await removeOptOut(tx, phone, number);
    return smsTexts.optedIn(property);
  }
  if (keyword === 'HELP') return smsTexts.help(property);
  return null;
}

/** Twilio's delivery error codes a manager can act on, in words (twilio.com/docs/api/errors). */
const TWILIO_ERRORS: Record<string, string> = {
  '30003': 'the phone is unreachable or switched off',
  '30004': 'the recipient blocked it',
  '30005': 'the number is unknown or no longer in service',
  '30006': 'the number is a landline or cannot receive texts',
  '30007': 'the carrier filtered it as unwanted',
  '30008': 'the carrier gave no reason',
  '21610': 'the number has unsubscribed at the carrier (STOP)',
};

/** A Twilio status callback's MessageStatus, as the message's delivery; null: no change. */
const DELIVERY_OF: Record<string, 'SENT' | 'DELIVERED' | 'FAILED'> = {
  sent: 'SENT',
  delivered: 'DELIVERED',
  undelivered: 'FAILED',
  failed: 'FAILED',
};

/**
 * A delivery report for a text we sent (its first part's SID): sent, delivered, or failed,
 * which also tells the manager under Needs attention (once). A report for anything else
 * (another part of a long text, a message we do not know) changes nothing.
 */
export async function receiveTextStatus(app: FastifyInstance, params: TwilioParams) {
  const sid = params.MessageSid || params.SmsSid || '';
  const status = (params.MessageStatus || params.SmsStatus || '').toLowerCase();
  const delivery = DELIVERY_OF[status];
  if (!sid || !delivery) return;
  const message = await findSentText(app.db, sid);
  if (!message) return;
  if (delivery !== 'FAILED') {
    await setDelivery(app.db, message.id, delivery, { error: null });
    return;
  }
  if (message.delivery === 'FAILED') return;
  const code = (params.ErrorCode ?? '').trim();
  const reason = TWILIO_ERRORS[code] ?? `Twilio reported it ${status}`;
  const error = code ? `${reason} (Twilio error ${code})` : reason;
  await failDelivery(app, message, { channel: 'SMS', to: message.smsPhone, error });
}

/**
 * The prospect's "Text me instead": their consent (now, in the chat's words), the thread
 * moved to texts between `phone` and the property's number, and Athena's first text queued
 * (the delivery job sends it, in the morning during quiet hours). 409 when the property has
 * no number, or the number texted STOP to it (START by text lifts that, not this form).
 */
export async function startTextThread(
  app: FastifyInstance,
  interest: { id: string; conversationId: string; propertyId: string },
  phone: string,
) {
  const { db } = app;
  const property = await findTextingProperty(db, interest.propertyId);
  const number = property?.smsNumber;
  if (!property || !number) {
    throw conflict('This home does not take text messages yet. You can keep chatting here.');
  }
  if (await optedOut(db, phone, number)) {
    throw conflict(
      `This number unsubscribed from texts about this home. To get them again, text START to ${number}.`,
    );
  }
  // The number is only asked, not taken: its owner confirms by answering YES (confirmText),
  // so nobody can have someone else's texts brought into their chat.
  const confirmation = await db.transaction(async (tx) => {
    // The lead's row first, then the conversation's: the order every writer keeps.
    await askSmsConsent(tx, interest.id, SMS_CONSENT_TEXT);
    await setConversationSms(tx, interest.conversationId, phone, number);
    return storeOwnText(tx, interest.conversationId, smsTexts.confirm(property));
  });
  await sendOwnText(app, {
    from: number,
    to: phone,
    body: smsTexts.confirm(property),
    messageId: confirmation,
  });
}

/**
 * YES from a number that 'Text me instead' asked: the chat that asked goes on by text from
 * now on, with the consent's time and words recorded and Athena's first text. Answers
 * whether there was such a request (else the YES is an ordinary message).
 */
async function confirmText(
  app: FastifyInstance,
  property: TextedProperty,
  phone: string,
  number: string,
  sid: string,
  body: string,
): Promise<boolean> {
  return app.db.transaction(async (tx) => {
    const pending = await findPendingConsent(tx, property.id, phone, number);
    if (!pending) return false;
    await confirmSmsConsent(tx, pending.interestId, leadPhone(phone));
    await appendMessage(tx, pending.conversationId, 'user', body, {
      channel: 'SMS',
      externalId: sid,
    });
    await appendMessage(tx, pending.conversationId, 'assistant', smsTexts.first(property));
    return true;
  });
}
