import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Reply } from './support/api.ts';
import { seriousViolations as scanForViolations } from './support/axe.ts';
import { type Journey, startJourney, stopJourney } from './support/journey.ts';
import { magicLink, openSignInLink, type SmtpCapture } from './support/manager.ts';
import type { RunningServer } from './support/server.ts';
import { until } from './support/until.ts';

// A prospect writes by e-mail (a forwarded Zillow lead, then a reply to Athena's e-mail,
// both through the inbound-email webhook), another in the chat. The manager sees the e-mail
// lead under the Channel filter, its messages marked 'By e-mail' with their delivery, and
// the composer saying the reply goes by e-mail; the reply reaches the prospect's inbox.
// Screenshots go to CHANNEL_SCREENSHOTS_DIR when it is set.
const SHOTS = process.env.CHANNEL_SCREENSHOTS_DIR;
const STAMP = Date.now();
const MANAGER = `mo.${STAMP}@example.com`;
const MAILER = `avery.${STAMP}@example.com`;
const CHATTER = `chad.${STAMP}@example.com`;
const ADDRESS = '12 Maple Court, Chicago, IL 60614';
const SECRET = 'inbound-secret-0123456789';

let journey: Journey | undefined;
let smtp: SmtpCapture;
let server: RunningServer;
let page: Page;
let token = '';
let propertyId = '';

const api = (method: string, path: string, body?: unknown, bearer?: string): Promise<Reply> =>
  callApi(server.url, method, path, body, bearer);

