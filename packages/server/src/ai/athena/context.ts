import { LEAD_STATUSES, type LeadStatus, unitLabel } from '@porchlight/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import {
  conversations,
  leaseChunks,
  properties,
  tenantPropertyInterests,
  units,
} from '../../db/schema/index.ts';
import { resolvedAttributes } from '../../modules/attributes/attributes.queries.ts';
import { conversationMessages } from '../../modules/chat/conversation.store.ts';
import { viewingSettings } from '../../modules/viewings/viewing-hours.ts';
import type { ScreeningAnswers, ScreeningStep } from './questions.ts';

/** Everything about one conversation the assistant reads, scoped to its own property. */
export async function loadChatContext(db: DbOrTx, conversationId: string) {
  const [conversation] = await db
    .select()
    .from(conversations)
    .where(eq(conversations.id, conversationId));
  if (conversation?.kind !== 'PROPERTY_INTEREST') return null;
  const [interest] = await db
    .select()
    .from(tenantPropertyInterests)
    .where(eq(tenantPropertyInterests.conversationId, conversationId));
  if (!interest) return null;
  const [property] = await db
    .select()
    .from(properties)
    .where(eq(properties.id, interest.propertyId));
  if (!property) return null;
  const unitId = interest.unitId ?? conversation.unitId;
  const [unit] = unitId ? await db.select().from(units).where(eq(units.id, unitId)) : [];
  const [policy, lease, settings, history] = await Promise.all([
    resolvedAttributes(db, {
      userId: property.userId,
      propertyId: property.id,
      unitId: unit?.id ?? null,
    }),
    db.select().from(leaseChunks).where(eq(leaseChunks.propertyId, property.id)),
    viewingSettings(db, property.id),
    conversationMessages(db, conversationId),
  ]);
  return { conversation, interest, property, unit: unit ?? null, policy, lease, settings, history };
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

/** The prospect's messages since Athena last spoke. */
export function newUserMessages(history: ChatContext['history']): string[] {
  const lastAssistant = history.findLastIndex((m) => m.role === 'assistant');
  return history
    .slice(lastAssistant + 1)
    .filter((m) => m.role === 'user')
    .map((m) => m.content);
}

export const unitName = (unit: ChatContext['unit']) => (unit ? `Unit ${unitLabel(unit)}` : null);
export const stepOf = (value: string | null) => (value as ScreeningStep | null) ?? null;
