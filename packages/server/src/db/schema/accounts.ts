import type { ViewingDays } from '@porchlight/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { createdAt, id, updatedAt } from './columns.ts';

/** Managers (landlords and property managers). E-mail is stored lower-cased. */
export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    phone: text('phone'),
    webhookUrl: text('webhook_url'),
    status: text('status').notNull().default('PENDING'),
    scheduleViewing: text('schedule_viewing').notNull().default('CALENDAR'),
    viewingDuration: integer('viewing_duration').notNull().default(30),
    viewingDays: jsonb('viewing_days').$type<ViewingDays>(),
    /** Random id that builds the Zillow and Buildium forwarding addresses. */
    listingEmailId: text('listing_email_id')
      .notNull()
      .default(sql`substr(md5(gen_random_uuid()::text), 1, 12)`),
    locationCity: text('location_city'),
    locationState: text('location_state'),
    locationCountry: text('location_country'),
    foundUs: text('found_us'),
    otherFoundUs: text('other_found_us'),
    jobTitle: text('job_title'),
    propertiesManaged: integer('properties_managed'),
    unitsManaged: integer('units_managed'),
    yearsInBusiness: integer('years_in_business'),
    currentSoftware: text('current_software'),
    employeesVA: integer('employees_va'),
    employeesPM: integer('employees_pm'),
    /** Bumped to end every session at once (sign out everywhere). */
    sessionVersion: integer('session_version').notNull().default(0),
    /** How the manager hears of what needs them: IMMEDIATE (a mail each) or DAILY_DIGEST. */
    notificationMode: text('notification_mode').notNull().default('IMMEDIATE'),
    /** When the welcome questions were answered or skipped: asked once per account. */
    onboardingAnsweredAt: timestamp('onboarding_answered_at', { withTimezone: true, mode: 'date' }),
    /** When the set-up checklist was dismissed: it stays hidden in every browser. */
    setupDismissedAt: timestamp('setup_dismissed_at', { withTimezone: true, mode: 'date' }),
    /** When the chat link or website snippet was first copied or viewed (a set-up step). */
    websiteSnippetSeenAt: timestamp('website_snippet_seen_at', {
      withTimezone: true,
      mode: 'date',
    }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_listing_email_id_key').on(t.listingEmailId),
  ],
);

/** One subscription per manager: how many units are paid for. */
export const subscriptions = pgTable('subscriptions', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  /** Per-unit price in USD at the time of purchase; absent when the provider did not say. */
  price: numeric('price', { precision: 10, scale: 2, mode: 'number' }),
  billingCycleAnchor: bigint('billing_cycle_anchor', { mode: 'number' }).notNull(),
  provider: text('provider').notNull(),
  externalCustomerId: text('external_customer_id'),
  externalSubscriptionId: text('external_subscription_id'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A started checkout; the local provider completes it when its link is followed. */
export const checkoutSessions = pgTable('checkout_sessions', {
  id: id(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  quantity: integer('quantity').notNull(),
  provider: text('provider').notNull(),
  /** SHA-256 of the secret carried by the checkout link. */
  secretHash: text('secret_hash').notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/**
 * Webhook signing keys. Standard Webhooks needs the secret itself to sign, so the key is
 * kept encrypted (AES-256-GCM under a server key), never in clear; a new key revokes the old.
 */
export const webhookKeys = pgTable(
  'webhook_keys',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    secretCiphertext: text('secret_ciphertext').notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_keys_user_idx').on(t.userId),
    // At most one active key per manager, whatever the code above it does.
    uniqueIndex('webhook_keys_one_active_key').on(t.userId).where(sql`${t.revokedAt} is null`),
  ],
);

/** Single-use sign-in links for every audience; only a hash of the token is kept. */
export const magicLinkTokens = pgTable(
  'magic_link_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    email: text('email').notNull(),
    audience: text('audience').notNull(),
    propertyId: uuid('property_id'),
    unitId: uuid('unit_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('magic_link_tokens_hash_key').on(t.tokenHash)],
);

/** Fixed-window counters shared by every server process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Every e-mail the product sends; also the outbox shown in the log when no SMTP is set. */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  /** An iCalendar invitation attached as invite.ics. */
  ics: text('ics'),
  /** A conversation's e-mail: the display name it is from, where replies go, its headers. */
  fromName: text('from_name'),
  replyTo: text('reply_to'),
  /** The envelope sender (MAIL FROM): a conversation mail's signed bounce address. */
  envelopeFrom: text('envelope_from'),
  headers: jsonb('headers').$type<Record<string, string>>(),
  /** The conversation message this mail carries: its delivery state follows the mail's. */
  messageId: uuid('message_id'),
  status: text('status').notNull().default('QUEUED'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  createdAt: createdAt(),
});

/**
 * One event for a manager's webhook URL: the signed payload is fixed when the event happens;
 * the delivery job sends it (PENDING → DELIVERED, or FAILED after the last retry).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    /**
     * The event's id (the webhook-id header) when it is not this delivery's own: a
     * redelivery repeats the event it copies, so a receiver can drop what it already has.
     */
    eventId: uuid('event_id'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_deliveries_user_idx').on(t.userId, t.createdAt)],
);

/** Every try of a delivery: what the receiver answered, or why it could not be reached. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    url: text('url').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
);
