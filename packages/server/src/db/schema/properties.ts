import type { ViewingDays } from '@porchlight/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';

export const leasingAgents = pgTable(
  'leasing_agents',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('leasing_agents_user_idx').on(t.userId)],
);

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

export const properties = pgTable(
  'properties',
  {
    id: id(),
    /** The owning manager; null only for the seeded public demo. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name'),
    address: text('address').notNull(),
    type: text('type').notNull(),
    status: text('status').notNull().default('CLAIMED'),
    isDemo: boolean('is_demo').notNull().default(false),
    leasingAgentId: uuid('leasing_agent_id').references(() => leasingAgents.id, {
      onDelete: 'set null',
    }),
    questions: text('questions').notNull().default(''),
    amenities: text('amenities').notNull().default(''),
    parkingPrice: money('parking_price'),
    description: text('description'),
    customId: text('custom_id'),
    petQuestions: text('pet_questions').notNull().default(''),
    dogsAllowedCount: integer('dogs_allowed_count').notNull().default(0),
    catsAllowedCount: integer('cats_allowed_count').notNull().default(0),
    petsAllowedCount: integer('pets_allowed_count').notNull().default(0),
    restrictedDogBreeds: text('restricted_dog_breeds').notNull().default(''),
    maxDogSizeLbs: numeric('max_dog_size_lbs', { mode: 'number' }),
    /** IANA zone of the property's calendar; null: the server's TIMEZONE. */
    timeZone: text('time_zone'),
    /** This property's own weekly viewing hours; null: the manager's account-wide ones. */
    viewingDays: jsonb('viewing_days').$type<ViewingDays>(),
    /** The manager's sites that embed the chat: login links may return to their pages. */
    websiteOrigins: text('website_origins').array().notNull().default(sql`'{}'::text[]`),
    /** The property's text-message number (E.164): inbound texts to it reach its Athena. */
    smsNumber: text('sms_number'),
    /**
     * How viewings happen (SHOWING_MODES): an agent shows each one (AGENT), the prospect
     * lets themselves in (SELF_GUIDED: no agent is assigned), or prospects book places in
     * the manager's open-house times (OPEN_HOUSE).
     */
    showingMode: text('showing_mode').notNull().default('AGENT'),
    /**
     * Who a booked viewing goes to (VIEWING_ASSIGNMENTS): the property's leasing agent, else
     * the manager (FIXED), or by turns among the agents who show it and are free (ROUND_ROBIN).
     */
    viewingAssignment: text('viewing_assignment').notNull().default('FIXED'),
    /**
     * Moves whenever what Athena reads about the property besides its row changes: its
     * policies (the manager's, its own, its units'), lease, taught facts and the manager's
     * viewing settings. Kept by triggers (migration 0005); a turn reuses what it read for
     * the same version (modules/assistant/assistant.queries.ts).
     */
    contextVersion: integer('context_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('properties_user_idx').on(t.userId),
    uniqueIndex('properties_sms_number_key').on(t.smsNumber).where(sql`${t.smsNumber} is not null`),
  ],
);

export const propertyDivisions = pgTable(
  'property_divisions',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('property_divisions_property_idx').on(t.propertyId)],
);

export const units = pgTable(
  'units',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitNumber: text('unit_number'),
    type: text('type').notNull().default('APARTMENT'),
    sizeSqft: numeric('size_sqft', { mode: 'number' }),
    bedrooms: numeric('bedrooms', { precision: 4, scale: 1, mode: 'number' }),
    bathrooms: numeric('bathrooms', { precision: 4, scale: 1, mode: 'number' }),
    monthlyPrice: money('monthly_price'),
    currency: text('currency').notNull().default('USD'),
    availability: text('availability').notNull().default('AVAILABLE'),
    status: text('status').notNull().default('CLAIMED'),
    description: text('description'),
    customId: text('custom_id'),
    videoLink: text('video_link'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('units_property_idx').on(t.propertyId)],
);

export const listings = pgTable(
  'listings',
  {
    id: id(),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('listings_unit_idx').on(t.unitId)],
);

