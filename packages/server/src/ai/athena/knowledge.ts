import {
  AMENITIES,
  AMENITY_LABELS,
  type Amenity,
  DOG_BREED_LABELS,
  parseCommaList,
  RESTRICTED_DOG_BREEDS,
} from '@porchlight/domain';
import MiniSearch from 'minisearch';
import type { ChatContext } from './context.ts';

/** What retrieval reads: one property, its unit, its resolved policies and its lease. */
export type KnowledgeSource = Pick<ChatContext, 'property' | 'unit' | 'policy' | 'lease'>;

interface Fact {
  id: number;
  source: string;
  text: string;
  keywords: string;
}

const money = (n: number, currency = 'USD') =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    maximumFractionDigits: n % 1 ? 2 : 0,
  }).format(n);

const DEPOSITS: Record<string, string> = {
  HALF_MONTH: "half a month's rent",
  ONE_MONTH: "one month's rent",
  ONE_AND_HALF_MONTH: "one and a half months' rent",
  TWO_MONTHS: "two months' rent",
};

/** The property's facts, policies and lease as short sentences with the words people use. */
function factsOf(context: KnowledgeSource): Omit<Fact, 'id'>[] {
  const { property, unit, policy, lease } = context;
  const facts: Omit<Fact, 'id'>[] = [];
  const add = (source: string, text: string, keywords: string) =>
    facts.push({ source, text, keywords });
  if (unit) {
    const label = `Unit ${unit.unitNumber ?? ''}`.trim();
    if (unit.monthlyPrice !== null)
      add(
        label,
        `The rent is ${money(unit.monthlyPrice, unit.currency)} a month.`,
        'rent price cost how much monthly pay',
      );
    if (unit.bedrooms !== null || unit.bathrooms !== null) {
      add(
        label,
        `It has ${unit.bedrooms ?? '?'} bedroom(s) and ${unit.bathrooms ?? '?'} bathroom(s).`,
        'bedrooms bathrooms beds baths rooms',
      );
    }
    if (unit.sizeSqft !== null && unit.sizeSqft > 0)
      add(
        label,
        `It is about ${unit.sizeSqft} square feet.`,
        'size square feet sqft big large space',
      );
    if (unit.description) add(label, unit.description, 'unit apartment description features');
    add(
      label,
      unit.availability === 'AVAILABLE'
        ? 'It is available now.'
        : 'It is not available at the moment.',
      'available availability vacant move in',
    );
  }
  const amenities = parseCommaList(property.amenities, AMENITIES) as Amenity[];
  for (const amenity of amenities) {
    const label = AMENITY_LABELS[amenity];
    if (amenity === 'ON_SITE_PARKING') {
      add(
        'Amenities',
        `On-site parking is available${property.parkingPrice ? ` for ${money(property.parkingPrice)} a month` : ''}.`,
        'parking park car garage spot',
      );
    } else if (amenity !== 'NO_PETS')
      add(
        'Amenities',
        `${label}: yes.`,
        `${label.toLowerCase()} amenity ${amenity === 'IN_UNIT_LAUNDRY' ? 'washer dryer laundry' : ''} ${amenity.includes('AIR') ? 'ac air conditioning cooling' : ''}`,
      );
  }
  const restricted = parseCommaList(property.restrictedDogBreeds, RESTRICTED_DOG_BREEDS).map(
    (b) => DOG_BREED_LABELS[b],
  );
  if (amenities.includes('NO_PETS'))
    add(
      'Pet policy',
      'Pets are not allowed (service and assistance animals are always welcome).',
      'pets dog dogs cat cats animal animals',
    );
  else {
    const rules = [
      property.dogsAllowedCount ? `up to ${property.dogsAllowedCount} dog(s)` : null,
      property.catsAllowedCount ? `up to ${property.catsAllowedCount} cat(s)` : null,
      property.maxDogSizeLbs ? `dogs up to ${property.maxDogSizeLbs} lb` : null,
      restricted.length ? `${restricted.join(', ')} not allowed` : null,
    ].filter(Boolean);
    if (rules.length)
      add(
        'Pet policy',
        `Pets: ${rules.join('; ')}.`,
        'pets dog dogs cat cats animal animals breed weight',
      );
  }
  if (property.description)
    add(
      'Property details',
      property.description,
      'property building description features neighborhood location',
    );
  for (const attribute of policy) {
    const label = attribute.attributeType.toLowerCase().replaceAll('_', ' ');
    let text = attribute.textContent ?? '';
    if (attribute.attributeType === 'SECURITY_DEPOSIT') {
      text =
        attribute.textContent === 'CUSTOM'
          ? `The security deposit is ${attribute.numericValue} months' rent.`
          : `The security deposit is ${DEPOSITS[attribute.textContent ?? ''] ?? 'set by the lease'}.`;
    } else if (attribute.attributeType === 'RENTAL_DURATION_MONTHS')
      text = `Leases are for ${attribute.numericValue} months.`;
    else if (attribute.attributeType === 'MOVE_OUT_NOTICE_PERIOD')
      text = `Tenants give ${attribute.numericValue} days' notice before moving out.`;
    else if (attribute.attributeType.endsWith('UTILITIES')) {
      text = `${attribute.attributeType.startsWith('TENANT') ? 'Tenants' : 'The landlord'} pay(s): ${(attribute.textContent ?? '').toLowerCase().replaceAll(',', ', ')}.`;
    }
    if (text)
      add(
        `${label[0]?.toUpperCase()}${label.slice(1)}`,
        text,
        `${label} ${attribute.attributeType.includes('UTILIT') ? 'utilities water gas electricity internet trash bills' : ''} ${attribute.attributeType.includes('DEPOSIT') ? 'deposit' : ''} ${attribute.attributeType.includes('RENTAL') ? 'lease length term how long months' : ''}`,
      );
  }
  for (const chunk of [...lease].sort((a, b) => a.position - b.position))
    add('Lease', chunk.content, 'lease');
  return facts;
}

const STOP = new Set([
  'the',
  'a',
  'an',
  'is',
  'are',
  'do',
  'does',
  'i',
  'you',
  'it',
  'there',
  'can',
  'what',
  'how',
  'of',
  'to',
  'for',
  'in',
  'my',
  'me',
  'we',
  'and',
  'or',
  'be',
  'with',
  'have',
  'has',
  'any',
  'this',
  'that',
  'about',
  'on',
  'at',
]);

/** A look-up over this conversation's property only: best facts above a threshold, quoted. */
export function knowledgeLookup(
  context: KnowledgeSource,
): (question: string) => { answer: string } | null {
  const facts = factsOf(context).map((fact, id) => ({ ...fact, id }));
  const index = new MiniSearch<Fact>({
    fields: ['text', 'keywords'],
    storeFields: ['text', 'source'],
    searchOptions: { boost: { keywords: 2 }, fuzzy: 0.2, prefix: true },
    processTerm: (term) => (STOP.has(term.toLowerCase()) ? null : term.toLowerCase()),
  });
  index.addAll(facts);
  return (question) => {
    const hits = index.search(question).filter((hit) => hit.score >= 2.5);
    if (hits.length === 0) return null;
    const best = hits.slice(0, hits[1] && hits[1].score > hits[0]!.score * 0.8 ? 2 : 1);
    const lines = best.map((hit) =>
      hit.source === 'Lease' ? `Per the lease: "${hit.text}"` : hit.text,
    );
    return { answer: lines.join(' ') };
  };
}
