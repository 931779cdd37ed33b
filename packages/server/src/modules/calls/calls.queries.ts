import { personName } from '@porchlight/domain';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  phoneCalls,
  potentialTenants,
  tenantPropertyInterests,
  tenants,
  users,
} from '../../db/schema/index.ts';

/** A call of the manager's (set when it was recorded), or undefined. */
export async function findManagerCall(db: DbOrTx, userId: string, phoneCallId: string) {
  const [call] = await db
    .select()
    .from(phoneCalls)
    .where(and(eq(phoneCalls.phoneCallId, phoneCallId), eq(phoneCalls.userId, userId)));
  return call;
}

/** A requested call, recorded for the property's manager. */
export async function insertPhoneCall(
  db: DbOrTx,
  call: {
    phoneCallId: string;
    userId: string;
    propertyId: string;
    unitId: string | null;
    interestId: string | null;
    phoneNumber: string;
  },
): Promise<void> {
  await db.insert(phoneCalls).values(call);
}

/**
 * The caller's name when known: a prospect's as their lead shows it (the lead's own, else
 * the prospect's), a resident's from their record; null otherwise.
 */
export async function callerName(
  db: DbOrTx,
  caller: { audience: string; subject: string },
  interestId: string | null,
): Promise<string | null> {
  if (caller.audience === 'resident') {
    const [resident] = await db
      .select({ firstName: tenants.firstName, lastName: tenants.lastName })
      .from(tenants)
      .where(eq(tenants.id, caller.subject));
    return resident ? personName(resident.firstName, resident.lastName) : null;
  }
  if (!interestId) return null;
  const [lead] = await db
    .select({
      firstName: tenantPropertyInterests.firstName,
      lastName: tenantPropertyInterests.lastName,
      prospectFirst: potentialTenants.firstName,
      prospectLast: potentialTenants.lastName,
    })
    .from(tenantPropertyInterests)
    .innerJoin(potentialTenants, eq(potentialTenants.id, tenantPropertyInterests.potentialTenantId))
    .where(eq(tenantPropertyInterests.id, interestId));
  return lead
    ? personName(lead.firstName ?? lead.prospectFirst, lead.lastName ?? lead.prospectLast)
    : null;
}

/** The number the lead gave last, stored on their interest. */
export async function setInterestPhone(
  db: DbOrTx,
  interestId: string,
  phone: string,
): Promise<void> {
  await db
    .update(tenantPropertyInterests)
    .set({ phone, updatedAt: new Date() })
    .where(eq(tenantPropertyInterests.id, interestId));
}

/** A manager account by id, if any. */
export async function findUserById(db: DbOrTx, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** What Vapi's end-of-call report tells of a call. */
export interface CallReport {
  vapiCallId: string;
  /** Our id, from the call's metadata, when Vapi sent it back. */
  phoneCallId: string | null;
  startedAt: Date | null;
  endedAt: Date | null;
  recordingUrl: string | null;
}

/** Stores an end-of-call report on its call (found by Vapi's id, or by ours until it has one). */
export async function recordCallReport(db: DbOrTx, report: CallReport): Promise<void> {
  const { vapiCallId, phoneCallId, startedAt, endedAt, recordingUrl } = report;
  await db
    .update(phoneCalls)
    .set({ vapiCallId, startedAt, endedAt, recordingUrl })
    .where(
      or(
        eq(phoneCalls.vapiCallId, vapiCallId),
        // The report can beat the job that stores Vapi's id: match by our id then.
        phoneCallId !== null
          ? and(eq(phoneCalls.phoneCallId, phoneCallId), isNull(phoneCalls.vapiCallId))
          : undefined,
      ),
    );
}

/** A requested call by its public id (phone_call_id), or undefined. */
export async function findCallByPhoneCallId(db: DbOrTx, phoneCallId: string) {
  const [call] = await db.select().from(phoneCalls).where(eq(phoneCalls.phoneCallId, phoneCallId));
  return call;
}

/** Records Vapi's id for a placed call, so the job does not place it twice. */
export async function setVapiCallId(db: DbOrTx, callId: string, vapiCallId: string): Promise<void> {
  await db.update(phoneCalls).set({ vapiCallId }).where(eq(phoneCalls.id, callId));
}
