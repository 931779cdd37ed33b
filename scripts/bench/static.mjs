// What serving the widget's scripts costs the server: CPU per request (from /proc, the
// server process alone) and bytes on the wire, for /widget/chat.js, /widget/loader.js and,
// as the floor every request pays, /api/health. Each figure is the median of three 5-second
// autocannon runs (10 connections, brotli accepted) after a 2-second warm-up, with min and
// max. Run after `npm run build`: node scripts/bench/static.mjs
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from './server.mjs';

const PATHS = ['/widget/chat.js', '/widget/loader.js', '/api/health'];
const RUNS = 3;

/** The process's CPU time so far, in ms (user + system; clock ticks of 10 ms). */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

const load = (url, duration) =>
  autocannon({ url, connections: 10, duration, headers: { 'accept-encoding': 'br' } });

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const server = await startServer();
try {
  for (const path of PATHS) {
    const url = server.base + path;
    await load(url, 2);
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const before = cpuMs(server.pid);
      const result = await load(url, 5);
      runs.push({
        cpu: (cpuMs(server.pid) - before) / result.requests.total,
        rate: result.requests.average,
        bytes: result.throughput.total / result.requests.total,
      });
    }
    const cpu = runs.map((run) => run.cpu);
    console.log(
      `${path}: CPU ${median(cpu).toFixed(3)} ms per request (min ${Math.min(...cpu).toFixed(3)}, ` +
        `max ${Math.max(...cpu).toFixed(3)}), ${Math.round(median(runs.map((r) => r.rate)))} req/s, ` +
        `${Math.round(median(runs.map((r) => r.bytes)))} B per response`,
    );
  }
} finally {
  await server.stop();
}
