/**
 * The unit's fields as sentences with their values (rent, layout, size, availability,
 * video tour), and the manager's description of it as quoted sentences.
 */
import { listedSize } from '@porchlight/domain';
import { fieldSearchText } from './field-names.ts';
import { cleanText, finite, formatMoney, lookup, plural } from './format.ts';

import type { KnowledgeUnit } from './knowledge.ts';
import { proseSentences } from './prose.ts';
import type { FactSentence, FactValue } from './types.ts';

const UNIT_TYPE_WORDS: Readonly<Record<string, string>> = {
  APARTMENT: 'an apartment',
  ROOM: 'a room',
  HOUSE: 'a house',
};

/** 'Unit 2B, the 2-bedroom apartment': how a person may name the unit, read by ranking. */
function descriptor(name: string, unit: KnowledgeUnit): string {
  const bedrooms = finite(unit.bedrooms);
  const kind = (lookup(UNIT_TYPE_WORDS, unit.type) ?? 'a home').replace(/^an? /, '');
  const size = bedrooms === 0 ? 'studio' : bedrooms ? `${bedrooms}-bedroom ${kind}` : kind;
  return `${name}, the ${size}`;
}

/** What ranking reads for each field: its name, then the sentence. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  'unit-rent': 'Rent per month of',
  'unit-layout': 'Bedrooms and bathrooms of',
  'unit-size': 'Size in square feet of',
  'unit-availability': 'Availability of',
  'unit-video': 'Video tour of',
};

/** Why a unit is not available, said plainly. */
const UNAVAILABLE: Readonly<Record<string, string>> = {
  OCCUPIED: 'it is occupied',
  MAINTENANCE: 'it is under maintenance',
};

/** 'Unit 4B' when the unit has a number, else 'the unit'. */
export function unitName(unit: KnowledgeUnit): string {
  const number = cleanText(unit.unitNumber);
  return number ? `Unit ${number}` : 'The unit';
}

function layoutText(name: string, unit: KnowledgeUnit): string | null {
  const bedrooms = finite(unit.bedrooms);
  const bathrooms = finite(unit.bathrooms);
  if (bedrooms === null && bathrooms === null) return null;
  const what = lookup(UNIT_TYPE_WORDS, unit.type) ?? 'a home';
  const baths = bathrooms === null ? null : plural(bathrooms, 'bathroom');
  if (bedrooms === 0) return `${name} is a studio${baths ? ` with ${baths}` : ''}.`;
  const rooms = [bedrooms === null ? null : plural(bedrooms, 'bedroom'), baths];
  return `${name} is ${what} with ${rooms.filter((r) => r !== null).join(' and ')}.`;
}

/** A date the listing gives for when the unit is free ('Available January 2, 2027'). */
const AVAILABLE_FROM =
  /\bavailable\b[^.]{0,40}\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d|\bavailable\b[^.]{0,40}\d{1,2}\/\d{1,2}/i;

function availabilityText(name: string, status: string, description: string): string {
  // 'Available now' unless the listing gives a date of its own, which is then the answer.
  if (status === 'AVAILABLE')
    return AVAILABLE_FROM.test(description) ? `${name} is available.` : `${name} is available now.`;
  const why = lookup(UNAVAILABLE, status);
  return `${name} is not available right now${why ? ` (${why})` : ''}.`;
}

/** The unit's sentences, under the source 'Unit 4B' (or 'the unit'). */
export function unitFacts(unit: KnowledgeUnit | null | undefined): FactSentence[] {
  if (!unit || typeof unit !== 'object') return [];
  const name = unitName(unit);
  const source = name === 'The unit' ? 'the unit' : name;
  const facts: FactSentence[] = [];
  const named = descriptor(name, unit);
  const add = (id: string, topic: string, text: string | null, value: FactValue) => {
    const searchText = fieldSearchText(topic, text ?? '', `${FIELD_LABELS[id]} ${named}`);
    if (text)
      facts.push({ id, text, source, kind: 'generated', topic, rank: 0, value, searchText });
  };
  const price = finite(unit.monthlyPrice);
  if (price !== null && price > 0)
    add(
      'unit-rent',
      'rent',
      `The rent for ${name === 'The unit' ? 'the unit' : name} is ${formatMoney(price, unit.currency)} a month.`,
      { kind: 'rent', amount: price, currency: unit.currency },
    );
  add('unit-layout', 'layout', layoutText(name, unit), {
    kind: 'layout',
    bedrooms: finite(unit.bedrooms),
    bathrooms: finite(unit.bathrooms),
  });
  const size = listedSize(unit.sizeSqft);
  if (size !== null && size > 0)
    add('unit-size', 'size', `${name} is ${size.toLocaleString('en-US')} square feet.`, {
      kind: 'size',
      sqft: size,
    });
  const status = typeof unit.availability === 'string' ? unit.availability : '';
  add('unit-availability', 'availability', availabilityText(name, status, unit.description ?? ''), {
    kind: 'availability',
    available: status === 'AVAILABLE',
    status,
  });
  const video = cleanText(unit.videoLink);
  if (video)
    add('unit-video', 'video', `There is a video tour of ${name}: ${video}`, {
      kind: 'video',
      link: video,
    });
  const description = proseSentences(unit.description, {
    idPrefix: 'unit-description',
    source,
    kind: 'quoted',
    topic: 'description',
    rank: 4,
  });
  return [...facts, ...description];
}
