import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startHostSite } from './support/host-site.ts';
import { type Journey, startJourney, stopJourney } from './support/journey.ts';
import { type SmtpCapture, signUpAndSignIn, uniqueEmail } from './support/manager.ts';
import { resultsDir } from './support/paths.ts';
import type { RunningServer } from './support/server.ts';

// A new manager, as a new user would: sign up, open the e-mailed link, add a property and a
// unit, copy the unit's chat link and open it. Mail goes to a real SMTP capture.
let journey: Journey | undefined;
let smtp: SmtpCapture;
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let errors: string[];

const EMAIL = uniqueEmail('pat');
const ADDRESS = '1200 Evergreen Terrace, Springfield, OR 97403';
const shots = process.env.DASHBOARD_SCREENSHOTS_DIR ?? resultsDir;

beforeAll(async () => {
  // A missing element fails its step with a locator error, well inside the test timeout.
  journey = await startJourney({ clipboard: true, timeout: 10_000 });
  ({ smtp, server, context, page, errors } = journey);
});
afterAll(() => stopJourney(journey));

describe('a new manager gets from /signup to a unit with a working chat link', () => {
  it('signs up, confirms by the e-mailed link and sees the empty state', async () => {
    await signUpAndSignIn(page, server, smtp, EMAIL);
    await page.getByRole('heading', { name: 'Properties', level: 1 }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('email'))).toBe(EMAIL);
    await page.getByText('Add a property to get started').waitFor();
  });

  it('adds a property by address and lands on it', async () => {
    await page.getByRole('button', { name: 'Add Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Property' });
    await dialog.getByLabel('Address').fill(ADDRESS);
    await dialog.getByRole('button', { name: 'Add Property' }).click();
    await page.waitForURL(/\/properties\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: ADDRESS.slice(0, 30), level: 1 }).waitFor();
    // The sidebar lists it by its address cut to 20 characters.
    await page.getByRole('navigation').getByText('1200 Evergreen...').waitFor();
    await page.screenshot({ path: join(shots, 'dashboard-property.png'), fullPage: true });
  });

  it('saves a property policy and finds it again after a reload', async () => {
    const profile = page.locator('button[aria-controls="property-profile-body"]');
    await page.getByRole('heading', { name: 'Property Profile' }).waitFor();
    await profile.click();
    await page.getByRole('tab', { name: /Resident Rules/ }).click();
    const guests = page.getByLabel('Guest policy');
    await guests.fill('Guests may stay up to 14 nights in a row.');
    await page
      .getByRole('region', { name: 'Unsaved changes' })
      .getByRole('button', { name: 'Save' })
      .click();
    await page.getByRole('region', { name: 'Unsaved changes' }).waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('heading', { name: 'Property Profile' }).waitFor();
    await profile.click();
    await page.getByRole('tab', { name: /Resident Rules/ }).click();
    expect(await page.getByLabel('Guest policy').inputValue()).toBe(
      'Guests may stay up to 14 nights in a row.',
    );
  });

  it('adds a unit and opens its page', async () => {
    await page.getByRole('button', { name: 'Add Unit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Unit' });
    await dialog.getByLabel('Unit number').fill('4B');
    await dialog.getByLabel('Bedrooms').fill('2');
    await dialog.getByLabel('Bathrooms').fill('1.5');
    await dialog.getByLabel('Monthly price').fill('1850');
    await dialog.getByRole('button', { name: 'Add Unit' }).click();
    await page.waitForURL(/\/units\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: '4B', level: 1 }).waitFor();
    await page.getByRole('navigation').getByRole('link', { name: '4B' }).waitFor();
  });

  it('copies the chat link and opens it in a new tab', async () => {
    const link = await page.getByLabel('Chat link').inputValue();
    const unitUrl = new URL(page.url());
    const [, , propertyId, , unitId] = unitUrl.pathname.split('/');
    expect(link).toBe(`${server.url}/chat?propertyId=${propertyId}&unitId=${unitId}`);

    await page.getByRole('button', { name: 'Copy', exact: true }).click();
    await page.getByText('Copied!').first().waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    await page.screenshot({ path: join(shots, 'dashboard-unit.png'), fullPage: true });

    // 'Add to your website': the script tag, copied, runs the chat on another site.
    const embed = page.getByRole('region', { name: 'Add to your website' });
    await embed.getByRole('button', { name: 'Copy code' }).click();
    const snippet = await page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toContain(`data-property-id="${propertyId}"`);
    expect(snippet).toContain(`data-unit-id="${unitId}"`);
    await page.screenshot({ path: join(shots, 'dashboard-unit-embed.png'), fullPage: true });
    const host = await startHostSite(() => ({
      '/': `<!doctype html><html lang="en"><head><title>Listing</title></head><body><h1>4B for rent</h1>${snippet}</body></html>`,
    }));
    const listing = await context.newPage();
    await listing.goto(`${host.origin}/`);
    await listing.getByRole('button', { name: 'Chat' }).click();
    await listing.getByRole('dialog', { name: 'Enter your email' }).waitFor();
    await listing.close();
    await host.stop();

    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('link', { name: 'Try the chat link' }).click(),
    ]);
    await chat.waitForLoadState();
    expect(chat.url()).toBe(link);
    // The public chat of this unit asks a new prospect for an e-mail address first.
    await chat.getByText('Enter your email').waitFor();
    await chat.screenshot({ path: join(shots, 'dashboard-chat-link.png') });
    await chat.close();
  });

  it('lists the property on /properties', async () => {
    await page
      .getByRole('navigation')
      .getByRole('link', { name: 'Properties', exact: true })
      .click();
    await page.waitForURL(`${server.url}/properties`);
    // The sidebar's entry is named by the whole address too: the list's link is in main.
    await page.getByRole('main').getByRole('link', { name: ADDRESS }).waitFor();
    // The welcome questions are asked once per account: closed at sign-in, not asked again.
    await page.getByRole('region', { name: 'Set up Porchlight' }).waitFor();
    expect(await page.getByRole('dialog', { name: 'Welcome to the product!' }).count()).toBe(0);
    expect(await page.evaluate(() => localStorage.getItem('icpFormCount'))).toBe('1');
    await page.screenshot({ path: join(shots, 'dashboard-properties.png'), fullPage: true });
    expect(errors).toEqual([]);
  });

  it('logs out and clears the session', async () => {
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.waitForURL(`${server.url}/login`);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
});
