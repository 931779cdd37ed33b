import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';

/** The three session audiences; admin is a manager whose e-mail is in ADMIN_EMAILS. */
export type SessionAudience = 'manager' | 'tenant' | 'resident';

export interface Session {
  audience: SessionAudience;
  /** users.id for a manager, potential_tenants.id for a tenant, tenants.id for a resident. */
  subject: string;
  email: string;
  /**
   * The subject's session version when the token was signed: signing out everywhere bumps
   * the stored version, and every older token stops working (http/session-standing.ts).
   */
  version: number;
  /**
   * Set on a prospect session made from an e-mail nobody proved (the chat's first start):
   * it reaches that property's conversation only, and ends once the address signs in by
   * its e-mailed link. A session from the link has none and reaches all of the person's chats.
   */
  propertyId?: string;
  /** When the token stops being valid (ms since the epoch); a held connection ends then. */
  expiresAt?: number;
}

/** What a new token says; the version defaults to a new account's (0). */
export type NewSession = Omit<Session, 'version' | 'expiresAt'> & { version?: number };

const ISSUER = 'porchlight';
const LIFETIME: Record<SessionAudience, string> = {
  manager: '30d',
  tenant: '90d',
  resident: '90d',
};

/**
 * Signs and verifies session JWTs (HS256). The key is imported once: verification is the
 * ceiling of a cheap authenticated route (docs/performance.md), and a per-call import halves it.
 */
/**
 * Sized for every chat open at once on a busy process (30,000 polling chats fit with room),
 * about 300 B an entry. A verified token says nothing new on a second look until it
 * expires, so the lifetime is long; spread by ±20 % so that entries made together do not
 * all expire in the same second.
 */
const CACHE_TTL_MS = 10 * 60_000;
const CACHE_SIZE = 100_000;
const lifetime = () => CACHE_TTL_MS * (0.8 + Math.random() * 0.4);

export class SessionTokens {
  private readonly key: KeyObject;
  /**
   * Recently verified tokens: a chat polls every second with the same token, and HMAC
   * verification is the ceiling of that route (docs/performance.md). Entries live about ten minutes
   * and never past the token's own expiry; when full, the least recently used goes first.
   * lru-cache keeps the order in its own arrays: a hit moves no Map entry, where deleting
   * and re-inserting one per poll kept 30,000 chats' Map rehashing (docs/performance.md).
   */
  private readonly verified = new LRUCache<string, { session: Session; until: number }>({
    max: CACHE_SIZE,
  });

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(session: NewSession): Promise<string> {
    const claims: Record<string, unknown> = { email: session.email, sv: session.version ?? 0 };
    if (session.propertyId) claims.pid = session.propertyId;
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.subject)
      .setAudience(session.audience)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(LIFETIME[session.audience])
      .sign(this.key);
  }

  /** The session of a token verified lately and still good, without verifying it again. */
  known(token: string): Session | undefined {
    const cached = this.verified.get(token);
    if (!cached) return undefined;
    if (cached.until > Date.now()) return cached.session;
    this.verified.delete(token);
    return undefined;
  }

  /** The session a bearer token carries, or null when it is missing, forged or expired. */
  async verify(token: string): Promise<Session | null> {
    const known = this.known(token);
    if (known) return known;
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
        // A token that never expires is never ours: refuse it even when the key signed it.
        requiredClaims: ['exp', 'iat'],
      });
      const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      if (audience !== 'manager' && audience !== 'tenant' && audience !== 'resident') return null;
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      if (!Number.isSafeInteger(payload.sv)) return null;
      if (payload.pid !== undefined && (audience !== 'tenant' || typeof payload.pid !== 'string'))
        return null;
      const expires = (payload.exp as number) * 1000;
      const session: Session = {
        audience,
        subject: payload.sub,
        email: payload.email,
        version: payload.sv as number,
        expiresAt: expires,
        ...(payload.pid ? { propertyId: payload.pid as string } : {}),
      };
      this.verified.set(token, { session, until: Math.min(expires, Date.now() + lifetime()) });
      return session;
    } catch {
      return null;
    }
  }
}
