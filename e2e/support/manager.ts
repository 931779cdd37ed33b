import type { Locator, Page } from 'playwright-core';
import { decodeQuotedPrintable, type startSmtpCapture } from '../../packages/server/test/smtp.ts';
import type { RunningServer } from './server.ts';

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>;

/** A unique manager address per run, so a journey also holds against a shared PostgreSQL. */
export const uniqueEmail = (name: string): string =>
  `${name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

/** The manager's magic link from the last mail to `to`, on this test server's origin. */
export async function magicLink(
  smtp: SmtpCapture,
  server: RunningServer,
  to: string,
): Promise<string> {
  const mail = await smtp.waitFor(to);
  const text = decodeQuotedPrintable(mail.raw);
  const match = /https?:\/\/\S+?\/login\?token=[\w%-]+&(?:amp;)?email=[^\s"<]+/.exec(text);
  if (!match) throw new Error(`no login link in the mail:\n${text}`);
  const link = new URL(match[0].replace('&amp;', '&'));
  return `${server.url}${link.pathname}${link.search}`;
}

/**
 * Signs a new manager up on /signup and in by the e-mailed link, as a new user would, and
 * closes the welcome dialog (after `onWelcome`, given the open dialog). Ends on /properties,
 * empty.
 */
export async function signUpAndSignIn(
  page: Page,
  server: RunningServer,
  smtp: SmtpCapture,
  email: string,
  onWelcome?: (dialog: Locator) => Promise<void>,
): Promise<void> {
  await page.goto(`${server.url}/signup`);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('First name').fill('Sam');
  await page.getByLabel('Last name').fill('Manager');
  await page.getByLabel('Number of Doors').fill('3');
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await page.getByRole('heading', { name: 'Confirm your e-mail' }).waitFor();

  await openSignInLink(page, await magicLink(smtp, server, email));
  if (onWelcome) await onWelcome(page.getByRole('dialog', { name: 'Welcome to the product!' }));
  await closeWelcomeDialog(page);
}

/**
 * Opens an e-mailed sign-in link and confirms it as the manager does (the link is spent
 * only on that click); ends on /properties.
 */
export async function openSignInLink(page: Page, link: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('button', { name: /^Sign in as / }).click();
  await page.waitForURL(/\/properties$/);
}

/**
 * Closes the 'Welcome to the product!' dialog, which a new account sees once: closing it is
 * recorded on the account (waited for here), so it does not come back in any browser.
 */
export async function closeWelcomeDialog(page: Page): Promise<void> {
  const welcome = page.getByRole('dialog', { name: 'Welcome to the product!' });
  await welcome.waitFor();
  const recorded = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/v1/users/me/setup') && response.request().method() === 'PATCH',
  );
  await page.keyboard.press('Escape');
  await welcome.waitFor({ state: 'hidden' });
  await recorded;
}
