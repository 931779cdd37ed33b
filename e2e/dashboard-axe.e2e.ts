import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { type Journey, startJourney, stopJourney } from './support/journey.ts';
import { type SmtpCapture, signUpAndSignIn, uniqueEmail } from './support/manager.ts';
import type { RunningServer } from './support/server.ts';
import { clickUntilVisible } from './support/settle.ts';

// axe-core on every page of the dashboard's part 1, as a new manager sees them, and on each
// dialog that matters with it open: no serious or critical violation anywhere. Each scan
// covers the whole document (shell, sidebar, footer and toasts included).
const EMAIL = uniqueEmail('alex');
const ADDRESS = '55 Larch Court, Salem, OR 97301';

let journey: Journey | undefined;
let smtp: SmtpCapture;
let server: RunningServer;
let page: Page;
let errors: string[];
let propertyUrl = '';
let unitUrl = '';

beforeAll(async () => {
  journey = await startJourney({ viewport: { width: 1280, height: 900 }, timeout: 10_000 });
  ({ smtp, server, page, errors } = journey);
});
afterAll(() => stopJourney(journey));

/** Scans the page as it is now; `what` names it in the failure. */
async function expectAccessible(what: string) {
  // Lazy chunks and data have arrived: no loader is left on the page.
  await page.locator('.mantine-Loader-root').first().waitFor({ state: 'detached' });
  const found = await seriousViolations(page);
  // Soft: one run reports every page's findings, and the journey goes on to the next page.
  expect
    .soft(
      found.map(
        ({ id, impact, help, targets }) => `${id} (${impact}): ${help}\n  ${targets.join('\n  ')}`,
      ),
      what,
    )
    .toEqual([]);
}

/** Waits for a dialog to finish its opening transition, then scans the page with it open. */
async function expectDialogAccessible(dialog: Locator, what: string) {
  await dialog.waitFor();
  await expectAccessible(what);
}

/** Goes to a signed-in page and waits for its level-1 heading. */
async function visit(path: string, heading: string | RegExp) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
}

