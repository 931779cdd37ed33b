import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { repoRoot } from './paths.ts';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
  /** The server process, for the fault tests' signals. */
  child: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export interface StartOptions {
  /** Reuse this DATA_DIR (a restart); it is then kept on stop. */
  dataDir?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** The embedded database of one start, migrated (support/global-setup.ts). */
    migratedDatabase: string;
  }
}

/**
 * A new DATA_DIR. On the embedded database it starts with a copy of the run's migrated one
 * (≈0.1 s instead of ≈2 s of creating and migrating it on every server start): what the
 * tests here exercise is the product, not its first start, which support/global-setup.ts
 * and install.e2e.ts take. Its own secrets.json is still made on its first start.
 */
export function newDataDir(env: Record<string, string> = {}): string {
  const dataDir = mkdtempSync(join(tmpdir(), 'porchlight-e2e-'));
  const migrated = env.DATABASE_URL ? undefined : inject('migratedDatabase');
  if (migrated) cpSync(migrated, join(dataDir, 'pgdata'), { recursive: true });
  return dataDir;
}

const MAIN = join(repoRoot, 'packages', 'server', 'dist', 'main.js');

/**
 * What the servers of this file wrote (log lines and stderr) since the last test ended: shown only under
 * a failed test (support/quiet-logs.ts), so a green run reads as its passes and the fault
 * tests' expected errors stay out of it.
 */
let held = '';
const HELD_MAX = 1_000_000;

/** The servers' output since the last call, and forgets it. */
export function takeServerLogs(): string {
  const logs = held;
  held = '';
  return logs;
}

/**
 * Starts the built server, as `npm start` does, on a free port with a fresh DATA_DIR,
 * and resolves once it listens.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build first.`);
  const dataDir = options.dataDir ?? newDataDir(env);
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', MAIN], {
    cwd: repoRoot,
    env: { ...process.env, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stderr = '';
  // Its log lines (stdout) are held like stderr, for a failed test to show.
  child.stdout?.on('data', (chunk) => {
    held += chunk;
    if (held.length > HELD_MAX) held = held.slice(-HELD_MAX);
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
    held += chunk;
    // A server that logs without end keeps only its latest megabyte for a failure to show.
    if (held.length > HELD_MAX) held = held.slice(-HELD_MAX);
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );

  const port = await new Promise<number>((resolve, reject) => {
    // The first start creates and migrates the embedded database: seconds when quiet, far
    // longer on a busy 2-core CI machine.
    const timer = setTimeout(
      () => reject(new Error('the server did not listen within 90 s')),
      90_000,
    );
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type === 'listening' && message.port) {
        clearTimeout(timer);
        resolve(message.port);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}) before listening:\n${stderr}`));
    });
  });

  return {
    url: `http://127.0.0.1:${port}`,
    child,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A port free on loopback right now. For a server that must know its own address before it
 * starts (PUBLIC_URL: the local checkout link and its redirect back to /settings).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}
