import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { transitionsOver } from './support/axe.ts';
import { collectPageErrors, launchChromium } from './support/browser.ts';
import { type HostSite, startHostSite } from './support/host-site.ts';
import { resultsDir } from './support/paths.ts';
import { type RunningServer, startServer } from './support/server.ts';

// The seeded demo property and unit (packages/server/src/modules/demo/demo.seed.ts).
const PROPERTY = 'd3e0d3e0-0000-4000-8000-000000000001';
const UNIT = 'd3e0d3e0-0000-4000-8000-000000000002';
/** What the host page's own script throws, on purpose. */
const HOST_BUG = 'host page bug';

let server: RunningServer;
let site: HostSite;
let browser: Browser;
const contexts: BrowserContext[] = [];

/** The host pages: a listing with the snippet, hostile CSS, a strict CSP and a broken script. */
function hostFiles(porchlight: string) {
  return (origin: string) => {
    const csp =
      `default-src 'self'; script-src 'self' ${porchlight}; connect-src 'self' ${porchlight}; ` +
      `style-src 'self'; img-src 'self' data:; frame-src ${porchlight}`;
    const page = (title: string, head: string, body: string) =>
      '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
      `<meta http-equiv="Content-Security-Policy" content="${csp}">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
      `${head}</head><body>${body}</body></html>`;
    const snippet =
      `<script async src="${porchlight}/widget/loader.js" data-property-id="${PROPERTY}" ` +
      `data-unit-id="${UNIT}" data-mode="tenant"></script>`;
    const listing =
      '<main><h1>Maple Court, unit 2B</h1><p>Two bedrooms by the courtyard.</p>' +
      '<a href="/next">Next listing</a></main>';
    const embedUrl = (hostOrigin: string) =>
      `${porchlight}/embed?propertyId=${PROPERTY}&unitId=${UNIT}&mode=tenant&hostOrigin=${encodeURIComponent(hostOrigin)}`;
    return {
      '/hostile.html': page(
        'Listing with hostile CSS',
        `<link rel="stylesheet" href="/hostile.css"><script src="/host.js"></script>${snippet}`,
        listing,
      ),
      '/plain.html': page('Plain listing', `<script src="/host.js"></script>${snippet}`, listing),
      // Resets everything, and sets inherited properties that would flow into the widget.
      '/hostile.css':
        '* { all: unset !important; font-size: 40px !important; }\n' +
        'button { display: none !important; }\n' +
        'html, body, body * { color: red !important; letter-spacing: 4px !important;\n' +
        '  text-transform: uppercase !important; line-height: 3 !important;\n' +
        '  font-family: fantasy !important; cursor: wait !important; }\n',
      // A host's own script: the documented async queue, listeners, then a bug of its own.
      '/host.js': `window.hostEvents = [];
window.Porchlight = window.Porchlight || function () {
  (window.Porchlight.q = window.Porchlight.q || []).push(arguments);
};
['open', 'close', 'message', 'viewingScheduled', 'callRequested'].forEach(function (name) {
  Porchlight('on', name, function (detail, id) {
    window.hostEvents.push({ name: name, detail: detail, id: id });
  });
});
throw new Error('${HOST_BUG}');
`,
      // The embed API: loaded twice (a tag manager and a hard-coded tag), no launcher, the
      // site's own button, the visitor prefilled, ready and leadCaptured heard.
      '/own-button.html': page(
        'Listing with its own chat button',
        '<script src="/own-button.js"></script>' +
          snippet.replace('data-mode="tenant"', 'data-mode="tenant" data-launcher="false"') +
          snippet.replace('data-mode="tenant"', 'data-mode="tenant" data-launcher="false"'),
        `${listing}<button type="button" data-porchlight-open>Ask about this home</button>`,
      ),
      '/own-button.js': `window.hostEvents = [];
window.Porchlight = window.Porchlight || function () {
  (window.Porchlight.q = window.Porchlight.q || []).push(arguments);
};
Porchlight('prefill', { email: 'own-button@example.com', name: 'Ana López' });
['ready', 'leadCaptured', 'open', 'close'].forEach(function (name) {
  Porchlight('on', name, function (detail, id) {
    window.hostEvents.push({ name: name, detail: detail, id: id });
  });
});
`,
      '/frames.html': page(
        'Listing with the chat in a frame',
        '',
        `<iframe id="ours" title="Chat with a leasing assistant" width="400" height="600" src="${embedUrl(origin)}"></iframe>` +
          `<iframe id="theirs" title="A chat meant for another site" width="400" height="600" src="${embedUrl('https://other.example')}"></iframe>` +
          '<script src="/frames.js"></script>',
      ),
      '/frames.js': `window.bridge = [];
addEventListener('message', function (event) {
  var from = event.source === document.getElementById('ours').contentWindow ? 'ours'
    : event.source === document.getElementById('theirs').contentWindow ? 'theirs' : 'unknown';
  window.bridge.push({ from: from, origin: event.origin, data: event.data });
});
`,
    };
  };
}

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchChromium()]);
  site = await startHostSite(hostFiles(server.url));
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
  await server?.stop();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

/** A fresh browser context and page; errors other than the host's own bug fail the test. */
async function openPage(
  path: string,
  options: { width?: number; height?: number; bypassCSP?: boolean } = {},
): Promise<{ page: Page; errors: () => string[] }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    bypassCSP: options.bypassCSP ?? false,
  });
  contexts.push(context);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${site.origin}${path}`);
  return { page, errors: () => errors.filter((error) => !error.includes(HOST_BUG)) };
}

