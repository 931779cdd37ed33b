import { LINE_BREAK_CLASS, MESSAGE_DELIVERIES, MESSAGE_ROLES } from '@porchlight/domain';
import Type, { type Static } from 'typebox';
import { DateTime, Email, Enum, Id, Jwt, MessageText, Nullable, SingleLine } from './common.ts';

/**
 * One chat message. The spec allows content as text or a list of typed parts and a
 * `created_at` spelling; this API always sends plain text and `createdAt`, so clients
 * need no second shape.
 */
export const ConversationMessageSchema = Type.Object({
  /** Absent on a message not yet stored (e.g. the assistant reply being composed). */
  id: Type.Optional(Id),
  role: Enum(MESSAGE_ROLES),
  content: Type.String(),
  createdAt: DateTime,
  /** On a message the manager wrote themselves (role 'manager'): their name as shown. */
  authorName: Type.Optional(Nullable(Type.String())),
  /** Absent for the chat: the message was written, or sent, by e-mail or text message. */
  channel: Type.Optional(Type.Union([Type.Literal('EMAIL'), Type.Literal('SMS')])),
  /** On what went out by e-mail or text: how its delivery stands. */
  delivery: Type.Optional(Enum(MESSAGE_DELIVERIES)),
  /**
   * Only in the manager's view of a lead, on what did not reach the prospect (FAILED,
   * NOT_SENT): why, in a sentence ('The prospect texted STOP: no texts are sent to them.').
   */
  deliveryNote: Type.Optional(Type.String()),
});
export type ConversationMessage = Static<typeof ConversationMessageSchema>;

/** A conversation with its messages, oldest first. */
export const ConversationSchema = Type.Object({
  id: Id,
  messages: Type.Array(ConversationMessageSchema),
  /**
   * Present only when the poll asked for `after` and that message is in the conversation:
   * then `messages` holds only the messages after it. Absent: the whole conversation.
   */
  after: Type.Optional(Id),
});
export type Conversation = Static<typeof ConversationSchema>;

/** The unread poll's `after`: the last message the chat showed the prospect. */
export const UnreadQuerySchema = Type.Object({ after: Type.Optional(Id) });

/** Replies the prospect has not seen, and the conversation's last message. */
export const UnreadSchema = Type.Object({
  unread: Type.Integer({ minimum: 0 }),
  last: Nullable(Id),
});
export type Unread = Static<typeof UnreadSchema>;

/** The prospect's e-mail starts (or resumes) a chat about a property. */
export const StartPropertyInterestSchema = Type.Object(
  {
    email: Email,
    propertyId: Id,
    unitId: Type.Optional(Nullable(Id)),
    /**
     * The listing page the chat is on (script-tag mode, when the embedder allows it): the
     * login link returns there if it is on one of the property's `websiteOrigins`.
     */
    pageUrl: Type.Optional(
      Type.String({ maxLength: 2000, pattern: `^https?://[^${LINE_BREAK_CLASS}]*$` }),
    ),
    /**
     * The prospect's name as the embedding site knows it (the widget's `prefill`): kept on
     * a new prospect only; a known address's name is never changed by whoever typed it.
     */
    name: Type.Optional(SingleLine({ minLength: 1, maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type StartPropertyInterest = Static<typeof StartPropertyInterestSchema>;

/** 201: a new prospect, signed in at once. */
export const TenantRegisteredSchema = Type.Object({ jwt: Jwt, tenantID: Id });
export type TenantRegistered = Static<typeof TenantRegisteredSchema>;

export const SendMessageSchema = Type.Object(
  { message: MessageText },
  { additionalProperties: false },
);
export type SendMessage = Static<typeof SendMessageSchema>;

/**
 * The manager reads a lead's conversation with `tenantId` (the potential tenant's id);
 * a tenant's own session ignores it.
 */
export const PropertyInterestConversationQuerySchema = Type.Object({
  tenantId: Type.Optional(Id),
  /**
   * The id of the last message the client holds: only later messages are sent (a delta,
   * marked by `after` in the answer). When that message is gone (a reset), the whole
   * conversation comes back without `after`, and the client replaces what it holds.
   */
  after: Type.Optional(Id),
});
export type PropertyInterestConversationQuery = Static<
  typeof PropertyInterestConversationQuerySchema
>;
