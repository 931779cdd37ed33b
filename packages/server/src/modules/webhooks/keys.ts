import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Db, DbOrTx } from '../../db/connection.ts';
import { lockManager } from '../../db/locks.ts';
import { unauthorized } from '../../http/errors.ts';
import { resolveJwtSecret } from '../../secrets.ts';
import {
  findActiveWebhookKey,
  insertWebhookKey,
  revokeActiveWebhookKeys,
} from './webhooks.queries.ts';

/** Standard Webhooks secrets: 'whsec_' and the base64 of 24 to 64 random bytes. */
const SECRET_BYTES = 32;
/** Sealed form 'v1.iv.tag.ciphertext'; the version lets a later key scheme coexist. */
const SEALED_VERSION = 'v1';

/**
 * The AES-256 key that seals webhook secrets, derived with HKDF-SHA256 from the session
 * secret (JWT_SECRET or the generated one), so an operator has one secret to keep. Changing
 * that secret makes stored webhook keys unreadable: managers create new ones.
 */
export function webhookKeyMaterial(sessionSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', sessionSecret, 'porchlight', 'porchlight webhook keys', 32),
  );
}

/** webhookKeyMaterial for this server's configuration (for the routes and the delivery job). */
export const webhookKeyMaterialFor = (config: Pick<Config, 'jwtSecret' | 'dataDir'>) =>
  webhookKeyMaterial(resolveJwtSecret(config.jwtSecret, config.dataDir));

/**
 * AES-256-GCM with a random 96-bit nonce. The owner's id is bound in as associated data, so
 * a ciphertext copied onto another manager's row does not decrypt.
 */
function seal(plain: string, key: Buffer, userId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(userId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url'));
  return [SEALED_VERSION, ...parts].join('.');
}

function unseal(sealed: string, key: Buffer, userId: string): string | null {
  const [version, ...parts] = sealed.split('.');
  const [iv, tag, body] = parts.map((part) => Buffer.from(part, 'base64url'));
  if (version !== SEALED_VERSION || parts.length !== 3 || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAAD(Buffer.from(userId, 'utf8'));
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    // A wrong key (JWT_SECRET changed) or a tampered row: there is no usable secret.
    return null;
  }
}

/**
 * Makes a new `whsec_` secret, stores it sealed, and revokes every earlier key of the
 * manager in the same transaction; answers the secret, which is never readable again through
 * the API. The manager's row is locked first, so concurrent creations run one after the
 * other and exactly one key stays active (a partial unique index guarantees it too).
 */
export async function createWebhookKey(db: Db, userId: string, key: Buffer): Promise<string> {
  const secret = `whsec_${randomBytes(SECRET_BYTES).toString('base64')}`;
  await db.transaction(async (tx) => {
    if (!(await lockManager(tx, userId))) throw unauthorized();
    await revokeActiveWebhookKeys(tx, userId);
    await insertWebhookKey(tx, userId, seal(secret, key, userId));
  });
  return secret;
}

/**
 * The manager's current signing secret, for webhook delivery; null when none was made or it
 * cannot be read (the session secret changed since, or the row was tampered with).
 */
export async function activeWebhookSecret(
  db: DbOrTx,
  userId: string,
  key: Buffer,
): Promise<string | null> {
  const row = await findActiveWebhookKey(db, userId);
  return row ? unseal(row.secretCiphertext, key, userId) : null;
}
