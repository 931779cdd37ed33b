import Type from 'typebox';
import { ApiErrorSchema, endpoint } from '../define.ts';
import { LinkSentSchema } from '../schemas/auth.ts';
import { NotModified, Ok, PropertyIdParams } from '../schemas/common.ts';
import {
  ConversationSchema,
  PropertyInterestConversationQuerySchema,
  SendMessageSchema,
  StartPropertyInterestSchema,
  TenantRegisteredSchema,
  UnreadQuerySchema,
  UnreadSchema,
} from '../schemas/conversation.ts';

export const getPropertyInterestConversation = endpoint({
  method: 'GET',
  path: '/api/v2/conversations/property-interest/{propertyId}',
  auth: ['tenant', 'manager'],
  summary:
    "A prospect's conversation about a property, polled every second. A tenant gets their own; a manager passes `tenantId` (400 without it) for a lead of their property. Send If-None-Match with the last ETag: 304 when unchanged. 401: the tenant session is gone (the chat clears it); 404: no conversation yet (the chat restarts the e-mail flow).",
  params: PropertyIdParams,
  query: PropertyInterestConversationQuerySchema,
  responses: {
    200: ConversationSchema,
    304: NotModified,
    401: ApiErrorSchema,
    404: ApiErrorSchema,
  },
});

export const getPropertyInterestUnread = endpoint({
  method: 'GET',
  path: '/api/v2/conversations/property-interest/{propertyId}/unread',
  auth: ['tenant'],
  summary:
    "How many replies (Athena's or the manager's) the prospect has not seen: those after `after`, the last message the chat showed them (0 without it, or when it is gone). `last` is the conversation's last message id. Polled by a listing page whose chat is not open, so it never marks a manager's message read. Send If-None-Match with the last ETag: 304 when unchanged. 401: the session is gone; 404: no conversation.",
  params: PropertyIdParams,
  query: UnreadQuerySchema,
  responses: {
    200: UnreadSchema,
    304: NotModified,
    401: ApiErrorSchema,
    404: ApiErrorSchema,
  },
});

export const startPropertyInterest = endpoint({
  method: 'POST',
  path: '/api/v2/conversations/property-interest',
  auth: ['public'],
  summary:
    "Starts the chat for a prospect's e-mail. A known prospect: 200, a login link is e-mailed (no session is given to an unproven address). A new one: 201, registered and signed in at once, with the conversation opened.",
  body: StartPropertyInterestSchema,
  responses: { 200: LinkSentSchema, 201: TenantRegisteredSchema },
});

export const sendPropertyInterestMessage = endpoint({
  method: 'POST',
  path: '/api/v1/conversations/property-interest/{propertyId}',
  auth: ['tenant'],
  summary:
    "Adds the prospect's message; the assistant's reply arrives later in the polled conversation. 429 when the tenant sends too fast.",
  params: PropertyIdParams,
  body: SendMessageSchema,
  responses: { 200: Ok },
});

export const resetPropertyInterestConversation = endpoint({
  method: 'POST',
  path: '/api/v2/conversations/property-interest/{propertyId}/reset',
  auth: ['tenant'],
  summary:
    "Empties the prospect's conversation about the property (the lead and its answers stay).",
  params: PropertyIdParams,
  responses: { 200: Ok },
});

export const streamPropertyInterestConversation = endpoint({
  method: 'GET',
  path: '/api/v1/conversations/property-interest/{propertyId}/events',
  auth: ['tenant'],
  summary:
    "Server-Sent Events (text/event-stream) for the prospect's own conversation: a `conversation` event carrying the same JSON as the GET (id and messages) at once and whenever a message is stored, pushed across server processes (PostgreSQL LISTEN/NOTIFY); a comment every 25 s keeps it open. Clients that cannot hold a stream poll the GET every second. 404: no conversation yet.",
  params: PropertyIdParams,
  responses: {
    200: Type.String({ description: 'text/event-stream' }),
    401: ApiErrorSchema,
    404: ApiErrorSchema,
  },
});
