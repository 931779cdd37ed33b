import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openPage, startSite, stopSite } from './support/journey.ts';
import { resultsDir } from './support/paths.ts';
import type { RunningServer } from './support/server.ts';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];

beforeAll(async () => {
  ({ server, browser } = await startSite());
});
afterAll(() => stopSite({ server, browser }));
beforeEach(async () => {
  ({ context, page, errors } = await openPage(browser));
});
afterEach(async () => {
  await context.close();
  expect(errors).toEqual([]);
});

describe('one origin serves every front end', () => {
  it('shows the dashboard sign-in page at /', async () => {
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Porchlight', level: 1 }).waitFor();
    expect(await page.title()).toBe('Porchlight');
    expect(await page.getByLabel('E-mail address').isVisible()).toBe(true);
    await page.screenshot({ path: join(resultsDir, 'dashboard-home.png'), fullPage: true });
  });

  it("lets the dashboard route an unknown path: its own 'Page not found'", async () => {
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
  });

  it('shows the full-page chat at /chat under a strict script policy', async () => {
    const response = await page.goto(`${server.url}/chat`);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // No propertyId in the link: the chat says so instead of failing.
    await page.getByText('This chat link is incomplete: it does not name a property.').waitFor();
  });

  it('serves the demo page at /demo (its journey is in demo.e2e.ts)', async () => {
    await page.goto(`${server.url}/demo?unitId=none`);
    // A link that names no property: the spec's text, drawn by the page's script.
    await page.getByText('No property ID provided').waitFor();
  });

  it('answers the API health check and a JSON 404 for an unknown API path', async () => {
    const health = await page.request.get(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const missing = await page.request.get(`${server.url}/api/nothing`);
    expect(missing.status()).toBe(404);
    expect((await missing.json()).error.code).toBe('NOT_FOUND');
  });
});
