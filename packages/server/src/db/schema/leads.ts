import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, updatedAt } from './columns.ts';
import { leasingAgents, properties, tenants, units } from './properties.ts';

/**
 * A prospect's identity (the tenant-chat audience), one per e-mail across the product.
 * Pre-screening answers are NOT kept here but on each interest, so that what a prospect
 * told one manager is never shown to another.
 */
export const potentialTenants = pgTable(
  'potential_tenants',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    /** First sign-in by an e-mailed link: from then on, sessions made without one end. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** Bumped to end every session of this prospect at once. */
    sessionVersion: integer('session_version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('potential_tenants_email_key').on(t.email)],
);

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    /** PROPERTY_INTEREST (prospect chat) or RESIDENT (Resident AI). */
    kind: text('kind').notNull(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    potentialTenantId: uuid('potential_tenant_id').references(() => potentialTenants.id, {
      onDelete: 'cascade',
    }),
    residentId: uuid('resident_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** Manager previewing the Resident AI chat with their own session. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Bumped on every change; the polling ETag is derived from it. */
    version: integer('version').notNull().default(0),
    /** When the prospect last read the conversation (a poll or a stream): unread replies are mailed. */
    prospectSeenAt: timestamp('prospect_seen_at', { withTimezone: true, mode: 'date' }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }),
    /**
     * Where the prospect last wrote from (CHAT, EMAIL or SMS): Athena's and the manager's
     * messages go out there too (modules/channels). Chat replies are only ever shown.
     */
    channel: text('channel').notNull().default('CHAT'),
    /** The prospect's number on a text-message thread, E.164 ('+15551234567'). */
    smsPhone: text('sms_phone'),
    /** The property number the thread texts from (the one the prospect wrote to). */
    smsNumber: text('sms_number'),
    /** The first e-mail of the thread (its Message-ID): every later one references it. */
    emailThreadId: text('email_thread_id'),
    /** The prospect unsubscribed from this thread's e-mail: nothing more is mailed to them. */
    emailOptedOutAt: timestamp('email_opted_out_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('conversations_property_idx').on(t.propertyId),
    // A texting prospect's thread with the number they wrote to.
    index('conversations_sms_idx')
      .on(t.smsPhone, t.smsNumber)
      .where(sql`${t.smsPhone} is not null`),
    // A prospect's conversations, and the cascade when a prospect is deleted (without it,
    // each deleted prospect reads every conversation).
    index('conversations_prospect_idx').on(t.potentialTenantId),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    /** Insertion order: two messages of one transaction share created_at but never seq. */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** The manager's name on a message they wrote themselves (role 'manager'). */
    authorName: text('author_name'),
    /** Where it was written or sent: CHAT, EMAIL or SMS. */
    channel: text('channel').notNull().default('CHAT'),
    /**
     * An outgoing e-mail or text's delivery: QUEUED, SENT, DELIVERED, FAILED or NOT_SENT
     * (opted out, or the channel is not set up); null for chat and for what the prospect wrote.
     */
    delivery: text('delivery'),
    deliveryError: text('delivery_error'),
    /** The e-mail's Message-ID or the provider's message id (a text's SID). */
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_conversation_idx').on(t.conversationId, t.seq),
    index('messages_created_idx').on(t.createdAt),
    // The leads table's last message per conversation (one index step each) and a
    // conversation's messages within an analytics period.
    index('messages_conversation_created_idx').on(t.conversationId, t.createdAt),
    // A delivery report finds its message by the provider's id; an e-mail or text received
    // twice (a retry, or two transports at once) is stored once in its conversation.
    // E-mails and texts on their way out, for the sweep of texts left being sent.
    index('messages_in_flight_idx')
      .on(t.createdAt)
      .where(sql`${t.delivery} in ('QUEUED', 'SENDING')`),
    uniqueIndex('messages_external_key')
      .on(t.externalId, t.conversationId)
      .where(sql`${t.externalId} is not null`),
  ],
);

/**
 * Numbers that texted STOP (or another opt-out word) to one of our numbers: nothing is
 * texted to them from that number again, by Athena or a manager, until they text START.
 */
export const smsOptOuts = pgTable(
  'sms_opt_outs',
  {
    phone: text('phone').notNull(),
    number: text('number').notNull(),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [uniqueIndex('sms_opt_outs_key').on(t.phone, t.number)],
);

/** The pre-screening steps in their order; an unknown status is drawn as the first step. */
export const statusRank = (status: AnyPgColumn) =>
  sql`(case ${status} when 'PRE_SCREENING_COMPLETE' then 1 when 'SCHEDULING_COMPLETE' then 2 else 0 end)`;

/**
 * A move-in date as a sortable day, or null when not set: placeholder dates (0001-01-01,
 * year 0000) mean "not set", as the domain's isPlaceholderMoveIn says.
 */
export const moveInKey = (moveInDate: AnyPgColumn) =>
  sql`(case when ${moveInDate} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}' and ${moveInDate} not like '0001-01-01%' and ${moveInDate} not like '0000%' then left(${moveInDate}, 10) end)`;

/** A lead: one prospect's interest in one property, with their pre-screening answers. */
export const tenantPropertyInterests = pgTable(
  'tenant_property_interests',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    potentialTenantId: uuid('potential_tenant_id')
      .notNull()
      .references(() => potentialTenants.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    /**
     * The property's owner, copied on the lead by a trigger (and moved with the property):
     * the paged lead list walks the owner's leads in an index instead of joining properties.
     * Writers leave it out. Null for the demo's listing, which no manager owns.
     */
    ownerId: uuid('owner_id'),
    /** The conversation's last message time, kept with each message (conversation.store.ts). */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true, mode: 'date' }),
    /**
     * How the lead's name sorts (lower case; the prospect's name where this interest has none,
     * else the e-mail), and the start of its latest viewing: both kept by triggers on this
     * table, potential_tenants and viewings (migration 0004), for the paged list's indexes.
     */
    sortName: text('sort_name'),
    viewingAt: timestamp('viewing_at', { withTimezone: true, mode: 'date' }),
    /**
     * The property's address and the unit's number in lower case (null without a unit), as
     * the lead list sorts them, and what its search reads: the name key and the e-mail
     * (lower case, a line apart), and the phone's digits (the lead's, else the prospect's).
     * All kept by triggers on this table, potential_tenants, properties and units
     * (migration 0016), so that every order is an index range scan and a search a trigram
     * index scan, with no join.
     */
    propertySort: text('property_sort'),
    unitSort: text('unit_sort'),
    searchText: text('search_text'),
    phoneDigits: text('phone_digits'),
    status: text('status').notNull().default('PRE_SCREENING'),
    source: text('source').notNull().default('CHAT'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    totalResidents: integer('total_residents'),
    monthlyIncome: numeric('monthly_income', { precision: 12, scale: 2, mode: 'number' }),
    smoking: boolean('smoking'),
    pets: boolean('pets'),
    dogCount: integer('dog_count'),
    catCount: integer('cat_count'),
    totalPetCount: integer('total_pet_count'),
    dogBreeds: text('dog_breeds'),
    dogSizeLbs: numeric('dog_size_lbs', { mode: 'number' }),
    emotionalSupportPet: text('emotional_support_pet'),
    moveInDate: text('move_in_date'),
    /**
     * The manager took over the lead: Athena stays silent in its chat, whichever thread the
     * prospect writes in (a reset starts a new one), until they hand it back.
     */
    assistantPaused: boolean('assistant_paused').notNull().default(false),
    /** The pre-screening step Athena asked last, and how often it had to ask again. */
    pendingQuestion: text('pending_question'),
    reaskCount: integer('reask_count').notNull().default(0),
    /** Steps left unanswered after asking again twice; Athena moves on and the manager follows up. */
    skippedQuestions: jsonb('skipped_questions').$type<string[]>().notNull().default([]),
    /** Questions Athena could not answer, kept for the manager. */
    unansweredQuestions: jsonb('unanswered_questions').$type<string[]>().notNull().default([]),
    /** The prospect asked to be texted instead ('text me instead'): when, and the words shown. */
    smsConsentAt: timestamp('sms_consent_at', { withTimezone: true, mode: 'date' }),
    smsConsentText: text('sms_consent_text'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('interests_property_tenant_key').on(t.propertyId, t.potentialTenantId),
    index('interests_created_idx').on(t.createdAt),
    // A prospect's interests across properties, and the cascade when a prospect is deleted.
    index('interests_prospect_idx').on(t.potentialTenantId),
    // The ON DELETE SET NULL when a conversation goes (a reset, a deleted prospect).
    index('interests_conversation_idx').on(t.conversationId),
    // The paged lead list: a page of an owner's leads in one of these orders is an index
    // range scan (leads.page.queries.ts spells the same expressions).
    index('interests_owner_last_message_idx').on(t.ownerId, t.lastMessageAt, t.id),
    index('interests_owner_created_idx').on(t.ownerId, t.createdAt, t.id),
    index('interests_owner_status_idx').on(t.ownerId, statusRank(t.status), t.id),
    index('interests_owner_move_in_idx').on(t.ownerId, moveInKey(t.moveInDate), t.id),
    index('interests_owner_name_idx').on(t.ownerId, t.sortName, t.id),
    index('interests_owner_viewing_idx').on(t.ownerId, t.viewingAt, t.id),
    index('interests_owner_property_idx').on(t.ownerId, t.propertySort, t.id),
    index('interests_owner_unit_idx').on(t.ownerId, t.unitSort, t.id),
    // A unit's leads: its number's key follows a renumbering, and the ON DELETE SET NULL.
    index('interests_unit_idx').on(t.unitId),
    // The search: part of a name, e-mail or phone number (LIKE '%…%') found by trigrams.
    index('interests_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('interests_phone_digits_idx').using('gin', t.phoneDigits.op('gin_trgm_ops')),
  ],
);

/**
 * An open-house time of a property (showing mode OPEN_HOUSE): several prospects book a
 * place in it, up to its capacity; each booking is a viewing with this id.
 */
export const openHouses = pgTable(
  'open_houses',
  {
    id: id(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    capacity: integer('capacity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('open_houses_property_idx').on(t.propertyId, t.startsAt)],
);

export const viewings = pgTable(
  'viewings',
  {
    id: id(),
    interestId: uuid('interest_id')
      .notNull()
      .references(() => tenantPropertyInterests.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The agent who shows it; null: the manager (or nobody, self-guided). */
    leasingAgentId: uuid('leasing_agent_id').references(() => leasingAgents.id, {
      onDelete: 'set null',
    }),
    /** The open-house time it is a place in, if any. */
    openHouseId: uuid('open_house_id').references(() => openHouses.id, { onDelete: 'cascade' }),
    /** When the prospect confirmed they are coming (a reminder's Confirm link). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    /** The reminders sent, each once: 24 hours and 2 hours before. */
    remindedDayAt: timestamp('reminded_day_at', { withTimezone: true, mode: 'date' }),
    remindedHoursAt: timestamp('reminded_hours_at', { withTimezone: true, mode: 'date' }),
    /** When the agent was told it is still unconfirmed two hours before. */
    unconfirmedFlaggedAt: timestamp('unconfirmed_flagged_at', { withTimezone: true, mode: 'date' }),
    /** After it: SHOWN or NO_SHOW (VIEWING_OUTCOMES), as the agent marked it, and when. */
    outcome: text('outcome'),
    outcomeAt: timestamp('outcome_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    /** When it was booked or last moved: calendar feeds give it as the event's SEQUENCE. */
    updatedAt: updatedAt(),
  },
  (t) => [
    // Several agents, or an open house's places, may share a start: clashes are checked
    // per agent when booking (viewings.service.ts), under the property's lock.
    index('viewings_property_start_idx').on(t.propertyId, t.startsAt),
    index('viewings_agent_start_idx').on(t.leasingAgentId, t.startsAt),
    index('viewings_open_house_idx').on(t.openHouseId),
    index('viewings_created_idx').on(t.createdAt),
    // A lead's viewings: its latest start, kept on the lead (migration 0004's trigger).
    index('viewings_interest_idx').on(t.interestId, t.startsAt),
  ],
);

/**
 * A viewing that was cancelled (its row is gone): kept a while so calendar subscriptions
 * can tell calendars it is cancelled (the same UID, STATUS:CANCELLED) instead of it just
 * disappearing. The id is the viewing's.
 */
export const viewingCancellations = pgTable(
  'viewing_cancellations',
  {
    id: uuid('id').primaryKey(),
    propertyId: uuid('property_id')
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    /** The lead it was for (analytics count cancellations per lead and month). */
    interestId: uuid('interest_id').references(() => tenantPropertyInterests.id, {
      onDelete: 'set null',
    }),
    /** The agent it was assigned to: their subscription shows it cancelled too. */
    leasingAgentId: uuid('leasing_agent_id').references(() => leasingAgents.id, {
      onDelete: 'set null',
    }),
    /** Who cancelled it: PROSPECT (a reminder's link) or MANAGER (the agenda). */
    cancelledBy: text('cancelled_by').notNull().default('MANAGER'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [index('viewing_cancellations_property_idx').on(t.propertyId, t.startsAt)],
);

export const phoneCalls = pgTable(
  'phone_calls',
  {
    id: id(),
    phoneCallId: text('phone_call_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    interestId: uuid('interest_id').references(() => tenantPropertyInterests.id, {
      onDelete: 'set null',
    }),
    phoneNumber: text('phone_number').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }),
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    recordingUrl: text('recording_url'),
    /** Vapi's id for the call once placed (VAPI_API_KEY); the end-of-call report names it. */
    vapiCallId: text('vapi_call_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('phone_calls_call_id_key').on(t.phoneCallId),
    uniqueIndex('phone_calls_vapi_call_id_key').on(t.vapiCallId),
    // A lead's calls, and the ON DELETE SET NULL when an interest goes.
    index('phone_calls_interest_idx').on(t.interestId),
  ],
);

export const workflowRuns = pgTable(
  'workflow_runs',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    status: text('status').notNull().default('PENDING'),
    variables: jsonb('variables').$type<Record<string, string | number | boolean>>().notNull(),
    output: text('output'),
    summary: text('summary'),
    error: text('error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('workflow_runs_user_idx').on(t.userId, t.createdAt)],
);

/** Visitors who asked for Porchlight from the public demo page. */
export const demoInterests = pgTable('demo_interests', {
  id: id(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  email: text('email').notNull(),
  numDoors: integer('num_doors').notNull(),
  propertyId: uuid('property_id'),
  unitId: uuid('unit_id'),
  url: text('url').notNull(),
  createdAt: createdAt(),
});

/**
 * Every lead e-mail forwarded to a zillow-…/buildium-… address, kept raw whatever happens:
 * PROCESSED (a lead was created or updated), UNMATCHED (no account or listing matched) or
 * UNPARSEABLE (no prospect e-mail in it). Nothing forwarded is ever lost.
 */
export const inboundEmails = pgTable(
  'inbound_emails',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    source: text('source'),
    messageId: text('message_id'),
    status: text('status').notNull(),
    error: text('error'),
    interestId: uuid('interest_id').references(() => tenantPropertyInterests.id, {
      onDelete: 'set null',
    }),
    raw: text('raw').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('inbound_emails_user_idx').on(t.userId, t.createdAt),
    index('inbound_emails_message_idx').on(t.messageId),
  ],
);

/**
 * What waits for the manager: a new lead, a question Athena could not answer, an
 * accommodation request, a call or viewing request to handle by hand, a resident's
 * maintenance request, a failed import or delivery, a model reply held back. Created in the
 * transaction of what it reports. An item about a lead names its interest; one from a
 * resident names the resident and their unit instead (they have no lead).
 */
export const attentionItems = pgTable(
  'attention_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'cascade' }),
    interestId: uuid('interest_id').references(() => tenantPropertyInterests.id, {
      onDelete: 'cascade',
    }),
    conversationId: uuid('conversation_id').references(() => conversations.id, {
      onDelete: 'set null',
    }),
    /**
     * The resident who asked (a maintenance request from the Resident AI chat). The request
     * outlives them: a repair is about the home, so a deleted resident leaves it nameless.
     */
    residentId: uuid('resident_id').references(() => tenants.id, { onDelete: 'set null' }),
    /** The unit it is about, when no lead says it (a resident's). */
    unitId: uuid('unit_id').references(() => units.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(),
    text: text('text').notNull(),
    /** A maintenance request's EMERGENCY or ROUTINE; null for every other kind. */
    urgency: text('urgency'),
    /** OPEN until the manager marks it done (or answers, confirms, records an outcome). */
    status: text('status').notNull().default('OPEN'),
    outcome: text('outcome'),
    /** Mailed to the manager (at once, or in the day's digest); null until then. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('attention_items_user_status_idx').on(t.userId, t.status, t.createdAt),
    index('attention_items_interest_idx').on(t.interestId),
    // The ON DELETE SET NULL when a resident goes.
    index('attention_items_resident_idx').on(t.residentId).where(sql`${t.residentId} is not null`),
    index('attention_items_unnotified_idx').on(t.userId).where(sql`${t.notifiedAt} is null`),
  ],
);
