import Type, { type Static } from 'typebox';
import { Email, Id, MessageText, Nullable } from './common.ts';
import { ConversationMessageSchema } from './conversation.ts';

/**
 * Opens the Resident AI chat. A signed-in resident or manager is known by the token and
 * may omit `email`; an anonymous caller must give it (server 400 otherwise).
 */
export const StartResidentConversationSchema = Type.Object(
  { propertyId: Id, unitId: Type.Optional(Nullable(Id)), email: Type.Optional(Email) },
  { additionalProperties: false },
);
export type StartResidentConversation = Static<typeof StartResidentConversationSchema>;

export const ConversationIdSchema = Type.Object({ id: Id });
export type ConversationId = Static<typeof ConversationIdSchema>;

export const SendResidentMessageSchema = Type.Object(
  { message: MessageText, unitId: Type.Optional(Nullable(Id)) },
  { additionalProperties: false },
);
export type SendResidentMessage = Static<typeof SendResidentMessageSchema>;

/**
 * One row of Resident Activity. Only residents' conversations are listed (a manager's
 * previews are not). `unit` and `lastMessage` are null when there is none.
 */
export const ResidentConversationItemSchema = Type.Object({
  tenant: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
  property: Type.Object({ address: Type.String() }),
  unit: Nullable(Type.Object({ unitNumber: Nullable(Type.String()) })),
  lastMessage: Nullable(ConversationMessageSchema),
  conversation: Type.Object({ id: Id }),
});
export type ResidentConversationItem = Static<typeof ResidentConversationItemSchema>;
