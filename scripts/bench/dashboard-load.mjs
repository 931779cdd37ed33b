/**
 * `node scripts/bench/dashboard-load.mjs`: the dashboard's cold load in Chromium on loopback.
 *
 * Starts the built server with a throwaway embedded database, signs a manager up through the
 * real e-mailed link, then loads two pages, each BENCH_LOADS (5) times in a fresh browser
 * context (empty cache, no service worker), and reads the browser's own performance
 * timeline inside the page:
 *   - /login (signed out): first contentful paint; the heading on screen (the first frame
 *     after the page's h1 appears); interactive: the later of that frame and the end of the
 *     last long task (> 50 ms of main-thread work) before a quiet second, as Lighthouse's
 *     time to interactive reads it;
 *   - /properties (signed in, the manager's first page): the heading on screen, interactive.
 * Prints the medians (min–max) and, unless BENCH_WRITE_DOCS=0, appends a dated section to
 * docs/performance.md. Env: BENCH_LOADS (5), CHROME_PATH (/usr/bin/chromium).
 */
import { cpus, loadavg, totalmem } from 'node:os';
import { chromium } from 'playwright-core';
import { signUpManager, startMailCatcher } from './manager.mjs';
import { appendToPerformanceDoc } from './performance-doc.mjs';
import { startServer } from './server.mjs';

const LOADS = Number(process.env.BENCH_LOADS ?? 5);
const QUIET_MS = 1_000;

/** Runs in the page before its scripts: records paints, long tasks and the heading's frame. */
function observe() {
  const seen = { longTasks: [], fcp: null, heading: null };
  window.__load = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      seen.longTasks.push(entry.startTime + entry.duration);
    }
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
    }
  }).observe({ type: 'paint', buffered: true });
  const watch = new MutationObserver(() => {
    if (seen.heading !== null || !document.querySelector('h1')) return;
    seen.heading = -1;
    // The frame that shows it: the next animation frame's start.
    requestAnimationFrame((frameStart) => {
      seen.heading = frameStart;
    });
    watch.disconnect();
  });
  document.addEventListener('DOMContentLoaded', () => {
    watch.observe(document.body, { childList: true, subtree: true });
  });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const range = (values) => `${Math.round(Math.min(...values))}–${Math.round(Math.max(...values))}`;

/** One cold load of `url`; resolves its figures in milliseconds from navigation start. */
async function coldLoad(browser, url, storage) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (storage) {
    await context.addInitScript((values) => {
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
    }, storage);
  }
  await context.addInitScript(observe);
  const page = await context.newPage();
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForFunction(() => window.__load.heading > 0, null, { timeout: 30_000 });
  // Quiet for a second after the heading: no long task ends within it.
  await page.waitForFunction(
    (quiet) => {
      const { longTasks, heading } = window.__load;
      const last = Math.max(heading, ...longTasks);
      return performance.now() - last > quiet;
    },
    QUIET_MS,
    { timeout: 30_000, polling: 100 },
  );
  const seen = await page.evaluate(() => window.__load);
  await context.close();
  const busyUntil = Math.max(0, ...seen.longTasks.filter((end) => end <= seen.heading + 5_000));
  return { fcp: seen.fcp, heading: seen.heading, interactive: Math.max(seen.heading, busyUntil) };
}

async function measure(browser, url, storage) {
  const loads = [];
  for (let i = 0; i < LOADS; i++) loads.push(await coldLoad(browser, url, storage));
  const pick = (key) => loads.map((load) => load[key]).filter((value) => value !== null);
  return Object.fromEntries(['fcp', 'heading', 'interactive'].map((key) => [key, pick(key)]));
}

const format = (values) => `${Math.round(median(values))} ms (${range(values)})`;

const mail = await startMailCatcher();
const server = await startServer({ SMTP_URL: mail.url });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
try {
  const manager = await signUpManager(server.base, mail);
  const load = loadavg()[0].toFixed(1);
  const login = await measure(browser, `${server.base}/login`);
  const properties = await measure(browser, `${server.base}/properties`, {
    token: manager.token,
    userId: manager.userId,
    email: manager.email,
  });
  const rows = [
    ['/login, first contentful paint', login.fcp, ''],
    ['/login, heading on screen', login.heading, '< 1,000 ms'],
    ['/login, interactive', login.interactive, '< 1,500 ms'],
    ['/properties (signed in), heading on screen', properties.heading, '< 1,000 ms'],
    ['/properties (signed in), interactive', properties.interactive, ''],
  ];
  const lines = rows.map(([what, values, target]) => `| ${what} | ${format(values)} | ${target} |`);
  console.log(lines.join('\n'));
  if (process.env.BENCH_WRITE_DOCS !== '0') {
    const date = new Date().toISOString().slice(0, 10);
    const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${load} at start`;
    appendToPerformanceDoc(
      [
        '',
        `## ${date}: dashboard cold load on loopback, Chromium headless (${machine})`,
        '',
        `Median of ${LOADS} loads, each in a fresh browser context (empty cache), min–max in brackets; times from navigation start, read from the page's performance timeline (\`scripts/bench/dashboard-load.mjs\`).`,
        '',
        '| measure | result | target |',
        '| --- | --- | --- |',
        ...lines,
        '',
      ].join('\n'),
    );
  }
} finally {
  await browser.close();
  await server.stop();
  await mail.close();
}
