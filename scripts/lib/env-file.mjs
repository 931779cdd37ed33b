import { existsSync } from 'node:fs';
import { fromRoot } from './paths.mjs';

/**
 * Reads `.env` at the repository root into process.env, when there is one, with Node's
 * own parser (process.loadEnvFile). A variable already set in the environment wins, so
 * `PORT=9000 npm start` overrides the file. Answers the file's path, or null.
 */
export function loadEnvFile(path = fromRoot('.env')) {
  if (!existsSync(path)) return null;
  const before = { ...process.env };
  process.loadEnvFile(path);
  for (const [name, value] of Object.entries(before)) process.env[name] = value;
  return path;
}
