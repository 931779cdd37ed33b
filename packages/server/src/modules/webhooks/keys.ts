import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection.ts';
import { webhookKeys } from '../../db/schema/index.ts';

/**
 * Webhook signing keys are kept encrypted (AES-256-GCM), not hashed: Standard Webhooks signs
 * with the secret itself, so the server must be able to read it back. The encryption key is
 * derived from the session secret with HKDF, so there is one secret to keep (docs).
 */
export function webhookKeyMaterial(sessionSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', sessionSecret, 'porchlight', 'porchlight webhook keys', 32),
  );
}

function encrypt(plain: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.');
}

function decrypt(sealed: string, key: Buffer): string | null {
  try {
    const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !body) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** Makes a new `whsec_` key, revokes every earlier one, and returns the key (shown once). */
export async function createWebhookKey(db: Db, userId: string, key: Buffer): Promise<string> {
  const secret = `whsec_${randomBytes(32).toString('base64')}`;
  await db.transaction(async (tx) => {
    await tx
      .update(webhookKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(webhookKeys.userId, userId), isNull(webhookKeys.revokedAt)));
    await tx.insert(webhookKeys).values({ userId, secretCiphertext: encrypt(secret, key) });
  });
  return secret;
}

/** The manager's current signing secret, or null when none was made (or it cannot be read). */
export async function activeWebhookSecret(
  db: Db,
  userId: string,
  key: Buffer,
): Promise<string | null> {
  const [row] = await db
    .select()
    .from(webhookKeys)
    .where(and(eq(webhookKeys.userId, userId), isNull(webhookKeys.revokedAt)))
    .orderBy(desc(webhookKeys.createdAt))
    .limit(1);
  return row ? decrypt(row.secretCiphertext, key) : null;
}