/** The manager's residents (people who rent a unit), not prospects. */
export const tenants = pgTable(
  'tenants',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    /** Bumped to end every session of this resident at once. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('tenants_user_idx').on(t.userId), index('tenants_email_idx').on(t.email)],
);

export const tenantLeases = pgTable(
  'tenant_leases',
  {
    id: id(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('tenant_leases_tenant_unit_key').on(t.tenantId, t.unitId),
    index('tenant_leases_unit_idx').on(t.unitId),
  ],
);

/**
 * Policy attributes, owned by a user, a property or a unit. The most specific owner wins
 * (unit over property over user); `userId` is the manager the value belongs to, for access checks.
 */
export const attributes = pgTable(
  'attributes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    attributeType: text('attribute_type').notNull(),
    ownerTable: text('owner_table').notNull(),
    ownerId: uuid('owner_id').notNull(),
    textContent: text('text_content'),
    numericValue: numeric('numeric_value', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('attributes_owner_type_key').on(t.ownerTable, t.ownerId, t.attributeType),
    index('attributes_user_idx').on(t.userId),
  ],
);

/** Uploaded lease text, cut into passages and indexed for the assistant's retrieval. */
export const leaseChunks = pgTable(
  'lease_chunks',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('lease_chunks_property_idx').on(t.propertyId, t.position),
    index('lease_chunks_search_idx').using('gin', sql`to_tsvector('english', ${t.content})`),
  ],
);

/**
 * What the manager taught Athena: a question a prospect asked and the manager's answer,
 * for the whole property or one unit. Athena grounds on these as on the property's other facts.
 */
export const propertyFacts = pgTable(
  'property_facts',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('property_facts_property_idx').on(t.propertyId)],
);

/**
 * A private calendar subscription (iCalendar) of viewings: the manager's own (no agent) or
 * one leasing agent's. Only the SHA-256 of its token is kept; making a new one replaces
 * the old, whose address stops working.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leasingAgentId: uuid('leasing_agent_id').references(() => leasingAgents.id, {
      onDelete: 'cascade',
    }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('calendar_feeds_token_key').on(t.tokenHash),
    index('calendar_feeds_owner_idx').on(t.userId, t.leasingAgentId),
  ],
);

/** The leasing agents who show a property (the round robin's pool). */
export const propertyAgents = pgTable(
  'property_agents',
  {
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    leasingAgentId: uuid('leasing_agent_id')
      .notNull()
      .references(() => leasingAgents.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.leasingAgentId] }),
    index('property_agents_agent_idx').on(t.leasingAgentId),
  ],
);

/**
 * A busy-time source: a calendar's secret iCalendar address, the manager's own (no agent)
 * or one leasing agent's. Its busy times block viewing slots. Refreshed in the background;
 * a failed refresh keeps the last good copy (`busy_times`) and records why (`error`).
 */
export const calendarSources = pgTable(
  'calendar_sources',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    leasingAgentId: uuid('leasing_agent_id').references(() => leasingAgents.id, {
      onDelete: 'cascade',
    }),
    /** What the manager calls it ('Work calendar'). */
    name: text('name').notNull(),
    /** The calendar's secret address: a credential, never logged nor shown whole again. */
    url: text('url').notNull(),
    /** The last attempt to read it, and the last that succeeded (its busy times' age). */
    fetchedAt: timestamp('fetched_at', { withTimezone: true, mode: 'date' }),
    succeededAt: timestamp('succeeded_at', { withTimezone: true, mode: 'date' }),
    /** Why the last attempt failed, in a sentence; null after a success. */
    error: text('error'),
    /** How many busy times the last good copy holds (in the refresh window). */
    busyCount: integer('busy_count').notNull().default(0),
    /** HTTP validators of the last good copy, for conditional requests. */
    etag: text('etag'),
    lastModified: text('last_modified'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('calendar_sources_owner_idx').on(t.userId, t.leasingAgentId)],
);

/** The busy times of a source's last good copy, recurring events expanded. */
export const busyTimes = pgTable(
  'busy_times',
  {
    id: id(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => calendarSources.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('busy_times_source_idx').on(t.sourceId, t.startsAt)],
);