const launcher = (page: Page) => page.getByRole('button', { name: 'Chat', exact: true });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat', exact: true });

/** The element that has focus, looking inside shadow roots. */
const focused = (page: Page) =>
  page.evaluate(() => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return {
      tag: element?.tagName.toLowerCase(),
      name: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '',
      inWidget: element?.getRootNode() !== document,
    };
  });

/** Presses `key` until `wanted` has focus (keyboard only; the check only reads). */
async function pressUntil(page: Page, key: string, wanted: (name: string) => boolean) {
  for (let presses = 0; presses < 40; presses++) {
    if (wanted((await focused(page)).name)) return;
    await page.keyboard.press(key);
  }
  throw new Error(
    `no element matching ${wanted} got focus; focus is on ${(await focused(page)).name}`,
  );
}

/** Waits until the element with focus inside the widget is a `tag` (INPUT, TEXTAREA). */
const widgetFocusOn = (page: Page, tag: string) =>
  page.waitForFunction(
    (tag) =>
      document.querySelector('porchlight-widget')?.shadowRoot?.activeElement?.tagName === tag,
    tag,
  );

/** The computed style of an element in the widget's shadow root, as the visitor sees it. */
const widgetStyle = (page: Page, selector: string) =>
  page.evaluate((selector) => {
    const host = document.querySelector('porchlight-widget');
    const element = host?.shadowRoot?.querySelector(selector);
    if (!element) return null;
    const style = getComputedStyle(element);
    const names = [
      'display',
      'position',
      'right',
      'bottom',
      'width',
      'height',
      'font-size',
      'font-family',
      'font-weight',
      'color',
      'background-color',
      'border-radius',
      'padding-left',
      'z-index',
      'visibility',
      'opacity',
      'letter-spacing',
      'text-transform',
      'line-height',
      'cursor',
    ];
    return Object.fromEntries(names.map((name) => [name, style.getPropertyValue(name)]));
  }, selector);

