import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Reply } from './support/api.ts';
import { type Journey, openPage, startJourney, stopJourney } from './support/journey.ts';
import { magicLink, openSignInLink } from './support/manager.ts';
import type { RunningServer } from './support/server.ts';

// The manager's loop (issue 15), in real browsers: a question Athena cannot answer waits
// under Needs attention, the manager answers it once and Athena knows it; the manager takes
// a chat over and hands it back; a prospect's viewing request (TEXT mode) becomes a booking.
const SHOTS = process.env.DASHBOARD_SCREENSHOTS_DIR ?? '/tmp';
const STAMP = Date.now();
const MANAGER = `sam.${STAMP}@example.com`;
const ADDRESS = '415 Alder Street, Portland, OR 97204';

let journey: Journey | undefined;
let server: RunningServer;
let browser: Browser;
let manager: Page;
let token = '';
let userId = '';
let propertyId = '';

const api = (method: string, path: string, body?: unknown): Promise<Reply> =>
  callApi(server.url, method, path, body, token);

/** A prospect on the property's chat page, signed in by their e-mail, greeted by Athena. */
async function prospect(name: string) {
  const opened = await openPage(browser, { viewport: { width: 390, height: 844 } });
  const { page } = opened;
  await page.goto(`${server.url}/chat?propertyId=${propertyId}`);
  const email = page.getByRole('dialog', { name: 'Enter your email' });
  await email.getByRole('textbox').fill(`${name}.${STAMP}@example.com`);
  await email.getByRole('textbox').press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await log
    .getByText(/Athena/)
    .first()
    .waitFor({ timeout: 15_000 });
  const say = async (text: string) => {
    await page.getByRole('textbox', { name: 'Message' }).fill(text);
    await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  };
  return { ...opened, log, say };
}

