import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startSmtpCapture } from '../../packages/server/test/smtp.ts';
import { collectPageErrors, launchChromium } from './browser.ts';
import type { SmtpCapture } from './manager.ts';
import { type RunningServer, startServer } from './server.ts';

export interface PageOptions {
  /** 1280 × 800 unless told. */
  viewport?: { width: number; height: number };
  /** Lets pages of this origin read and write the clipboard (to check a Copy button). */
  clipboardOrigin?: string;
  /** How long a locator step waits before it fails, in ms (Playwright's default unless told). */
  timeout?: number;
}

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** The page's uncaught errors and console errors so far. */
  errors: string[];
}

/** A page in a fresh browser context, with its errors collected. */
export async function openPage(browser: Browser, options: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  if (options.clipboardOrigin) {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: options.clipboardOrigin,
    });
  }
  if (options.timeout) context.setDefaultTimeout(options.timeout);
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
}

/** The built server and Chromium, started together. */
export interface Site {
  server: RunningServer;
  browser: Browser;
}

/** Starts the built server (with `env`) and Chromium side by side. */
export async function startSite(env: Record<string, string> = {}): Promise<Site> {
  const [server, browser] = await Promise.all([startServer(env), launchChromium()]);
  return { server, browser };
}

/** Closes Chromium and stops the server; either may be missing when the start failed. */
export async function stopSite({ server, browser }: Partial<Site>): Promise<void> {
  await browser?.close();
  await server?.stop();
}

/** What a dashboard journey runs against: a mail capture, the server, Chromium and one page. */
export interface Journey extends Site, OpenedPage {
  smtp: SmtpCapture;
}

export interface JourneyOptions extends Omit<PageOptions, 'clipboardOrigin'> {
  /** More server environment; SMTP_URL is the capture's. */
  env?: Record<string, string>;
  /** Lets the page use the clipboard on the server's origin. */
  clipboard?: boolean;
}

/**
 * Starts a journey's world: an SMTP capture the server mails to (so a test can follow the
 * e-mailed links), the built server, Chromium, and one page.
 */
export async function startJourney(options: JourneyOptions = {}): Promise<Journey> {
  const { env, clipboard, ...pageOptions } = options;
  const smtp = await startSmtpCapture();
  const { server, browser } = await startSite({ SMTP_URL: smtp.url, ...env });
  const opened = await openPage(browser, {
    ...pageOptions,
    clipboardOrigin: clipboard ? server.url : undefined,
  });
  return { smtp, server, browser, ...opened };
}

/** Closes what startJourney started; nothing when it never finished. */
export async function stopJourney(journey: Journey | undefined): Promise<void> {
  if (!journey) return;
  await journey.context.close();
  await stopSite(journey);
  await journey.smtp.close();
}
