import { createSecretKey } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { SessionTokens } from './session.ts';

const SECRET = 'a-test-secret-that-is-long-enough-for-hs256';

describe('session tokens', () => {
  it('verifies its own tokens, again from the cache, and refuses forged or foreign ones', async () => {
    const tokens = new SessionTokens(SECRET);
    const token = await tokens.sign({ audience: 'tenant', subject: 'p1', email: 'p@example.com' });
    // A tenant token lives 90 days; the session says when, so a held stream ends then.
    const expiresAt = expect.toSatisfy(
      (ms: number) => Math.abs(ms - (Date.now() + 90 * 86_400_000)) < 5_000,
    );
    const session = {
      audience: 'tenant',
      subject: 'p1',
      email: 'p@example.com',
      version: 0,
      expiresAt,
    };
    expect(await tokens.verify(token)).toEqual(session);
    expect(await tokens.verify(token)).toEqual(session);
    expect(await tokens.verify(`${token}x`)).toBeNull();
    const other = await new SessionTokens(`${SECRET}-other`).sign({
      audience: 'manager',
      subject: 'm',
      email: 'm@example.com',
    });
    expect(await tokens.verify(other)).toBeNull();
  });

  it('refuses an expired token even though the same secret signed it', async () => {
    const expired = await new SignJWT({ email: 'x@example.com' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('x')
      .setAudience('manager')
      .setIssuer('porchlight')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 120)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(createSecretKey(Buffer.from(SECRET)));
    expect(await new SessionTokens(SECRET).verify(expired)).toBeNull();
  });
});
