import type { Endpoints } from '@porchlight/contract';
import { define } from '../define.ts';

/** Exchanges a manager's magic link (query token, email) for a session: 200 gives jwt and userID; 401 when the link is unknown, used or expired. */
export const authCallback = /* @__PURE__ */ define<Endpoints['authCallback']>(
  'GET',
  '/api/v1/auth/callback',
  ['public'],
);

/** E-mails a manager a login link: 200 whether or not the address has an account. */
export const login = /* @__PURE__ */ define<Endpoints['login']>('POST', '/api/v1/auth/login', [
  'public',
]);

/** Creates a manager account and e-mails a confirmation link: 200 (also when the address already has an account). */
export const signup = /* @__PURE__ */ define<Endpoints['signup']>('POST', '/api/v1/auth/signup', [
  'public',
]);

/** Exchanges a prospect's magic link (query token, email) for a tenant session: 200 gives jwt and tenantID; 401 when the link is bad. */
export const tenantCallback = /* @__PURE__ */ define<Endpoints['tenantCallback']>(
  'GET',
  '/api/v1/auth/tenant/callback',
  ['public'],
);

/** Exchanges a resident's magic link (query token, email) for a resident session: 200 gives jwt and tenantID; 401 when the link is bad. */
export const residentCallback = /* @__PURE__ */ define<Endpoints['residentCallback']>(
  'GET',
  '/api/v1/auth/resident/callback',
  ['public'],
);

/** Ends every session of the signed-in manager on every device: 200, then this token answers 401 too. */
export const signOutEverywhere = /* @__PURE__ */ define<Endpoints['signOutEverywhere']>(
  'POST',
  '/api/v1/auth/sign-out-everywhere',
  ['manager'],
);