describe('axe finds no serious or critical violation in the dashboard, part 1', () => {
  it('/login and /signup', async () => {
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Login' }).waitFor();
    await expectAccessible('/login');
    await page.goto(`${server.url}/signup`);
    await page.getByRole('button', { name: 'Sign Up' }).waitFor();
    await expectAccessible('/signup');
  });

  it('the 404 page', async () => {
    await page.goto(`${server.url}/no-such-page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await expectAccessible('404');
  });

  it('/properties, empty, with the welcome dialog, and with Add New Property open', async () => {
    await page.goto(`${server.url}/signup`);
    // The welcome dialog shows once per account: scanned at that one showing.
    await signUpAndSignIn(page, server, smtp, EMAIL, (welcome) =>
      expectDialogAccessible(welcome, 'Welcome to the product!'),
    );
    await page.getByText('Add a property to get started').waitFor();
    await expectAccessible('/properties, empty');

    await page.getByRole('button', { name: 'Add Property' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Property' });
    await expectDialogAccessible(dialog, 'Add New Property');
    await dialog.getByLabel('Address').fill(ADDRESS);
    await dialog.getByRole('button', { name: 'Add Property' }).click();
    await page.waitForURL(/\/properties\/[0-9a-f-]{36}$/);
    propertyUrl = page.url();
  });

  it('/properties/{id}, and Add New Unit open', async () => {
    await page.getByRole('heading', { name: ADDRESS.slice(0, 30), level: 1 }).waitFor();
    await expectAccessible('/properties/{id}');

    await page.getByRole('button', { name: 'Add Unit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Unit' });
    await expectDialogAccessible(dialog, 'Add New Unit');
    await dialog.getByLabel('Unit number').fill('2C');
    await dialog.getByRole('button', { name: 'Add Unit' }).click();
    await page.waitForURL(/\/units\/[0-9a-f-]{36}$/);
    unitUrl = page.url();
  });

  it('the unit page', async () => {
    await page.getByRole('heading', { name: '2C', level: 1 }).waitFor();
    await page.getByRole('tab', { name: 'Leasing Policies' }).waitFor();
    await expectAccessible('the unit page');

    await page.getByRole('button', { name: 'Add Tenant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Tenant' });
    await expectDialogAccessible(dialog, 'Add Tenant');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
  });

  it('the property page with its profile and leasing settings open, and the 402 dialog', async () => {
    await page.goto(propertyUrl);
    await page.getByRole('heading', { name: ADDRESS.slice(0, 30), level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('tab', { name: 'Leasing Policies' }).waitFor();
    await expectAccessible('/properties/{id} with the property profile open');

    // One free unit (FREE_UNITS defaults to 1): Add Unit for a second one opens the 402
    // dialog at once (the plan is checked before the form opens).
    await page.getByRole('button', { name: 'Add Unit' }).click();
    const required = page.getByRole('dialog', { name: 'Subscription Required' });
    await expectDialogAccessible(required, 'Subscription Required');
    await required.getByRole('button', { name: 'Close' }).click();
    await required.waitFor({ state: 'hidden' });
  });

  it('/properties with a property', async () => {
    await page.goto(`${server.url}/properties`);
    // The sidebar's entry is named by the whole address too: the list's link is in main.
    await page.getByRole('main').getByRole('link', { name: ADDRESS }).waitFor();
    // The set-up checklist, with the steps done so far.
    await page
      .getByRole('region', { name: 'Set up Porchlight' })
      .getByText(/ of 7 done/)
      .waitFor();
    await expectAccessible('/properties with a property');
  });

  it('/profile, with the leasing agent dialogs open', async () => {
    await visit('/profile', 'Profile');
    await page.getByRole('tab', { name: 'Leasing Policies' }).waitFor();
    await expectAccessible('/profile');

    await page.getByRole('button', { name: 'Add Leasing Agent' }).click();
    const form = page.getByRole('dialog', { name: 'Add Leasing Agent' });
    await expectDialogAccessible(form, 'Add Leasing Agent');
    await form.getByLabel('First name').fill('Jo');
    await form.getByLabel('Last name').fill('Agent');
    await form.getByLabel('E-mail').fill('jo.agent@example.com');
    await form.getByLabel('Phone').fill('(503) 555-0142');
    await form.getByRole('button', { name: 'Save' }).click();
    await form.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Delete Jo Agent' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Leasing Agent' });
    await expectDialogAccessible(confirm, 'Delete Leasing Agent');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
  });

  it('/profile/business', async () => {
    await visit('/profile/business', /Business/);
    await expectAccessible('/profile/business');
  });

  it('/settings, with Advanced Settings and the webhook key confirmation open', async () => {
    await visit('/settings', 'Settings');
    await page.getByRole('button', { name: 'Subscribe' }).waitFor();
    await expectAccessible('/settings');

    await page.getByRole('button', { name: /Advanced Settings/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Create a new webhook key?' });
    await clickUntilVisible(page.getByRole('button', { name: 'Create Webhook Key' }), confirm);
    await expectDialogAccessible(confirm, 'the webhook key confirmation');
    await confirm.getByRole('button', { name: 'Continue' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByLabel('Webhook key', { exact: true }).waitFor();
    await expectAccessible('/settings with a new webhook key');
  });

  it('/connections', async () => {
    await visit('/connections', 'Connections');
    await page.getByText('Connect to Zillow').waitFor();
    await expectAccessible('/connections');
  });

  it('the unit page again, in edit mode', async () => {
    await page.goto(unitUrl);
    await page.getByRole('heading', { name: '2C', level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Edit unit' }).click();
    await page.getByRole('button', { name: 'Cancel' }).first().waitFor();
    await expectAccessible('the unit page, editing');
    expect(errors.filter((error) => !/status of 40[24]/.test(error))).toEqual([]);
  });
});
