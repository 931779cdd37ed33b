import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/connection.ts';
import type { SessionAudience } from '../../http/session.ts';
import { insertMagicLinkToken, useMagicLinkToken } from './auth.queries.ts';

export const MAGIC_LINK_TTL_MS = 15 * 60 * 1000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedLink {
  token: string;
  expiresAt: Date;
}

export interface LinkScope {
  propertyId?: string | null;
  unitId?: string | null;
}

/**
 * Issues a single-use sign-in token: 32 random bytes, handed out once (in the e-mailed link)
 * and stored only as a SHA-256 hash, bound to the e-mail and the audience, valid 15 minutes
 * (or `ttlMs`).
 */
export async function issueMagicLink(
  db: Db,
  email: string,
  audience: SessionAudience,
  scope: LinkScope = {},
  now = new Date(),
  ttlMs = MAGIC_LINK_TTL_MS,
): Promise<IssuedLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await insertMagicLinkToken(db, {
    tokenHash: hashToken(token),
    email,
    audience,
    propertyId: scope.propertyId ?? null,
    unitId: scope.unitId ?? null,
    expiresAt,
  });
  return { token, expiresAt };
}

/**
 * Consumes a token: succeeds once, only for the e-mail and audience it was issued for and
 * before it expires. The update is a single statement, so two concurrent uses cannot both win.
 */
export async function consumeMagicLink(
  db: Db,
  token: string,
  email: string,
  audience: SessionAudience,
  now = new Date(),
): Promise<LinkScope | null> {
  if (!token || token.length > 200) return null;
  const row = await useMagicLinkToken(db, hashToken(token), email, audience, now);
  return row ?? null;
}
