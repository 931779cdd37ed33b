import Type from 'typebox';
import { endpoint } from '../define.ts';
import {
  AnswerAttentionSchema,
  AssistantPauseSchema,
  AttentionCountSchema,
  AttentionItemSchema,
  AttentionListQuerySchema,
  AttentionListSchema,
  CreatePropertyFactSchema,
  LeadConversationSchema,
  ManagerMessageSchema,
  PropertyFactSchema,
  ResolveAttentionSchema,
  UpdatePropertyFactSchema,
} from '../schemas/attention.ts';
import { IdParams, NotModified, Ok } from '../schemas/common.ts';

export const listAttention = endpoint({
  method: 'GET',
  path: '/api/v1/attention',
  auth: ['manager'],
  summary:
    'What waits for the manager (Needs attention): new leads, questions Athena could not answer, accommodation requests, call and viewing requests to handle by hand, failed imports and deliveries, model replies held back. Newest first, at most 200; `openCount` counts every open item.',
  query: AttentionListQuerySchema,
  responses: { 200: AttentionListSchema },
});

export const countAttention = endpoint({
  method: 'GET',
  path: '/api/v1/attention/count',
  auth: ['manager'],
  summary:
    'How many items wait for the manager (the sidebar badge). Send If-None-Match with the last ETag: 304 while unchanged.',
  responses: { 200: AttentionCountSchema, 304: NotModified },
});

export const resolveAttention = endpoint({
  method: 'POST',
  path: '/api/v1/attention/{id}/resolve',
  auth: ['manager'],
  summary:
    'Marks an item done, with an outcome for a call request (CALLED_BACK or NO_ANSWER); every other kind takes DONE (the default). 400 on `outcome` for an outcome of another kind. Resolving a done item again changes nothing.',
  params: IdParams,
  body: ResolveAttentionSchema,
  responses: { 200: AttentionItemSchema },
});

export const answerAttention = endpoint({
  method: 'POST',
  path: '/api/v1/attention/{id}/answer',
  auth: ['manager'],
  summary:
    "Answers a question Athena could not: the answer goes to the prospect's chat under the manager's name (and by e-mail when they do not read it within a few minutes). With `remember`, it is also stored as a fact of the property (or of the lead's unit with `unitOnly`) that Athena answers from next time. 409 when the item is not an open question.",
  params: IdParams,
  body: AnswerAttentionSchema,
  responses: { 200: AttentionItemSchema },
});

export const listPropertyFacts = endpoint({
  method: 'GET',
  path: '/api/v1/properties/{id}/facts',
  auth: ['manager'],
  summary: 'What the manager taught Athena about a property and its units, oldest first.',
  params: IdParams,
  responses: { 200: Type.Array(PropertyFactSchema) },
});

export const createPropertyFact = endpoint({
  method: 'POST',
  path: '/api/v1/properties/{id}/facts',
  auth: ['manager'],
  summary: 'Teaches Athena a question and its answer for the property (or one of its units).',
  params: IdParams,
  body: CreatePropertyFactSchema,
  responses: { 201: PropertyFactSchema },
});

export const updatePropertyFact = endpoint({
  method: 'PATCH',
  path: '/api/v1/property-facts/{id}',
  auth: ['manager'],
  summary: 'Edits a taught fact; Athena uses the new words from the next question on.',
  params: IdParams,
  body: UpdatePropertyFactSchema,
  responses: { 200: PropertyFactSchema },
});

export const deletePropertyFact = endpoint({
  method: 'DELETE',
  path: '/api/v1/property-facts/{id}',
  auth: ['manager'],
  summary: 'Forgets a taught fact.',
  params: IdParams,
  responses: { 200: Ok },
});

export const getLeadConversation = endpoint({
  method: 'GET',
  path: '/api/v1/leads/{id}/conversation',
  auth: ['manager'],
  summary:
    "Every thread of a lead's chat (a prospect's reset starts a new one; the earlier ones stay for the manager), and whether Athena is paused. Send If-None-Match with the last ETag: 304 while unchanged.",
  params: IdParams,
  responses: { 200: LeadConversationSchema, 304: NotModified },
});

export const sendLeadMessage = endpoint({
  method: 'POST',
  path: '/api/v1/leads/{id}/messages',
  auth: ['manager'],
  summary:
    "The manager writes in the lead's chat as themselves (shown to the prospect with the manager's name). Writing takes over: Athena is paused on the lead (in every thread: a prospect's reset does not undo it) until handed back. 409 when the lead has no chat.",
  params: IdParams,
  body: ManagerMessageSchema,
  responses: { 200: Ok },
});

export const setLeadAssistant = endpoint({
  method: 'PUT',
  path: '/api/v1/leads/{id}/assistant',
  auth: ['manager'],
  summary:
    "Pauses Athena in the lead's chat (`paused: true`) or hands it back (`false`): the pause holds in every thread of the lead, a prospect's reset does not undo it; when handed back, Athena answers what the prospect wrote meanwhile (or greets them in a thread a reset started).",
  params: IdParams,
  body: AssistantPauseSchema,
  responses: { 200: Ok },
});
