import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Journey, startJourney, stopJourney } from './support/journey.ts';
import { signUpAndSignIn, uniqueEmail } from './support/manager.ts';

// Webhooks a manager can trust (issue 31, item 11), in Chromium on the default install: a
// private address is refused as it is typed in, a receiver on this machine (allowed here by
// OUTBOUND_ALLOW_LOOPBACK, as in development) gets the signed test event from "Send test
// event", and the delivery shows in the log with its status.
const SHOTS = process.env.WEBHOOKS_SCREENSHOTS_DIR ?? '/tmp/shots';

let journey: Journey | undefined;
let receiver: Server;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  journey = await startJourney({
    env: { OUTBOUND_ALLOW_LOOPBACK: 'true' },
    viewport: { width: 1440, height: 900 },
  });
});
afterAll(async () => {
  await stopJourney(journey);
  await new Promise((resolve) => receiver?.close(resolve));
});

describe('webhooks', () => {
  it('refuses a private address, sends a signed test event, and logs the delivery', async () => {
    const { page, server, smtp, errors } = journey!;
    await signUpAndSignIn(page, server, smtp, uniqueEmail('hooks'));
    const token = (await page.evaluate(() => localStorage.getItem('token'))) ?? '';
    const key = await fetch(`${server.url}/api/v1/webhook-keys`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const secret = ((await key.json()) as { webhookKey: string }).webhookKey;

    await page.goto(`${server.url}/settings`);
    await page.getByRole('button', { name: /Advanced Settings/ }).click();
    const field = page.getByRole('textbox', { name: 'Webhook URL' });
    await field.fill('http://10.0.0.8/hooks');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByText(/private|local/i)
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Send test event' }).isDisabled()).toBe(true);

    const port = (receiver.address() as AddressInfo).port;
    await field.fill(`http://127.0.0.1:${port}/hooks`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    const send = page.getByRole('button', { name: 'Send test event' });
    await expect.poll(() => send.isEnabled()).toBe(true);
    await send.click();
    await page.getByRole('status').getByText(/204/).waitFor();

    expect(received).toHaveLength(1);
    const event = new Webhook(secret).verify(
      received[0]!.body,
      received[0]!.headers as Record<string, string>,
    ) as { type: string };
    expect(event.type).toBe('test.ping');

    const log = page.getByRole('region', { name: /deliveries/i });
    await log.getByText('test.ping').first().waitFor();
    await log
      .getByRole('button', { name: /^Redeliver test\.ping/ })
      .first()
      .waitFor();
    await page.screenshot({ path: join(SHOTS, 'webhooks-1440.png'), fullPage: true });
    // What the browser reports of answers the page expects: a new account has no
    // subscription yet (404), and the private address was refused (400).
    const expected = [/\/api\/v1\/subscriptions\)$/, /status of 400 .*\/api\/v1\/users\//];
    expect(errors.filter((error) => !expected.some((known) => known.test(error)))).toEqual([]);
  });
});
