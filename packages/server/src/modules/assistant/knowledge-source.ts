import { splitCommaList } from '@porchlight/domain';
import type { PropertyKnowledge } from '../../ai/knowledge/index.ts';
import type { ChatContext } from './assistant.queries.ts';

/**
 * What retrieval reads: one property, its unit, its resolved policies, its lease, its
 * viewings, and its other homes open to let.
 */
export type KnowledgeSource = Pick<
  ChatContext,
  'property' | 'unit' | 'policy' | 'lease' | 'settings' | 'learned' | 'otherUnits'
>;

type UnitRow = NonNullable<KnowledgeSource['unit']>;

/** A unit's fields as ai/knowledge reads them. */
const knowledgeUnit = (unit: UnitRow) => ({
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
});

/** The conversation's rows as ai/knowledge reads them: this property and nothing else. */
export function knowledgeOf({
  property,
  unit,
  policy,
  lease,
  settings,
  learned,
  otherUnits,
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
    unit: unit && knowledgeUnit(unit),
    otherUnits: otherUnits.map(knowledgeUnit),
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
