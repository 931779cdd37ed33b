import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { twilioSignature } from '../packages/server/src/modules/channels/twilio.ts';
import { startStandInTwilio } from '../packages/server/test/stand-in-twilio.ts';
import { seriousViolations as scanForViolations } from './support/axe.ts';
import { type Journey, openPage, startJourney, stopJourney } from './support/journey.ts';
import { magicLink, openSignInLink } from './support/manager.ts';
import { untilFound } from './support/until.ts';

// Texts, against a stand-in for Twilio's API: the manager gives a property its text number
// (checked before it is saved) and sends a test text; a prospect in the chat chooses "Text
// me instead" (the consent shown word for word), the number's owner answers YES, and
// Athena's first text goes out; the
// manager finds the lead under the Text filter, its text marked, and the reply said to go
// by text. Screenshots go to CHANNEL_SCREENSHOTS_DIR when it is set.
const SHOTS = process.env.CHANNEL_SCREENSHOTS_DIR;
const STAMP = Date.now();
const MANAGER = `tex.${STAMP}@example.com`;
const PROSPECT = `tia.${STAMP}@example.com`;
const CONSENT =
  'Text me at this number about this home. Message and data rates may apply. Reply STOP to opt out.';

/** Where Twilio is told the app is: its webhooks are signed for this address. */
const PUBLIC_URL = 'http://porchlight.e2e';

let twilio: Awaited<ReturnType<typeof startStandInTwilio>>;
let journey: Journey | undefined;
let page: Page;
let token = '';
let propertyId = '';

const url = (path: string) => `${journey!.server.url}${path}`;

async function shoot(target: Page | Locator, name: string) {
  if (SHOTS) await target.screenshot({ path: `${SHOTS}/${name}.png` });
}

beforeAll(async () => {
  twilio = await startStandInTwilio();
  journey = await startJourney({
    env: { JOB_POLL_INTERVAL_MS: '50', PUBLIC_URL, ...twilio.env },
    viewport: { width: 1440, height: 900 },
  });
  page = journey.page;
});
afterAll(async () => {
  await stopJourney(journey);
  await twilio?.close();
});

