import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CI_ARGS, installReason, STAMP, stampInstall } from '../lib/ensure-deps.mjs';

/*
 * An install that cannot wedge (issue 32, item 8): node_modules counts as installed only
 * when the project's own install finished for this very lockfile and Node major, and the
 * install brings the build's tools whatever NODE_ENV says.
 */
let root;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'porchlight-deps-'));
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('whether node_modules needs an install', () => {
  it('does without node_modules, and with one no finished install left (cut off, or by hand)', () => {
    expect(installReason(root, '22.23.3')).toBe('node_modules is missing');
    mkdirSync(join(root, 'node_modules'));
    expect(installReason(root, '22.23.3')).toBe(
      'node_modules is not a finished install of this project',
    );
    writeFileSync(join(root, 'node_modules', STAMP), '{"lock": "trunc');
    expect(installReason(root, '22.23.3')).toBe(
      'node_modules is not a finished install of this project',
    );
  });

  it('does not after a finished install, until the lockfile or the Node major changes', () => {
    mkdirSync(join(root, 'node_modules'));
    stampInstall(root, '22.23.3');
    expect(installReason(root, '22.23.3')).toBeUndefined();
    expect(installReason(root, '22.1.0')).toBeUndefined();
    expect(installReason(root, '24.0.0')).toBe(
      'node_modules was installed with Node 22, this is Node 24',
    );
    writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(installReason(root, '22.23.3')).toBe('package-lock.json changed since the last install');
  });
});

describe('the install', () => {
  it('is the lockfile exactly, with the build’s tools even when NODE_ENV=production', () => {
    expect(CI_ARGS[0]).toBe('ci');
    expect(CI_ARGS).toContain('--include=dev');
  });
});
