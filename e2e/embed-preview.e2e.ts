import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, type Reply } from './support/api.ts';
import { seriousViolations } from './support/axe.ts';
import { type Journey, openPage, startJourney, stopJourney } from './support/journey.ts';
import { magicLink, openSignInLink, uniqueEmail } from './support/manager.ts';
import { settled } from './support/settle.ts';

// 'Add to your website' shows the real chat on a stand-in page (issue 31, item 2): the
// launcher where the chosen position puts it, in the chosen colour, and Athena answering.
const SHOTS = process.env.DASHBOARD_SCREENSHOTS_DIR ?? '/tmp';
const MANAGER = uniqueEmail('preview');

let journey: Journey | undefined;
let token = '';
let propertyId = '';

const api = (method: string, path: string, body?: unknown): Promise<Reply> =>
  callApi(journey!.server.url, method, path, body, token);

beforeAll(async () => {
  journey = await startJourney({ env: { JOB_POLL_INTERVAL_MS: '50' } });
  const { server, page } = journey;
  const signup = await fetch(`${server.url}/api/v1/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: MANAGER, firstName: 'Pat', lastName: 'Lee', unitsManaged: 2 }),
  });
  expect(signup.status).toBe(200);
  await openSignInLink(page, await magicLink(journey.smtp, server, MANAGER));
  token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
  const created = await api('POST', '/api/v1/properties', {
    address: '12 Willow Lane, Portland, OR 97205',
    type: 'SINGLE_FAMILY_HOME',
  });
  expect(created.status).toBe(201);
  propertyId = created.body.id;
});
afterAll(() => stopJourney(journey));

describe('the live preview of the chat', () => {
  it('is the real chat: the prospect side opens, and Athena answers', async () => {
    const { page, server } = journey!;
    await page.goto(`${server.url}/properties/${propertyId}`);
    await page.keyboard.press('Escape');
    const embed = page.getByRole('region', { name: 'Add to your website' });
    await embed.scrollIntoViewIfNeeded();
    const preview = embed.frameLocator('iframe[title="Live preview of the chat on your page"]');
    await preview.getByRole('heading', { name: 'Your listing page' }).waitFor();
    await preview.getByRole('button', { name: 'Chat', exact: true }).click();
    const prompt = preview.getByRole('dialog', { name: 'Enter your email' });
    await prompt.getByRole('textbox').fill(uniqueEmail('tryout'));
    await prompt.getByRole('button', { name: 'Submit' }).click();
    const log = preview.getByRole('log', { name: 'Conversation' });
    await log.waitFor();
    await preview.getByPlaceholder('Type message here').fill('Hi! Is it still available?');
    await preview.getByPlaceholder('Type message here').press('Enter');
    await log.locator('.pl-msg--incoming').first().waitFor({ timeout: 20_000 });
    await embed.screenshot({ path: `${SHOTS}/embed-preview-chat-1280.png` });
  });

  it('moves the launcher to the left and takes the colour when they are chosen', async () => {
    const { page } = journey!;
    const embed = page.getByRole('region', { name: 'Add to your website' });
    const frame = embed.locator('iframe[title="Live preview of the chat on your page"]');
    await embed.getByText('Bottom left').click();
    const preview = embed.frameLocator('iframe[title="Live preview of the chat on your page"]');
    const launcher = preview.getByRole('button', { name: /^(Chat|Close chat)/ });
    const frameBox = await frame.boundingBox();
    await expect
      .poll(async () => {
        const box = await launcher.boundingBox().catch(() => null);
        return box && frameBox ? box.x + box.width / 2 < frameBox.x + frameBox.width / 2 : false;
      })
      .toBe(true);
  });

  it.each([1440, 390])('fits and passes axe at %i px', async (width) => {
    const { browser, server } = journey!;
    const opened = await openPage(browser, {
      viewport: { width, height: width > 500 ? 900 : 844 },
    });
    await opened.page.goto(`${server.url}/login`);
    await opened.page.evaluate((value) => localStorage.setItem('token', value), token);
    const userId = JSON.parse(atob(token.split('.')[1] ?? '')).sub as string;
    await opened.page.evaluate((id) => localStorage.setItem('userId', id), userId);
    await opened.page.goto(`${server.url}/properties/${propertyId}`);
    await opened.page.keyboard.press('Escape');
    const embed = opened.page.getByRole('region', { name: 'Add to your website' });
    await embed.scrollIntoViewIfNeeded();
    await embed
      .frameLocator('iframe[title="Live preview of the chat on your page"]')
      .getByRole('button', { name: /^Chat/ })
      .waitFor();
    await settled(opened.page);
    expect(
      await opened.page.evaluate(() => document.documentElement.scrollWidth),
    ).toBeLessThanOrEqual(width);
    const found = await seriousViolations(opened.page, 'section[aria-labelledby="embed-title"]');
    expect(found.map(({ id, targets }) => `${id}: ${targets.join(', ')}`)).toEqual([]);
    await embed.screenshot({ path: `${SHOTS}/embed-preview-${width}.png` });
    await opened.context.close();
    expect(opened.errors).toEqual([]);
  });
});
