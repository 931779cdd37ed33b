import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations as scanForViolations } from './support/axe.ts';
import { type Journey, startJourney, stopJourney } from './support/journey.ts';
import { type SmtpCapture, signUpAndSignIn, uniqueEmail } from './support/manager.ts';
import { resultsDir } from './support/paths.ts';
import type { RunningServer } from './support/server.ts';
import { settled } from './support/settle.ts';

// A manager signs up, writes a Late Rent Notice with the writing assistant, finds it in the
// history and reopens it. Mail goes to a real SMTP capture, as in dashboard.e2e.ts.
const EMAIL = uniqueEmail('robin');
const HOSTILE = '<img src="x" onerror="window.__pwned = true">';
const shots = process.env.DASHBOARD_SCREENSHOTS_DIR ?? resultsDir;

let journey: Journey | undefined;
let smtp: SmtpCapture;
let server: RunningServer;
let page: Page;
let errors: string[];

beforeAll(async () => {
  journey = await startJourney({ viewport: { width: 1280, height: 900 }, clipboard: true });
  ({ smtp, server, page, errors } = journey);
});
afterAll(() => stopJourney(journey));

/**
 * axe-core's serious and critical findings in `selector` once its transitions are over: the
 * scan covers this feature's content (the page's main area or the modal); the shared shell
 * (sidebar, footer, toasts) belongs to the shell's own scan.
 */
const seriousViolations = (selector = 'main') => scanForViolations(page, selector);

const output = () => page.getByTestId('assistant-output');

describe('the writing assistant, from a template to a reopened run', () => {
  it('signs in by the e-mailed link', async () => {
    await signUpAndSignIn(page, server, smtp, EMAIL);
  });

  it('chooses a template, fills the form and sees the rendered result', async () => {
    await page.goto(`${server.url}/assistant`);
    await page.getByRole('heading', { name: 'AI Assistant', level: 1 }).waitFor();
    expect(await page.getByRole('button', { name: 'Previous categories' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: /Tenant Communication/ }).click();
    await page.getByRole('button', { name: /Late Rent Notice/ }).click();
    await page.getByText('Please provide the following information:').waitFor();

    await page.getByLabel('Tenant name').fill('Jane Doe');
    await page.getByLabel('Amount due').fill('1500');
    await page.getByLabel('Days late').fill('5');
    await page.getByLabel('Late fee details').fill(`$50 after the 5th ${HOSTILE}`);
    await page.getByRole('button', { name: 'Advanced options' }).click();
    expect(await page.getByLabel('Text length').inputValue()).toBe('SHORT');
    await page.getByLabel('Text length').selectOption('MEDIUM');
    await page.getByRole('button', { name: 'Create' }).click();

    await page.getByRole('heading', { name: 'Result' }).waitFor();
    await output().waitFor({ timeout: 20_000 });
    expect(await output().textContent()).toContain('Jane Doe');
    // The value came back as text: no element and no handler made it into the page.
    expect(await output().locator('img').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('assistantCalls') ?? '{}').count),
    ).toBe(1);

    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByText('Copied to clipboard!').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Jane Doe');
    // The page scrolls to the result after polling: shoot what the manager sees once it stops.
    await settled(page);
    await page.screenshot({ path: join(shots, 'dashboard-assistant.png') });
    expect(await seriousViolations()).toEqual([]);
  });

  it('searches all templates in the modal', async () => {
    await page.getByRole('button', { name: 'View All Templates' }).click();
    const dialog = page.getByRole('dialog', { name: 'View All Templates' });
    await dialog.getByRole('heading', { name: 'Popular Templates' }).waitFor();
    await dialog.getByPlaceholder('Search templates...').fill('eviction');
    await dialog.getByRole('heading', { name: 'Search Results for "eviction"' }).waitFor();
    expect(await seriousViolations('section.mantine-Modal-content')).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('finds the run in the history and reopens it with the form refilled', async () => {
    await page.goto(`${server.url}/assistant/history`);
    await page.getByRole('heading', { name: 'AI Assistant History', level: 1 }).waitFor();
    await page.getByText('Page 1 of 1').waitFor();
    const link = page.getByRole('row').getByRole('link').first();
    expect(await link.locator('svg.tabler-icon-alarm').count()).toBe(1);
    expect(await seriousViolations()).toEqual([]);
    await page.screenshot({ path: join(shots, 'dashboard-assistant-history.png'), fullPage: true });

    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/assistant\/[0-9a-f-]{36}$/);
    await output().waitFor();
    expect(await page.getByLabel('Tenant name').inputValue()).toBe('Jane Doe');
    expect(await page.getByLabel('Amount due').inputValue()).toBe('1500');
    await page.getByRole('button', { name: 'Advanced options' }).click();
    expect(await page.getByLabel('Text length').inputValue()).toBe('MEDIUM');
    expect(
      await page.getByRole('button', { name: /Late Rent Notice/ }).getAttribute('aria-pressed'),
    ).toBe('true');
  });

  it("blocks the form with the 'Daily Limit Reached' overlay once 20 requests are used", async () => {
    await page.evaluate(() => {
      const day = new Date();
      const pad = (n: number) => String(n).padStart(2, '0');
      const date = `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
      localStorage.setItem('assistantCalls', JSON.stringify({ date, count: 20 }));
    });
    await page.reload();
    const overlay = page.getByRole('alert').filter({ hasText: 'Daily Limit Reached' });
    await overlay.waitFor();
    expect(await overlay.textContent()).toContain(
      "You've reached your daily limit of 20 requests. Please try again tomorrow.",
    );
    expect(await page.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    // Wait for the reopened run's own scroll to the result, then show the blocked form.
    await page.getByTestId('assistant-output').waitFor();
    await settled(page);
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await page.screenshot({ path: join(shots, 'dashboard-assistant-limit.png') });
    expect(errors).toEqual([]);
  });
});
