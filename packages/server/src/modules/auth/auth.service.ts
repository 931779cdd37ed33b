import type { Signup } from '@porchlight/contract';
import type { Db } from '../../db/connection.ts';
import type { Session } from '../../http/session.ts';
import { revokeSessions } from '../../http/session-standing.ts';
import {
  bumpSessionVersion,
  findUserByEmail,
  insertUser,
  updateSignupProfile,
} from './auth.queries.ts';

/**
 * Records a sign-up: a new address gets an account, an unverified one its details replaced,
 * a verified one stays as it is. True when the address already had a verified account.
 */
export async function recordSignup(db: Db, email: string, form: Signup): Promise<boolean> {
  const profile = {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    unitsManaged: form.unitsManaged,
  };
  const existing = await findUserByEmail(db, email);
  if (!existing) await insertUser(db, email, profile);
  else if (existing.status !== 'VERIFIED') await updateSignupProfile(db, existing.id, profile);
  return existing?.status === 'VERIFIED';
}

/** Ends every session of the account: a new session version, announced to every process. */
export async function signOutEverywhere(
  db: Db,
  session: Pick<Session, 'audience' | 'subject'>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await bumpSessionVersion(tx, session.subject);
    await revokeSessions(tx, session);
  });
}
