import { endpoint } from '../define.ts';
import {
  LoginSchema,
  ManagerSessionSchema,
  ResidentSessionSchema,
  SignupSchema,
  TenantSessionSchema,
} from '../schemas/auth.ts';
import { MagicLinkQuery, Ok } from '../schemas/common.ts';

export const authCallback = endpoint({
  method: 'GET',
  path: '/api/v1/auth/callback',
  auth: ['public'],
  summary:
    "Exchanges a manager's login link (token and email) for a session. The token is single use and expires after 15 minutes; 401 when it is unknown, used or expired.",
  query: MagicLinkQuery,
  responses: { 200: ManagerSessionSchema },
});

export const login = endpoint({
  method: 'POST',
  path: '/api/v1/auth/login',
  auth: ['public'],
  summary:
    'E-mails a login link. 200 whether or not the address has an account (an unknown one is e-mailed a link to sign up instead), so the call cannot probe for accounts.',
  body: LoginSchema,
  responses: { 200: Ok },
});

export const signup = endpoint({
  method: 'POST',
  path: '/api/v1/auth/signup',
  auth: ['public'],
  summary:
    'Creates a manager account (status PENDING until the e-mailed link is used) and e-mails a confirmation link. An address that already has an account gets a login link instead, with the same 200.',
  body: SignupSchema,
  responses: { 200: Ok },
});

export const tenantCallback = endpoint({
  method: 'GET',
  path: '/api/v1/auth/tenant/callback',
  auth: ['public'],
  summary:
    "Exchanges a prospect's login link for a tenant session (same token rules as the manager's).",
  query: MagicLinkQuery,
  responses: { 200: TenantSessionSchema },
});

export const residentCallback = endpoint({
  method: 'GET',
  path: '/api/v1/auth/resident/callback',
  auth: ['public'],
  summary:
    "Exchanges a resident's login link for a resident session (same token rules as the manager's).",
  query: MagicLinkQuery,
  responses: { 200: ResidentSessionSchema },
});

export const signOutEverywhere = endpoint({
  method: 'POST',
  path: '/api/v1/auth/sign-out-everywhere',
  auth: ['manager'],
  summary:
    'Ends every session of the signed-in manager at once, on every device, this one included (their tokens answer 401 from then on). For a lost laptop or a mailbox that may have been read: the next sign-in needs a new e-mailed link.',
  responses: { 200: Ok },
});
