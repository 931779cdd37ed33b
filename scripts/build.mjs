#!/usr/bin/env node
// Builds every workspace that has a real build, only when its sources are newer than its
// last build (`--force` rebuilds all). Stale builds run in parallel: the esbuild ones take
// well under a second, so the dashboard's Vite build sets the pace.
import { mkdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fromRoot } from './lib/paths.mjs';
import { precompress, widgetAsSent } from './lib/precompress.mjs';
import { formatDuration, run } from './lib/run.mjs';
import { staleReason } from './lib/stale.mjs';
import { buildables, buildInputs, stampPath } from './lib/workspaces.mjs';

async function buildOne(workspace, reason) {
  const cwd = fromRoot(workspace.dir);
  const script = JSON.parse(readFileSync(fromRoot(workspace.dir, 'package.json'), 'utf8')).scripts
    ?.build;
  if (!script) throw new Error(`${workspace.dir}/package.json has no build script`);
  const startedAt = new Date();
  const started = performance.now();
  const { code, output } = await run(script, [], { cwd, shell: true, quiet: true });
  const took = formatDuration(performance.now() - started);
  if (code !== 0) {
    process.stderr.write(output);
    console.error(`build: ${workspace.name} FAILED after ${took} (${reason})`);
    return false;
  }
  const stamp = stampPath(workspace);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, `${JSON.stringify({ builtAt: startedAt.toISOString(), reason })}\n`);
  utimesSync(stamp, startedAt, startedAt);
  console.log(`build: ${workspace.name} in ${took} (${reason})`);
  return true;
}

/**
 * Builds what is stale (or everything with `force`). Resolves `ok` (all succeeded) and
 * `built` (how many ran); prints nothing when everything is up to date.
 */
export async function buildStale({ force = false } = {}) {
  const work = buildables
    .map((workspace) => ({
      workspace,
      reason: force ? '--force' : staleReason(buildInputs(workspace), stampPath(workspace)),
    }))
    .filter(({ reason }) => reason !== undefined);
  const results = await Promise.all(
    work.map(({ workspace, reason }) => buildOne(workspace, reason)),
  );
  const ok = results.every(Boolean);
  // Whatever built them: the .br/.gz files the server sends, made once here.
  const compressed = precompress();
  if (compressed > 0) console.log(`build: precompressed ${compressed} file(s) (brotli 11, gzip 9)`);
  const over = widgetAsSent().filter((file) => file.over);
  for (const file of over) {
    console.error(`build: widget/${file.name} is ${file.bytes} B as sent, over ${file.budget} B`);
  }
  return { ok: ok && over.length === 0, built: work.length };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const started = performance.now();
  const { ok, built } = await buildStale({ force: process.argv.includes('--force') });
  if (!ok) process.exit(1);
  const took = formatDuration(performance.now() - started);
  console.log(built === 0 ? 'build: everything is up to date' : `build: done in ${took}`);
}
