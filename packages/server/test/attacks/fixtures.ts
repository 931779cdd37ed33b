/**
 * Shared by the attack suite: one account seeded with one of every resource a manager
 * owns, and a snapshot of every table those resources live in, so an attack can prove
 * that "nothing changed" row by row.
 */
import { randomBytes } from 'node:crypto';
import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  attentionItems,
  attributes,
  busyTimes,
  calendarFeeds,
  calendarSources,
  conversations,
  leaseChunks,
  leasingAgents,
  listings,
  magicLinkTokens,
  mailOutbox,
  messages,
  openHouses,
  phoneCalls,
  potentialTenants,
  properties,
  propertyAgents,
  propertyDivisions,
  propertyFacts,
  subscriptions,
  tenantLeases,
  tenantPropertyInterests,
  tenants,
  units,
  users,
  viewings,
  webhookDeliveries,
  workflowRuns,
} from '../../src/db/schema/index.ts';
import { createManager, jobsSettled, type TestManager } from '../helpers.ts';

export interface SeededAccount {
  manager: TestManager;
  /** A string found in every text the account owns: must never show up for anyone else. */
  marker: string;
  propertyId: string;
  unitId: string;
  divisionId: string;
  leasingAgentId: string;
  tenantId: string;
  leaseId: string;
  attributeId: string;
  prospectId: string;
  prospectEmail: string;
  interestId: string;
  conversationId: string;
  residentConversationId: string;
  phoneCallId: string;
  workflowRunId: string;
  attentionItemId: string;
  factId: string;
  viewingId: string;
  calendarFeedId: string;
  calendarSourceId: string;
  openHouseId: string;
  webhookDeliveryId: string;
}

const first = <T>(rows: T[]): T => {
  const [row] = rows;
  if (!row) throw new Error('A seed row was not inserted.');
  return row;
};

