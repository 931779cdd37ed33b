import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations, transitionsOver } from './support/axe.ts';
import { type Journey, openPage, startJourney, stopJourney } from './support/journey.ts';
import { magicLink, openSignInLink } from './support/manager.ts';

// The manager's Resident AI preview (issue 31, item 10), in Chromium at 1440×900 and 390×844:
// laid out like the residents' own chat — its message box in view without scrolling, no stray
// Back link — and opening with the greeting residents get.
const SHOTS = process.env.DASHBOARD_SCREENSHOTS_DIR ?? '/tmp';
const STAMP = Date.now();
const MANAGER = `preview.${STAMP}@example.com`;
const GREETING =
  "Hi, I'm Athena. I can answer questions about your home, its policies and your lease.";

let journey: Journey | undefined;
let token = '';
let propertyId = '';

beforeAll(async () => {
  journey = await startJourney({ viewport: { width: 1440, height: 900 } });
  const { server } = journey;
  const signup = await fetch(`${server.url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MANAGER, firstName: 'Ana', lastName: 'Lopez', unitsManaged: 1 }),
  });
  expect(signup.status).toBe(200);
  await openSignInLink(journey.page, await magicLink(journey.smtp, server, MANAGER));
  token = (await journey.page.evaluate(() => localStorage.getItem('token'))) ?? '';
  await journey.page.keyboard.press('Escape');
  const created = await fetch(`${server.url}/api/v1/properties`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ address: '12 Preview Street, Portland, OR 97204', type: 'DUPLEX' }),
  });
  expect(created.status).toBe(201);
  propertyId = (await created.json()).id;
});
afterAll(() => stopJourney(journey));

/** The preview as the manager sees it on arrival, checked and photographed. */
async function checkPreview(page: Page, name: string) {
  const url = journey!.server.url;
  await page.goto(`${url}/resident-ai`);
  await page.waitForURL(`${url}/resident-ai?propertyId=${propertyId}`);
  const frame = page.frameLocator('iframe[title="Resident AI chat"]');
  await frame.getByText(GREETING).waitFor({ timeout: 15_000 });
  const box = frame.getByRole('textbox', { name: 'Message' });
  await box.waitFor();
  await transitionsOver(page);
  // In view as the page opens: nothing scrolled, the whole box above the fold.
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const rect = await box.boundingBox();
  const viewport = page.viewportSize()!;
  expect(rect, 'the message box has a box').not.toBeNull();
  expect(rect!.y).toBeGreaterThan(0);
  expect(rect!.y + rect!.height).toBeLessThanOrEqual(viewport.height);
  expect(await page.getByText('← Back').count()).toBe(0);
  expect(await page.getByRole('button', { name: /Back/ }).count()).toBe(0);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/resident-ai-preview-${name}.png` });
  expect(await seriousViolations(page)).toEqual([]);
  // The preview answers like the residents' chat, greeting first.
  // Each size asks its own question: both write in the manager's one preview conversation.
  const question = `When is rent due? (${name})`;
  await box.fill(question);
  await box.press('Enter');
  await frame.getByText(question).waitFor();
}

describe('the Resident AI preview', () => {
  it('at 1440×900: the chat fills the view, greeting first, its message box in view', async () => {
    await checkPreview(journey!.page, '1440');
    expect(journey!.errors).toEqual([]);
  });

  it('at 390×844: the same on a phone, the share link below the chat', async () => {
    const phone = await openPage(journey!.browser, { viewport: { width: 390, height: 844 } });
    await phone.page.goto(`${journey!.server.url}/`);
    await phone.page.evaluate((value) => localStorage.setItem('token', value), token);
    await checkPreview(phone.page, '390');
    await phone.page.getByLabel('Resident link').scrollIntoViewIfNeeded();
    await phone.context.close();
    expect(phone.errors).toEqual([]);
  });
});
