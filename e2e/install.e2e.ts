/**
 * What a self-hoster does on a fresh copy of the repository: `npm start`, most often with
 * NODE_ENV=production set. `npm ci` would then leave out the devDependencies the build
 * needs (esbuild, vite, rollup), and an install cut off half-way would look like a finished
 * one to every later start. Both are run here for real, in one journey (an install costs a
 * minute of a 2-core machine): the first production start is cut off half-way through its
 * install, and the next must install again, build and serve. It runs in a copy of this tree
 * (the files git knows, as a clone has them, with this checkout's uncommitted changes), with
 * the npm registry or its local cache.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from './support/paths.ts';
import { freePort } from './support/server.ts';

// An install and a build on a busy 2-core machine: minutes, not seconds.
const START_LIMIT_MS = 600_000;

/** A copy of the tree as a fresh clone has it: tracked and untracked files, nothing ignored. */
function copyTree(to: string): void {
  const files = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    {
      cwd: repoRoot,
    },
  )
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = join(repoRoot, file);
    // A file git knows may be deleted in the checkout; a link to a folder is not a file.
    if (existsSync(from) && statSync(from).isFile()) cpSync(from, join(to, file));
  }
}

interface Start {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
  /** Stops npm, the start script and the server (one process group), by `signal`. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

/** Runs `npm start` in `cwd` as a process group, so the server goes down with it. */
function npmStart(cwd: string, env: Record<string, string>): Start {
  const child = spawn('npm', ['start'], {
    cwd,
    // The Node running the tests first on PATH (the project's pinned one when the machine's is
    // older), so npm and the start script run on it as a self-hoster's would, with no re-exec.
    env: {
      ...process.env,
      PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
      ...env,
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return {
    child,
    output: () => output,
    exited,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, signal);
        } catch {
          // already gone
        }
        await exited;
      }
    },
  };
}

/** Resolves once `check` is true, checking every 100 ms; rejects when the start ended first. */
async function until(start: Start, check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + START_LIMIT_MS;
  while (!check()) {
    if (start.child.exitCode !== null) {
      throw new Error(
        `npm start exited (${start.child.exitCode}) before ${what}:\n${start.output()}`,
      );
    }
    if (Date.now() > deadline) throw new Error(`no ${what} in time:\n${start.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the product and checks it serves its health, dashboard and widget. */
async function startsAndServes(cwd: string, env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'porchlight-install-data-'));
  const start = npmStart(cwd, { ...env, PORT: String(port), DATA_DIR: dataDir });
  try {
    await until(start, () => start.output().includes('Porchlight is running at'), 'server');
    const origin = `http://127.0.0.1:${port}`;
    expect((await fetch(`${origin}/api/health`)).status).toBe(200);
    const page = await fetch(`${origin}/login`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');
    expect((await fetch(`${origin}/widget/loader.js`)).status).toBe(200);
    return start.output();
  } finally {
    await start.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

describe('npm start on a fresh copy of the repository', () => {
  let copy: string;

  // Copying the tree and removing an installed one take a while on a busy machine.
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), 'porchlight-install-'));
    copyTree(copy);
  }, START_LIMIT_MS);

  afterAll(() => {
    rmSync(copy, { recursive: true, force: true });
  }, START_LIMIT_MS);

  it(
    'with NODE_ENV=production, redoes an install cut off half-way, builds what the build needs and serves',
    async () => {
      const production = { NODE_ENV: 'production' };
      const cut = npmStart(copy, production);
      const modules = join(copy, 'node_modules');
      // Half-way: npm has begun to unpack packages but not finished, and is killed outright
      // (a power cut, the out-of-memory killer, a CI timeout), so it cleans nothing up.
      await until(
        cut,
        () => existsSync(modules) && readdirSync(modules).length > 20,
        'packages being unpacked',
      );
      expect(cut.output()).toContain('deps: node_modules is missing; running npm ci');
      await cut.stop('SIGKILL');
      expect(existsSync(modules)).toBe(true);

      const output = await startsAndServes(copy, production);
      expect(output).toMatch(
        // Left half-written, or taken away by npm as it died: either way installed again.
        /deps: node_modules (is not a finished install of this project|is missing); running npm ci/,
      );
      expect(existsSync(join(modules, '.porchlight-install.json'))).toBe(true);
      // The build's own tools were installed although npm was told production.
      expect(existsSync(join(modules, 'vite'))).toBe(true);
      expect(existsSync(join(copy, 'packages', 'server', 'dist', 'main.js'))).toBe(true);
    },
    2 * START_LIMIT_MS,
  );
});
