import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fromRoot } from '../lib/paths.mjs';

/**
 * Starts the built server on a free port with a throwaway embedded database (or the given
 * DATABASE_URL) and resolves once it listens. Loopback only. With `dataDir` it runs on that
 * folder instead (e.g. to restart on the same embedded database) and leaves it in place on
 * stop: the caller owns it. `newDataDir()` makes one.
 */
export async function startServer(env = {}, { dataDir: reuse } = {}) {
  const dataDir = reuse ?? newDataDir();
  // BENCH_SERVER_ARGS: Node flags for the server only, e.g. '--cpu-prof --cpu-prof-dir=/tmp/p'.
  const flags = process.env.BENCH_SERVER_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...flags, fromRoot('packages/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Every simulated chat comes from this one address: the per-address stream cap is for
      // the open internet, not for a load generator on loopback.
      STREAMS_PER_IP: '10000000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The server exited with ${code}.`)));
    child.on('message', (message) => message?.type === 'listening' && resolve(message.port));
  });
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    pid: child.pid,
    /** Resolves the exit code once the process is gone (0: it closed everything cleanly). */
    async stop() {
      // Waits for the exit: an embedded database is only safe to reopen once it is closed.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      if (!reuse) rmSync(dataDir, { recursive: true, force: true });
      return child.exitCode;
    },
  };
}

/** A fresh temporary folder for a server's DATA_DIR (the caller removes it). */
export const newDataDir = () => mkdtempSync(join(tmpdir(), 'porchlight-bench-'));

export async function api(base, method, path, body, token) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    body: text ? JSON.parse(text) : null,
  };
}

/** Percentile of a sorted list. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

/** CPU seconds (user + system) and resident memory of a process, from /proc. */
export function processUsage(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(stat[11]) + Number(stat[12]);
    const rss = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);
    return { cpuSeconds: ticks / 100, rssMb: Math.round(rss / 1024) };
  } catch {
    return { cpuSeconds: Number.NaN, rssMb: Number.NaN };
  }
}
