import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { magicLinkTokens, mailOutbox, users } from '../src/db/schema/index.ts';
import { createTestApp, firstLink, type TestApp, waitForMail } from './helpers.ts';
import { decodeQuotedPrintable, startSmtpCapture } from './smtp.ts';

const post = (t: TestApp, url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: payload as object, headers });

/** Reads the token and e-mail from an e-mailed manager link. */
function linkParams(link: string) {
  const url = new URL(link);
  return {
    url,
    token: url.searchParams.get('token') ?? '',
    email: url.searchParams.get('email') ?? '',
  };
}

describe('manager sign-up and login by e-mailed link (outbox, no SMTP)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      PUBLIC_URL: 'https://app.porchlight.test',
      ADMIN_EMAILS: 'boss@example.com',
    });
  });
  afterAll(() => t.close());

  it('signs up, e-mails a confirmation link, and exchanges it once for a session', async () => {
    const signup = await post(t, '/api/v1/auth/signup', {
      email: 'Ada@Example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      unitsManaged: 12,
    });
    expect(signup.statusCode).toBe(200);

    const mail = await waitForMail(t.app, 'ada@example.com');
    expect(mail.status).toBe('LOGGED');
    const { url, token, email } = linkParams(firstLink(mail.text));
    expect(url.origin + url.pathname).toBe('https://app.porchlight.test/login');
    expect(email).toBe('ada@example.com');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [stored] = await t.app.db.select().from(magicLinkTokens);
    expect(stored?.tokenHash).not.toContain(token);
    expect(JSON.stringify(stored)).not.toContain(token);

    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/callback?token=${token}&email=${email}`,
    });
    expect(callback.statusCode).toBe(200);
    const session = callback.json() as { jwt: string; userID: string };
    const [user] = await t.app.db.select().from(users).where(eq(users.id, session.userID));
    expect(user).toMatchObject({
      email: 'ada@example.com',
      firstName: 'Ada',
      status: 'VERIFIED',
      unitsManaged: 12,
    });

    const again = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/callback?token=${token}&email=${email}`,
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().error.code).toBe('UNAUTHORIZED');
  });

  it('logs in an existing manager and refuses the link for another e-mail or once expired', async () => {
    await post(t, '/api/v1/auth/login', { email: 'ada@example.com' });
    const mail = await waitForMail(t.app, 'ada@example.com');
    const { token } = linkParams(firstLink(mail.text));

    const wrongEmail = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/callback?token=${token}&email=eve@example.com`,
    });
    expect(wrongEmail.statusCode).toBe(401);

    await t.app.db.update(magicLinkTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/callback?token=${token}&email=ada@example.com`,
    });
    expect(expired.statusCode).toBe(401);
  });

  it('answers 200 for an unknown address and e-mails a sign-up pointer, never a login link', async () => {
    const response = await post(t, '/api/v1/auth/login', { email: 'nobody@example.com' });
    expect(response.statusCode).toBe(200);
    const mail = await waitForMail(t.app, 'nobody@example.com');
    expect(firstLink(mail.text)).toBe('https://app.porchlight.test/signup');
    expect(
      await t.app.db
        .select()
        .from(magicLinkTokens)
        .where(eq(magicLinkTokens.email, 'nobody@example.com')),
    ).toEqual([]);
  });

  it('builds e-mailed links from PUBLIC_URL, whatever Host header the request carries', async () => {
    await post(
      t,
      '/api/v1/auth/login',
      { email: 'ada@example.com' },
      { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    );
    const mail = await waitForMail(t.app, 'ada@example.com');
    expect(firstLink(mail.text)).toMatch(/^https:\/\/app\.porchlight\.test\/login\?/);
  });

  it.each([
    [{ email: 'a@example.com', lastName: 'L', unitsManaged: 1 }, 'firstName'],
    [{ email: 'not-an-email', firstName: 'A', lastName: 'L', unitsManaged: 1 }, 'email'],
    [{ email: 'a@example.com', firstName: 'A', lastName: 'L', unitsManaged: -1 }, 'unitsManaged'],
    [
      { email: 'a@example.com', firstName: 'A', lastName: 'L', unitsManaged: 1, role: 'admin' },
      'role',
    ],
  ])(
    'rejects a bad sign-up with a 400 naming the field (%j) and creates nothing',
    async (body, field) => {
      const response = await post(t, '/api/v1/auth/signup', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
      expect(await t.app.db.select().from(users).where(eq(users.email, 'a@example.com'))).toEqual(
        [],
      );
    },
  );

  it('limits link requests per e-mail with a 429 and Retry-After', async () => {
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 7; i++) {
      const response = await post(t, '/api/v1/auth/login', { email: 'limited@example.com' });
      statuses.push(response.statusCode);
      retryAfter ??= response.headers['retry-after'] as string | undefined;
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    const sent = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'limited@example.com'));
    expect(sent).toHaveLength(5);
  });

  it('limits link requests per client address across e-mails', async () => {
    const limited = await createTestApp({ RATE_LIMIT_MAIL_PER_IP: '3' });
    try {
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        const response = await post(limited, '/api/v1/auth/login', { email: `p${i}@example.com` });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('manager login through a real SMTP server', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpCapture>>;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Porchlight <hello@porchlight.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the sign-up link by SMTP and the link signs the manager in', async () => {
    await post(t, '/api/v1/auth/signup', {
      email: 'grace@example.com',
      firstName: 'Grace',
      lastName: 'Hopper',
      unitsManaged: 3,
    });
    const message = await smtp.waitFor('grace@example.com');
    expect(message.from).toBe('hello@porchlight.test');
    const body = decodeQuotedPrintable(message.raw);
    expect(body).toContain('Subject: Confirm your Porchlight account');
    const { token, email } = linkParams(firstLink(body));
    const callback = await t.app.inject({
      method: 'GET',
      url: `/api/v1/auth/callback?token=${token}&email=${encodeURIComponent(email)}`,
    });
    expect(callback.statusCode).toBe(200);
    expect(callback.json().userID).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, 'grace@example.com'));
    expect(row?.status).toBe('SENT');
  });
});