describe('the script-tag widget on a third-party page', () => {
  it("draws the launcher on a page with hostile CSS exactly as on a plain one, despite the page's CSP and script error", async () => {
    const hostile = await openPage('/hostile.html');
    const plain = await openPage('/plain.html');
    await launcher(hostile.page).waitFor();
    await launcher(plain.page).waitFor();
    const style = await widgetStyle(hostile.page, 'button');
    expect(style).toEqual(await widgetStyle(plain.page, 'button'));
    expect(style).toMatchObject({ display: 'block', position: 'fixed', 'font-size': '16px' });
    const box = await launcher(hostile.page).boundingBox();
    expect(box!.width).toBeGreaterThanOrEqual(24);
    expect(box!.height).toBeGreaterThanOrEqual(24);
    expect(box!.x + box!.width).toBeCloseTo(1280 - 20, 0);
    expect(await launcher(hostile.page).getAttribute('aria-expanded')).toBe('false');
    // One global, no cookies.
    expect(
      await hostile.page.evaluate(() => typeof (window as { Porchlight?: unknown }).Porchlight),
    ).toBe('function');
    expect(await hostile.page.context().cookies()).toEqual([]);
    // The open chat too: the panel, the e-mail prompt's label and field.
    for (const { page } of [hostile, plain]) {
      await launcher(page).click();
      await page.getByRole('dialog', { name: 'Enter your email' }).waitFor();
    }
    for (const selector of ['dialog', 'label', 'input']) {
      expect
        .soft(await widgetStyle(hostile.page, selector), selector)
        .toEqual(await widgetStyle(plain.page, selector));
    }
    await hostile.page.screenshot({ path: join(resultsDir, 'widget-hostile-page.png') });
    expect(hostile.errors()).toEqual([]);
    expect(plain.errors()).toEqual([]);
  });

  it('opens the chat panel in its shadow root and tells the host page', async () => {
    const { page, errors } = await openPage('/hostile.html');
    await launcher(page).click();
    await panel(page).waitFor();
    // Open, the launcher is the panel's close button.
    const toggle = page.locator('porchlight-widget button.l');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await toggle.getAttribute('aria-label')).toBe('Close chat');
    // The chat itself, drawn by chat.js inside the panel: its e-mail prompt.
    await page.getByRole('dialog', { name: 'Enter your email' }).waitFor();
    const inShadow = await page.evaluate(
      () =>
        !!document.querySelector('porchlight-widget')?.shadowRoot?.querySelector('dialog[open]'),
    );
    expect(inShadow).toBe(true);
    const box = await panel(page).boundingBox();
    expect(box!.width).toBeGreaterThan(300);
    expect(box!.height).toBeGreaterThan(400);
    await page.screenshot({ path: join(resultsDir, 'widget-open.png') });
    await page.waitForFunction(() =>
      (window as unknown as HostWindow).hostEvents.some((event) => event.name === 'open'),
    );
    expect(await hostEvents(page)).toEqual([{ name: 'open', detail: {}, id: 'porchlight-1' }]);
    expect(errors()).toEqual([]);
  });

  it('opens by keyboard, closes on Escape and gives focus back to the launcher', async () => {
    const { page, errors } = await openPage('/hostile.html');
    await launcher(page).waitFor();
    await pressUntil(page, 'Tab', (name) => name === 'Chat');
    await page.keyboard.press('Enter');
    await panel(page).waitFor();
    // Focus moved into the chat: its e-mail field, then its message box.
    await widgetFocusOn(page, 'INPUT');
    await page.keyboard.type(`keys-${Date.now()}@example.com`);
    await page.keyboard.press('Enter');
    await widgetFocusOn(page, 'TEXTAREA');
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    expect(await focused(page)).toEqual({ tag: 'button', name: 'Chat', inWidget: true });
    expect(await launcher(page).getAttribute('aria-expanded')).toBe('false');
    // And again: Space on the launcher reopens the panel with the conversation in it.
    await page.keyboard.press('Space');
    await panel(page).waitFor();
    await page.getByRole('log', { name: 'Conversation' }).waitFor();
    expect(errors()).toEqual([]);
  });

  it('survives a single-page-app navigation that replaces the body', async () => {
    const { page, errors } = await openPage('/hostile.html');
    await launcher(page).waitFor();
    await page.evaluate(() => {
      document.body.innerHTML = '<main><h1>Another listing</h1></main>';
      history.pushState({}, '', '/another-listing');
    });
    await launcher(page).waitFor();
    await launcher(page).click();
    await panel(page).waitFor();
    expect(errors()).toEqual([]);
  });

  it('is full screen and modal on a phone', async () => {
    const { page, errors } = await openPage('/plain.html', { width: 375, height: 700 });
    await launcher(page).click();
    await panel(page).waitFor();
    expect(await panel(page).boundingBox()).toEqual({ x: 0, y: 0, width: 375, height: 700 });
    expect(
      await page.evaluate(() =>
        document
          .querySelector('porchlight-widget')
          ?.shadowRoot?.querySelector('dialog')
          ?.matches(':modal'),
      ),
    ).toBe(true);
    await widgetFocusOn(page, 'INPUT'); // the chat's e-mail prompt is up and has focus
    await page.keyboard.press('Escape'); // closes the chat's e-mail prompt
    await page.keyboard.press('Escape'); // closes the panel
    await panel(page).waitFor({ state: 'hidden' });
    // When the browser closes the modal panel itself (a second Escape without a click in
    // between may not be cancelled), the launcher learns it from the 'close' event, a task
    // later: wait for it to be the launcher again.
    await page.locator('porchlight-widget button.l[aria-expanded="false"]').waitFor();
    expect(await focused(page)).toEqual({ tag: 'button', name: 'Chat', inWidget: true });
    expect(errors()).toEqual([]);
  });

  it('takes a prospect from the e-mail prompt to a booked viewing, by keyboard alone', async () => {
    const { page, errors } = await openPage('/hostile.html');
    await launcher(page).waitFor();
    await pressUntil(page, 'Tab', (name) => name === 'Chat');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Enter your email' }).waitFor();
    await widgetFocusOn(page, 'INPUT');
    await page.keyboard.type(`prospect-${Date.now()}@example.com`);
    await page.keyboard.press('Enter');

    const log = page.getByRole('log', { name: 'Conversation' });
    await log.getByText('Do you have any pets?').waitFor({ timeout: 15_000 });
    const answers: [string, string][] = [
      ['No pets.', 'Does anyone in your household smoke?'],
      ['No, nobody smokes.', 'When would you like to move in?'],
      ['Around March 3rd.', "What is your household's total monthly income"],
      ['About $6,500 a month.', 'How many people will be living in the home'],
      ['Just me.', "Thank you, that's everything I need for now."],
    ];
    for (const [answer, next] of answers) {
      await widgetFocusOn(page, 'TEXTAREA');
      await page.keyboard.type(answer);
      await page.keyboard.press('Enter');
      await log.getByText(next).waitFor({ timeout: 15_000 });
    }

    // The CALENDAR marker is a link; reach it from the message box with Shift+Tab.
    await pressUntil(page, 'Shift+Tab', (name) => name === 'Choose a viewing time');
    await page.keyboard.press('Enter');
    const picker = page.getByRole('dialog', { name: 'Choose a viewing time' });
    await picker.waitFor();
    // Move day by day (weekends and past hours have none) until a slot is offered.
    const slots = picker.getByRole('listitem');
    for (let day = 0; day < 8 && (await slots.count()) === 0; day++) {
      await pressUntil(page, 'Tab', (name) => name === 'Next day');
      await page.keyboard.press('Enter');
      await picker.getByText(/Loading available times/).waitFor({ state: 'hidden' });
    }
    const slot = (await slots.first().textContent())!.trim();
    await pressUntil(page, 'Tab', (name) => name === slot);
    await page.keyboard.press('Enter');
    // The confirm step: the chosen time in the property's zone, focus on Confirm.
    await picker
      .getByRole('status')
      .getByText(new RegExp(` at ${slot} [A-Z]`))
      .waitFor();
    await expect.poll(async () => (await focused(page)).name).toBe('Confirm');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.screenshot({ path: join(resultsDir, 'widget-confirm-1440.png') });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.keyboard.press('Enter');

    await picker.waitFor({ state: 'hidden' });
    await log
      .getByText(new RegExp(`I would like to schedule a viewing on .* at ${slot}\\.`))
      .waitFor();
    await page.waitForFunction(() =>
      (window as unknown as HostWindow).hostEvents.some(
        (event) => event.name === 'viewingScheduled',
      ),
    );
    const names = (await hostEvents(page)).map((event) => event.name);
    expect(names).toContain('message');
    await page.screenshot({ path: join(resultsDir, 'widget-booked.png') });
    expect(errors()).toEqual([]);
  });

  it('has no serious or critical accessibility violation with the panel open (axe)', async () => {
    // bypassCSP lets axe's script in; the page is the plain listing.
    const { page, errors } = await openPage('/plain.html', { bypassCSP: true });
    await launcher(page).click();
    await page.getByRole('dialog', { name: 'Enter your email' }).waitFor();
    await transitionsOver(page);
    await page.addScriptTag({ content: AXE_SOURCE });
    const violations = await page.evaluate(async () => {
      const axe = (window as unknown as { axe: AxeRunner }).axe;
      const result = await axe.run({ include: [['porchlight-widget']] } as never);
      return result.violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.length})`);
    });
    expect(violations).toEqual([]);
    expect(errors()).toEqual([]);
  });
});

describe('the embed API on a third-party page', () => {
  it("opens from the site's own button, prefilled, and tells the site of the lead", async () => {
    const { page, errors } = await openPage('/own-button.html');
    const events = (name: string) =>
      page.evaluate(
        (name) =>
          (window as unknown as { hostEvents: { name: string; detail: unknown }[] }).hostEvents
            .filter((event) => event.name === name)
            .map((event) => event.detail),
        name,
      );
    await page.waitForFunction(() =>
      (window as unknown as { hostEvents: { name: string }[] }).hostEvents.some(
        (event) => event.name === 'ready',
      ),
    );
    // Loaded twice, drawn once; no launcher of its own.
    expect(await page.locator('porchlight-widget').count()).toBe(1);
    expect(await launcher(page).count()).toBe(0);
    expect(await events('ready')).toEqual([{}]);

    const own = page.getByRole('button', { name: 'Ask about this home' });
    await own.click();
    await panel(page).waitFor();
    const field = panel(page).getByRole('textbox');
    await field.waitFor();
    expect(await field.inputValue()).toBe('own-button@example.com');
    await panel(page).getByRole('button', { name: 'Submit' }).click();
    await page.waitForFunction(() =>
      (window as unknown as { hostEvents: { name: string }[] }).hostEvents.some(
        (event) => event.name === 'leadCaptured',
      ),
    );
    expect(await events('leadCaptured')).toEqual([
      { email: 'own-button@example.com', propertyId: PROPERTY, unitId: UNIT },
    ]);
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.textContent === 'Ask about this home');
    expect(errors()).toEqual([]);
  });
});

describe('the chat in an iframe at /embed', () => {
  it('works on another origin and talks only to the origin named by hostOrigin', async () => {
    const { page, errors } = await openPage('/frames.html');
    const bridge = () => page.evaluate(() => (window as unknown as HostWindow).bridge);
    const ready = { source: 'porchlight', message: { type: '__ready' } };
    const ours = page.frameLocator('#ours');
    await ours.getByRole('dialog', { name: 'Enter your email' }).waitFor();
    await page.frameLocator('#theirs').getByRole('dialog', { name: 'Enter your email' }).waitFor();
    await page.waitForFunction(() => (window as unknown as HostWindow).bridge.length > 0);
    // The host asks again; only the frame at Porchlight's origin answers, to us only.
    await page.evaluate((porchlight) => {
      const frame = document.getElementById('ours') as HTMLIFrameElement;
      frame.contentWindow!.postMessage(
        { source: 'porchlight', message: { type: '__hello' } },
        porchlight,
      );
    }, server.url);
    await page.waitForFunction(() => (window as unknown as HostWindow).bridge.length > 1);
    expect(await bridge()).toEqual([
      { from: 'ours', origin: server.url, data: ready },
      { from: 'ours', origin: server.url, data: ready },
    ]);

    // The chat's events reach the page: Athena's reply is a message. (Her greeting may be
    // in the conversation's first load already, which is history, not a new message.)
    await ours
      .getByRole('textbox', { name: 'Enter your email' })
      .fill(`framed-${Date.now()}@example.com`);
    await ours.getByRole('textbox', { name: 'Enter your email' }).press('Enter');
    const log = ours.getByRole('log', { name: 'Conversation' });
    await log.getByText('Do you have any pets?').waitFor({ timeout: 15_000 });
    await ours.getByRole('textbox', { name: 'Message' }).fill('No pets');
    await ours.getByRole('textbox', { name: 'Message' }).press('Enter');
    await page.waitForFunction(() =>
      (window as unknown as HostWindow).bridge.some((entry) => {
        const message = (entry.data as { message?: { type?: string; detail?: { role?: string } } })
          .message;
        return message?.type === 'message' && message.detail?.role === 'assistant';
      }),
    );
    const received = await bridge();
    expect(received.every((entry) => entry.from === 'ours' && entry.origin === server.url)).toBe(
      true,
    );
    expect(received.at(-1)!.data).toMatchObject({
      source: 'porchlight',
      message: { type: 'message', detail: { role: 'assistant' } },
    });
    expect(errors()).toEqual([]);
  });

  it('serves /embed, /chat and /resident-ai as frameable pages under a strict script policy', async () => {
    for (const path of ['/embed', '/chat', '/resident-ai']) {
      const response = await fetch(`${server.url}${path}?propertyId=${PROPERTY}&resident=true`);
      expect(response.status).toBe(200);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain('frame-ancestors *');
      expect(response.headers.get('x-frame-options')).toBeNull();
      const html = await response.text();
      expect(html).toContain('<div id="porchlight-root"></div>');
      expect(html).not.toMatch(/<script>/);
    }
  });
});

interface HostWindow {
  hostEvents: { name: string; detail: unknown; id: string }[];
  bridge: { from: string; origin: string; data: unknown }[];
}

interface AxeRunner {
  run(context: unknown): Promise<{
    violations: { id: string; impact?: string; help: string; nodes: unknown[] }[];
  }>;
}

const hostEvents = (page: Page) =>
  page.evaluate(() => (window as unknown as HostWindow).hostEvents);

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);
