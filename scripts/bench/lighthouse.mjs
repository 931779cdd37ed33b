import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureChromium } from '../lib/chromium.mjs';

/** The seeded public demo (packages/server/src/modules/demo/demo.seed.ts). */
const DEMO =
  '/demo?propertyId=d3e0d3e0-0000-4000-8000-000000000001&unitId=d3e0d3e0-0000-4000-8000-000000000002';

/**
 * Lighthouse (mobile preset: simulated slow 4G and 4× CPU slowdown) on the public /demo
 * page of the running server, in Debian's Chromium. Answers the performance and
 * accessibility scores (0–100) and the page's key timings of the run with the median
 * performance score of `runs` (Lighthouse scores vary from run to run), with the lowest
 * and highest performance score.
 */
export async function lighthouseBench(base, runs = 5) {
  const chromePath = await ensureChromium();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  try {
    const all = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${base}${DEMO}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
      });
      const { categories, audits } = result.lhr;
      const scores = {
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        fcpMs: Math.round(audits['first-contentful-paint'].numericValue),
        lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
        tbtMs: Math.round(audits['total-blocking-time'].numericValue),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      };
      all.push(scores);
    }
    all.sort((a, b) => a.performance - b.performance);
    const median = all[Math.floor((all.length - 1) / 2)];
    return { ...median, runs, lowest: all[0].performance, highest: all.at(-1).performance };
  } finally {
    await chrome.kill();
  }
}
