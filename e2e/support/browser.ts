import { type Browser, chromium, type Page } from 'playwright-core';

/**
 * Flags for Debian's Chromium in a sandboxless container without network: no GPU, and
 * none of the background connections that this machine's closed network refuses.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launches the Chromium that scripts/test.mjs found (CHROME_PATH). */
export function launchChromium(): Promise<Browser> {
  const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
}

/** Everything a page reports as broken: uncaught errors and console errors. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') {
      errors.push(`console: ${message.text()} (${message.location().url || 'no url'})`);
    }
  });
  return errors;
}
