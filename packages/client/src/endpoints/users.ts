import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** The signed-in manager's own record: 200; 403 for any other id; 401 sends the dashboard to /login. */
export const getUser = /* @__PURE__ */ define<Endpoints['getUser']>('GET', '/api/v1/users/{id}', [
  'manager',
]);

/** Saves the manager's profile, availability, webhook URL or business fields: 200 returns the user. */
export const updateUser = /* @__PURE__ */ define<Endpoints['updateUser']>(
  'PATCH',
  '/api/v1/users/{id}',
  ['manager'],
);

/** Issues a webhook signing key, invalidating older ones: 200 returns webhookKey (shown once). */
export const createWebhookKey = /* @__PURE__ */ define<Endpoints['createWebhookKey']>(
  'POST',
  '/api/v1/webhook-keys',
  ['manager'],
);
