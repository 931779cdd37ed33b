import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  tenantPropertyInterests as interests,
  messages,
  phoneCalls,
  potentialTenants,
  properties,
  units,
} from '../../db/schema/index.ts';

/*
 * The leads table must stay fast at 10,000 leads: four set-based queries, each filtered by
 * the owner in SQL (no list of ids goes back and forth, which would also meet PostgreSQL's
 * 65,535-parameter limit). Properties and units are read once each rather than joined onto
 * every lead: they are the widest rows and repeat across thousands of leads.
 */

/**
 * The newest message of the interest's conversation: one backward step on
 * messages_conversation_created_idx per lead. Read from the messages themselves rather than
 * conversations.last_message_at, so it can never drift from what the prospect sees.
 */
const lastMessageAt = sql<Date | null>`(
  select max(${messages.createdAt}) from ${messages}
  where ${messages.conversationId} = ${interests.conversationId}
)`.mapWith(messages.createdAt);

/** The interest columns a lead row shows: its identity, status and pre-screening answers. */
const leadColumns = {
  id: interests.id,
  propertyId: interests.propertyId,
  unitId: interests.unitId,
  potentialTenantId: interests.potentialTenantId,
  conversationId: interests.conversationId,
  status: interests.status,
  createdAt: interests.createdAt,
  updatedAt: interests.updatedAt,
  firstName: interests.firstName,
  lastName: interests.lastName,
  phone: interests.phone,
  totalResidents: interests.totalResidents,
  monthlyIncome: interests.monthlyIncome,
  smoking: interests.smoking,
  pets: interests.pets,
  dogCount: interests.dogCount,
  catCount: interests.catCount,
  totalPetCount: interests.totalPetCount,
  dogBreeds: interests.dogBreeds,
  dogSizeLbs: interests.dogSizeLbs,
  emotionalSupportPet: interests.emotionalSupportPet,
  moveInDate: interests.moveInDate,
};

const ownedBy = (userId: string) =>
  and(eq(properties.id, interests.propertyId), eq(properties.userId, userId));

/** Every interest in the manager's properties, newest last message first (none last). */
export function leadsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      interest: leadColumns,
      prospect: {
        id: potentialTenants.id,
        email: potentialTenants.email,
        firstName: potentialTenants.firstName,
        lastName: potentialTenants.lastName,
        phone: potentialTenants.phone,
        createdAt: potentialTenants.createdAt,
      },
      lastMessageAt: lastMessageAt.as('lead_last_message_at'),
    })
    .from(interests)
    .innerJoin(properties, ownedBy(userId))
    .innerJoin(potentialTenants, eq(potentialTenants.id, interests.potentialTenantId))
    .orderBy(
      sql`lead_last_message_at desc nulls last`,
      desc(interests.createdAt),
      // A stable order for leads created in the same instant (one import, one transaction).
      asc(interests.id),
    );
}

export const leadPropertiesOf = (db: DbOrTx, userId: string) =>
  db.select().from(properties).where(eq(properties.userId, userId));

/** Only the units some lead names, not every unit of the manager. */
export const leadUnitsOf = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(units)
    .where(
      inArray(
        units.id,
        db.select({ id: interests.unitId }).from(interests).innerJoin(properties, ownedBy(userId)),
      ),
    );

/** Every call attached to an interest in the manager's properties, newest first. */
export const leadCallsOf = (db: DbOrTx, userId: string) =>
  db
    .select({
      interestId: phoneCalls.interestId,
      id: phoneCalls.id,
      phoneCallId: phoneCalls.phoneCallId,
      phoneNumber: phoneCalls.phoneNumber,
      createdAt: phoneCalls.createdAt,
    })
    .from(phoneCalls)
    .innerJoin(interests, eq(interests.id, phoneCalls.interestId))
    .innerJoin(properties, ownedBy(userId))
    .orderBy(desc(phoneCalls.createdAt), asc(phoneCalls.id));

export type LeadData = Awaited<ReturnType<typeof leadsOf>>[number];
export type LeadCallData = Awaited<ReturnType<typeof leadCallsOf>>[number];

/**
 * What the manager's lead rows are made of, as one digest: whenever a row would read
 * differently, it changes. Each lead contributes its own ids and its parts' stamps: every
 * write goes through Drizzle, which stamps updated_at; a message bumps its conversation's
 * version; a deleted unit or conversation nulls the reference; calls are only ever added
 * or removed. A digest over every row (not the latest stamp) also catches a write stamped
 * earlier than another, as a process on a machine whose clock lags would.
 */
export async function leadsFingerprint(db: DbOrTx, userId: string): Promise<string> {
  const [row] = await db
    .select({
      leads: sql<string>`md5(coalesce(string_agg(concat_ws('/',
        ${interests.id}, ${interests.updatedAt}, ${interests.unitId}, ${interests.conversationId},
        ${potentialTenants.updatedAt}, ${properties.updatedAt}, ${units.updatedAt},
        ${conversations.version}), ',' order by ${interests.id}), ''))`,
      calls: sql<string>`(
        select md5(coalesce(string_agg(${phoneCalls.id}::text, ',' order by ${phoneCalls.id}), ''))
        from ${phoneCalls}
        join ${interests} pi on pi.id = ${phoneCalls.interestId}
        join ${properties} pp on pp.id = pi.property_id and pp.user_id = ${userId}
      )`,
    })
    .from(interests)
    .innerJoin(properties, ownedBy(userId))
    .innerJoin(potentialTenants, eq(potentialTenants.id, interests.potentialTenantId))
    .leftJoin(units, eq(units.id, interests.unitId))
    .leftJoin(conversations, eq(conversations.id, interests.conversationId));
  return `${row?.leads ?? ''}${row?.calls ?? ''}`;
}
