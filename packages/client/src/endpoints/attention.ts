import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** What waits for the manager, newest first, with the open count: 200. */
export const listAttention = /* @__PURE__ */ define<Endpoints['listAttention']>(
  'GET',
  '/api/v1/attention',
  ['manager'],
);

/** The open count for the sidebar; If-None-Match with the last ETag gives 304: 200. */
export const countAttention = /* @__PURE__ */ define<Endpoints['countAttention']>(
  'GET',
  '/api/v1/attention/count',
  ['manager'],
);

/** Marks an item done (with a call's outcome): 200 with the item. */
export const resolveAttention = /* @__PURE__ */ define<Endpoints['resolveAttention']>(
  'POST',
  '/api/v1/attention/{id}/resolve',
  ['manager'],
);

/** Answers an open question in the prospect's chat, and teaches Athena with `remember`: 200. */
export const answerAttention = /* @__PURE__ */ define<Endpoints['answerAttention']>(
  'POST',
  '/api/v1/attention/{id}/answer',
  ['manager'],
);

/** What the manager taught Athena about a property: 200. */
export const listPropertyFacts = /* @__PURE__ */ define<Endpoints['listPropertyFacts']>(
  'GET',
  '/api/v1/properties/{id}/facts',
  ['manager'],
);

/** Teaches Athena a question and its answer: 201. */
export const createPropertyFact = /* @__PURE__ */ define<Endpoints['createPropertyFact']>(
  'POST',
  '/api/v1/properties/{id}/facts',
  ['manager'],
);

/** Edits a taught fact: 200. */
export const updatePropertyFact = /* @__PURE__ */ define<Endpoints['updatePropertyFact']>(
  'PATCH',
  '/api/v1/property-facts/{id}',
  ['manager'],
);

/** Forgets a taught fact: 200. */
export const deletePropertyFact = /* @__PURE__ */ define<Endpoints['deletePropertyFact']>(
  'DELETE',
  '/api/v1/property-facts/{id}',
  ['manager'],
);

/** Every thread of a lead's chat and whether Athena is paused; 304 with If-None-Match: 200. */
export const getLeadConversation = /* @__PURE__ */ define<Endpoints['getLeadConversation']>(
  'GET',
  '/api/v1/leads/{id}/conversation',
  ['manager'],
);

/** The manager writes in the lead's chat as themselves (pausing Athena): 200. */
export const sendLeadMessage = /* @__PURE__ */ define<Endpoints['sendLeadMessage']>(
  'POST',
  '/api/v1/leads/{id}/messages',
  ['manager'],
);

/** Pauses Athena in the lead's chat, or hands it back: 200. */
export const setLeadAssistant = /* @__PURE__ */ define<Endpoints['setLeadAssistant']>(
  'PUT',
  '/api/v1/leads/{id}/assistant',
  ['manager'],
);
