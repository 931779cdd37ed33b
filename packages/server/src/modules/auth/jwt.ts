import { createSecretKey, type KeyObject } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** The three session audiences; admin is a manager whose e-mail is in ADMIN_EMAILS. */
export type SessionAudience = 'manager' | 'tenant' | 'resident';

export interface Session {
  audience: SessionAudience;
  /** users.id for a manager, potential_tenants.id for a tenant, tenants.id for a resident. */
  subject: string;
  email: string;
}

const ISSUER = 'porchlight';
const LIFETIME: Record<SessionAudience, string> = {
  manager: '30d',
  tenant: '90d',
  resident: '90d',
};

/**
 * Signs and verifies session JWTs (HS256). The key is imported once: verification is the
 * ceiling of a cheap authenticated route (NOTES.md), and a per-call import halves it.
 */
export class SessionTokens {
  private readonly key: KeyObject;

  constructor(secret: string) {
    this.key = createSecretKey(Buffer.from(secret, 'utf8'));
  }

  sign(session: Session): Promise<string> {
    return new SignJWT({ email: session.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(session.subject)
      .setAudience(session.audience)
      .setIssuer(ISSUER)
      .setIssuedAt()
      .setExpirationTime(LIFETIME[session.audience])
      .sign(this.key);
  }

  /** The session a bearer token carries, or null when it is missing, forged or expired. */
  async verify(token: string): Promise<Session | null> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        issuer: ISSUER,
        algorithms: ['HS256'],
      });
      const audience = Array.isArray(payload.aud) ? payload.aud[0] : payload.aud;
      if (audience !== 'manager' && audience !== 'tenant' && audience !== 'resident') return null;
      if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') return null;
      return { audience, subject: payload.sub, email: payload.email };
    } catch {
      return null;
    }
  }
}
