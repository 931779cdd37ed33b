/**
 * Reading a run's variables. Values are data, never instructions: they are only ever
 * placed into the document as text. A missing, blank or unreadable value reads as
 * undefined, so a composer can leave it out instead of printing 'undefined' or an empty label.
 */
import {
  type FairHousingConcern,
  fairHousingNote,
  hashtagWords,
  scrubFairHousing,
} from './fair-housing.ts';
import {
  formatIsoDate,
  formatMoney,
  formatTime,
  leadingAmount,
  parseNumber,
  upperFirst,
} from './format.ts';

export type RawVariables = Readonly<Record<string, unknown>>;

export interface Vars {
  /** Trimmed text on one line, or undefined. Numbers read as text too. */
  text(id: string): string | undefined;
  /** A list typed one item a line or separated by ';' (and by ', ' when `commas`). */
  items(id: string, options?: { commas?: boolean }): string[];
  /** A number field, or a text that is only a number ('$1,500', '8%'). */
  num(id: string): number | undefined;
  /** A number field, or the dollar amount a text starts with ('$180,000 operating'). */
  amount(id: string): number | undefined;
  /** Money as '$1,500' for a number, the text as typed otherwise. */
  money(id: string): string | undefined;
  /** 'March 14, 2025' for a 'YYYY-MM-DD' date, the text as typed otherwise. */
  date(id: string): string | undefined;
  /** '2:30 PM' for a 24-hour time, the text as typed otherwise. */
  time(id: string): string | undefined;
  /** A checkbox: true only when ticked. */
  flag(id: string): boolean;
  /** Hashtags, each '#Word', without duplicates (and without preference phrases when scrubbing). */
  hashtags(id: string): string[];
}

/** Values a client may send for "nothing": treated as absent, never printed. */
const EMPTY = /^(?:undefined|null|nan|\[object object\])$/i;

/** Control characters (but tab and newline) and zero-width marks have no place in a letter. */
const isInvisible = (code: number) =>
  (code < 32 && code !== 9 && code !== 10) ||
  code === 127 ||
  (code >= 0x200b && code <= 0x200f) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0xfeff;

function clean(value: unknown): string | undefined {
  let text: string | undefined;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  if (text === undefined) return undefined;
  const trimmed = Array.from(text, (ch) => (isInvisible(ch.charCodeAt(0)) ? ' ' : ch))
    .join('')
    .trim();
  return trimmed === '' || EMPTY.test(trimmed) ? undefined : trimmed;
}

const oneLine = (text: string) =>
  text
    .split(/\s*\n\s*/)
    .filter(Boolean)
    .map((line, index, lines) =>
      index < lines.length - 1 && !/[.!?;:,]$/.test(line) ? `${line};` : line,
    )
    .join(' ')
    .replace(/\s{2,}/g, ' ');

/** Splits on newlines, ';' and bullets; with `commas` also on ', ' (never inside '$1,500'). */
function splitItems(text: string, commas: boolean): string[] {
  const pieces = text.split(/\s*(?:\n|;|•|\u2022)\s*/).flatMap((piece) => {
    const bare = piece.replace(/^(?:[-*+]|\d+[.)])\s+/, '').trim();
    if (!commas) return [bare];
    const parts = bare.split(/,\s+(?:and\s+|or\s+)?/i);
    // 'a, b and c': the last 'and' of a comma list separates items too.
    const last = parts.length > 1 ? parts.pop() : undefined;
    return last === undefined ? parts : [...parts, ...last.split(/\s+and\s+/i)];
  });
  return pieces
    .map((piece) => piece.trim().replace(/\.$/, ''))
    .filter((piece) => piece !== '' && !EMPTY.test(piece))
    .map(upperFirst);
}

export interface ReadOptions {
  /** Marketing templates: remove Fair-Housing preference phrases from every text value. */
  fairHousing?: boolean;
}

/**
 * Names and addresses are identities, not descriptions: 'Christian Street' or 'St. Mary's
 * Court' stay as written.
 */
const IDENTITY_FIELDS = new Set(['propertyAddress', 'propertyName']);

export interface ReadResult {
  vars: Vars;
  /** The note to add when phrases were removed, else null. */
  fairHousingNote(): { text: string; short: string } | null;
}

export function readVariables(raw: RawVariables, options: ReadOptions = {}): ReadResult {
  const concerns = new Set<FairHousingConcern>();
  let removed = 0;

  const scrub = (text: string): string | undefined => {
    if (!options.fairHousing) return text;
    const result = scrubFairHousing(text);
    removed += result.removed;
    for (const concern of result.concerns) concerns.add(concern);
    return result.text === '' ? undefined : result.text;
  };
  // Each value is read once, so a phrase is counted once however often a composer uses it.
  const cache = new Map<string, string | undefined>();
  const value = (id: string): string | undefined => {
    if (!cache.has(id)) {
      const own = Object.hasOwn(raw, id) ? clean(raw[id]) : undefined;
      cache.set(id, own === undefined || IDENTITY_FIELDS.has(id) ? own : scrub(own));
    }
    return cache.get(id);
  };
  const tagCache = new Map<string, string[]>();
  const rawNumber = (id: string) => {
    const v = Object.hasOwn(raw, id) ? raw[id] : undefined;
    return typeof v === 'number' && Number.isFinite(v) ? v : undefined;
  };

  const vars: Vars = {
    text(id) {
      const v = value(id);
      return v === undefined ? undefined : oneLine(v);
    },
    items(id, itemOptions = {}) {
      const v = value(id);
      return v === undefined ? [] : splitItems(v, itemOptions.commas ?? false);
    },
    num(id) {
      const n = rawNumber(id);
      if (n !== undefined) return n;
      const v = value(id);
      return v === undefined ? undefined : (parseNumber(v) ?? undefined);
    },
    amount(id) {
      const n = rawNumber(id);
      if (n !== undefined) return n;
      const v = value(id);
      return v === undefined ? undefined : (leadingAmount(v) ?? undefined);
    },
    money(id) {
      const n = rawNumber(id);
      if (n !== undefined) return formatMoney(n);
      return vars.text(id);
    },
    date(id) {
      const v = vars.text(id);
      return v === undefined ? undefined : (formatIsoDate(v) ?? v);
    },
    time(id) {
      const v = vars.text(id);
      return v === undefined ? undefined : (formatTime(v) ?? v);
    },
    flag(id) {
      const v = Object.hasOwn(raw, id) ? raw[id] : undefined;
      return v === true || v === 'true';
    },
    hashtags(id) {
      const known = tagCache.get(id);
      if (known) return known;
      const own = Object.hasOwn(raw, id) ? clean(raw[id]) : undefined;
      if (own === undefined) return [];
      const tags = new Map<string, string>();
      for (const word of own.split(/[\s,;]+/)) {
        const tag = word.replace(/^#+/, '').replace(/[^\p{L}\p{N}_]/gu, '');
        if (!tag) continue;
        if (options.fairHousing) {
          const result = scrubFairHousing(hashtagWords(tag));
          if (result.removed > 0) {
            removed += result.removed;
            for (const concern of result.concerns) concerns.add(concern);
            continue;
          }
        }
        tags.set(tag.toLowerCase(), `#${tag}`);
      }
      tagCache.set(id, [...tags.values()]);
      return [...tags.values()];
    },
  };

  return {
    vars,
    fairHousingNote: () => (removed > 0 ? fairHousingNote(removed, [...concerns]) : null),
  };
}
