import { fromRoot } from './paths.mjs';

const FRONT_END_SOURCES = ['packages/client', 'packages/domain'];

/**
 * The workspaces with a real build, and the internal packages each bundles from source
 * (so a change there makes the bundle stale too). domain, contract and client are
 * consumed from source and have nothing to build.
 */
export const buildables = [
  { name: 'server', dir: 'packages/server', consumes: ['packages/contract', 'packages/domain'] },
  { name: 'widget', dir: 'widget', consumes: FRONT_END_SOURCES },
  { name: 'dashboard', dir: 'dashboard', consumes: FRONT_END_SOURCES },
  { name: 'demo-site', dir: 'demo-site', consumes: FRONT_END_SOURCES },
];

const CONFIG_FILES = ['package.json', 'tsconfig.json', 'build.mjs', 'vite.config.ts', 'index.html'];

/** Every path whose change makes a workspace's build stale. */
export function buildInputs(workspace) {
  return [
    fromRoot(workspace.dir, 'src'),
    fromRoot(workspace.dir, 'public'),
    ...CONFIG_FILES.map((file) => fromRoot(workspace.dir, file)),
    ...workspace.consumes.flatMap((dir) => [fromRoot(dir, 'src'), fromRoot(dir, 'package.json')]),
    fromRoot('package-lock.json'),
    fromRoot('tsconfig.base.json'),
  ];
}

/** Written into dist/ after a successful build; its mtime is when that build started. */
export const stampPath = (workspace) => fromRoot(workspace.dir, 'dist', '.build-stamp');
