import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable } from '../packages/server/test/smtp.ts';
import { type Journey, openPage, startJourney, stopJourney } from './support/journey.ts';
import { magicLink, openSignInLink } from './support/manager.ts';

// Attack (issue 13, item 8): a mail scanner that opens every link and runs its JavaScript
// must not spend a sign-in link. Before, /login redeemed the link on load, and the person's
// own click then failed. Now the link waits for a click on "Sign in as …" / "Continue as …".
const DEMO_PROPERTY = 'd3e0d3e0-0000-4000-8000-000000000001';
const STAMP = Date.now();

let journey: Journey | undefined;
beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => stopJourney(journey));

describe('a link scanner that runs JavaScript', () => {
  it('leaves a manager’s sign-in link for the manager', async () => {
    const { server, smtp, browser } = journey as Journey;
    const email = `scanned.manager.${STAMP}@example.com`;
    const signup = await fetch(`${server.url}/api/v1/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, firstName: 'Scan', lastName: 'Ned', unitsManaged: 1 }),
    });
    expect(signup.status).toBe(200);
    const link = await magicLink(smtp, server, email);

    // The scanner: a full browser that loads the page, runs it, and clicks nothing.
    const scanner = await openPage(browser);
    await scanner.page.goto(link);
    await scanner.page.getByRole('button', { name: /^Sign in as / }).waitFor();
    await scanner.page.waitForLoadState('networkidle');
    await scanner.context.close();

    // The manager's own click still signs them in.
    const person = await openPage(browser);
    await openSignInLink(person.page, link);
    expect(person.page.url()).toBe(`${server.url}/properties`);
    await person.context.close();
  });

  it('leaves a prospect’s chat link for the prospect', async () => {
    const { server, smtp, browser } = journey as Journey;
    const email = `scanned.prospect.${STAMP}@example.com`;
    const start = () =>
      fetch(`${server.url}/api/v2/conversations/property-interest`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, propertyId: DEMO_PROPERTY }),
      });
    expect((await start()).status).toBe(201);
    // The address is known now: starting again e-mails a link instead of a session.
    expect((await start()).status).toBe(200);
    const mail = decodeQuotedPrintable((await smtp.waitFor(email)).raw);
    const found =
      /https?:\/\/\S+?\/chat\?token=[\w%-]+&(?:amp;)?email=[^\s"<&]+(?:&(?:amp;)?propertyId=[\w-]+)?/.exec(
        mail,
      );
    if (!found) throw new Error(`no chat link in:\n${mail}`);
    const url = new URL(found[0].replace(/&amp;/g, '&'));
    const link = `${server.url}${url.pathname}${url.search}`;

    const scanner = await openPage(browser);
    await scanner.page.goto(link);
    await scanner.page.getByRole('button', { name: `Continue as ${email}` }).waitFor();
    await scanner.page.waitForLoadState('networkidle');
    await scanner.context.close();

    const person = await openPage(browser);
    await person.page.goto(link);
    await person.page.getByRole('button', { name: `Continue as ${email}` }).click();
    await person.page.getByRole('log', { name: 'Conversation' }).waitFor();
    await person.page.getByRole('textbox', { name: 'Message' }).waitFor();
    await person.context.close();
  });
});
