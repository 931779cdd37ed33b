import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** Opens the Resident AI chat: 200 open conversation, 201 new one; 202 when anonymous (a login link may be e-mailed). */
export const startResidentConversation = /* @__PURE__ */ define<
  Endpoints['startResidentConversation']
>('POST', '/api/v1/conversations/resident', ['public', 'resident', 'manager']);

/** A resident conversation with its messages; poll with If-None-Match: 200, 304 unchanged, 401 session gone, 404. */
export const getResidentConversation = /* @__PURE__ */ define<Endpoints['getResidentConversation']>(
  'GET',
  '/api/v1/conversations/resident/{id}',
  ['resident', 'manager'],
);

/** Sends a resident's message (the reply arrives by polling): 200; 429 when sent too fast. */
export const sendResidentMessage = /* @__PURE__ */ define<Endpoints['sendResidentMessage']>(
  'POST',
  '/api/v1/conversations/resident/{id}/messages',
  ['resident', 'manager'],
);

/** Closes a resident conversation and answers a new, empty one to store: 200. */
export const resetResidentConversation = /* @__PURE__ */ define<
  Endpoints['resetResidentConversation']
>('POST', '/api/v1/conversations/resident/{id}/reset', ['resident', 'manager']);

/** Resident activity: the manager's resident conversations with their last message: 200. */
export const listResidentConversations = /* @__PURE__ */ define<
  Endpoints['listResidentConversations']
>('GET', '/api/v1/conversations/resident', ['manager']);

/** A resident conversation's event stream. */
export const streamResidentConversation = /* @__PURE__ */ define<
  Endpoints['streamResidentConversation']
>('GET', '/api/v1/conversations/resident/{id}/events', ['resident', 'manager']);