beforeAll(async () => {
  journey = await startJourney({
    env: { JOB_POLL_INTERVAL_MS: '50', TIMEZONE: 'UTC' },
    viewport: { width: 1280, height: 900 },
  });
  ({ server, browser, page: manager } = journey);
  const signup = await fetch(`${server.url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MANAGER, firstName: 'Sam', lastName: 'Rivera', unitsManaged: 2 }),
  });
  expect(signup.status).toBe(200);
  await openSignInLink(manager, await magicLink(journey.smtp, server, MANAGER));
  token = (await manager.evaluate(() => localStorage.getItem('token'))) ?? '';
  userId = JSON.parse(atob(token.split('.')[1] ?? '')).sub;
  await manager.keyboard.press('Escape');
  const created = await api('POST', '/api/v1/properties', {
    address: ADDRESS,
    type: 'MULTI_FAMILY',
  });
  expect(created.status).toBe(201);
  propertyId = created.body.id;
  // No pre-screening: this journey is about what comes after.
  expect((await api('PATCH', `/api/v1/properties/${propertyId}`, { questions: '' })).status).toBe(
    200,
  );
});
afterAll(() => stopJourney(journey));

/** The Needs attention card that says `text`. */
const card = (text: string | RegExp) => manager.getByRole('article').filter({ hasText: text });

describe('answer once, and Athena knows it', () => {
  it('the manager answers a question Athena could not; the prospect sees it live, the next one hears it from Athena', async () => {
    const first = await prospect('asker');
    await first.say('Is there a bike room in the building?');
    await first.log.getByText(/property manager will follow up/).waitFor({ timeout: 15_000 });

    await manager.goto(`${server.url}/attention`);
    const nav = manager.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: /Needs attention/ }).waitFor();
    const question = card('bike room').first();
    await question.getByRole('button', { name: 'Answer' }).click();
    await question
      .getByLabel('Your answer')
      .fill('Yes, there is a locked bike room in the basement, free for residents.');
    expect(await question.getByLabel('Athena may use this from now on').isChecked()).toBe(true);
    await manager.screenshot({ path: `${SHOTS}/needs-attention-answer.png`, fullPage: true });
    await question.getByRole('button', { name: 'Send answer' }).click();
    await question.waitFor({ state: 'detached' });

    // Live in the prospect's open chat, under the manager's name.
    await first.log.getByText('locked bike room in the basement').waitFor({ timeout: 10_000 });
    await first.log.getByText('Sam Rivera · Property manager').waitFor();
    await first.page.screenshot({ path: `${SHOTS}/chat-manager-answer-390.png` });

    // The property page lists what Athena learned.
    await manager.goto(`${server.url}/properties/${propertyId}`);
    await manager
      .getByRole('region', { name: 'What Athena has learned' })
      .getByText('Is there a bike room in the building?')
      .waitFor();

    const second = await prospect('second');
    await second.say('do you guys have a bike room?');
    await second.log.getByText(/locked bike room in the basement/).waitFor({ timeout: 15_000 });
    expect(await second.log.getByText('Sam Rivera').count()).toBe(0); // Athena said it
    await first.context.close();
    await second.context.close();
    expect(first.errors).toEqual([]);
    expect(second.errors).toEqual([]);
  });
});

describe('take over, and hand back', () => {
  it('the manager writes as themselves, Athena waits, and answers again once handed back', async () => {
    const guest = await prospect('guest');
    await manager.goto(`${server.url}/attention`);
    const lead = card(`guest.${STAMP}@example.com`);
    await lead.getByRole('button', { name: 'Open conversation' }).click();
    const dialog = manager.getByRole('dialog', { name: /Conversation with/ });
    await dialog.getByText(/Athena is answering/).waitFor();
    await dialog
      .getByLabel(/as yourself/)
      .fill('Hi! This is Sam, the manager. Happy to help directly.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByText(/You have taken over/).waitFor();
    await guest.log.getByText('Happy to help directly.').waitFor({ timeout: 10_000 });

    await guest.say('Thanks Sam! Is parking included?');
    // The prospect's message reaches the manager's open chat; Athena stays quiet.
    await dialog.getByText('Is parking included?').waitFor({ timeout: 10_000 });
    await manager.screenshot({ path: `${SHOTS}/takeover.png`, fullPage: true });
    await dialog.getByRole('button', { name: 'Hand back to Athena' }).click();
    await dialog.getByText(/Athena is answering/).waitFor();
    // Handed back, Athena answers what was asked meanwhile: the last word is hers again.
    const last = guest.log.locator('p').last();
    await expect
      .poll(async () => (await last.textContent())?.startsWith('Athena'), { timeout: 15_000 })
      .toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await guest.context.close();
    expect(guest.errors).toEqual([]);
  });
});

describe('a viewing request by text becomes a booking', () => {
  it('the manager books the time the prospect asked for; the prospect is told, the agenda shows it', async () => {
    const updated = await api('PATCH', `/api/v1/users/${userId}`, { scheduleViewing: 'TEXT' });
    expect(updated.status).toBe(200);
    const visitor = await prospect('visitor');
    await visitor.say('Could I come see the apartment next Saturday morning around 10?');
    await visitor.log.getByText(/passed the times you mentioned/).waitFor({ timeout: 15_000 });

    await manager.goto(`${server.url}/attention`);
    const request = card(/Viewing request/).filter({ hasText: 'Saturday morning' });
    await request.getByRole('button', { name: 'Book a time' }).click();
    const saturday = new Date(Date.now() + 7 * 86_400_000);
    while (saturday.getUTCDay() !== 6) saturday.setUTCDate(saturday.getUTCDate() + 1);
    const date = saturday.toISOString().slice(0, 10);
    await request.getByLabel('Date', { exact: true }).fill(date);
    await request.getByLabel(/^Time/).fill('10:00');
    await request.getByRole('button', { name: 'Book this time' }).click();
    await request.waitFor({ state: 'detached' });

    await visitor.log.getByText(/The property manager confirmed it/).waitFor({ timeout: 10_000 });
    await visitor.log
      .getByText(/10:00 AM P[SD]T/)
      .first()
      .waitFor();

    await manager.goto(`${server.url}/viewings`);
    await manager.getByRole('button', { name: 'Next week' }).click();
    const booked = manager.getByRole('button', { name: /^10:00 AM P[SD]T/ });
    await booked.waitFor();
    await booked.click();
    await manager.getByRole('dialog').getByRole('button', { name: 'Reschedule' }).waitFor();
    await manager.screenshot({ path: `${SHOTS}/viewings-agenda.png`, fullPage: true });
    await visitor.context.close();
    expect(visitor.errors).toEqual([]);
  });
});