/** A verified manager with one of everything: property, unit, division, agent, lead, call… */
export async function seedAccount(app: FastifyInstance, name: string): Promise<SeededAccount> {
  const db = app.db;
  const marker = `${name}-${randomBytes(3).toString('hex')}`;
  const manager = await createManager(app, `${marker}@example.com`);
  await db.insert(subscriptions).values({
    userId: manager.id,
    quantity: 3,
    billingCycleAnchor: 1_700_000_000,
    provider: 'local',
  });
  const agent = first(
    await db
      .insert(leasingAgents)
      .values({
        userId: manager.id,
        firstName: `Agent ${marker}`,
        lastName: 'Smith',
        email: `agent.${marker}@example.com`,
        phone: '3125550100',
      })
      .returning(),
  );
  const property = first(
    await db
      .insert(properties)
      .values({
        userId: manager.id,
        address: `1 ${marker} Street`,
        type: 'MULTI_FAMILY',
        description: `Private notes of ${marker}`,
        leasingAgentId: agent.id,
      })
      .returning(),
  );
  const unit = first(
    await db
      .insert(units)
      .values({ propertyId: property.id, unitNumber: `U-${marker}`, monthlyPrice: 1500 })
      .returning(),
  );
  await db.insert(listings).values({ unitId: unit.id, url: `https://example.com/${marker}` });
  await db
    .insert(leaseChunks)
    .values({ propertyId: property.id, position: 0, content: `Lease of ${marker}.` });
  const division = first(
    await db
      .insert(propertyDivisions)
      .values({ propertyId: property.id, name: `Building ${marker}` })
      .returning(),
  );
  const tenant = first(
    await db
      .insert(tenants)
      .values({
        userId: manager.id,
        firstName: `Resident ${marker}`,
        lastName: 'Doe',
        email: `resident.${marker}@example.com`,
      })
      .returning(),
  );
  const lease = first(
    await db
      .insert(tenantLeases)
      .values({ tenantId: tenant.id, propertyId: property.id, unitId: unit.id })
      .returning(),
  );
  const attribute = first(
    await db
      .insert(attributes)
      .values({
        userId: manager.id,
        attributeType: 'SECURITY_DEPOSIT',
        ownerTable: 'properties',
        ownerId: property.id,
        textContent: 'ONE_MONTH',
      })
      .returning(),
  );
  const prospectEmail = `prospect.${marker}@example.com`;
  const prospect = first(
    await db.insert(potentialTenants).values({ email: prospectEmail }).returning(),
  );
  const conversation = first(
    await db
      .insert(conversations)
      .values({
        kind: 'PROPERTY_INTEREST',
        propertyId: property.id,
        unitId: unit.id,
        potentialTenantId: prospect.id,
        lastMessageAt: new Date(),
      })
      .returning(),
  );
  await db.insert(messages).values([
    { conversationId: conversation.id, role: 'user', content: `Hello from ${marker}` },
    { conversationId: conversation.id, role: 'assistant', content: `Hi ${marker}` },
  ]);
  const interest = first(
    await db
      .insert(tenantPropertyInterests)
      .values({
        propertyId: property.id,
        unitId: unit.id,
        potentialTenantId: prospect.id,
        conversationId: conversation.id,
        firstName: `Lead ${marker}`,
      })
      .returning(),
  );
  const residentConversation = first(
    await db
      .insert(conversations)
      .values({ kind: 'RESIDENT', propertyId: property.id, unitId: unit.id, residentId: tenant.id })
      .returning(),
  );
  await db.insert(messages).values({
    conversationId: residentConversation.id,
    role: 'user',
    content: `Resident question from ${marker}`,
  });
  const phoneCallId = `call_${marker}`;
  await db.insert(phoneCalls).values({
    phoneCallId,
    userId: manager.id,
    propertyId: property.id,
    unitId: unit.id,
    interestId: interest.id,
    phoneNumber: '3125550199',
  });
  const run = first(
    await db
      .insert(workflowRuns)
      .values({
        userId: manager.id,
        type: 'OVERDUE_RENT_REMINDER',
        status: 'COMPLETED',
        variables: { tenantName: `Tenant ${marker}` },
        output: `Dear Tenant ${marker}`,
        summary: `Reminder for ${marker}`,
      })
      .returning(),
  );
  const item = first(
    await db
      .insert(attentionItems)
      .values({
        userId: manager.id,
        propertyId: property.id,
        interestId: interest.id,
        conversationId: conversation.id,
        kind: 'UNANSWERED_QUESTION',
        text: `Question of ${marker}?`,
      })
      .returning(),
  );
  const viewingStart = new Date(Date.now() + 3 * 86_400_000);
  const viewing = first(
    await db
      .insert(viewings)
      .values({
        interestId: interest.id,
        propertyId: property.id,
        unitId: unit.id,
        startsAt: viewingStart,
        endsAt: new Date(viewingStart.getTime() + 30 * 60_000),
      })
      .returning(),
  );
  const fact = first(
    await db
      .insert(propertyFacts)
      .values({
        propertyId: property.id,
        question: `Secret of ${marker}?`,
        answer: `Yes ${marker}`,
      })
      .returning(),
  );
  const feed = first(
    await db
      .insert(calendarFeeds)
      .values({ userId: manager.id, tokenHash: `${marker}-feed-token-hash` })
      .returning(),
  );
  // A busy calendar with a busy time, as a read leaves it (its address a marked secret).
  const source = first(
    await db
      .insert(calendarSources)
      .values({
        userId: manager.id,
        leasingAgentId: agent.id,
        name: `Busy ${marker}`,
        url: `https://calendar.example/${marker}/basic.ics`,
        busyCount: 1,
      })
      .returning(),
  );
  await db.insert(busyTimes).values({
    sourceId: source.id,
    startsAt: viewingStart,
    endsAt: new Date(viewingStart.getTime() + 3_600_000),
  });
  const openHouse = first(
    await db
      .insert(openHouses)
      .values({
        propertyId: property.id,
        startsAt: new Date(viewingStart.getTime() + 86_400_000),
        endsAt: new Date(viewingStart.getTime() + 86_400_000 + 2 * 3_600_000),
        capacity: 5,
      })
      .returning(),
  );
  const delivery = first(
    await db
      .insert(webhookDeliveries)
      .values({
        userId: manager.id,
        eventType: 'lead.created',
        status: 'DELIVERED',
        payload: { type: 'lead.created', data: { note: marker } },
      })
      .returning(),
  );
  return {
    manager,
    marker,
    webhookDeliveryId: delivery.id,
    calendarFeedId: feed.id,
    calendarSourceId: source.id,
    openHouseId: openHouse.id,
    attentionItemId: item.id,
    factId: fact.id,
    viewingId: viewing.id,
    propertyId: property.id,
    unitId: unit.id,
    divisionId: division.id,
    leasingAgentId: agent.id,
    tenantId: tenant.id,
    leaseId: lease.id,
    attributeId: attribute.id,
    prospectId: prospect.id,
    prospectEmail,
    interestId: interest.id,
    conversationId: conversation.id,
    residentConversationId: residentConversation.id,
    phoneCallId,
    workflowRunId: run.id,
  };
}

/** Every table an attack could write to. */
const TABLES: PgTable[] = [
  users,
  subscriptions,
  properties,
  units,
  listings,
  leaseChunks,
  propertyDivisions,
  leasingAgents,
  tenants,
  tenantLeases,
  attributes,
  potentialTenants,
  conversations,
  messages,
  tenantPropertyInterests,
  viewings,
  openHouses,
  propertyAgents,
  calendarSources,
  busyTimes,
  phoneCalls,
  workflowRuns,
  magicLinkTokens,
  mailOutbox,
  webhookDeliveries,
  attentionItems,
  propertyFacts,
];

/**
 * A digest of every row of every table above, per table, in one statement: equal
 * snapshots mean nothing was written, and a difference names the table. Taken once the
 * jobs due have run, so work the seeding set off (an index build, a greeting, a mail) is
 * not taken for a write of the request under test.
 */
export async function snapshot(app: FastifyInstance): Promise<Record<string, string>> {
  await jobsSettled(app);
  const parts = TABLES.map((table) => {
    const name = getTableName(table);
    // Every row in a stable order (a table keyed by two columns has no id: its text sorts).
    return `select '${name}' as name, count(*)::int || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest from ${name} t`;
  });
  const result = await app.db.execute<{ name: string; digest: string }>(
    sql.raw(parts.join(' union all ')),
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, row.digest]));
}
