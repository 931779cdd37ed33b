import type { Signup } from '@porchlight/contract';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import { users } from '../../db/schema/index.ts';

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
