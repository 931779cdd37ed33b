import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/**
 * A prospect's conversation about a property (a manager passes query tenantId); poll with
 * If-None-Match: 200, 304 unchanged, 401 session gone, 404 none yet.
 * Token: the tenant provider first, then the manager's; the widget configures only a tenant
 * provider and the dashboard only a manager one, so each sends its own session.
 */
export const getPropertyInterestConversation = /* @__PURE__ */ define<
  Endpoints['getPropertyInterestConversation']
>('GET', '/api/v2/conversations/property-interest/{propertyId}', ['tenant', 'manager']);

/** Replies the prospect has not seen after `after` (the launcher's badge): 200, 304, 401, 404. */
export const getPropertyInterestUnread = /* @__PURE__ */ define<
  Endpoints['getPropertyInterestUnread']
>('GET', '/api/v2/conversations/property-interest/{propertyId}/unread', ['tenant']);

/** Starts a prospect chat by e-mail: 200 means a login link was e-mailed; 201 gives jwt and tenantID. */
export const startPropertyInterest = /* @__PURE__ */ define<Endpoints['startPropertyInterest']>(
  'POST',
  '/api/v2/conversations/property-interest',
  ['public'],
);

/** Sends a prospect's chat message (the reply arrives by polling): 200; 429 when sent too fast. */
export const sendPropertyInterestMessage = /* @__PURE__ */ define<
  Endpoints['sendPropertyInterestMessage']
>('POST', '/api/v1/conversations/property-interest/{propertyId}', ['tenant']);

/** Empties the prospect's conversation about the property: 200. */
export const resetPropertyInterestConversation = /* @__PURE__ */ define<
  Endpoints['resetPropertyInterestConversation']
>('POST', '/api/v2/conversations/property-interest/{propertyId}/reset', ['tenant']);

/** The prospect conversation's event stream (read with `followEvents`). */
export const streamPropertyInterestConversation = /* @__PURE__ */ define<
  Endpoints['streamPropertyInterestConversation']
>('GET', '/api/v1/conversations/property-interest/{propertyId}/events', ['tenant']);
