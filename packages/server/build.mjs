// Bundles the server into dist/serve.js, started by dist/main.js, and the embedded database's thread into
// dist/pglite-worker.js beside it (and the busy-calendar reader's, dist/sources.parse-worker.js, and the lease-file reader's, dist/lease-files.extract-worker.js) (db/embedded.ts starts it from there). The internal workspace packages (consumed from
// TypeScript source) are bundled in; every package from node_modules stays an import,
// resolved at run time from the installed dependencies.
import { copyFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const bundleOnlyWorkspacePackages = {
  name: 'externalize-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@porchlight/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: {
    // The process's entry (src/main.ts) starts the server (src/serve.ts) once Node's tick
    // objects have their shape kept (src/tick-shapes.ts): two files, so that no installed
    // package is imported before that.
    main: 'src/main.ts',
    serve: 'src/serve.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    // Reads one busy calendar on a thread that can be stopped (modules/calendars/sources.parse.ts).
    'sources.parse-worker': 'src/modules/calendars/sources.parse-worker.ts',
    // Reads one lease file on a thread that can be stopped (modules/lease-files/lease-files.extract.ts).
    'lease-files.extract-worker': 'src/modules/lease-files/lease-files.extract-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [bundleOnlyWorkspacePackages],
});
// Athena's word vectors (src/ai/meaning/vectors.ts reads them beside its own module, which in
// the bundle is dist/serve.js; esbuild does not follow `new URL('./vectors.bin', import.meta.url)`).
copyFileSync('src/ai/meaning/vectors.bin', 'dist/vectors.bin');
