/**
 * The unit's fields as sentences with their values (rent, layout, size, availability,
 * video tour), and the manager's description of it as quoted sentences.
 */

import { listedSize } from '@porchlight/domain';
import * as chrono from 'chrono-node';
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

/** A number that already says what it numbers: 'Room 5', 'Apt 2', 'Suite 300'. */
const NAMED_NUMBER =
  /^(?:unit|apt|apartment|room|suite|flat|house|townhome|townhouse|loft|studio|bldg|building|lot|site|space|cabin|cottage|villa|home)\b/i;

/** 'Unit 4B' when the unit has a number ('Room 5' as it is), else 'the unit'. */
export function unitName(unit: Pick<KnowledgeUnit, 'unitNumber'>): string {
  const number = cleanText(unit.unitNumber);
  if (!number) return 'The unit';
  return NAMED_NUMBER.test(number) ? number[0]!.toUpperCase() + number.slice(1) : `Unit ${number}`;
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

/** Words after which a listing gives the day a home is free: 'Available January 2, 2027.' */
const SAYS_AVAILABLE =
  /\b(?:available|availability|vacant|ready for (?:move-in|occupancy)|opens? up|free from)\b/i;
const MONTH_NAME = /\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?\b/i;

/** 'Available now, on a lease through August 8, 2027': free today, the date is something else. */
const FREE_NOW = /\b(?:available|vacant|free)\s+(?:now|immediately|right away|today)\b/i;

/**
 * The date the listing's own words give for when a unit marked available is free ('The whole
 * house, available December 15, 2026.' → 'December 15, 2026'), as the listing writes it, or
 * null: the status says 'available', the description says from when.
 */
export function availableFrom(description: string | null | undefined): string | null {
  return availableFromDate(description)?.text ?? null;
}

/**
 * The same date with its day (UTC milliseconds) when the listing gives its year, for
 * comparing homes; null for the day when it does not ('available Jan 1' is no year's day).
 */
export function availableFromDate(
  description: string | null | undefined,
): { text: string; day: number | null } | null {
  if (!description) return null;
  for (const sentence of description.split(/(?<=[.!?])\s+|\n+/)) {
    const said = SAYS_AVAILABLE.exec(sentence);
    if (!said || FREE_NOW.test(sentence)) continue;
    const found = chrono.parse(sentence, new Date(Date.UTC(2000, 0, 1)), { forwardDate: true });
    // A day and a month written out after the word, close to it, not 'since' a past one:
    // 'available 24/7' or 'lease ends 6/30' give no date to move in.
    const date = found.find(
      (r) =>
        r.index > said.index &&
        r.index - (said.index + said[0].length) <= 20 &&
        r.start.isCertain('day') &&
        r.start.isCertain('month') &&
        /\d/.test(r.text) &&
        (MONTH_NAME.test(r.text) || /\d{1,2}\/\d{1,2}\/\d{2,4}/.test(r.text)) &&
        !/\bsince\s*$/i.test(sentence.slice(0, r.index)),
    );
    if (date) {
      const { start } = date;
      const day = start.isCertain('year')
        ? Date.UTC(start.get('year')!, start.get('month')! - 1, start.get('day')!)
        : null;
      return { text: date.text.replace(/^(?:on|from)\s+/i, ''), day };
    }
  }
  return null;
}

export function availabilityText(name: string, status: string, description: string): string {
  // 'Available now' unless the listing gives a date of its own, which is then the answer.
  if (status === 'AVAILABLE') {
    const from = availableFrom(description);
    return from ? `${name} is available from ${from}.` : `${name} is available now.`;
  }
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
