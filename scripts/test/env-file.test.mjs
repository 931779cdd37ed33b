import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadEnvFile } from '../lib/env-file.mjs';
import { fromRoot } from '../lib/paths.mjs';

describe('.env for npm start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'porchlight-env-'));
  afterEach(() => {
    delete process.env.PORCHLIGHT_TEST_FROM_FILE;
    delete process.env.PORCHLIGHT_TEST_BOTH;
  });

  it('reads the file, and a variable set in the environment wins over it', () => {
    const path = join(dir, '.env');
    writeFileSync(path, 'PORCHLIGHT_TEST_FROM_FILE=file\nPORCHLIGHT_TEST_BOTH=file\n');
    process.env.PORCHLIGHT_TEST_BOTH = 'environment';
    expect(loadEnvFile(path)).toBe(path);
    expect(process.env.PORCHLIGHT_TEST_FROM_FILE).toBe('file');
    expect(process.env.PORCHLIGHT_TEST_BOTH).toBe('environment');
    rmSync(dir, { recursive: true, force: true });
  });

  it('does nothing without a file', () => {
    expect(loadEnvFile(join(tmpdir(), 'no-such-dir-porchlight', '.env'))).toBeNull();
  });

  it('.env.example names every variable the server reads', () => {
    const config = readFileSync(fromRoot('packages', 'server', 'src', 'config.ts'), 'utf8');
    const read = new Set(
      [
        ...config.matchAll(
          /env\.([A-Z][A-Z0-9_]+)|env, '([A-Z][A-Z0-9_]+)'|limit\('([A-Z][A-Z0-9_]+)'/g,
        ),
      ].map((m) => m[1] ?? m[2] ?? m[3]),
    );
    const example = readFileSync(fromRoot('.env.example'), 'utf8');
    read.delete('TZ'); // the system's own variable, read only as TIMEZONE's fallback
    const missing = [...read].filter((name) => !new RegExp(`^# ${name}=`, 'm').test(example));
    expect(read.size).toBeGreaterThan(30);
    expect(missing).toEqual([]);
  });
});
