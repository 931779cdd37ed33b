import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { type Journey, startJourney, stopJourney } from './support/journey.ts';
import { type SmtpCapture, signUpAndSignIn, uniqueEmail } from './support/manager.ts';
import { freePort, type RunningServer } from './support/server.ts';
import { settled } from './support/settle.ts';

// Calendar subscriptions on /profile: the manager makes their private address, copies it,
// and a calendar app (here a plain fetch) reads it as iCalendar; a new address ends the old
// one (404), and so does stopping it. Screenshots of the section at 1440 × 900 and
// 390 × 844 go to CALENDAR_SCREENSHOTS_DIR (/tmp/shots unless told).
const SHOTS = process.env.CALENDAR_SCREENSHOTS_DIR ?? '/tmp/shots';
const EMAIL = uniqueEmail('cal');

let journey: Journey | undefined;
let smtp: SmtpCapture;
let server: RunningServer;
let page: Page;
let errors: string[];
let firstUrl = '';
let secondUrl = '';

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  // The address is built from PUBLIC_URL: the server has to know its own, so the URL shown
  // is the one a calendar app would fetch.
  const port = await freePort();
  journey = await startJourney({
    env: { PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    viewport: { width: 1440, height: 900 },
    clipboard: true,
    timeout: 10_000,
  });
  ({ smtp, server, page, errors } = journey);
});
// A failed step leaves a picture of the page it failed on.
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail' || !page) return;
  const name = ctx.task.name.replace(/[^\w]+/g, '-').slice(0, 60);
  await page.screenshot({ path: join(SHOTS, `calendar-feeds-failed-${name}.png`) });
});
afterAll(() => stopJourney(journey));

const section = () => page.getByRole('region', { name: 'Calendar subscriptions' });
const addressField = () => section().getByRole('textbox', { name: 'Calendar address' });

/** What a calendar app gets from an address. */
async function subscribe(url: string) {
  const response = await fetch(url);
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    text: await response.text(),
  };
}

/** axe-core's serious and critical findings inside `scope` (the section or a dialog). */
async function expectAccessible(scope: string, what: string) {
  const found = await seriousViolations(page, scope);
  expect(
    found.map(({ id, help, targets }) => `${id}: ${help}\n  ${targets.join('\n  ')}`),
    what,
  ).toEqual([]);
}

async function shoot(target: Locator | Page, name: string) {
  await settled(page);
  await target.screenshot({ path: join(SHOTS, `${name}.png`) });
}

describe('calendar subscriptions of viewings', () => {
  it('signs the manager in and adds a leasing agent', async () => {
    await signUpAndSignIn(page, server, smtp, EMAIL);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const agent = await fetch(`${server.url}/api/v1/leasing-agents`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        firstName: 'Jamie',
        lastName: 'Rivera',
        email: 'jamie.rivera@example.com',
        phone: '5035550142',
      }),
    });
    expect(agent.status).toBe(201);
  });

  it('lists the manager and the agent, without addresses yet', async () => {
    await page.goto(`${server.url}/profile`);
    await section().getByRole('list').waitFor();
    const items = section().getByRole('listitem');
    await expect.poll(() => items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toMatch(/^YouNo address yet/);
    expect(await items.nth(1).textContent()).toMatch(/^Jamie RiveraNo address yet/);
    await section().scrollIntoViewIfNeeded();
    await expectAccessible('section[aria-labelledby="calendar-feeds-title"]', 'the list');
  });

  it('makes the manager’s address, shows it once with Copy, and a calendar reads it', async () => {
    await section().getByRole('button', { name: 'Make address for you' }).click();
    const field = addressField();
    await field.waitFor();
    // The focus is on the new address, for a keyboard or a screen reader.
    await expect.poll(() => field.evaluate((input) => input === document.activeElement)).toBe(true);
    firstUrl = await field.inputValue();
    expect(firstUrl).toMatch(
      new RegExp(`^${server.url}/api/v1/calendar-feeds/[A-Za-z0-9_-]{20,}/viewings\\.ics$`),
    );
    await section().getByText('Copy it now: it will not be shown again.').waitFor();
    await section()
      .getByText(/Google Calendar \(Other calendars → From URL\)/)
      .waitFor();
    await section().getByText('keep it private').waitFor();
    expect(await section().getByRole('listitem').nth(0).textContent()).toMatch(/Address made on/);

    await section().getByRole('button', { name: 'Copy your calendar address' }).click();
    await page.getByText('Copied!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(firstUrl);

    const feed = await subscribe(firstUrl);
    expect(feed.status).toBe(200);
    expect(feed.type).toMatch(/^text\/calendar/);
    expect(feed.text).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(feed.text).toContain('END:VCALENDAR');

    await page.getByText('Copied!').waitFor({ state: 'hidden' });
    await expectAccessible('section[aria-labelledby="calendar-feeds-title"]', 'a new address');
    await shoot(section(), 'calendar-feeds-1440');
  });

  it('asks before a new address, which ends the old one (404)', async () => {
    await section().getByRole('button', { name: 'Make a new address for you' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make a new address for your viewings?' });
    await dialog.waitFor();
    await dialog.getByText(/current address stops working at once/).waitFor();
    await expectAccessible('[role="dialog"]', 'the confirmation');
    await shoot(page, 'calendar-feeds-confirm-1440');
    await dialog.getByRole('button', { name: 'Make a new address' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => addressField().inputValue()).not.toBe(firstUrl);
    secondUrl = await addressField().inputValue();

    expect((await subscribe(firstUrl)).status).toBe(404);
    const feed = await subscribe(secondUrl);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain('BEGIN:VCALENDAR');
  });

  it('fits a phone, 390 × 844', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await section().scrollIntoViewIfNeeded();
    // Nothing wider than the screen once the layout has followed the new width: no
    // sideways scrolling of the page.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= 390, null, {
      timeout: 5000,
    });
    const copy = section().getByRole('button', { name: 'Copy your calendar address' });
    const box = await copy.boundingBox();
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
    await shoot(section(), 'calendar-feeds-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  it('stops the address after a confirmation, by keyboard: calendars get 404', async () => {
    const stop = section().getByRole('button', { name: 'Stop address for you' });
    const isFocused = (target: Locator) =>
      target.evaluate((element) => element === document.activeElement);
    await stop.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Stop the address of your viewings?' });
    await dialog.waitFor();
    // Escape changes nothing and gives the focus back.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => isFocused(stop)).toBe(true);
    expect((await subscribe(secondUrl)).status).toBe(200);

    await page.keyboard.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Stop address' }).focus();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('Address stopped').waitFor();
    expect(await section().getByRole('listitem').nth(0).textContent()).toMatch(/No address yet/);
    await expect.poll(() => addressField().count()).toBe(0);
    // The focus is on the button that makes a new one.
    const make = section().getByRole('button', { name: 'Make address for you' });
    await expect
      .poll(() => make.evaluate((button) => button === document.activeElement))
      .toBe(true);
    expect((await subscribe(secondUrl)).status).toBe(404);
  });

  it('reported no page errors', () => {
    // A 404 in the console is the browser's own line for a failed resource: none expected.
    expect(errors).toEqual([]);
  });
});
