import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from './config.ts';

interface StoredSecrets {
  jwtSecret: string;
}

/**
 * The session-signing secret: JWT_SECRET when set, else one generated on first start and
 * kept in DATA_DIR/secrets.json (mode 0600), so sessions survive restarts. Several server
 * processes must share it: set JWT_SECRET for them (docs/self-hosting.md).
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    // A damaged file is never replaced: a new secret would sign every user out silently.
    let stored: Partial<StoredSecrets> | null = null;
    try {
      stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredSecrets>;
    } catch {
      stored = null;
    }
    if (typeof stored?.jwtSecret === 'string' && stored.jwtSecret.length >= 32) {
      return stored.jwtSecret;
    }
    throw new ConfigError(
      `${file} is damaged (it must hold a jwtSecret of 32 characters or more): restore it from a backup, or delete it to sign every user out and start with a new secret.`,
    );
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secrets: StoredSecrets = { jwtSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets.jwtSecret;
}
