import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { buildStale } from '../build.mjs';
import { fromRoot } from '../lib/paths.mjs';
import { pollBench, replyBench } from './chat.mjs';
import { startServer } from './server.mjs';

/**
 * `npm run bench`: starts the built server on loopback and measures, then prints each
 * figure next to its target and appends a dated section to docs/performance.md.
 */
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const databases = [['PGlite (embedded)', {}]];
if (process.env.BENCH_DATABASE_URL)
  databases.push(['PostgreSQL', { DATABASE_URL: process.env.BENCH_DATABASE_URL }]);

await buildStale();
const lines = [];
for (const [name, env] of databases) {
  const server = await startServer({
    JOB_POLL_INTERVAL_MS: process.env.JOB_POLL_INTERVAL_MS ?? '50',
    ...env,
  });
  try {
    const polls = await pollBench(server.base, seconds);
    const replies = await replyBench(server.base);
    lines.push(
      `| ${name} | conversation polls answered 304 (100 connections, ${seconds} s) | ${polls.requestsPerSecond} req/s, p50 ${polls.p50} ms, p99 ${polls.p99} ms | ≥ 5,000 req/s, p99 ≤ 20 ms |`,
      `| ${name} | message → Athena's reply visible to the poller (built-in, ${replies.samples} samples) | p50 ${replies.p50} ms, p95 ${replies.p95} ms | reply computed < 50 ms p95 |`,
    );
    console.log(name, { polls, replies });
  } finally {
    await server.stop();
  }
}
const date = new Date().toISOString().slice(0, 10);
const section = `\n## ${date}: ${cpus().length} cores (${cpus()[0]?.model ?? 'cpu'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load generator on the same machine\n\n| database | measure | result | target |\n| --- | --- | --- | --- |\n${lines.join('\n')}\n`;
const file = fromRoot('docs/performance.md');
if (!existsSync(file)) writeFileSync(file, '# Performance\n');
appendFileSync(file, section);
console.log(
  readFileSync(file, 'utf8')
    .split('\n')
    .slice(-lines.length - 3)
    .join('\n'),
);
