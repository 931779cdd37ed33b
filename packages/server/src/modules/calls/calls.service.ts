import { randomBytes } from 'node:crypto';
import { formatPhone } from '@porchlight/domain';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/connection.ts';
import { notFound } from '../../http/errors.ts';
import type { Session } from '../../http/session.ts';
import { enqueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/outbox.ts';
import { raiseAttention } from '../attention/index.ts';
import { findInterest } from '../conversations/index.ts';
import { residentLeases } from '../resident/index.ts';
import { emitWebhookEvent } from '../webhooks/index.ts';
import { callRequestedMail } from './calls.mails.ts';
import { callerName, findUserById, insertPhoneCall, setInterestPhone } from './calls.queries.ts';
import { PLACE_CALL_TASK } from './vapi.ts';

/** Who asks for a call: a prospect (tenant session) or a resident. */
export type Caller = Pick<Session, 'audience' | 'subject' | 'email'>;

/**
 * The caller's relationship with the property: a prospect's lead (its id and conversation),
 * or a resident's lease (no lead). 404, as for an unknown property, when they have neither.
 */
export async function callerRelation(db: Db, caller: Caller, propertyId: string) {
  if (caller.audience === 'tenant') {
    const interest = await findInterest(db, propertyId, caller.subject);
    if (!interest) throw notFound('Property');
    return { interestId: interest.id, conversationId: interest.conversationId };
  }
  const lease = await residentLeases(db, caller.subject, propertyId);
  if (!lease) throw notFound('Property');
  return { interestId: null, conversationId: null };
}

/** A call request, its caller's relationship with the property resolved. */
export interface CallRequest {
  property: { id: string; userId: string; address: string };
  unitId: string | null;
  interestId: string | null;
  conversationId: string | null;
  /** The normalised number to call. */
  phone: string;
  caller: Caller;
}

/**
 * Records a call request in one transaction: the call, the lead's number, its webhook event,
 * and either Vapi's job and the manager's mail (VAPI_API_KEY set) or, without Vapi, an item
 * under Needs attention (the chat's own thanks is the caller's one confirmation). Answers the call's id.
 */
export async function recordCallRequest(
  db: Db,
  config: Pick<Config, 'vapi' | 'publicUrl'>,
  request: CallRequest,
): Promise<string> {
  const { property, unitId, interestId, phone, caller: session } = request;
  const phoneCallId = `call_${randomBytes(12).toString('base64url')}`;
  await db.transaction(async (tx) => {
    await insertPhoneCall(tx, {
      phoneCallId,
      userId: property.userId,
      propertyId: property.id,
      unitId,
      interestId,
      phoneNumber: phone,
    });
    if (interestId) await setInterestPhone(tx, interestId, phone);
    if (config.vapi) await enqueue(tx, PLACE_CALL_TASK, { phoneCallId }, { maxAttempts: 5 });
    const caller = session.audience === 'tenant' ? 'prospect' : 'resident';
    const name = await callerName(tx, session, interestId);
    await emitWebhookEvent(tx, {
      type: 'call.requested',
      propertyId: property.id,
      unitId,
      data: { phoneCallId, leadId: interestId, caller, email: session.email, phoneNumber: phone },
    });
    if (!config.vapi) {
      // Nobody calls automatically: the request waits under Needs attention for the
      // manager to call and record the outcome (called back, no answer).
      await raiseAttention(tx, {
        kind: 'CALL_REQUEST',
        text: `Please call ${formatPhone(phone)} (${name ? `${name}, ` : ''}${caller}, ${session.email}).`,
        propertyId: property.id,
        interestId,
        unitId,
        residentId: session.audience === 'resident' ? session.subject : null,
      });
      // The chat confirms the request itself ('Thanks! You will receive a call shortly.'):
      // a second confirmation in the conversation only said the same thing twice.
      return;
    }
    const manager = await findUserById(tx, property.userId);
    if (manager) {
      const mail = { caller, name, email: session.email, address: property.address, phone };
      await queueMail(tx, callRequestedMail(manager.email, mail, config.publicUrl));
    }
  });
  return phoneCallId;
}
