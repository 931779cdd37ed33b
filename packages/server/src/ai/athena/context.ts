import { LEAD_STATUSES, type LeadStatus, unitLabel } from '@porchlight/domain';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  leaseChunks,
  properties,
  propertyFacts,
  tenantPropertyInterests,
  units,
} from '../../db/schema/index.ts';
import { resolvedAttributes } from '../../modules/attributes/attributes.queries.ts';
import { conversationMessages } from '../../modules/chat/conversation.store.ts';
import { viewingSettings } from '../../modules/viewings/viewing-hours.ts';
import type { ScreeningAnswers, ScreeningStep } from './questions.ts';

/** What the manager taught Athena about the property, and about this unit. */
export function learnedFacts(db: DbOrTx, propertyId: string, unitId: string | null) {
  return db
    .select({
      id: propertyFacts.id,
      question: propertyFacts.question,
      answer: propertyFacts.answer,
      updatedAt: propertyFacts.updatedAt,
    })
    .from(propertyFacts)
    .where(
      and(
        eq(propertyFacts.propertyId, propertyId),
        unitId
          ? or(isNull(propertyFacts.unitId), eq(propertyFacts.unitId, unitId))
          : isNull(propertyFacts.unitId),
      ),
    )
    .orderBy(asc(propertyFacts.createdAt));
}

/** Everything about one conversation the assistant reads, scoped to its own property. */
export async function loadChatContext(db: DbOrTx, conversationId: string) {
  // The conversation, its lead, the property and the unit in one statement: a turn runs for
  // every prospect message, and on the embedded database each statement waits its turn.
  const [row] = await db
    .select({
      conversation: conversations,
      interest: tenantPropertyInterests,
      property: properties,
      unit: units,
    })
    .from(conversations)
    .innerJoin(
      tenantPropertyInterests,
      eq(tenantPropertyInterests.conversationId, conversations.id),
    )
    .innerJoin(properties, eq(properties.id, tenantPropertyInterests.propertyId))
    .leftJoin(
      units,
      eq(units.id, sql`coalesce(${tenantPropertyInterests.unitId}, ${conversations.unitId})`),
    )
    .where(and(eq(conversations.id, conversationId), eq(conversations.kind, 'PROPERTY_INTEREST')))
    .limit(1);
  if (!row) return null;
  const { conversation, interest, property } = row;
  const unit = row.unit ?? undefined;
  const [policy, lease, settings, history, learned] = await Promise.all([
    resolvedAttributes(db, {
      userId: property.userId,
      propertyId: property.id,
      unitId: unit?.id ?? null,
    }),
    db.select().from(leaseChunks).where(eq(leaseChunks.propertyId, property.id)),
    viewingSettings(db, property.id),
    conversationMessages(db, conversationId),
    learnedFacts(db, property.id, unit?.id ?? null),
  ]);
  return {
    conversation,
    interest,
    property,
    unit: unit ?? null,
    policy,
    lease,
    settings,
    history,
    learned,
  };
}

export type ChatContext = NonNullable<Awaited<ReturnType<typeof loadChatContext>>>;

export const leadStatusOf = (status: string): LeadStatus =>
  (LEAD_STATUSES as readonly string[]).includes(status) ? (status as LeadStatus) : 'PRE_SCREENING';

export function answersOf(interest: ChatContext['interest']): ScreeningAnswers {
  return {
    pets: interest.pets,
    dogCount: interest.dogCount,
    catCount: interest.catCount,
    totalPetCount: interest.totalPetCount,
    dogBreeds: interest.dogBreeds,
    dogSizeLbs: interest.dogSizeLbs,
    emotionalSupportPet: interest.emotionalSupportPet,
    smoking: interest.smoking,
    moveInDate: interest.moveInDate,
    monthlyIncome: interest.monthlyIncome,
    totalResidents: interest.totalResidents,
  };
}

/** The prospect's messages since Athena (or the manager, writing as themselves) last spoke. */
export function newUserMessages(history: ChatContext['history']): string[] {
  const lastAssistant = history.findLastIndex((m) => m.role !== 'user');
  return history
    .slice(lastAssistant + 1)
    .filter((m) => m.role === 'user')
    .map((m) => m.content);
}

export const unitName = (unit: ChatContext['unit']) => (unit ? `Unit ${unitLabel(unit)}` : null);
export const stepOf = (value: string | null) => (value as ScreeningStep | null) ?? null;

/**
 * The conversation as a model reads it: the prospect's turns and the other side's, where
 * a message the manager wrote themselves is marked as theirs, so Athena neither repeats it
 * nor contradicts it as her own.
 */
export function turnHistory(
  history: readonly { role: string; content: string; authorName?: string | null }[],
): { role: 'user' | 'assistant'; content: string }[] {
  return history.map(({ role, content, authorName }) =>
    role === 'manager'
      ? {
          role: 'assistant',
          content: `(${authorName ?? 'The property manager'}, the property manager, wrote:) ${content}`,
        }
      : { role: role === 'assistant' ? 'assistant' : 'user', content },
  );
}
