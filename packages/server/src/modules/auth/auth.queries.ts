import type { Signup } from '@porchlight/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import { magicLinkTokens, users } from '../../db/schema/index.ts';
import type { SessionAudience } from '../../http/session.ts';

/** The manager's details a sign-up form gives, as stored. */
export type SignupProfile = Pick<Signup, 'firstName' | 'lastName' | 'unitsManaged'>;

/** The manager account with this (normalised) e-mail, if any. */
export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** A new, unverified account; nothing when the address signed up meanwhile. */
export async function insertUser(db: DbOrTx, email: string, profile: SignupProfile): Promise<void> {
  await db
    .insert(users)
    .values({ email, ...profile })
    .onConflictDoNothing();
}

/** Replaces the sign-up details of an account (one not verified yet). */
export async function updateSignupProfile(
  db: DbOrTx,
  userId: string,
  profile: SignupProfile,
): Promise<void> {
  await db.update(users).set(profile).where(eq(users.id, userId));
}

/** Marks the address's account VERIFIED; its id and session version, or undefined. */
export async function markUserVerified(db: DbOrTx, email: string) {
  const [user] = await db
    .update(users)
    .set({ status: 'VERIFIED' })
    .where(eq(users.email, email))
    .returning({ id: users.id, version: users.sessionVersion });
  return user;
}

/** Moves the account's session version on: every session signed before no longer holds. */
export async function bumpSessionVersion(db: DbOrTx, userId: string): Promise<void> {
  await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId));
}

/** A sign-in token as stored: its hash, whom and what it is for, and when it expires. */
export type NewMagicLinkToken = typeof magicLinkTokens.$inferInsert;

/** Stores an issued sign-in token (its hash only). */
export async function insertMagicLinkToken(db: DbOrTx, token: NewMagicLinkToken): Promise<void> {
  await db.insert(magicLinkTokens).values(token);
}

/**
 * Marks the unused, unexpired token with this hash, e-mail and audience used, in one statement
 * (so two concurrent uses cannot both win); the scope it carried, or undefined.
 */
export async function useMagicLinkToken(
  db: DbOrTx,
  tokenHash: string,
  email: string,
  audience: SessionAudience,
  now: Date,
) {
  const [row] = await db
    .update(magicLinkTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(magicLinkTokens.tokenHash, tokenHash),
        eq(magicLinkTokens.email, email),
        eq(magicLinkTokens.audience, audience),
        isNull(magicLinkTokens.usedAt),
        gt(magicLinkTokens.expiresAt, now),
      ),
    )
    .returning({ propertyId: magicLinkTokens.propertyId, unitId: magicLinkTokens.unitId });
  return row;
}
