import type { Setup, UpdateSetup } from '@porchlight/contract';
import { and, asc, eq, exists, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  attributes,
  conversations,
  properties,
  subscriptions,
  units,
  users,
} from '../../db/schema/index.ts';
import { unauthorized } from '../../http/errors.ts';
import { countLiveUnits, unitAllowance } from '../billing/index.ts';

/**
 * The manager's set-up state, every step derived from data that exists: a property, a unit,
 * viewing hours saved (the account's, null until the manager saves some, or a property's own), a policy of theirs (account,
 * property or unit), the chat link or snippet seen (or a site already embedding the chat), a
 * conversation on one of their properties (a test chat or a prospect's), and a subscription.
 */
export async function setupOf(app: FastifyInstance, userId: string): Promise<Setup> {
  const db = app.db;
  const [user] = await db
    .select({
      viewingDays: users.viewingDays,
      onboardingAnsweredAt: users.onboardingAnsweredAt,
      setupDismissedAt: users.setupDismissedAt,
      websiteSnippetSeenAt: users.websiteSnippetSeenAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw unauthorized();

  const owned = eq(properties.userId, userId);
  const [first] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(owned)
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(1);
  const [flags] = await db
    .select({
      units: exists(
        db
          .select({ one: sql`1` })
          .from(units)
          .innerJoin(properties, eq(units.propertyId, properties.id))
          .where(and(owned, ne(units.status, 'PROCESSING'))),
      ).mapWith(Boolean),
      policies: exists(
        db.select({ one: sql`1` }).from(attributes).where(eq(attributes.userId, userId)),
      ).mapWith(Boolean),
      ownHours: exists(
        db
          .select({ one: sql`1` })
          .from(properties)
          .where(and(owned, isNotNull(properties.viewingDays))),
      ).mapWith(Boolean),
      embedded: exists(
        db
          .select({ one: sql`1` })
          .from(properties)
          .where(and(owned, sql`cardinality(${properties.websiteOrigins}) > 0`)),
      ).mapWith(Boolean),
      chats: exists(
        db
          .select({ one: sql`1` })
          .from(conversations)
          .innerJoin(properties, eq(conversations.propertyId, properties.id))
          .where(owned),
      ).mapWith(Boolean),
      subscribed: exists(
        db
          .select({ one: sql`1` })
          .from(subscriptions)
          .where(and(eq(subscriptions.userId, userId), isNotNull(subscriptions.quantity))),
      ).mapWith(Boolean),
    })
    .from(sql`(select 1) as one`);
  const done = {
    PROPERTY: first !== undefined,
    UNITS: flags?.units ?? false,
    VIEWING_HOURS: user.viewingDays !== null || (flags?.ownHours ?? false),
    POLICIES: flags?.policies ?? false,
    WEBSITE: user.websiteSnippetSeenAt !== null || (flags?.embedded ?? false),
    TEST_CHAT: flags?.chats ?? false,
    GO_LIVE: flags?.subscribed ?? false,
  } as const;
  const [live, allowed] = await Promise.all([
    countLiveUnits(db, userId),
    unitAllowance(db, userId, app.config.freeUnits),
  ]);
  return {
    steps: (Object.keys(done) as (keyof typeof done)[]).map((key) => ({ key, done: done[key] })),
    dismissed: user.setupDismissedAt !== null,
    onboardingAnswered: user.onboardingAnsweredAt !== null,
    firstPropertyId: first?.id ?? null,
    unitQuota: { live, allowed },
  };
}

/** Records what the dashboard reports; a moment already recorded keeps its first time. */
export async function updateSetup(
  app: FastifyInstance,
  userId: string,
  body: UpdateSetup,
  now = new Date(),
): Promise<Setup> {
  const changes: {
    setupDismissedAt?: Date | null;
    websiteSnippetSeenAt?: SQL;
    onboardingAnsweredAt?: SQL;
  } = {};
  if (body.dismissed !== undefined) changes.setupDismissedAt = body.dismissed ? now : null;
  if (body.websiteSnippetSeen) {
    changes.websiteSnippetSeenAt = sql`coalesce(${users.websiteSnippetSeenAt}, ${now.toISOString()}::timestamptz)`;
  }
  if (body.onboardingAnswered) {
    changes.onboardingAnsweredAt = sql`coalesce(${users.onboardingAnsweredAt}, ${now.toISOString()}::timestamptz)`;
  }
  const updated = await app.db
    .update(users)
    .set(changes)
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  if (updated.length === 0) throw unauthorized();
  return setupOf(app, userId);
}
