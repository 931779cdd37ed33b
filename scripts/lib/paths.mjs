import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: every script works from here, whatever the caller's cwd. */
export const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Resolves a path given relative to the repository root. */
export const fromRoot = (...parts) => join(root, ...parts);
