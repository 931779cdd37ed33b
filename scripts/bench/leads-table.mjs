/**
 * `node scripts/bench/leads-table.mjs`: /leads with 10,000 leads in Chromium.
 *
 * Starts the built server with a throwaway embedded database, signs a manager up through
 * the real e-mailed link (caught by a loopback SMTP server), lets 10,000 prospects start a
 * chat with the manager's properties (the public API the widget uses), then opens /leads in
 * Chromium and measures, inside the page:
 *   - navigation → usable table: performance.now() when the first lead rows are on screen;
 *   - re-sort: from a header click until the first row shows another lead.
 * Prints the figures and appends a dated section to docs/performance.md.
 * Env: BENCH_LEADS (10000), CHROME_PATH (/usr/bin/chromium), BENCH_WRITE_DOCS=0 to only print.
 */
import { cpus, totalmem } from 'node:os';
import { chromium } from 'playwright-core';
import { signUpManager, startMailCatcher } from './manager.mjs';
import { appendToPerformanceDoc } from './performance-doc.mjs';
import { api, startServer } from './server.mjs';

const LEADS = Number(process.env.BENCH_LEADS ?? 10_000);
const PROPERTIES = 5;
const CONCURRENCY = 16;
const DATE = '2026-11-23';

async function seed(base, token) {
  const properties = [];
  for (let i = 0; i < PROPERTIES; i++) {
    const created = await api(
      base,
      'POST',
      '/api/v1/properties',
      { address: `${100 + i * 7} Bench Street, Springfield`, type: 'MULTI_FAMILY' },
      token,
    );
    if (created.status !== 201) throw new Error(`Creating a property answered ${created.status}.`);
    properties.push(created.body.id);
  }
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < LEADS) {
      const i = next++;
      // Random-looking names so each column sorts differently.
      const name = `${(i * 7919).toString(36)}.${i}@prospects.test`;
      const result = await api(base, 'POST', '/api/v2/conversations/property-interest', {
        email: name,
        propertyId: properties[i % PROPERTIES],
      });
      if (result.status !== 201) throw new Error(`Lead ${i} answered ${result.status}.`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return Math.round((performance.now() - started) / 1000);
}

/** Waits until the greeting jobs have run (the rows then all have a last message). */
async function settle(base, token) {
  const now = new Date();
  const pad = (n) => String(n).padStart(2, '0');
  const month = `${pad(now.getMonth() + 1)}`;
  const last = new Date(now.getFullYear(), now.getMonth() + 1, 0).getDate();
  const query = `startDate=${month}-01-${now.getFullYear()}&endDate=${month}-${pad(last)}-${now.getFullYear()}`;
  for (let i = 0; i < 900; i++) {
    const { body } = await api(base, 'GET', `/api/v1/analytics/messages?${query}`, null, token);
    if (body?.messageCount >= LEADS) return body.messageCount;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return -1;
}

async function measure(base, session) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(({ token, userId, email }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userId', userId);
      localStorage.setItem('email', email);
    }, session);
    const page = await context.newPage();
    const loads = [];
    for (let run = 0; run < 3; run++) {
      await page.goto(`${base}/leads`);
      await page.waitForFunction(
        () =>
          document.querySelectorAll('table[aria-label="Leads"] tbody tr[aria-rowindex]').length > 0,
        undefined,
        { polling: 'raf', timeout: 60_000 },
      );
      loads.push(Math.round(await page.evaluate(() => performance.now())));
    }
    const rows = await page.locator('table[aria-label="Leads"]').getAttribute('aria-rowcount');
    const sorts = [];
    for (const column of ['Name', 'Name', 'Property', 'Status', 'Last Message', 'Move-in Date']) {
      const ms = await page.evaluate(async (label) => {
        const first = () =>
          document.querySelector('table[aria-label="Leads"] tbody tr[aria-rowindex] td')
            ?.textContent;
        const before = first();
        const button = [...document.querySelectorAll('table[aria-label="Leads"] th button')].find(
          (b) => b.textContent?.startsWith(label),
        );
        const start = performance.now();
        button.click();
        // Resolves on the first frame whose first row differs (or after 10 s: unchanged).
        return new Promise((resolve) => {
          const check = () => {
            if (first() !== before) resolve(performance.now() - start);
            else if (performance.now() - start > 10_000) resolve(-1);
            else requestAnimationFrame(check);
          };
          check();
        });
      }, column);
      sorts.push({ column, ms: Math.round(ms) });
      await page.waitForTimeout(300);
    }
    await page.screenshot({ path: '/tmp/leads-10k.png' });
    return { loads, sorts, rows: Number(rows) - 1 };
  } finally {
    await browser.close();
  }
}

const mail = await startMailCatcher();
const server = await startServer({
  SMTP_URL: mail.url,
  RATE_LIMIT_MAIL_PER_IP: '1000000',
  JOB_POLL_INTERVAL_MS: '50',
});
try {
  const session = await signUpManager(server.base, mail);
  console.log(`seeding ${LEADS} leads …`);
  const seedSeconds = await seed(server.base, session.token);
  const messages = await settle(server.base, session.token);
  console.log(`seeded in ${seedSeconds} s; ${messages} greeting messages`);
  const { loads, sorts, rows } = await measure(server.base, session);
  console.log({ rows, loads, sorts });
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const sortRows = sorts.map(({ column, ms }) => `${column} ${ms} ms`).join(', ');
  const section = [
    '',
    `## ${DATE}: /leads with ${rows.toLocaleString('en-US')} leads in Chromium (${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, server and browser on the same machine)`,
    '',
    '`node scripts/bench/leads-table.mjs`: the built server on PGlite, leads created through',
    'the public chat API, the page opened in Debian Chromium (headless). Times are taken in the',
    'page with performance.now(); the first load includes downloading and compiling the',
    "dashboard's chunks, the next two are reloads.",
    '',
    '| measure | result |',
    '| --- | --- |',
    `| navigation → first lead rows on screen (3 loads) | ${loads.join(' ms, ')} ms (median ${median(loads)} ms) |`,
    `| header click → first row re-sorted | ${sortRows} (median ${median(sorts.map((s) => s.ms))} ms) |`,
    '',
  ].join('\n');
  if (process.env.BENCH_WRITE_DOCS !== '0') appendToPerformanceDoc(section);
  console.log(section);
} finally {
  await server.stop();
  await mail.close();
}
