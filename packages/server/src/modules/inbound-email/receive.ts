import type { FastifyInstance } from 'fastify';
import { queueMail } from '../../mail/outbox.ts';
import { conversationSignerFor, receiveBounce, receiveReply } from '../channels/index.ts';
import {
  appendMessage,
  ensureInterest,
  findOrCreateProspect,
  queueAssistantReply,
} from '../conversations/index.ts';
import {
  fillInterestContact,
  findUserByListingEmailId,
  insertInboundEmail,
  isMessageProcessed,
  setConversationChannelEmail,
} from './inbound-email.queries.ts';
import { matchListing } from './match-listing.ts';
import { forwardingTarget, type ParsedLead, parseLeadEmail } from './parse-lead.ts';

export type InboundStatus = 'PROCESSED' | 'DUPLICATE' | 'UNMATCHED' | 'UNPARSEABLE' | 'IGNORED';

/** Every address a raw message's headers send it to (To, Cc, Delivered-To, X-Original-To). */
async function headerRecipients(raw: string): Promise<string[]> {
  try {
    return (await parseLeadEmail(raw)).recipients;
  } catch {
    return [];
  }
}

/**
 * One received e-mail, by where it was sent: to a conversation's signed reply address, the
 * prospect's answer in that conversation; to a message's bounce address, news of that
 * mail (channels/receive-reply.ts); else a forwarded lead.
 */
export async function receiveEmail(
  app: FastifyInstance,
  raw: string,
  envelopeRecipients: string[] = [],
): Promise<{ id: string; status: InboundStatus }> {
  const signer = conversationSignerFor(app.config);
  const recipients =
    envelopeRecipients.length > 0 ? envelopeRecipients : await headerRecipients(raw);
  for (const address of recipients) {
    const conversationId = signer.conversationOfReplyAddress(address);
    if (conversationId) return receiveReply(app, raw, conversationId);
    const messageId = signer.messageOfBounceAddress(address);
    if (messageId) return receiveBounce(app, raw, messageId);
  }
  return receiveLeadEmail(app, raw, envelopeRecipients);
}

/** Largest forwarded message kept (bigger ones are refused by the transports). */
export const MAX_INBOUND_BYTES = 10 * 1024 * 1024;

const splitName = (name: string | null) => {
  const [first, ...rest] = (name ?? '').split(' ').filter(Boolean);
  return { firstName: first ?? null, lastName: rest.join(' ') || null };
};

/**
 * Takes one forwarded lead e-mail, from the SMTP listener or the inbound-email endpoint.
 * The raw message is kept with its outcome; if storing fails, this throws and the transport
 * answers a temporary error so the sender retries: nothing is lost. A message for a
 * known forwarding address about a listing of that account becomes a lead (one per e-mail
 * and property: a second mail merges into it); its text becomes the prospect's first
 * message, on the e-mail channel: Athena answers it by e-mail, with the chat link.
 * Anything else is kept and flagged, and the manager is told when the account is known.
 */
export async function receiveLeadEmail(
  app: FastifyInstance,
  raw: string,
  envelopeRecipients: string[] = [],
): Promise<{ id: string; status: InboundStatus }> {
  const { db, config } = app;
  let lead: ParsedLead | null = null;
  let parseError: string | null = null;
  try {
    lead = await parseLeadEmail(raw);
  } catch (error) {
    parseError = error instanceof Error ? error.message : String(error);
  }
  const target = [...envelopeRecipients, ...(lead?.recipients ?? [])]
    .map((address) => forwardingTarget(address, config.mailDomain))
    .find((found) => found !== null);
  const owner = target ? await findUserByListingEmailId(db, target.listingEmailId) : undefined;
  const messageId = raw.match(/^message-id:\s*(\S+)/im)?.[1]?.slice(0, 300) ?? null;

  const keep = async (
    status: InboundStatus,
    error: string | null,
    interestId: string | null = null,
  ) => {
    const id = await insertInboundEmail(db, {
      userId: owner?.id ?? null,
      source: target?.source ?? null,
      messageId,
      status,
      error,
      interestId,
      raw,
    });
    return { id, status };
  };
  const flag = async (status: InboundStatus, error: string) => {
    const kept = await keep(status, error);
    if (owner) {
      await queueMail(db, {
        to: owner.email,
        subject: `A forwarded lead e-mail needs a look: ${lead?.subject || '(no subject)'}`,
        text: `Porchlight received a lead e-mail forwarded from ${target?.source === 'buildium' ? 'Buildium' : 'Zillow'} but could not turn it into a lead: ${error}\n\nSubject: ${lead?.subject ?? ''}\nFrom: ${lead?.name ?? ''} ${lead?.email ?? ''}\nListing: ${lead?.listingText ?? lead?.listingUrls[0] ?? 'not found'}\n\nThe e-mail is kept (reference ${kept.id}). Check that the listing's address or URL matches a property in Porchlight.\n\n— Porchlight`,
      });
    }
    return kept;
  };

  if (!owner) return keep('UNMATCHED', 'No Porchlight forwarding address among the recipients.');
  if (!lead) return flag('UNPARSEABLE', `The message could not be read (${parseError}).`);
  if (!lead.email) return flag('UNPARSEABLE', 'No prospect e-mail address was found in it.');
  if (messageId && (await isMessageProcessed(db, messageId, owner.id))) {
    return keep('DUPLICATE', 'Already received.');
  }
  const match = await matchListing(db, owner.id, lead);
  if (!match) return flag('UNMATCHED', 'The listing it is about does not match a property.');

  const email = lead.email;
  const { message } = lead;
  const result = await db.transaction(async (tx) => {
    const prospect = await findOrCreateProspect(tx, email);
    const interest = await ensureInterest(tx, match.propertyId, match.unitId, prospect.id, {
      email: prospect.email,
    });
    const { firstName, lastName } = splitName(lead.name);
    await fillInterestContact(tx, interest.id, { firstName, lastName, phone: lead.phone });
    // The prospect wrote by e-mail: Athena's answer, and every message after it, goes there
    // (channels/), with the chat link for those who prefer it.
    await setConversationChannelEmail(tx, interest.conversationId);
    if (message) {
      await appendMessage(tx, interest.conversationId, 'user', message.slice(0, 4000), {
        channel: 'EMAIL',
      });
      await queueAssistantReply(tx, interest.conversationId);
    }
    return interest.id;
  });
  return keep('PROCESSED', null, result);
}
