import type { Locator, Page } from 'playwright-core';
import { transitionsOver } from './axe.ts';

/**
 * Waits until the page is still: its finite transitions are over and it has stopped
 * scrolling (two animation frames with the same scroll position). For screenshots that
 * must show what a person sees once the page has settled, instead of a fixed sleep.
 */
export async function settled(page: Page): Promise<void> {
  await transitionsOver(page);
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const before = window.scrollY;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.scrollY === before)),
        );
      }),
    undefined,
    { timeout: 5_000, polling: 50 },
  );
}

/**
 * Clicks `button` until `opens` is visible (at most `tries` clicks). A click that lands while
 * the page re-renders after a background refresh can be lost on a busy machine; the test
 * still fails when the target never appears.
 */
export async function clickUntilVisible(button: Locator, opens: Locator, tries = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await button.click();
    try {
      await opens.waitFor({ timeout: attempt < tries ? 3_000 : 10_000 });
      return;
    } catch (error) {
      if (attempt >= tries) throw error;
    }
  }
}
