import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

interface AxeResult {
  violations: {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: unknown; failureSummary?: string }[];
  }[];
}

/**
 * Waits until the page's finite transitions are over (a spinner's endless one never is): a
 * dialog fading in shows, for a moment, text of too little contrast for axe.
 */
export async function transitionsOver(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
}

/**
 * axe-core's serious and critical findings on the page as it is now (or inside `include`,
 * leaving out what matches `exclude`, e.g. a third-party frame or a part scanned elsewhere).
 * axe is evaluated rather than added with page.addScriptTag: the dashboard's CSP
 * (script-src 'self') refuses an inline script tag, and the scan should see the page with
 * its real CSP on.
 */
export async function seriousViolations(
  page: Page,
  include?: string,
  exclude: string[] = [],
): Promise<AxeFinding[]> {
  await transitionsOver(page);
  await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(
    async ({ selector, left }) => {
      const { axe } = window as unknown as {
        axe: { run: (context: unknown) => Promise<AxeResult> };
      };
      const result = await axe.run({
        include: selector ? [[selector]] : [['html']],
        exclude: left.map((part) => [part]),
      });
      return result.violations.map(({ id, impact, help, nodes }) => ({
        id,
        impact: impact ?? '',
        help,
        targets: nodes.map((node) =>
          `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`.trim(),
        ),
      }));
    },
    { selector: include, left: exclude },
  );
  return found.filter(({ impact }) => impact === 'serious' || impact === 'critical');
}
