/**
 * The property's own fields as sentences with their values: what and where it is, each
 * amenity (with the spec's labels), parking and its price, how viewings work; and the
 * manager's description as quoted sentences. Pet rules are in pet-facts.ts.
 */
import { AMENITIES, AMENITY_LABELS, type Amenity, parseCommaList } from '@porchlight/domain';
import { fieldSearchText } from './field-names.ts';
import { cleanText, finite, formatMoney, joinWords, listOf, lookup } from './format.ts';

import type { PropertyKnowledge } from './knowledge.ts';
import { proseSentences } from './prose.ts';
import type { FactSentence, FactValue } from './types.ts';

/** Where the property's fields and description are said to come from. */
export const LISTING = 'the listing';

/** The sentence of each amenity; pet amenities are told by the pet rules, parking below. */
const AMENITY_TEXT: Readonly<Partial<Record<Amenity, string>>> = {
  IN_UNIT_LAUNDRY: 'The home has in-unit laundry (a washer and dryer).',
  AIR_CONDITIONING: 'The home has air conditioning.',
  CENTRAL_AIR: 'The home has central air conditioning.',
  POOL: 'There is a pool.',
  ON_SITE_MANAGER: 'There is an on-site manager.',
};

/** What ranking reads before each field's sentence: its name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  property: 'Address and type of building',
  amenities: 'Amenities',
  parking: 'Parking',
  viewing: 'Viewings and tours',
};

const PET_CODES: ReadonlySet<Amenity> = new Set(['LARGE_DOGS', 'SMALL_DOGS', 'CATS', 'NO_PETS']);

const PROPERTY_TYPE_WORDS: Readonly<Record<string, string>> = {
  MULTI_FAMILY: 'a multi-family building',
  SINGLE_FAMILY_HOME: 'a single-family home',
  DUPLEX: 'a duplex',
  TRIPLEX: 'a triplex',
  QUADRUPLEX: 'a fourplex',
  CONDO: 'a condo',
  CO_OP: 'a co-op',
  APARTMENT: 'an apartment building',
  ADU: 'an accessory dwelling unit (ADU)',
};

function parkingText(onSite: boolean, price: number | null, currency: string | null) {
  const what = onSite ? 'On-site parking' : 'Parking';
  if (price !== null && price > 0)
    return `${what} is available for ${formatMoney(price, currency)} a month.`;
  if (price === 0) return `${what} is included at no extra cost.`;
  return onSite ? 'On-site parking is available.' : null;
}

function overview(knowledge: PropertyKnowledge): string | null {
  const { property } = knowledge;
  const name = cleanText(property.name);
  const address = cleanText(property.address);
  const typeWords = lookup(PROPERTY_TYPE_WORDS, property.type) ?? null;
  if (!address && !typeWords) return null;
  const what = typeWords ? ` is ${typeWords}` : '';
  const where = address ? `${what ? '' : ' is'} at ${address}` : '';
  return `${name ?? 'The property'}${what}${where}.`;
}

function viewingText(mode: string, minutes: number | null): string {
  const how =
    mode === 'CALENDAR'
      ? 'You can book a viewing right here in the chat.'
      : 'You can ask for a viewing here, and the manager will confirm a time with you.';
  return minutes && minutes > 0 ? `${how} Viewings last about ${minutes} minutes.` : how;
}

/** The property's sentences. Amenity codes this build does not know are ignored. */
export function propertyFacts(knowledge: PropertyKnowledge): FactSentence[] {
  const { property, viewing } = knowledge;
  const facts: FactSentence[] = [];
  const add = (id: string, topic: string, text: string | null, value: FactValue, rank = 1) => {
    if (!text) return;
    const searchText = fieldSearchText(topic, text, FIELD_LABELS[topic] ?? 'amenity');
    facts.push({ id, text, source: LISTING, kind: 'generated', topic, rank, value, searchText });
  };
  const address = cleanText(property.address);
  add('property-overview', 'property', overview(knowledge), {
    kind: 'address',
    address: address ?? '',
  });
  const amenities = parseCommaList(listOf(property.amenities).join(','), AMENITIES);
  // Pet codes are told by the pet rules, not as amenities ('No Pets' is none).
  const labels = amenities
    .filter((code) => !PET_CODES.has(code))
    .map((code) => AMENITY_LABELS[code].toLowerCase().replace('on site', 'on-site'));
  if (labels.length)
    add('property-amenities', 'amenities', `The amenities listed are ${joinWords(labels)}.`, {
      kind: 'amenities',
      labels,
    });
  for (const code of amenities) {
    const text = AMENITY_TEXT[code];
    if (text) add(`amenity-${code}`, code.toLowerCase(), text, amenityValue(code), 2);
  }
  const price = finite(property.parkingPrice);
  const onSite = amenities.includes('ON_SITE_PARKING');
  const currency = knowledge.unit?.currency ?? null;
  add('parking', 'parking', parkingText(onSite, price, currency), {
    kind: 'parking',
    available: onSite || (price !== null && price >= 0),
    price,
    currency,
  });
  const minutes = finite(viewing?.durationMinutes);
  const mode = viewing?.mode === 'CALENDAR' ? 'CALENDAR' : 'TEXT';
  add('viewing', 'viewing', viewingText(mode, minutes), { kind: 'viewing', mode });
  const description = proseSentences(property.description, {
    idPrefix: 'property-description',
    source: LISTING,
    kind: 'quoted',
    topic: 'description',
    rank: 5,
  });
  return [...facts, ...description];
}

function amenityValue(code: Amenity): FactValue {
  return { kind: 'amenity', code, label: AMENITY_LABELS[code] };
}
