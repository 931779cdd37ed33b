import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpCapture } from '../packages/server/test/smtp.ts';
import { seriousViolations } from './support/axe.ts';
import { collectPageErrors } from './support/browser.ts';
import { type HostSite, startHostSite } from './support/host-site.ts';
import { type Site, startSite, stopSite } from './support/journey.ts';
import { type SmtpCapture, signUpAndSignIn, uniqueEmail } from './support/manager.ts';
import { resultsDir } from './support/paths.ts';

// What a new manager and their first prospect meet, on a wide screen and on a phone:
// sign up, add a property and a unit, copy the unit's script tag into a site of their own
// (another origin), chat there as a prospect, and find the lead on /leads. On every screen
// axe finds no serious or critical violation, nothing is wider than the screen, and a
// screenshot is saved under test-results/first-impressions/ to be looked at.
const SIZES = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;
const SHOTS = join(resultsDir, 'first-impressions');

let site: Site | undefined;
let smtp: SmtpCapture | undefined;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  smtp = await startSmtpCapture();
  site = await startSite({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await stopSite(site ?? {});
  await smtp?.close();
});

for (const size of SIZES) {
  describe(`first impressions at ${size.width}×${size.height}`, () => {
    const address = `${size.width} Juniper Lane, Eugene, OR 97401`;
    const prospect = uniqueEmail(`prospect-${size.name}`);
    let context: BrowserContext;
    let page: Page;
    let errors: string[];
    let host: HostSite | undefined;
    let unitPath = '';

    beforeAll(async () => {
      const { browser, server } = site!;
      context = await browser.newContext({ viewport: size });
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: server.url,
      });
      context.setDefaultTimeout(15_000);
      page = await context.newPage();
      errors = collectPageErrors(page);
    });
    afterAll(async () => {
      await host?.stop();
      await context?.close();
    });

    /** axe, the screen's width and a screenshot, for the page as it is now. */
    async function look(target: Page, screen: string) {
      await target
        .locator('.mantine-Loader-root')
        .first()
        .waitFor({ state: 'detached' })
        .catch(() => {});
      const found = await seriousViolations(target);
      expect
        .soft(
          found.map(({ id, impact, targets }) => `${id} (${impact}) ${targets.join(' ')}`),
          `axe on ${screen}`,
        )
        .toEqual([]);
      const wide = await target.evaluate(() => document.documentElement.scrollWidth);
      expect.soft(wide, `${screen} fits the screen`).toBeLessThanOrEqual(size.width);
      await target.screenshot({ path: join(SHOTS, `${screen}-${size.name}.png`) });
    }

    it('signs up and reaches the empty property list', async () => {
      const { server } = site!;
      await page.goto(`${server.url}/signup`);
      await page.getByRole('button', { name: 'Sign Up' }).waitFor();
      await look(page, 'signup');
      // The welcome questions, asked once for the account: optional, with a Skip.
      await signUpAndSignIn(
        page,
        server,
        smtp!,
        uniqueEmail(`manager-${size.name}`),
        async (welcome) => {
          await welcome.getByRole('button', { name: 'Skip' }).waitFor();
          await look(page, 'welcome');
        },
      );
      await page.getByText('Add a property to get started').waitFor();
      // A brand-new account is guided: the set-up checklist, nothing done yet.
      const checklist = page.getByRole('region', { name: 'Set up Porchlight' });
      await checklist.getByText('0 of 7 done').waitFor();
      await look(page, 'properties-empty');
    });

    it('adds a property and a unit', async () => {
      await page.getByRole('button', { name: 'Add Property' }).click();
      const addProperty = page.getByRole('dialog', { name: 'Add New Property' });
      await addProperty.getByLabel('Address').fill(address);
      await look(page, 'add-property');
      await addProperty.getByRole('button', { name: 'Add Property' }).click();
      await page.waitForURL(/\/properties\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: address.slice(0, 20), level: 1 }).waitFor();
      await look(page, 'property');

      await page.getByRole('button', { name: 'Add Unit' }).click();
      const addUnit = page.getByRole('dialog', { name: 'Add New Unit' });
      await addUnit.getByLabel('Unit number').fill('2A');
      await addUnit.getByLabel('Monthly price').fill('1650');
      await look(page, 'add-unit');
      await addUnit.getByRole('button', { name: 'Add Unit' }).click();
      await page.waitForURL(/\/units\/[0-9a-f-]{36}$/);
      await page.getByRole('heading', { name: '2A', level: 1 }).waitFor();
      unitPath = new URL(page.url()).pathname;
      await look(page, 'unit');
    });

    it('copies the script tag into a site of its own, where a prospect chats with Athena', async () => {
      let listingHtml = '';
      host = await startHostSite(() => ({
        get '/'() {
          return listingHtml;
        },
      }));
      const embed = page.getByRole('region', { name: 'Add to your website' });
      await embed.scrollIntoViewIfNeeded();
      // The manager names their site, so that login links may lead back to its pages.
      const sites = embed.getByLabel('Your website');
      await sites.fill(host.origin);
      await embed.getByRole('button', { name: 'Save sites' }).click();
      await page.getByText('Saved!').first().waitFor();
      await embed.getByRole('button', { name: 'Copy code' }).click();
      const snippet = await page.evaluate(() => navigator.clipboard.readText());
      expect(snippet).toContain('<script');
      await look(page, 'unit-embed');

      listingHtml = `<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>2A for rent</title></head><body><main><h1>2A for rent</h1><p>Two bedrooms by the park.</p></main>${snippet}</body></html>`;
      const listing = await context.newPage();
      const listingErrors = collectPageErrors(listing);
      await listing.goto(`${host.origin}/`);
      await listing.getByRole('button', { name: 'Chat', exact: true }).click();
      const prompt = listing.getByRole('dialog', { name: 'Enter your email' });
      await prompt.waitFor();
      await look(listing, 'widget-email');
      await prompt.getByRole('textbox').fill(prospect);
      await prompt.getByRole('button', { name: 'Submit' }).click();
      const log = listing.getByRole('log', { name: 'Conversation' });
      await log.waitFor();
      await listing.getByPlaceholder('Type message here').fill('Hi! Is 2A still available?');
      await listing.keyboard.press('Enter');
      // Athena answers in the chat: a second message after the prospect's own.
      await log.locator('.pl-msg--incoming').first().waitFor();
      await look(listing, 'widget-chat');
      await listing.getByRole('button', { name: 'Chat options' }).click();
      await listing.getByRole('menu', { name: 'Chat options' }).waitFor();
      await look(listing, 'widget-menu');
      expect(listingErrors).toEqual([]);
      await listing.close();
    });

    it('on another device, the e-mailed login link leads back to the listing page and the same chat', async () => {
      const other = await site!.browser.newContext({ viewport: size });
      try {
        const listing = await other.newPage();
        const listingErrors = collectPageErrors(listing);
        await listing.goto(`${host!.origin}/`);
        await listing.getByRole('button', { name: 'Chat', exact: true }).click();
        const prompt = listing.getByRole('dialog', { name: 'Enter your email' });
        await prompt.getByRole('textbox').fill(prospect);
        await prompt.getByRole('button', { name: 'Submit' }).click();
        await listing.getByText(`A login link was sent to ${prospect}.`).waitFor();
        await listing.getByRole('button', { name: 'Use another e-mail' }).waitFor();
        await look(listing, 'widget-link-sent');

        const mail = decodeQuotedPrintable((await smtp!.waitFor(prospect)).raw);
        const link = new RegExp(`${host!.origin}/[^\\s"<>]+`).exec(mail)?.[0];
        expect(link).toContain('#porchlight_token=');
        // The mail opens in a new tab, as a mail client does.
        const back = await other.newPage();
        const backErrors = collectPageErrors(back);
        await back.goto(link!.replaceAll('&amp;', '&'));
        await back.getByRole('button', { name: `Continue as ${prospect}` }).click();
        await back
          .getByRole('log', { name: 'Conversation' })
          .getByText('Is 2A still available?')
          .waitFor();
        // The sign-in never stays in the address bar.
        expect(new URL(back.url()).hash).toBe('');
        await look(back, 'widget-returned');
        expect([...listingErrors, ...backErrors]).toEqual([]);
      } finally {
        await other.close();
      }
    });

    it('completes set-up steps from the checklist, then hides it for the account', async () => {
      const { server } = site!;
      await page.goto(`${server.url}/properties`);
      const checklist = page.getByRole('region', { name: 'Set up Porchlight' });
      const steps = checklist.getByRole('list', { name: 'Set-up steps' });
      // Done from the data: the property, its unit, the site that embeds the chat, the chat.
      await checklist.getByText('4 of 7 done').waitFor();
      await steps.getByText('Done: Add your property').waitFor();
      await steps.getByText('To do: Set your viewing hours').waitFor();
      await look(page, 'setup-checklist');

      // Viewing hours: the step's link leads to the Appointment Calendar; saving it is done.
      await checklist.getByRole('link', { name: /^Set your viewing hours/ }).click();
      await page.waitForURL(`${server.url}/profile`);
      const calendar = page.getByRole('heading', { name: 'Appointment Calendar' }).locator('..');
      await calendar.getByRole('table', { name: 'Weekly availability' }).waitFor();
      await calendar.getByRole('button', { name: 'Save', exact: true }).click();
      await page.getByText('Saved!').first().waitFor();
      await page.goto(`${server.url}/properties`);
      await checklist.getByText('5 of 7 done').waitFor();

      // Policies: the step opens the property with its Property Profile open.
      await checklist.getByRole('link', { name: /^Write your policies/ }).click();
      await page.waitForURL(/\/properties\/[0-9a-f-]{36}#property-profile$/);
      await page.getByRole('tab', { name: /Resident Rules/ }).click();
      await page.getByLabel('Guest policy').fill('Guests may stay up to 14 nights in a row.');
      const unsaved = page.getByRole('region', { name: 'Unsaved changes' });
      await unsaved.getByRole('button', { name: 'Save' }).click();
      await unsaved.waitFor({ state: 'detached' });
      await look(page, 'property-from-checklist');
      // Viewing hours are reachable from the property too.
      const hours = page.getByRole('region', { name: 'Viewing hours' });
      await hours.scrollIntoViewIfNeeded();
      await hours.getByRole('link', { name: 'See or change them in Profile' }).waitFor();
      // …and this property may keep hours of its own: Saturdays too, here.
      await hours.getByRole('button', { name: 'Set hours for this property' }).click();
      const saturday = hours.getByRole('switch', { name: 'Saturday' });
      if (!(await saturday.isChecked())) await saturday.click({ force: true });
      await hours.getByRole('button', { name: 'Save' }).click();
      await hours.getByText('This property has its own viewing hours').waitFor();
      await look(page, 'property-viewing-hours');

      await page.goto(`${server.url}/properties`);
      await checklist.getByText('6 of 7 done').waitFor();
      await steps.getByText('To do: Go live').waitFor();
      await look(page, 'setup-checklist-6');

      // Hidden on the account: it does not come back after a reload.
      await checklist.getByRole('button', { name: 'Hide checklist' }).click();
      await checklist.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('main').getByRole('link', { name: address }).waitFor();
      expect(await checklist.count()).toBe(0);
      // Asked once per account: the welcome questions do not come back either.
      expect(await page.getByRole('dialog', { name: 'Welcome to the product!' }).count()).toBe(0);
    });

    it('finds the prospect on /leads, and every other screen fits and passes axe', async () => {
      const { server } = site!;
      // A slow network: the page's own chunk is held back, and its skeleton shows meanwhile
      // (the route stays: once released, it lets every later request through).
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route('**/assets/leads.page-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(`${server.url}/leads`, { waitUntil: 'commit' });
      await page.getByRole('status').filter({ hasText: 'Loading Porchlight' }).waitFor();
      await page.screenshot({ path: join(SHOTS, `loading-${size.name}.png`) });
      release();
      // A table row on a wide screen, a card (a list item) on a phone.
      await page
        .getByRole('row')
        .or(page.getByRole('listitem'))
        .filter({ hasText: address.slice(0, 20) })
        .first()
        .waitFor();
      await look(page, 'leads');
      for (const [path, screen] of [
        ['/viewings', 'viewings'],
        ['/attention', 'attention'],
        ['/conversations', 'conversations'],
        ['/connections', 'connections'],
        ['/settings', 'settings'],
        ['/profile', 'profile'],
        ['/profile/business', 'profile-business'],
        ['/assistant/history', 'assistant-history'],
        ['/resident-ai', 'resident-ai'],
        ['/activity', 'activity'],
        ['/assistant', 'assistant'],
        ['/demo', 'demo'],
      ] as const) {
        await page.goto(`${server.url}${path}`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await look(page, screen);
      }
      // The unit's own chat page, as a prospect opening the chat link meets it.
      const [, , propertyId, , unitId] = unitPath.split('/');
      await page.goto(`${server.url}/chat?propertyId=${propertyId}&unitId=${unitId}`);
      await page.getByRole('dialog', { name: 'Enter your email' }).waitFor();
      await look(page, 'chat-page');
      // A manager without a plan yet: GET /api/v1/subscriptions answers the spec's 404,
      // which the browser logs as a failed resource; nothing else may fail.
      expect(errors.filter((error) => !/404.*\/api\/v1\/subscriptions/.test(error))).toEqual([]);
    });
  });
}
