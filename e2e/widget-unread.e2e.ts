import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Reply } from './support/api.ts';
import { type HostSite, startHostSite } from './support/host-site.ts';
import { type Journey, openPage, startJourney, stopJourney } from './support/journey.ts';
import { magicLink, openSignInLink, uniqueEmail } from './support/manager.ts';
import { resultsDir } from './support/paths.ts';

let journey: Journey;
let site: HostSite | undefined;

const api = (method: string, path: string, body?: unknown, token?: string): Promise<Reply> =>
  callApi(journey.server.url, method, path, body, token);

beforeAll(async () => {
  journey = await startJourney({ env: { JOB_POLL_INTERVAL_MS: '50' } });
});
afterAll(async () => {
  await site?.stop();
  await stopJourney(journey);
});

/**
 * A prospect chatted on a listing page and left; the manager wrote to them meanwhile. On a
 * fresh visit to the listing (the same browser), the launcher counts the reply before the
 * chat is ever opened.
 */
describe('the unread badge on a returning prospect’s launcher', () => {
  it("shows the manager's reply on a fresh listing page without opening the chat", async () => {
    const { server, smtp, page, browser } = journey;
    const manager = uniqueEmail('unread');
    const signup = await api('POST', '/api/v1/auth/signup', {
      email: manager,
      firstName: 'Lee',
      lastName: 'Manager',
      unitsManaged: 2,
    });
    expect(signup.status).toBe(200);
    await openSignInLink(page, await magicLink(smtp, server, manager));
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const created = await api(
      'POST',
      '/api/v1/properties',
      { address: '12 Badge Lane', type: 'SINGLE_FAMILY_HOME' },
      token,
    );
    expect(created.status).toBe(201);
    const propertyId = created.body.id as string;

    site = await startHostSite(() => ({
      '/listing.html':
        '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>12 Badge Lane</title>' +
        `<script async src="${server.url}/widget/loader.js" data-property-id="${propertyId}"></script>` +
        '</head><body><main><h1>12 Badge Lane</h1></main></body></html>',
    }));
    const listing = `${site.origin}/listing.html`;

    // The prospect's first visit: they chat, see Athena's greeting, and leave.
    const prospect = await openPage(browser);
    const first = prospect.page;
    await first.goto(listing);
    await first.getByRole('button', { name: 'Chat', exact: true }).click();
    await first
      .getByRole('dialog', { name: 'Enter your email' })
      .getByRole('textbox')
      .fill(uniqueEmail('prospect'));
    await first.keyboard.press('Enter');
    await first.getByRole('log', { name: 'Conversation' }).locator('p').first().waitFor();
    // What the chat showed is remembered in the browser.
    await first.waitForFunction(
      (id) => localStorage.getItem(`porchlight:seen_${id}`) !== null,
      propertyId,
    );
    await first.close();

    // The manager writes to the lead from the dashboard's API.
    const leads = await api('GET', '/api/v1/leads', undefined, token);
    expect(leads.status).toBe(200);
    const leadId = leads.body[0].tenantPropertyInterest.id as string;
    const written = await api(
      'POST',
      `/api/v1/leads/${leadId}/messages`,
      { message: 'Hi, this is Lee from the office: the house is still available.' },
      token,
    );
    expect(written.status).toBe(200);

    // A fresh listing page in the same browser: the badge, and no chat mounted.
    const again = await prospect.context.newPage();
    await again.goto(listing);
    const badged = again.getByRole('button', { name: 'Chat, 1 new message' });
    await badged.waitFor({ timeout: 15_000 });
    expect(await badged.textContent()).toBe('Chat1');
    expect(
      await again.evaluate(
        () =>
          document.querySelector('porchlight-widget')?.shadowRoot?.querySelector('dialog') ?? null,
      ),
    ).toBeNull();
    await again.screenshot({ path: join(resultsDir, 'widget-unread-badge.png') });

    // Opened, the reply is there and the badge is gone.
    await badged.click();
    await again
      .getByRole('log', { name: 'Conversation' })
      .getByText('the house is still available')
      .waitFor();
    // The manager took over: the header names them, not Athena (at both sizes).
    const header = again.getByRole('heading', { level: 2, name: /Lee/ });
    await header.waitFor();
    await again.setViewportSize({ width: 1440, height: 900 });
    await again.screenshot({ path: join(resultsDir, 'widget-takeover-1440.png') });
    await again.setViewportSize({ width: 390, height: 844 });
    await header.waitFor();
    await again.screenshot({ path: join(resultsDir, 'widget-takeover-390.png') });
    await again.setViewportSize({ width: 1280, height: 800 });
    await again.getByRole('button', { name: 'Close chat' }).first().click();
    await again.getByRole('button', { name: 'Chat', exact: true }).waitFor();
    expect(prospect.errors).toEqual([]);
    await prospect.context.close();
  });
});
