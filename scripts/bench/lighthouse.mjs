import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureChromium } from '../lib/chromium.mjs';
import { fromRoot } from '../lib/paths.mjs';

/**
 * Lighthouse and its Chrome launcher, pinned, installed on the first Lighthouse bench only
 * (under .cache/, about 40 MB with its Puppeteer): nothing else in the project needs them,
 * so the default install stays without.
 */
const TOOLS = { lighthouse: '12.8.2', 'chrome-launcher': '1.2.1' };

async function loadLighthouse() {
  const dir = fromRoot('.cache', 'bench-lighthouse');
  const entry = join(dir, 'entry.mjs');
  if (!existsSync(entry)) {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), JSON.stringify({ private: true }));
    const specs = Object.entries(TOOLS).map(([name, version]) => `${name}@${version}`);
    console.log(`lighthouse: installing ${specs.join(', ')} into ${dir} (once)`);
    const install = spawnSync(
      'npm',
      ['install', '--no-audit', '--no-fund', '--save-exact', '--prefix', dir, ...specs],
      { stdio: 'inherit' },
    );
    if (install.status !== 0) throw new Error('Installing Lighthouse failed.');
    // Imported from inside that folder, so the packages resolve from its node_modules.
    writeFileSync(
      entry,
      "export { default as lighthouse } from 'lighthouse';\nexport * as chromeLauncher from 'chrome-launcher';\n",
    );
  }
  return import(pathToFileURL(entry).href);
}

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
  const { lighthouse, chromeLauncher } = await loadLighthouse();
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
