import { endpoints } from '@porchlight/contract';
import { normalizeEmail } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { unauthorized } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { queueMail } from '../../mail/outbox.ts';
import { loginLinkMail, managerLoginLink, noAccountMail, signupLinkMail } from './auth.mails.ts';
import { findUserByEmail, markUserVerified } from './auth.queries.ts';
import { recordSignup, signOutEverywhere } from './auth.service.ts';
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

  route(
    app,
    endpoints.signup,
  )(async ({ body, request }) => {
    const email = normalizeEmail(body.email);
    await limitMail(email, request.ip);
    const verified = await recordSignup(db, email, body);
    // An existing account gets a login link: the answer never reveals who has an account.
    const { token } = await issueMagicLink(db, email, 'manager');
    const link = managerLoginLink(config.publicUrl, token, email);
    await queueMail(
      db,
      verified ? loginLinkMail(email, link) : signupLinkMail(email, body.firstName.trim(), link),
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
    const user = await findUserByEmail(db, email);
    if (user) {
      const { token } = await issueMagicLink(db, email, 'manager');
      await queueMail(db, loginLinkMail(email, managerLoginLink(config.publicUrl, token, email)));
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
    const user = await markUserVerified(db, email);
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
    await signOutEverywhere(db, session);
    app.sessionStanding.forgetAccounts(session);
    return { status: 200, body: { ok: true } };
  });
}
