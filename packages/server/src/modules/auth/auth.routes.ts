import { endpoints } from '@porchlight/contract';
import { normalizeEmail } from '@porchlight/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { users } from '../../db/schema/index.ts';
import { unauthorized } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { revokeSessions } from '../../http/session-standing.ts';
import { queueMail } from '../../mail/outbox.ts';
import { loginLinkMail, noAccountMail, signupLinkMail } from './auth.mails.ts';
import { consumeMagicLink, issueMagicLink } from './magic-link.ts';

/** Manager sign-up, log-in and the link exchange: passwordless, by e-mailed single-use links. */
export async function authRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  /** Every endpoint that sends mail is limited per e-mail and per client address. */
  const limitMail = (email: string, ip: string) =>
    hitRateLimits(db, [
      [`mail:email:${email}`, config.limits.mailPerEmail],
      [`mail:ip:${ip}`, config.limits.mailPerIp],
    ]);

  const managerLink = (token: string, email: string) => {
    const url = new URL('/login', config.publicUrl);
    url.searchParams.set('token', token);
    url.searchParams.set('email', email);
    return url.toString();
  };

  route(
    app,
    endpoints.signup,
  )(async ({ body, request }) => {
    const email = normalizeEmail(body.email);
    await limitMail(email, request.ip);
    const [existing] = await db.select().from(users).where(eq(users.email, email));
    if (!existing) {
      await db
        .insert(users)
        .values({
          email,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          unitsManaged: body.unitsManaged,
        })
        .onConflictDoNothing();
    } else if (existing.status !== 'VERIFIED') {
      await db
        .update(users)
        .set({
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          unitsManaged: body.unitsManaged,
        })
        .where(eq(users.id, existing.id));
    }
    // An existing account gets a login link: the answer never reveals who has an account.
    const { token } = await issueMagicLink(db, email, 'manager');
    const link = managerLink(token, email);
    await queueMail(
      db,
      existing?.status === 'VERIFIED'
        ? loginLinkMail(email, link)
        : signupLinkMail(email, body.firstName.trim(), link),
    );
    return {
      status: 200,
      body: { ok: true },
    };
  });

  route(
    app,
    endpoints.login,
  )(async ({ body, request }) => {
    const email = normalizeEmail(body.email);
    await limitMail(email, request.ip);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (user) {
      const { token } = await issueMagicLink(db, email, 'manager');
      await queueMail(db, loginLinkMail(email, managerLink(token, email)));
    } else {
      await queueMail(db, noAccountMail(email, new URL('/signup', config.publicUrl).toString()));
    }
    return {
      status: 200,
      body: { ok: true },
    };
  });

  route(
    app,
    endpoints.authCallback,
  )(async ({ query, request }) => {
    const email = normalizeEmail(query.email);
    await hitRateLimits(db, [[`callback:ip:${request.ip}`, config.limits.callbackPerIp]]);
    const scope = await consumeMagicLink(db, query.token, email, 'manager');
    if (!scope)
      throw unauthorized('This login link is invalid or has expired. Please request a new one.');
    const [user] = await db
      .update(users)
      .set({ status: 'VERIFIED' })
      .where(eq(users.email, email))
      .returning({ id: users.id, version: users.sessionVersion });
    if (!user)
      throw unauthorized('This login link is invalid or has expired. Please request a new one.');
    const jwt = await app.auth.tokens.sign({
      audience: 'manager',
      subject: user.id,
      email,
      version: user.version,
    });
    return { status: 200, body: { jwt, userID: user.id } };
  });

  route(
    app,
    endpoints.signOutEverywhere,
  )(async ({ session }) => {
    await db.transaction(async (tx) => {
      await tx
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, session.subject));
      await revokeSessions(tx, session);
    });
    app.sessionStanding.forgetAccounts(session);
    return { status: 200, body: { ok: true } };
  });
}
