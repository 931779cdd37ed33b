import { splitCommaList } from '@porchlight/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/connection.ts';
import { leaseChunks, type properties, units } from '../../db/schema/index.ts';
import { resolvedAttributes } from '../../modules/attributes/attributes.queries.ts';
import { viewingSettings } from '../../modules/viewings/viewing-hours.ts';
import { answerQuestion, buildKnowledgeIndex, type PropertyKnowledge } from '../knowledge/index.ts';
import { type ChatContext, learnedFacts } from './context.ts';

/** What retrieval reads: one property, its unit, its resolved policies, its lease, its viewings. */
export type KnowledgeSource = Pick<
  ChatContext,
  'property' | 'unit' | 'policy' | 'lease' | 'settings' | 'learned'
>;

/** Loads what Athena may know about one property (and unit): nothing of any other. */
export async function loadKnowledgeSource(
  db: DbOrTx,
  property: typeof properties.$inferSelect,
  unitId: string | null,
): Promise<KnowledgeSource> {
  const [unit] = unitId ? await db.select().from(units).where(eq(units.id, unitId)) : [];
  const [policy, lease, settings, learned] = await Promise.all([
    resolvedAttributes(db, {
      userId: property.userId,
      propertyId: property.id,
      unitId: unit?.id ?? null,
    }),
    db.select().from(leaseChunks).where(eq(leaseChunks.propertyId, property.id)),
    viewingSettings(db, property.id),
    learnedFacts(db, property.id, unit?.propertyId === property.id ? unit.id : null),
  ]);
  return {
    property,
    unit: unit?.propertyId === property.id ? unit : null,
    policy,
    lease,
    settings,
    learned,
  };
}

/** The conversation's rows as ai/knowledge reads them: this property and nothing else. */
export function knowledgeOf({
  property,
  unit,
  policy,
  lease,
  settings,
  learned,
}: KnowledgeSource): PropertyKnowledge {
  return {
    property: {
      address: property.address,
      name: property.name,
      type: property.type,
      amenities: splitCommaList(property.amenities),
      parkingPrice: property.parkingPrice,
      description: property.description,
      dogsAllowedCount: property.dogsAllowedCount,
      catsAllowedCount: property.catsAllowedCount,
      petsAllowedCount: property.petsAllowedCount,
      restrictedDogBreeds: splitCommaList(property.restrictedDogBreeds),
      maxDogSizeLbs: property.maxDogSizeLbs,
    },
    unit: unit && {
      unitNumber: unit.unitNumber,
      type: unit.type,
      bedrooms: unit.bedrooms,
      bathrooms: unit.bathrooms,
      sizeSqft: unit.sizeSqft,
      monthlyPrice: unit.monthlyPrice,
      currency: unit.currency,
      availability: unit.availability,
      description: unit.description,
      videoLink: unit.videoLink,
    },
    attributes: policy.map(({ attributeType, textContent, numericValue }) => ({
      attributeType,
      textContent,
      numericValue,
    })),
    leaseChunks: lease.map(({ position, content }) => ({ position, content })),
    learned: learned.map(({ question, answer }) => ({ question, answer })),
    viewing: { mode: settings.scheduleViewing, durationMinutes: settings.viewingDuration },
  };
}

/**
 * A look-up over this conversation's property only (ai/knowledge: MiniSearch over its
 * facts, policies and lease, quoting what it used). The index is built on the first
 * question of a turn, not before: most turns are answers, not questions.
 */
export function knowledgeLookup(
  context: KnowledgeSource,
): (question: string) => { answer: string } | null {
  let index: ReturnType<typeof buildKnowledgeIndex> | undefined;
  return (question) => {
    index ??= buildKnowledgeIndex(knowledgeOf(context));
    return answerQuestion(index, question);
  };
}
