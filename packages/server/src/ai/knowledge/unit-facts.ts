/**
 * Facts about the unit the prospect asked about: rent, layout, size, availability,
 * the manager's description and the video tour.
 */
import { listedSize } from '@porchlight/domain';
import { availabilityText, unitName } from '../answers/unit-facts.ts';
import { cleanText, finite, formatMoney, lookup, plural } from './format.ts';
import type { Fact, KnowledgeUnit } from './types.ts';

const UNIT_TYPE_WORDS: Readonly<Record<string, string>> = {
  APARTMENT: 'an apartment',
  ROOM: 'a room',
  HOUSE: 'a house',
};

function layoutText(name: string, unit: KnowledgeUnit): string | null {
  const bedrooms = finite(unit.bedrooms);
  const bathrooms = finite(unit.bathrooms);
  const rooms = [
    bedrooms === null ? null : bedrooms === 0 ? 'a studio layout' : plural(bedrooms, 'bedroom'),
    // A room without a bathroom of its own shares one: no '0 bathrooms'.
    bathrooms === null || (bathrooms === 0 && unit.type === 'ROOM')
      ? null
      : plural(bathrooms, 'bathroom'),
  ].filter((part): part is string => part !== null);
  const what = lookup(UNIT_TYPE_WORDS, unit.type) ?? 'a home';
  if (rooms.length === 0) return null;
  return `${name} is ${what} with ${rooms.join(' and ')}.`;
}

/** The unit's facts, under the source 'Unit 4B' (or 'Unit details' without a number). */
export function unitFacts(unit: KnowledgeUnit | null | undefined): Fact[] {
  if (!unit || typeof unit !== 'object') return [];
  const number = cleanText(unit.unitNumber);
  const name = unitName(unit);
  const source = number ? name : 'Unit details';
  const facts: Fact[] = [];
  const add = (
    id: string,
    topic: string,
    text: string,
    keywords: string,
    kind: Fact['kind'] = 'generated',
  ) => facts.push({ id, topic, text, keywords: [keywords], source, kind });

  const price = finite(unit.monthlyPrice);
  if (price !== null && price > 0)
    add(
      'unit-rent',
      'rent',
      `The rent for ${name} is ${formatMoney(price, unit.currency)} a month.`,
      'rent cost price howmuch monthly per month',
    );
  const layout = layoutText(name, unit);
  if (layout)
    add('unit-layout', 'layout', layout, 'bedrooms bathrooms beds baths rooms studio layout');
  const size = listedSize(unit.sizeSqft);
  if (size !== null && size > 0)
    add(
      'unit-size',
      'size',
      `${name} is ${size.toLocaleString('en-US')} square feet.`,
      'size square feet sqft how big space area',
    );
  add(
    'unit-availability',
    'availability',
    availabilityText(
      name,
      typeof unit.availability === 'string' ? unit.availability : '',
      unit.description ?? '',
    ),
    'available move in when ready vacant date start',
  );
  const description = cleanText(unit.description);
  if (description) add('unit-description', 'description', description, 'describe about', 'quoted');
  const video = cleanText(unit.videoLink);
  if (video)
    add(
      'unit-video',
      'video',
      `There is a video tour of ${name}: ${video}`,
      'video tour virtual photos pictures watch',
    );
  return facts;
}
