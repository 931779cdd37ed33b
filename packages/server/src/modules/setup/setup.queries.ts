import type { UpdateSetup } from '@porchlight/contract';
import { and, asc, eq, exists, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  attributes,
  conversations,
  properties,
  subscriptions,
  units,
  users,
} from '../../db/schema/index.ts';

/** The manager's own set-up moments, or undefined when the account is gone. */
export async function findSetupUser(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({
      viewingDays: users.viewingDays,
      onboardingAnsweredAt: users.onboardingAnsweredAt,
      setupDismissedAt: users.setupDismissedAt,
      websiteSnippetSeenAt: users.websiteSnippetSeenAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/** The id of the manager's first property (oldest, then lowest id), if any. */
export async function findFirstPropertyId(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [first] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(eq(properties.userId, userId))
    .orderBy(asc(properties.createdAt), asc(properties.id))
    .limit(1);
  return first?.id;
}

/** Whether each kind of set-up data exists for the manager, in one statement. */
export async function findSetupFlags(db: DbOrTx, userId: string) {
  const owned = eq(properties.userId, userId);
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
  return flags;
}

/**
 * Records the moments the dashboard reports; a moment already recorded keeps its first time.
 * False when no such account exists.
 */
export async function recordSetupMoments(
  db: DbOrTx,
  userId: string,
  body: UpdateSetup,
  now: Date,
): Promise<boolean> {
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
  const updated = await db
    .update(users)
    .set(changes)
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}