/** A raw e-mail through the inbound webhook, as a mail provider posts it. */
async function inbound(raw: string) {
  const response = await fetch(`${server.url}/api/v1/inbound-email`, {
    method: 'POST',
    headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${SECRET}` },
    body: raw,
  });
  expect(response.status).toBe(202);
  return (await response.json()) as { status: string };
}

/** The n-th e-mail to `to` (1-based), waiting for it. */
async function nthMail(to: string, n: number) {
  const mine = await until(
    `e-mail ${n} to ${to}`,
    () => smtp.messages.filter((m) => m.to.includes(to)),
    (list) => list.length >= n,
    20_000,
  );
  return mine[n - 1]!.raw;
}

/** A screenshot of the page (the whole page, or only the screen while a dialog is open). */
async function shoot(name: string, fullPage = true) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage });
}

const seriousViolations = () => scanForViolations(page, 'main', ['iframe', 'footer']);

beforeAll(async () => {
  journey = await startJourney({
    env: { JOB_POLL_INTERVAL_MS: '50', INBOUND_EMAIL_SECRET: SECRET },
    viewport: { width: 1440, height: 900 },
  });
  ({ smtp, server, page } = journey);
});
afterAll(() => stopJourney(journey));

describe('a prospect reached by e-mail, in the dashboard', () => {
  it('signs the manager in and adds the property', async () => {
    const signup = await api('POST', '/api/v1/auth/signup', {
      email: MANAGER,
      firstName: 'Mo',
      lastName: 'Manager',
      unitsManaged: 4,
    });
    expect(signup.status).toBe(200);
    await openSignInLink(page, await magicLink(smtp, server, MANAGER));
    token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    await page.keyboard.press('Escape');
    const created = await api(
      'POST',
      '/api/v1/properties',
      { address: ADDRESS, name: 'Maple Court', type: 'MULTI_FAMILY' },
      token,
    );
    expect(created.status).toBe(201);
    propertyId = created.body.id;
  });

  it('answers a forwarded listing lead by e-mail and takes the reply into the conversation', async () => {
    const userId = await page.evaluate(() => localStorage.getItem('userId'));
    const user = await api('GET', `/api/v1/users/${userId}`, undefined, token);
    const forwarding = `zillow-${user.body.listingEmailId}@${user.body.mailDomain}`;
    const lead = await inbound(
      [
        'From: Zillow Rentals <rentalclientservices@zillowrentals.com>',
        `Reply-To: Avery Cole <${MAILER}>`,
        `To: ${forwarding}`,
        'Subject: Avery Cole is interested in 12 Maple Court',
        `Message-ID: <lead-${STAMP}@mail.zillow.com>`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Name: Avery Cole',
        `Email: ${MAILER}`,
        'Message: Hi, is there laundry in the building?',
        '',
      ].join('\r\n'),
    );
    expect(lead.status).toBe('PROCESSED');
    const first = await nthMail(MAILER, 1);
    const replyTo = /reply\+[0-9a-f]+\.[0-9a-f]+@[^\s>]+/.exec(first)?.[0];
    expect(replyTo).toBeDefined();
    const reply = await inbound(
      [
        `From: Avery Cole <${MAILER}>`,
        `To: ${replyTo}`,
        'Subject: Re: Your inquiry',
        `Message-ID: <reply-${STAMP}@mail.example.com>`,
        'Content-Type: text/plain; charset=utf-8',
        '',
        'Thanks! Do you allow cats?',
        '',
      ].join('\r\n'),
    );
    expect(reply.status).toBe('PROCESSED');
    await nthMail(MAILER, 2);

    // Another prospect only chats.
    const started = await api('POST', '/api/v2/conversations/property-interest', {
      email: CHATTER,
      propertyId,
    });
    expect(started.status).toBe(201);
    const said = await api(
      'POST',
      `/api/v1/conversations/property-interest/${propertyId}`,
      { message: 'Hello, is it still available?' },
      started.body.jwt,
    );
    expect(said.status).toBe(200);
  });

  it('filters the leads by channel', async () => {
    await page.goto(`${server.url}/leads`);
    const table = page.getByRole('table', { name: 'Leads' });
    const row = (email: string) => table.getByRole('row').filter({ hasText: email });
    const avery = table.getByRole('row').filter({ hasText: 'Avery Cole' });
    await avery.waitFor();
    await row(CHATTER).waitFor();
    const channel = page.getByRole('combobox', { name: /^Channel/ });
    await channel.selectOption({ label: 'E-mail' });
    await row(CHATTER).waitFor({ state: 'detached' });
    expect(await avery.isVisible()).toBe(true);
    await shoot('leads-email-filter-1440');
    await channel.selectOption({ label: 'Chat' });
    await avery.waitFor({ state: 'detached' });
    await row(CHATTER).waitFor();
    await channel.selectOption({ label: 'Text' });
    await page.getByText('No leads match this search.').waitFor();
    await channel.selectOption({ label: 'All' });
    await avery.waitFor();
    await row(CHATTER).waitFor();
    expect(await seriousViolations()).toEqual([]);
  });

  it("marks the e-mails, their delivery, and says the manager's reply goes by e-mail", async () => {
    await page.getByRole('combobox', { name: /^Channel/ }).selectOption({ label: 'E-mail' });
    const avery = page.getByRole('table', { name: 'Leads' }).getByRole('row', {
      name: /Avery Cole/,
    });
    await avery.getByRole('button', { name: 'Conversation with Avery Cole' }).click();
    const chat = page.getByRole('dialog', { name: 'Conversation with Avery Cole' });
    await chat.getByText('Thanks! Do you allow cats?').waitFor();
    const messages = chat.getByRole('listitem');
    // The prospect's two e-mails and Athena's two answers, each marked; hers were sent.
    await chat.getByText('Sent', { exact: true }).nth(1).waitFor();
    expect(await chat.getByText('By e-mail', { exact: true }).count()).toBe(4);
    expect(await messages.count()).toBe(4);
    expect(await messages.nth(0).textContent()).not.toMatch(/Sent|Sending/);
    await chat.getByText(`Your reply will be sent by e-mail to ${MAILER}.`).waitFor();
    await shoot('conversation-email-1440', false);

    const box = chat.getByRole('textbox', { name: 'Write to Avery Cole as yourself' });
    await box.fill('Hi Avery, cats are welcome. — Mo');
    await chat.getByRole('button', { name: 'Send' }).click();
    const mine = messages.filter({ hasText: 'cats are welcome' });
    await mine.getByText('By e-mail').waitFor();
    await mine.getByText('Sent', { exact: true }).waitFor();
    expect(await nthMail(MAILER, 3)).toContain('cats are welcome');
    expect(await seriousViolations()).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await chat.getByText(`Your reply will be sent by e-mail to ${MAILER}.`).waitFor();
    // The page behind the dialog lays itself out again after the resize: nothing is wider
    // than the phone once it has.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= 390, null, {
      timeout: 5000,
    });
    await shoot('conversation-email-390-messages', false);
    await box.scrollIntoViewIfNeeded();
    await shoot('conversation-email-390-composer', false);
    await page.keyboard.press('Escape');
    await chat.waitFor({ state: 'hidden' });
    await shoot('leads-email-filter-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
