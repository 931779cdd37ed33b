import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fromRoot } from './paths.mjs';

/**
 * The Node.js the project runs and is tested on: 22 LTS from 22.18 (what graphile-worker
 * and Fastify's dependencies need), or any newer release. package.json's engines, .nvmrc,
 * the README, @types/node and the server bundle's target say the same
 * (scripts/test/node-policy.test.mjs keeps them so).
 */
export const MINIMUM_NODE = [22, 18];
/** The release fetched when the machine's Node is older: the one CI runs the suite on. */
export const PINNED_NODE = '22.23.3';

export function isSupported(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  const [wantMajor, wantMinor] = MINIMUM_NODE;
  return major > wantMajor || (major === wantMajor && minor >= wantMinor);
}

/**
 * Node PINNED_NODE from the npm registry (the node-<platform>-<arch> package, the official
 * build), unpacked once under .cache/; answers the path of its `node`.
 */
function pinnedNode() {
  const dir = fromRoot('.cache', `node-v${PINNED_NODE}-${process.platform}-${process.arch}`);
  const bin = join(dir, 'bin', 'node');
  if (existsSync(bin)) return bin;
  const work = mkdtempSync(join(tmpdir(), 'porchlight-node-'));
  try {
    const name = `node-${process.platform}-${process.arch}@${PINNED_NODE}`;
    console.log(`node: fetching ${name} from the npm registry`);
    const pack = spawnSync('npm', ['pack', name, '--pack-destination', work, '--silent'], {
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const tarball = readdirSync(work).find((file) => file.endsWith('.tgz'));
    if (pack.status !== 0 || !tarball) throw new Error(`npm pack ${name} failed`);
    const unpacked = join(work, 'unpacked');
    mkdirSync(unpacked);
    const tar = spawnSync('tar', ['-xzf', join(work, tarball), '-C', unpacked], {
      stdio: 'inherit',
    });
    if (tar.status !== 0) throw new Error(`unpacking ${tarball} failed`);
    mkdirSync(dirname(dir), { recursive: true });
    renameSync(join(unpacked, 'package'), dir);
    return bin;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Runs this script again on a supported Node when the machine's is older, and exits with
 * its code; returns at once when the running Node is supported. Its `node` goes first on
 * PATH, so npm and every tool the script starts run on it too.
 */
export async function runOnSupportedNode(script) {
  if (isSupported()) return;
  let node;
  try {
    node = pinnedNode();
  } catch (error) {
    console.error(
      `node: this is Node ${process.version}; Porchlight needs ${MINIMUM_NODE.join('.')} or newer, and fetching Node ${PINNED_NODE} failed (${error.message}). Install Node 22 LTS or newer.`,
    );
    process.exit(1);
  }
  console.log(
    `node: Node ${process.version} is older than ${MINIMUM_NODE.join('.')}; running on Node ${PINNED_NODE} (${node})`,
  );
  const child = spawn(node, [script, ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, PATH: `${dirname(node)}:${process.env.PATH ?? ''}` },
  });
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
  const code = await new Promise((resolve) =>
    child.once('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0))),
  );
  process.exit(code);
}
