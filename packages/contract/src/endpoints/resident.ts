import Type from 'typebox';
import { ApiErrorSchema, endpoint } from '../define.ts';
import { LinkSentSchema } from '../schemas/auth.ts';
import { IdParams, NotModified, Ok } from '../schemas/common.ts';
import { ConversationSchema } from '../schemas/conversation.ts';
import {
  ConversationIdSchema,
  ResidentConversationItemSchema,
  SendResidentMessageSchema,
  StartResidentConversationSchema,
} from '../schemas/resident-conversation.ts';

export const startResidentConversation = endpoint({
  method: 'POST',
  path: '/api/v1/conversations/resident',
  auth: ['public', 'resident', 'manager'],
  summary:
    "Opens the Resident AI chat for a property. Signed in (resident, or the property's manager previewing): 200 with the open conversation, or 201 with a new one. Anonymous: 202, a login link is e-mailed when the address is a tenant of the property (the same 202 otherwise, so tenancy is not revealed).",
  body: StartResidentConversationSchema,
  responses: { 200: ConversationIdSchema, 201: ConversationIdSchema, 202: LinkSentSchema },
});

export const getResidentConversation = endpoint({
  method: 'GET',
  path: '/api/v1/conversations/resident/{id}',
  auth: ['resident', 'manager'],
  summary:
    "A resident conversation, polled every second: the resident's own, or one in the manager's properties. If-None-Match with the last ETag gives 304 when unchanged.",
  params: IdParams,
  responses: {
    200: ConversationSchema,
    304: NotModified,
    401: ApiErrorSchema,
    404: ApiErrorSchema,
  },
});

export const sendResidentMessage = endpoint({
  method: 'POST',
  path: '/api/v1/conversations/resident/{id}/messages',
  auth: ['resident', 'manager'],
  summary: 'Adds a message; the reply arrives in the polled conversation. 429 when sent too fast.',
  params: IdParams,
  body: SendResidentMessageSchema,
  responses: { 200: Ok },
});

export const resetResidentConversation = endpoint({
  method: 'POST',
  path: '/api/v1/conversations/resident/{id}/reset',
  auth: ['resident', 'manager'],
  summary:
    'Closes the conversation and answers a new, empty one; the client replaces its stored id.',
  params: IdParams,
  responses: { 200: ConversationSchema },
});

export const listResidentConversations = endpoint({
  method: 'GET',
  path: '/api/v1/conversations/resident',
  auth: ['manager'],
  summary: "Residents' conversations in the manager's properties, last message newest first.",
  responses: { 200: Type.Array(ResidentConversationItemSchema) },
});

export const streamResidentConversation = endpoint({
  method: 'GET',
  path: '/api/v1/conversations/resident/{id}/events',
  auth: ['resident', 'manager'],
  summary:
    "Server-Sent Events for a resident conversation, as for the prospect chat: a `conversation` event with the GET's JSON at once and on every new message.",
  params: IdParams,
  responses: {
    200: Type.String({ description: 'text/event-stream' }),
    401: ApiErrorSchema,
    404: ApiErrorSchema,
  },
});
