import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

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
    const stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<StoredSecrets>;
    if (typeof stored.jwtSecret === 'string' && stored.jwtSecret.length >= 32) {
      return stored.jwtSecret;
    }
  }
  mkdirSync(dataDir, { recursive: true });
  const secrets: StoredSecrets = { jwtSecret: randomBytes(48).toString('base64url') };
  writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 });
  return secrets.jwtSecret;
}
