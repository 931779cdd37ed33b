/**
 * Facts about the unit the prospect asked about: rent, layout, size, availability,
 * the manager's description and the video tour.
 */
import { listedSize } from '@porchlight/domain';
import {
  availabilityText,
  availableFrom,
  availableFromDate,
  unitName,
} from '../answers/unit-facts.ts';
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
    'available move in when ready vacant date start open opens free taken rented',
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

const NUMBER_WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six'];
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How a question names a layout: 'studio', '2 bed', 'two-bedroom', '3br'. */
function layoutWords(bedrooms: number): string {
  if (bedrooms === 0) return String.raw`\bstudios?\b|\befficienc(?:y|ies)\b`;
  return String.raw`\b(?:${countWords(bedrooms)})[\s-]*(?:bed(?:room)?s?|br|bd|bdrms?)\b`;
}

/** How a question names the bathrooms: '2 bathrooms', 'two baths', '2ba'. */
function bathWords(bathrooms: number): string {
  return String.raw`\b(?:${countWords(bathrooms)})[\s-]*(?:bath(?:room)?s?|ba)\b`;
}

const countWords = (n: number) => [String(n), NUMBER_WORDS[n]].filter(Boolean).join('|');

/** How a question names a home: its number ('3104', 'room 4', '#2A'). */
function numberWords(unit: KnowledgeUnit): string | null {
  const number = cleanText(unit.unitNumber);
  if (!number) return null;
  const bare = number.replace(/^(?:unit|apt\.?|apartment|room|suite|flat|#)\s*/i, '');
  const prefix = String.raw`(?:unit|apt\.?|apartment|room|rm|suite|flat|space|lot|site|#)\s*`;
  // A number alone ('4') is said with its kind ('room 4'), or as a name after a word that
  // takes one ('the side door of 22', 'does 22 have a ramp'), never as a count or a measure
  // ('22 days', 'for 2 cats'); '3104' or '2A' stands alone.
  const asName = String.raw`\b(?:of|into|does|is|about|and|or|in)\s+${literal(bare)}\b(?!\s*(?:%|\$|dollars?|bucks|k\b|lbs?|pounds|years?|yrs?|months?|mos?|days?|weeks?|wks?|hours?|hrs?|minutes?|mins?|nights?|people|persons|ppl|sq|square|feet|ft|inch\w*|th\b|st\b|nd\b|rd\b|am\b|pm\b|:|x\b|cats?|dogs?|pets?|kids?|adults?|beds?|bedrooms?|baths?|cars?|spaces?|spots?|of\b|or\b|to\b|-))`;
  return /^\d{1,2}$/.test(bare)
    ? String.raw`\b${prefix}${literal(bare)}\b|${asName}`
    : String.raw`(?:\b|#)${literal(bare)}\b`;
}

/** Words of a description that name no feature of one home: they describe any. */
const PLAIN_WORDS = new Set(
  `about above after also apartment available bath bathroom baths bedroom bedrooms below
  between building ceiling ceilings closet closets december double every floor floors from
  full half home house into january kitchen large living loft lots more near new november
  open original other over room rooms side single small square street their there this
  three through unit very view wall walls where which window windows with feet foot`.split(/\s+/),
);

/**
 * The words of a home's description that no other home's description says ('attic',
 * 'greenbelt', 'den'): what a person may name it by.
 */
function featuresOf(unit: KnowledgeUnit, homes: readonly KnowledgeUnit[]): string[] {
  const wordsOf = (text: string | null | undefined) =>
    new Set((text ?? '').toLowerCase().match(/\b[a-z]{3,}\b/g) ?? []);
  const others = new Set(
    homes.filter((other) => other !== unit).flatMap((other) => [...wordsOf(other.description)]),
  );
  return [...wordsOf(unit.description)].filter(
    (word) =>
      !others.has(word) &&
      !others.has(`${word}s`) &&
      !others.has(word.replace(/s$/, '')) &&
      !PLAIN_WORDS.has(word) &&
      !MONTH_OR_NUMBER.test(word),
  );
}
const MONTH_OR_NUMBER =
  /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)\w*$|^(?:one|two|three|four|five|six|seven|eight|nine|ten|first|second|third|fourth|fifth)$/;

/** A home named as such: 'which one', 'your smallest apartment', 'the bigger house'. */
const HOME_WORDS = String.raw`\b(?:units?|apartments?|apts?|homes?|houses?|places?|options?|ones?|lofts?|studios?|lots?|rooms?|flats?|villas?|cottages?|cabins?|townhomes?|townhouses?|condos?|suites?|floor ?plans?|rentals?|listings?|layouts?|bedrooms?)\b`;

/**
 * A home named by what it has, as a name goes: 'the attic room', 'the villa with the den',
 * 'the one that backs up to the greenbelt' — never the bare word ('does it have a den?').
 */
function namedByFeature(features: readonly string[]): string | null {
  if (features.length === 0) return null;
  const feature = `(?:${features.map(literal).join('|')})`;
  return String.raw`\bthe\s+(?:\w+\s+){0,2}?${feature}(?:\s+\w+)?\s+${HOME_WORDS}|${HOME_WORDS}\s+(?:with|that has|w/|near|by|on|facing|overlooking|(?:that|which)\s+\w+(?:\s+\w+){0,3}?)\s+(?:the\s+|a\s+|an\s+)?(?:\w+\s+){0,2}?${feature}\b`;
}

/** Words that ask which other homes there are: 'anything else open?', 'other units'. */
const OTHER_HOMES = String.raw`\b(?:other|another|else|more|different|any)\b[^.?!]{0,30}\b(?:units?|apartments?|homes?|rooms?|places?|options?|listings?|floor ?plans?)\b|\bvacanc(?:y|ies)\b|\bopenings?\b|\bfloor ?plans?\b|\bwhat(?:'s|s| is| else is)? (?:available|open)\b|\banything (?:else )?(?:open|available)\b`;

/** How a question names this home: its number, else its layout ('the studio', '2 bed'). */
export function homeNamedBy(unit: KnowledgeUnit): string | null {
  const bedrooms = finite(unit.bedrooms);
  const ways = [numberWords(unit), bedrooms === null ? null : layoutWords(bedrooms)].filter(
    Boolean,
  );
  return ways.length ? ways.join('|') : null;
}

/** The homes open to let: the chat's own and the others not occupied. */
export function openHomes(knowledge: {
  unit?: KnowledgeUnit | null;
  otherUnits?: KnowledgeUnit[];
}): KnowledgeUnit[] {
  return [knowledge.unit, ...(Array.isArray(knowledge.otherUnits) ? knowledge.otherUnits : [])]
    .filter((unit): unit is KnowledgeUnit => Boolean(unit) && typeof unit === 'object')
    .filter((unit) => unit.availability !== 'OCCUPIED');
}

/** One pattern of the ways given, or null when there is none (an empty one matches all). */
function pattern(...parts: (string | null)[]): RegExp | null {
  const ways = parts.filter(Boolean);
  return ways.length ? new RegExp(ways.join('|'), 'i') : null;
}

/** 'Unit 3104 (2 bedrooms)': a home named with its layout, for a list. */
function named(unit: KnowledgeUnit): string {
  const layout = layoutSaid(unit);
  return layout ? `${unitName(unit)} (${layout})` : unitName(unit);
}

/** 'a studio', '2 bedrooms', or null when the bedrooms are not given. */
function layoutSaid(unit: KnowledgeUnit): string | null {
  const bedrooms = finite(unit.bedrooms);
  return bedrooms === null ? null : bedrooms === 0 ? 'a studio' : plural(bedrooms, 'bedroom');
}

/** When a home opens: 'now', 'from January 15, 2027', or why not. */
function opens(unit: KnowledgeUnit): string {
  if (unit.availability !== 'AVAILABLE') return 'being readied';
  const from = availableFrom(unit.description);
  return from ? `from ${from}` : 'now';
}

const OTHER_WORDS =
  'other units homes apartments rooms available open vacancy vacancies bedroom bedrooms beds studio';

/**
 * The property's other homes open to let, each under its own name ('Unit 3104'), with a
 * list of them all: 'do you have a 2 bed?', 'when does the studio open up?', 'is room 4
 * the one with the shared bathroom?'. On a chat about the whole property (no unit of its
 * own) the list also answers what the rent is and when one is free.
 */
export function otherUnitFacts(knowledge: {
  unit?: KnowledgeUnit | null;
  otherUnits?: KnowledgeUnit[];
}): Fact[] {
  const units = (Array.isArray(knowledge.otherUnits) ? knowledge.otherUnits : []).filter(
    (unit) => unit && typeof unit === 'object' && unit.availability !== 'OCCUPIED',
  );
  if (units.length === 0) return [];
  const own = knowledge.unit ?? null;
  const ownChat = Boolean(own);
  // A layout the chat's own home has is answered by it: 'the studio' on the studio's chat.
  const layoutOf = (unit: KnowledgeUnit) => {
    const bedrooms = finite(unit.bedrooms);
    const bathrooms = finite(unit.bathrooms);
    return [
      bedrooms === null || (own && finite(own.bedrooms) === bedrooms)
        ? null
        : layoutWords(bedrooms),
      bathrooms === null || bathrooms < 1 || (own && finite(own.bathrooms) === bathrooms)
        ? null
        : bathWords(bathrooms),
    ];
  };
  // Each home's own facts (rent, layout, size, availability, description) under its name;
  // a home with no number and no layout of its own cannot be named, and is in the list only.
  const described = [own, ...units].filter((unit): unit is KnowledgeUnit => Boolean(unit));
  const facts = units.flatMap((unit, i) => {
    const askedBy = pattern(
      numberWords(unit),
      ...layoutOf(unit),
      // Named by what it has only when it has a number to be called by in the answer.
      numberWords(unit) ? namedByFeature(featuresOf(unit, described)) : null,
    );
    if (!askedBy) return [];
    return unitFacts(unit).map(
      (fact): Fact => ({
        ...fact,
        id: fact.id.replace(/^unit-/, `units-${i}-`),
        keywords: [...fact.keywords, OTHER_WORDS],
        askedBy,
      }),
    );
  });
  const list = (say: (unit: KnowledgeUnit) => string) => units.map(say).join('; ');
  const open = `${ownChat ? 'Other homes open here' : 'Homes open here'}: ${list(
    (unit) => `${named(unit)} ${opens(unit)}`,
  )}.`;
  const rents = units.filter((unit) => (finite(unit.monthlyPrice) ?? 0) > 0);
  const source = 'Property details';
  // On a home's own chat the list answers a question about the others.
  const others = ownChat ? { askedBy: new RegExp(OTHER_HOMES, 'i') } : {};
  facts.push({
    id: 'units-open',
    topic: 'availability',
    text: open,
    keywords: [OTHER_WORDS],
    source,
    kind: 'generated',
    ...others,
  });
  if (!ownChat && rents.length)
    facts.push({
      id: 'units-rent',
      topic: 'rent',
      text: `Rents here: ${rents
        .map(
          (unit) =>
            `${named(unit)} ${formatMoney(finite(unit.monthlyPrice) ?? 0, unit.currency)} a month`,
        )
        .join('; ')}.`,
      keywords: ['rent cost price howmuch monthly per month'],
      source,
      kind: 'generated',
    });
  return facts;
}

/** Words between a comparison and the home it is of: 'the cheapest 2 bed unit', 'smallest open one'. */
const BETWEEN = String.raw`(?:\s+(?:available|open|vacant|empty|furnished|unfurnished|\d+|one|two|three|four|studio|bed|br|bd|bedroom|of (?:the|your))){0,2}`;

/**
 * A comparison said of a home, not of anything else: 'the least expensive option', 'which
 * home is the cheapest', 'your smallest apartment', but not 'a cheaper parking option'.
 */
function comparing(asked: RegExp): RegExp {
  const word = `(?:${asked.source})`;
  return new RegExp(
    `${word}${BETWEEN}\\s+${HOME_WORDS}|\\bwhich of (?:the|them|these|those|your)(?: \\d+| two| three| four| five)?\\s+(?:is|are|would be|s|'s)\\s+(?:the\\s+)?${word}|${HOME_WORDS}(?:\\s+[\\w'-]+){0,3}?\\s+(?:is|are|would be|s|'s|costs?|rents? for|goes for|runs)\\s+(?:the\\s+)?${word}`,
    'i',
  );
}

/** The homes compared: the least and most of a measure, each said with the words that ask it. */
const COMPARISONS: readonly {
  id: string;
  measure: (unit: KnowledgeUnit) => number | null;
  least: boolean;
  say: string;
  asked: RegExp;
  /** Asked without naming a home ('anything lower?'): the words alone ask it. */
  alone?: boolean;
  /** What the home's own description says of it, quoted after it ('first-floor …'). */
  quote?: (unit: KnowledgeUnit) => string | null;
}[] = [
  {
    id: 'cheapest',
    measure: (unit) => positive(unit.monthlyPrice),
    least: true,
    say: 'The lowest rent here',
    asked:
      /\b(?:cheapest|cheaper|least expensive|less expensive|most affordable|more affordable|lowest[\s-](?:rent|price|priced|cost)|lower rent|best (?:price|deal)|on a budget|least(?= *(?:[?.!]|$)))\b/i,
  },
  {
    id: 'priciest',
    measure: (unit) => positive(unit.monthlyPrice),
    least: false,
    say: 'The highest rent here',
    asked: /\b(?:most expensive|priciest|highest[\s-](?:rent|price|priced)|top of the range)\b/i,
  },
  {
    id: 'smallest',
    measure: (unit) => listedSize(unit.sizeSqft) ?? positive(unit.bedrooms, true),
    least: true,
    say: 'The smallest home here',
    asked: /\b(?:smallest|tiniest|littlest|smaller|least space|most compact)\b/i,
  },
  {
    id: 'largest',
    measure: (unit) => listedSize(unit.sizeSqft) ?? positive(unit.bedrooms, true),
    least: false,
    say: 'The largest home here',
    asked: /\b(?:biggest|largest|bigger|larger|roomiest|most (?:space|room|square|bedrooms))\b/i,
  },
  {
    id: 'soonest',
    // Open now is the soonest; a date without its year cannot be compared.
    measure: (unit) => {
      const from = availableFromDate(unit.description);
      return from ? from.day : 0;
    },
    least: true,
    say: 'The home open soonest here',
    asked:
      /\bwhich\b[^?.!]{0,40}\b(?:soonest|earliest|quickest|first|right away|right now|immediately|asap)\b(?!\s+(?:floor|level))|\b(?:soonest|earliest) (?:available|open|opening|move[- ]in)\b/i,
    alone: true,
  },
  {
    id: 'lowest',
    measure: (unit) => floorOf(unit.description),
    least: true,
    say: 'The home with the fewest stairs here',
    asked:
      /\b(?:anything|something|one|units?|apartments?|homes?|places?|lofts?)\s+(?:on\s+(?:a\s+)?)?lower\b|\blower[\s-](?:floors?|levels?|units?|apartments?|ones?)\b|\blowest[\s-](?:floors?|levels?|units?|ones?)\b|\b(?:fewer|less|not as many)\s+(?:stairs|steps|flights)\b|\bground[\s-](?:floor|level)\s+(?:units?|apartments?|ones?|homes?|options?)\b/i,
    alone: true,
    quote: (unit) => floorSentence(unit.description),
  },
];

/** Ordinals of a floor as listings write them. */
const FLOORS: Readonly<Record<string, number>> = {
  ground: 0,
  garden: 0,
  first: 1,
  '1st': 1,
  second: 2,
  '2nd': 2,
  third: 3,
  '3rd': 3,
  fourth: 4,
  '4th': 4,
  fifth: 5,
  '5th': 5,
};
const FLOOR =
  /\b(ground|garden|first|1st|second|2nd|third|3rd|fourth|4th|fifth|5th)[\s-](?:floor|level)\b/i;
const FLIGHTS = /\bup (one|a|two|three|four) flights?\b|\b(one|two|three|four) flights? up\b/i;
const FLIGHT_COUNT: Readonly<Record<string, number>> = { one: 1, a: 1, two: 2, three: 3, four: 4 };
/** 'no steps', 'step-free', 'at grade': a home with no stairs at all. */
const NO_STAIRS =
  /\b(?:no (?:stairs|steps)|step[\s-]free|stair[\s-]free|at grade|zero[\s-]step)\b/i;
/** 'five steps up': a few steps, less than a flight. */
const FEW_STEPS = /\b(?:\d|one|two|three|four|five|six|a few)\s+steps?\b/i;

/**
 * How many flights up a home is, from its description: 'step-free' 0, 'five steps up' 0.5,
 * 'first-floor' 1 (ground 0), 'up two flights' 2; null when it does not say.
 */
function floorOf(description: string | null | undefined): number | null {
  const text = description ?? '';
  if (NO_STAIRS.test(text)) return 0;
  const flights = FLIGHTS.exec(text);
  if (flights) return FLIGHT_COUNT[(flights[1] ?? flights[2] ?? '').toLowerCase()] ?? null;
  if (FEW_STEPS.test(text)) return 0.5;
  const floor = FLOOR.exec(text);
  return floor ? (FLOORS[floor[1]!.toLowerCase()] ?? null) : null;
}

/** The sentence of a description that says where the home is: its floor, its stairs. */
function floorSentence(description: string | null | undefined): string | null {
  const sentence = (description ?? '')
    .split(/(?<=[.!?])\s+/)
    .find((s) => NO_STAIRS.test(s) || FLIGHTS.test(s) || FEW_STEPS.test(s) || FLOOR.test(s));
  return sentence ? `"${sentence.trim()}"` : null;
}

/** A number above zero (or zero too, when it may be: a studio's bedrooms), else null. */
function positive(value: unknown, zero = false): number | null {
  const n = finite(value);
  return n !== null && (n > 0 || (zero && n === 0)) ? n : null;
}

/** 'Unit 412 (a studio, 540 square feet) at $1,495 a month, open now'. */
function described(unit: KnowledgeUnit): string {
  const size = listedSize(unit.sizeSqft);
  const what = [
    layoutSaid(unit),
    size ? `${size.toLocaleString('en-US')} square feet` : null,
  ].filter(Boolean);
  const price = positive(unit.monthlyPrice);
  return `${unitName(unit)}${what.length ? ` (${what.join(', ')})` : ''}${
    price === null ? '' : ` at ${formatMoney(price, unit.currency)} a month`
  }, open ${opens(unit)}`;
}

/**
 * The homes open here compared ('which one is cheapest?', 'what's your smallest apartment',
 * 'how much is the bigger house'): the least or most of a measure, when two or more homes
 * have it and one stands apart.
 */
export function comparedUnitFacts(knowledge: {
  unit?: KnowledgeUnit | null;
  otherUnits?: KnowledgeUnit[];
}): Fact[] {
  const homes = openHomes(knowledge);
  return COMPARISONS.flatMap((comparison): Fact[] => {
    const measured = homes.flatMap((unit) => {
      const value = comparison.measure(unit);
      return value === null ? [] : [{ unit, value }];
    });
    if (measured.length < 2) return [];
    const best = comparison.least
      ? Math.min(...measured.map((m) => m.value))
      : Math.max(...measured.map((m) => m.value));
    const chosen = measured.filter((m) => m.value === best);
    if (chosen.length === measured.length) return [];
    return [
      {
        id: `computed-${comparison.id}`,
        topic:
          comparison.id === 'lowest'
            ? 'floor'
            : comparison.id === 'cheapest' || comparison.id === 'priciest'
              ? 'rent'
              : comparison.id === 'soonest'
                ? 'availability'
                : 'size',
        text: `${comparison.say}: ${chosen
          .map((m) => {
            const quoted = comparison.quote?.(m.unit);
            return `${described(m.unit)}${quoted ? `, ${quoted}` : ''}`;
          })
          .join('; ')}.`,
        // Answered before any search (knowledge/retrieve.ts): no words of their own.
        keywords: [],
        source: 'Property details',
        kind: 'generated',
        askedBy: comparison.alone ? comparison.asked : comparing(comparison.asked),
      },
    ];
  });
}
