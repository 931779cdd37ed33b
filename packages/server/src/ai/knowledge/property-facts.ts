/**
 * Facts from the property's own fields: what and where it is, its amenities (with the
 * spec's labels), parking price and the viewing set-up. Pet rules live in pet-facts.ts.
 */
import { AMENITIES, AMENITY_LABELS, type Amenity, parseCommaList } from '@porchlight/domain';
import { cleanText, finite, formatMoney, joinWords, listOf, lookup } from './format.ts';
import type { Fact, PropertyKnowledge } from './types.ts';

const PROPERTY_SOURCE = 'Property details';

/** Topic, sentence and extra words per amenity; pet amenities are told by the pet fact. */
const AMENITY_FACTS: Readonly<
  Record<
    Exclude<Amenity, 'LARGE_DOGS' | 'SMALL_DOGS' | 'CATS' | 'NO_PETS'>,
    { topic: string; text: string; keywords: string }
  >
> = {
  ON_SITE_PARKING: {
    topic: 'parking',
    text: 'On-site parking is available.',
    keywords: 'parking park car garage spot cost howmuch',
  },
  IN_UNIT_LAUNDRY: {
    topic: 'laundry',
    text: 'The home has in-unit laundry (a washer and dryer).',
    keywords: 'laundry washer dryer washing machine',
  },
  AIR_CONDITIONING: {
    topic: 'air_conditioning',
    text: 'The home has air conditioning.',
    keywords: 'AC air conditioning cooling',
  },
  CENTRAL_AIR: {
    topic: 'air_conditioning',
    text: 'The home has central air conditioning.',
    keywords: 'AC air conditioning central air',
  },
  POOL: { topic: 'pool', text: 'There is a pool.', keywords: 'pool swimming swim' },
  ON_SITE_MANAGER: {
    topic: 'on_site_manager',
    text: 'There is an on-site manager.',
    keywords: 'manager on-site office staff',
  },
};

const hasAmenityFact = (code: Amenity): code is keyof typeof AMENITY_FACTS =>
  Object.hasOwn(AMENITY_FACTS, code);

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

function parkingText(hasParking: boolean, price: number | null): string | null {
  if (price !== null && price > 0)
    return `${hasParking ? 'On-site parking' : 'Parking'} is available for ${formatMoney(price)} a month.`;
  if (hasParking) return price === 0 ? 'On-site parking is included at no extra cost.' : null;
  return null;
}

/** The property's own facts. Amenity codes it does not know are ignored. */
export function propertyFacts(knowledge: PropertyKnowledge): Fact[] {
  const { property, viewing } = knowledge;
  const facts: Fact[] = [];
  const add = (
    id: string,
    topic: string,
    text: string,
    keywords: string[],
    kind: Fact['kind'] = 'generated',
  ) => facts.push({ id, topic, text, keywords, source: PROPERTY_SOURCE, kind });

  const name = cleanText(property.name);
  const address = cleanText(property.address);
  const typeWords = lookup(PROPERTY_TYPE_WORDS, property.type) ?? null;
  if (address || typeWords) {
    const subject = name ?? 'The property';
    const what = typeWords ? ` is ${typeWords}` : '';
    const where = address ? `${what ? '' : ' is'} at ${address}` : '';
    add('property-overview', 'property', `${subject}${what}${where}.`, [
      'address location where located street neighborhood type kind of building',
    ]);
  }

  const amenities = parseCommaList(listOf(property.amenities).join(','), AMENITIES);
  const listed = amenities.map((code) => AMENITY_LABELS[code]);
  if (listed.length > 0)
    add('property-amenities', 'amenities', `Amenities: ${joinWords(listed)}.`, [
      'amenities features offer',
    ]);
  const parkingPrice = finite(property.parkingPrice);
  for (const code of amenities) {
    if (!hasAmenityFact(code)) continue;
    const { topic, text, keywords } = AMENITY_FACTS[code];
    const sentence = code === 'ON_SITE_PARKING' ? (parkingText(true, parkingPrice) ?? text) : text;
    add(`amenity-${code}`, topic, sentence, [AMENITY_LABELS[code], keywords]);
  }
  if (!amenities.includes('ON_SITE_PARKING')) {
    const text = parkingText(false, parkingPrice);
    if (text) add('amenity-ON_SITE_PARKING', 'parking', text, ['parking car garage cost howmuch']);
  }

  const description = cleanText(property.description);
  if (description)
    add('property-description', 'description', description, ['describe about'], 'quoted');

  const minutes = finite(viewing?.durationMinutes);
  const length = minutes && minutes > 0 ? ` Viewings last about ${minutes} minutes.` : '';
  const how =
    viewing?.mode === 'CALENDAR'
      ? 'You can book a viewing right here in the chat.'
      : 'You can ask for a viewing here, and the manager will confirm a time with you.';
  add('viewing', 'viewing', `${how}${length}`, [
    'viewing tour showing see visit appointment schedule book in person',
  ]);
  return facts;
}
