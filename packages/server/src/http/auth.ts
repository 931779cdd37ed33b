import type { Audience } from '@porchlight/contract';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';
import type { Session, SessionTokens } from './session.ts';

export interface AuthSettings {
  tokens: SessionTokens;
  adminEmails: ReadonlySet<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    auth: AuthSettings;
  }
}

function bearer(request: FastifyRequest): string | null {
  return bearerToken(request.headers.authorization);
}

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header);
  return match?.[1]?.trim() || null;
}

export const isAdmin = (settings: AuthSettings, session: Session | null) =>
  session?.audience === 'manager' && settings.adminEmails.has(session.email.toLowerCase());

/**
 * Resolves the caller for an endpoint's audiences. Public endpoints accept no credential
 * (a valid one is still passed on); others answer 401 without a valid session of an allowed
 * audience (a tenant token on a manager route, and the reverse), and 403 for a manager
 * calling an admin route.
 */
export async function authenticate(
  request: FastifyRequest,
  allowed: readonly Audience[],
): Promise<Session | null> {
  const token = bearer(request);
  const signed = token ? await request.server.auth.tokens.verify(token) : null;
  // A token is only as good as what it stands on: the account, its session version, a
  // resident's lease, a prospect's unproven address (http/session-standing.ts).
  const session = signed && (await request.server.sessionStanding.allows(signed)) ? signed : null;
  if (allowed.includes('public')) return session;
  if (!session)
    throw unauthorized(token ? 'Your session has expired. Please sign in again.' : undefined);
  if (allowed.includes(session.audience)) return session;
  if (allowed.includes('admin') && session.audience === 'manager') {
    if (isAdmin(request.server.auth, session)) return session;
    throw forbidden('Only an administrator can see this.');
  }
  throw unauthorized('This session cannot be used here. Please sign in again.');
}

/**
 * A prospect session made from an unproven e-mail reaches the one property's chat it was
 * made for; any other property answers as if there were nothing there.
 */
export function sessionReaches(session: Session | null, propertyId: string | undefined): boolean {
  if (session?.audience !== 'tenant' || !session.propertyId || propertyId === undefined)
    return true;
  return session.propertyId === propertyId;
}
