import { join } from 'node:path';
import { nextBillingDate, subscriptionTotal, unitPrice } from '@porchlight/domain';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, startJourney, stopJourney } from './support/journey.ts';
import { type SmtpCapture, signUpAndSignIn, uniqueEmail } from './support/manager.ts';
import { freePort, type RunningServer } from './support/server.ts';
import { settled } from './support/settle.ts';

// A new manager with one free unit (FREE_UNITS=1) adds a property and a unit, is shown the
// 'Subscription Required' dialog as soon as they click Add Unit for a second one (the plan is
// checked before the form opens), subscribes with the local checkout provider on /settings,
// and then adds the second unit. Screenshots go to SHOTS.
const SHOTS = process.env.DASHBOARD_SCREENSHOTS_DIR ?? '/tmp';
const EMAIL = uniqueEmail('sam');
const ADDRESS = '742 Alder Street, Portland, OR 97205';
const UNITS = 3;
const usd = (amount: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(amount);

let journey: Journey | undefined;
let smtp: SmtpCapture;
let server: RunningServer;
let page: Page;
let errors: string[];
let propertyUrl = '';

beforeAll(async () => {
  // The checkout link and its redirect back to /settings are built from PUBLIC_URL, so the
  // server has to know its address (the same origin as the session in localStorage).
  const port = await freePort();
  journey = await startJourney({
    env: { FREE_UNITS: '1', PORT: String(port), PUBLIC_URL: `http://127.0.0.1:${port}` },
    viewport: { width: 1280, height: 900 },
    timeout: 10_000,
  });
  ({ smtp, server, page, errors } = journey);
});
// A failed step leaves a picture of the page it failed on.
afterEach(async (ctx) => {
  if (ctx.task.result?.state !== 'fail' || !page) return;
  const name = ctx.task.name.replace(/[^\w]+/g, '-').slice(0, 60);
  await page.screenshot({ path: join(SHOTS, `dashboard-billing-failed-${name}.png`) });
});
afterAll(() => stopJourney(journey));

/** Opens 'Add New Unit' on the property page and submits unit `number`. */
async function submitUnit(number: string) {
  await page.getByRole('button', { name: 'Add Unit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Unit' });
  await dialog.getByLabel('Unit number').fill(number);
  await dialog.getByLabel('Monthly price').fill('1500');
  await dialog.getByRole('button', { name: 'Add Unit' }).click();
  return dialog;
}

describe('a manager over the free unit subscribes with the local provider', () => {
  it('signs in by the e-mailed link', async () => {
    await signUpAndSignIn(page, server, smtp, EMAIL);
    await page.getByText('Add a property to get started').waitFor();
  });

  it('adds a property and its first unit within the free allowance', async () => {
    await page.getByRole('button', { name: 'Add Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Property' });
    await dialog.getByLabel('Address').fill(ADDRESS);
    await dialog.getByRole('button', { name: 'Add Property' }).click();
    await page.waitForURL(/\/properties\/[0-9a-f-]{36}$/);
    propertyUrl = page.url();

    await submitUnit('1A');
    await page.waitForURL(/\/units\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: '1A', level: 1 }).waitFor();
  });

  it("answers Add Unit at the plan's limit with the spec's 'Subscription Required' dialog", async () => {
    await page.goto(propertyUrl);
    await page.getByRole('button', { name: 'Add Unit' }).click();
    const unitDialog = page.getByRole('dialog', { name: 'Add New Unit' });
    const required = page.getByRole('dialog', { name: 'Subscription Required' });
    await required.waitFor();
    await required
      .getByText('You need to upgrade your subscription to create more properties and units.')
      .waitFor();
    await required.getByRole('button', { name: 'Close' }).waitFor();
    await settled(page);
    await page.screenshot({ path: join(SHOTS, 'dashboard-402-modal.png') });
    // The unit form never opened: nothing was filled in for nothing.
    expect(page.url()).toBe(propertyUrl);
    expect(await unitDialog.count()).toBe(0);

    await required.getByRole('button', { name: 'Update Subscription' }).click();
    await page.waitForURL(`${server.url}/settings`);
    await required.waitFor({ state: 'hidden' });
    await unitDialog.waitFor({ state: 'hidden' });
  });

  it('shows the subscribe form with the tier price, the total and plus tax', async () => {
    const billing = page.getByRole('region', { name: 'Billing Settings' });
    const units = billing.getByLabel('Number of units');
    await units.waitFor();
    expect(await units.inputValue()).toBe('1');
    await units.fill(String(UNITS));
    await billing.getByText(`${usd(unitPrice(UNITS))} per unit / month`).waitFor();
    await billing.getByText(`Total: ${usd(subscriptionTotal(UNITS))} / month`).waitFor();
    await billing.getByText('plus tax').waitFor();
  });

  it('subscribes through the local checkout and lands back on /settings with the success toast', async () => {
    await page
      .getByRole('region', { name: 'Billing Settings' })
      .getByRole('button', { name: 'Subscribe' })
      .click();
    // The local checkout completes at once and redirects to /settings?success=true; the page
    // then drops the parameter so a reload does not toast again.
    await page.getByText('Payment successful!').waitFor();
    await page.waitForURL(`${server.url}/settings`);
  });

  it('shows the plan: units, per-unit price, total plus tax and the next billing date', async () => {
    const plan = page.getByRole('table', { name: 'Plan details' });
    await plan.waitFor();
    const row = (name: string) => plan.getByRole('row', { name: new RegExp(`^${name}`) });
    expect(await row('Units').textContent()).toContain(String(UNITS));
    expect(await row('Price').textContent()).toContain(`${usd(unitPrice(UNITS))} per unit / month`);
    expect(await row('Total').textContent()).toContain(`${usd(subscriptionTotal(UNITS))} / month`);
    expect(await row('Total').textContent()).toContain('plus tax');
    // Subscribed just now: billed today, so next a month from now (never today).
    const now = new Date();
    const inAMonth = nextBillingDate(Math.floor(now.getTime() / 1000), now);
    expect(inAMonth?.getMonth()).toBe((now.getMonth() + 1) % 12);
    const longDate = (date: Date) =>
      date.toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
    const next = await row('Next billing date').textContent();
    expect(next).toContain(longDate(inAMonth as Date));
    expect(next).not.toContain(longDate(now));
    // The picture shows the page, not the success toast over it.
    await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });
    await settled(page);
    await page.screenshot({
      path: join(SHOTS, 'dashboard-settings-subscribed.png'),
      fullPage: true,
    });
  });

  it('adds the second unit now that the subscription allows it', async () => {
    await page.goto(propertyUrl);
    await submitUnit('1B');
    await page.waitForURL(/\/units\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: '1B', level: 1 }).waitFor();
  });

  it('shows the canceled toast on /settings?canceled=true', async () => {
    await page.goto(`${server.url}/settings?canceled=true`);
    await page.getByText('Payment cancelled, please try again').waitFor();
    await page.waitForURL(`${server.url}/settings`);
    // Chromium logs the 404 of 'no subscription yet' (and a 402, should one come); nothing else.
    expect(errors.filter((error) => !/status of 40[24]/.test(error))).toEqual([]);
  });
});
