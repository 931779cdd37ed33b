import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/** Bundles `entry` as the widget would: minified browser ESM, resolved from this package. */
const bundle = async (entry: string): Promise<string> => {
  const result = await build({
    stdin: { contents: entry, resolveDir: import.meta.dirname, loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
};

// One endpoint with ky 1.7.5: 4,402 B gzip (11.5 KB minified) with esbuild 0.28, ky alone 3,578 B.
// The ceiling sits just above, so a leak (a schema, every endpoint) fails here first.
const GZIP_CEILING_BYTES = 5_000;

describe('browser bundle', () => {
  it('holds only the imported endpoint, no TypeBox, under the size ceiling', async () => {
    const code = await bundle(
      "import { getViewingHours } from '@porchlight/client'; console.log(getViewingHours);",
    );
    expect(code).toContain('/api/v1/properties/{propertyId}/viewing-hours');
    expect(code).not.toContain('/api/v1/leads');
    expect(code).not.toContain('/api/v1/properties/{id}');
    expect(code).not.toMatch(/typebox|~kind/i);
    const gzipBytes = gzipSync(code).length;
    console.info(`[client] one endpoint + ky: ${code.length} B minified, ${gzipBytes} B gzip`);
    expect(gzipBytes).toBeLessThan(GZIP_CEILING_BYTES);
  });

  it('carries no TypeBox even when every endpoint is bundled', async () => {
    const code = await bundle("export * from '@porchlight/client';");
    expect(code).toContain('/api/v1/leads');
    expect(code).not.toMatch(/typebox|~kind/i);
  });
});