describe('a property that texts', () => {
  it('takes the number in E.164 after checking it, and sends a test text', async () => {
    const { smtp, server } = journey!;
    const signup = await fetch(url('/api/v1/auth/signup'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: MANAGER,
        firstName: 'Tex',
        lastName: 'Manager',
        unitsManaged: 2,
      }),
    });
    expect(signup.status).toBe(200);
    await openSignInLink(page, await magicLink(smtp, server, MANAGER));
    token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    await page.keyboard.press('Escape');
    const created = await fetch(url('/api/v1/properties'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ address: '9 Birch Row, Austin, TX 78701', type: 'CONDO' }),
    });
    expect(created.status).toBe(201);
    propertyId = ((await created.json()) as { id: string }).id;

    await page.goto(url(`/properties/${propertyId}`));
    const section = page.getByRole('region', { name: 'Text messages and e-mail' });
    await section.getByText('None yet: this property does not take texts.').waitFor();
    await section.getByRole('button', { name: 'Add a number' }).click();
    const number = section.getByRole('textbox', { name: /^Text-message number/ });
    expect(await number.evaluate((node) => node === document.activeElement)).toBe(true);
    await number.fill('555-0100');
    await number.press('Enter');
    await section.getByText(/^Enter the whole number with its country code/).waitFor();
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    await shoot(section, 'property-texts-invalid-1440');
    await number.fill('+1 512 555 0100');
    await section.getByRole('button', { name: 'Save' }).click();
    await section.getByText('+1 (512) 555-0100').waitFor();

    const mine = section.getByRole('textbox', { name: /^Your mobile number/ });
    await mine.fill('(512) 555-0199');
    await section.getByRole('button', { name: 'Send a test message' }).click();
    await section
      .getByRole('status')
      .getByText('Test message sent to +1 (512) 555-0199. It should arrive in a minute.')
      .waitFor();
    expect(twilio.sent.at(-1)).toMatchObject({ from: '+15125550100', to: '+15125550199' });
    await section.scrollIntoViewIfNeeded();
    expect(await scanForViolations(page, 'main', ['iframe', 'footer'])).toEqual([]);
    await shoot(section, 'property-texts-1440');
    // The 'Saved!' toast, placed for the wide screen, is gone before the screen narrows.
    await page.getByText('Saved!').waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 390, height: 844 });
    // Nothing wider than the phone once the layout has followed the new width.
    await page.waitForFunction(() => document.documentElement.scrollWidth <= 390, null, {
      timeout: 5000,
    });
    await shoot(section, 'property-texts-390');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Twilio refuses the next one: its reason, in a sentence, and no raw error.
    twilio.failNext(1, 'invalid-number');
    await section.getByRole('button', { name: 'Send a test message' }).click();
    const refused = section.getByRole('alert');
    await refused.getByText('Twilio refused the message').waitFor();
    expect(await refused.textContent()).not.toMatch(/\{|Error:|undefined/);
    await shoot(section, 'property-texts-refused-1440');
  });

  it('lets a prospect in the chat choose texts, with the consent beside the button', async () => {
    const opened = await openPage(journey!.browser, { viewport: { width: 390, height: 844 } });
    const chat = opened.page;
    await chat.goto(url(`/chat?propertyId=${propertyId}`));
    const email = chat.getByRole('textbox', { name: 'Enter your email' });
    await email.fill(PROSPECT);
    await email.press('Enter');
    await chat.getByRole('log', { name: 'Conversation' }).waitFor();
    await chat.getByRole('button', { name: 'Chat options' }).click();
    await chat.getByRole('menuitem', { name: 'Text me instead' }).click();
    const dialog = chat.getByRole('dialog', { name: 'Text me at this number instead:' });
    await dialog.getByText(CONSENT, { exact: true }).waitFor();
    const confirm = dialog.getByRole('button', { name: 'Text me' });
    expect(await confirm.getAttribute('aria-describedby')).toBeTruthy();
    await dialog.getByRole('textbox').fill('512 555 0123');
    await shoot(chat, 'widget-text-me-390');
    await confirm.click();
    await chat
      .getByRole('dialog', {
        name: 'Thanks! Reply YES to the text we just sent you, and Athena will text you from then on.',
      })
      .waitFor();
    await shoot(chat, 'widget-text-me-done-390');
    const sentTo = (words: string) =>
      untilFound(`a text with "${words}"`, () =>
        twilio.sent.find((text) => text.to === '+15125550123' && text.body.includes(words)),
      );
    // The number's owner is asked first, and answers YES from their phone (Twilio's webhook).
    expect((await sentTo(': reply YES to get texts')).from).toBe('+15125550100');
    const path = '/api/v1/channels/sms/twilio/inbound';
    const params = {
      MessageSid: `SM${STAMP}`,
      AccountSid: twilio.accountSid,
      From: '+15125550123',
      To: '+15125550100',
      Body: 'YES',
    };
    const yes = await fetch(url(path), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-twilio-signature': twilioSignature(twilio.authToken, `${PUBLIC_URL}${path}`, params),
      },
      body: new URLSearchParams(params),
    });
    expect(yes.status).toBe(200);
    expect((await sentTo("Hi, it's Athena")).from).toBe('+15125550100');
    await opened.context.close();
  });

  it('shows the lead under Text, its text marked, and the reply going by text', async () => {
    await page.goto(url('/leads'));
    await page.getByRole('combobox', { name: /^Channel/ }).selectOption({ label: 'Text' });
    const row = page.getByRole('table', { name: 'Leads' }).getByRole('row', {
      name: new RegExp(PROSPECT.replace(/\./g, '\\.')),
    });
    await row.getByRole('button', { name: /^Conversation with/ }).click();
    const dialog = page.getByRole('dialog', { name: /^Conversation with/ });
    await dialog.getByText('By text', { exact: true }).first().waitFor();
    await dialog.getByText('Sent', { exact: true }).first().waitFor();
    await dialog
      .getByText('Your reply will be sent by text message to +1 (512) 555-0123.')
      .waitFor();
    await shoot(page, 'conversation-text-1440');
    await page.setViewportSize({ width: 390, height: 844 });
    await dialog.getByRole('textbox').scrollIntoViewIfNeeded();
    await shoot(page, 'conversation-text-390');
    await page.setViewportSize({ width: 1440, height: 900 });
  });
});
