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
  const [known, history] = await Promise.all([
    propertyContext(db, property, unit?.id ?? null),
    conversationMessages(db, conversationId),
  ]);
  return {
    conversation,
    interest,
    property,
    unit: unit ?? null,
    ...known,
    // The zone is the property row's, read just now.
    settings: { ...known.settings, timeZone: property.timeZone },
    history,
  };
}

type PropertyRow = typeof properties.$inferSelect;
type PropertyContext = Awaited<ReturnType<typeof readPropertyContext>>;

/** The property's (and unit's) policies, lease, viewing settings and taught facts. */
async function readPropertyContext(db: DbOrTx, property: PropertyRow, unitId: string | null) {
  const [policy, lease, settings, learned] = await Promise.all([
    resolvedAttributes(db, { userId: property.userId, propertyId: property.id, unitId }),
    db
      .select()
      .from(leaseChunks)
      .where(eq(leaseChunks.propertyId, property.id))
      .orderBy(asc(leaseChunks.position)),
    viewingSettings(db, property.id),
    learnedFacts(db, property.id, unitId),
  ]);
  return { policy, lease, settings, learned };
}

/** Properties (and units) whose context is kept; the least recently used goes first. */
const MAX_CONTEXTS = 500;
const contexts = new Map<string, { version: number; context: Promise<PropertyContext> }>();

/**
 * What a turn reads about its property besides the row, kept per property and unit for as
 * long as the property's context_version stands: a trigger moves it on any change to those
 * rows (migration 0005), in whichever process it was made, and each turn reads the version
 * with the property. Four statements fewer a turn, and a long lease not read again.
 */
function propertyContext(db: DbOrTx, property: PropertyRow, unitId: string | null) {
  const key = `${property.id}/${unitId ?? ''}`;
  const found = contexts.get(key);
  contexts.delete(key);
  if (found && found.version === property.contextVersion) {
    contexts.set(key, found);
    return found.context;
  }
  const context = readPropertyContext(db, property, unitId);
  context.catch(() => contexts.delete(key));
  contexts.set(key, { version: property.contextVersion, context });
  if (contexts.size > MAX_CONTEXTS) contexts.delete(contexts.keys().next().value ?? '');
  return context;
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
