/**
 * The move-in date: 'around March 3rd', 'ASAP', 'next month', 'early June', 'in two
 * weeks', '3/15', '2027-01-10', 'the first of April'.
 */
import type { LocalDate } from '@porchlight/domain';
import * as chrono from 'chrono-node';
import { addYears, dayNumber, isoDate, offsetMinutes, todayAt } from './calendar.ts';
import type { Extractor } from './context.ts';
import { type DateFound, monthDate, periodPart } from './month-period.ts';
import { spellMonths } from './month-words.ts';
import { readAsap, readDayOfMonth, readSeason, readYearPhrase } from './move-in-phrases.ts';
import { guarded, HEDGE } from './text.ts';

export interface MoveInAnswer {
  /** 'YYYY-MM-DD', the property's calendar day. */
  date: string;
  /** True unless the prospect named this exact day without hedging ('around', 'by'). */
  approximate: boolean;
}

/** 'ASAP, like dec 1', 'asap honestly, like dec 20': the day that ASAP means, said after it. */
const ASAP_MEANS =
  /\b(?:asap|as soon as possible|right away|immediately)\b(?:\s+(?:honestly|really|tbh|basically|though|tho|lol|haha|ideally))?[\s,;-]*(?:like|say|so|i\.?e\.?|meaning|which is|ideally)\s+(?:on\s+|by\s+)?(?:the\s+)?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun|next|this|tomorrow)/;

/** A move-in further out than this is not a real answer for a listing today. */
export const MAX_MOVE_IN_YEARS = 2;

// 'by March 3' is a deadline, not the day; 'if possible' leaves room too ('the day after
// new year's' is a day).
const LOOSE =
  /\b(?:by|(?<!\b(?:day|week) )(?:before|after)|no later than|if possible|ideally|flexible|or later|any ?time)\b/;
const RELATIVE = /^(?:in|within)\b|\bfrom now\b|\blater\b/;
const SPAN_WORDS = /\b(?:weeks?|months?|years?|weekend)\b/;
/** '6500 a month', 'twice a week': a rate, which chrono-node reads as a date a month away. */
const RATE = /^(?:an?|one|per|every|each) (?:day|week|month|year)$/;
/** chrono reads 'sun' and 'sat' as weekdays; as a whole answer they are more likely words. */
const SHORT_WEEKDAY = /^(?:sun|sat|mon|tue|tues|wed|thu|thur|thurs|fri)$/;
const ORDINAL_OF = /\b(?:the )?(\d{1,2})(?:st|nd|rd|th) of (?:the )?$|\bthe first of (?:the )?$/;

const componentsOf = (c: chrono.ParsedComponents): LocalDate => ({
  year: c.get('year') ?? 0,
  month: c.get('month') ?? 0,
  day: c.get('day') ?? 0,
});

/** One chrono-node result as a move-in day, or null when it is not one. */
function fromResult(result: chrono.ParsedResult, text: string, today: LocalDate): DateFound | null {
  const { start } = result;
  const before = text.slice(Math.max(0, result.index - 25), result.index);
  const dated = (['day', 'month', 'weekday', 'year'] as const).some((c) => start.isCertain(c));
  if (start.isCertain('hour') && !dated) return null; // 'at 5pm' is a time, not a day
  if (
    RATE.test(result.text) ||
    SHORT_WEEKDAY.test(result.text) ||
    /\bnot (?:in |on )?$/.test(before)
  )
    return null;
  // 'the week of January 5th': the date is the part after 'of'.
  if (/^ of\b/.test(text.slice(result.index + result.text.length))) return null;
  const approximate = SPAN_WORDS.test(result.text);
  if (RELATIVE.test(result.text) || !start.isCertain('month') || start.isCertain('day')) {
    const part = periodPart(result.text);
    return { date: componentsOf(start), approximate: approximate || part !== undefined };
  }
  // A month without a day: 'June', 'early June', 'next month', 'the 1st of next month'.
  const ordinal = ORDINAL_OF.exec(before);
  const day = ordinal ? Number(ordinal[1] ?? 1) : undefined;
  const part = periodPart(`${before} ${result.text}`);
  const year = start.isCertain('year') ? (start.get('year') ?? undefined) : undefined;
  return monthDate(today, start.get('month') ?? 0, { year, part, day });
}

function readWithChrono(text: string, now: Date, timeZone: string | undefined, today: LocalDate) {
  const reference = { instant: now, timezone: offsetMinutes(now, timeZone) };
  const found = chrono.parse(text, reference, { forwardDate: true }).flatMap((result) => {
    const date = fromResult(result, text, today);
    return date
      ? [{ ...date, result, at: { start: result.index, end: result.index + result.text.length } }]
      : [];
  });
  // 'the sunday before classes start, jan 10': a weekday beside the date it falls on is
  // that date, not the coming one.
  const named = (f: (typeof found)[number]) =>
    f.result.start.isCertain('month') && f.result.start.isCertain('day');
  const best =
    found.find(named) && !named(found[0]!) && weekdayOnly(found[0]!.result)
      ? found.find(named)
      : found[0];
  if (!best) return null;
  const { result: _result, ...date } = best;
  return date;
}

/** Two days of a month said as alternatives: 'the 2nd or 3rd', '14th or 15th'. */
const DAYS_OR = /\b(?:the )?(\d{1,2})(?:st|nd|rd|th)\s+or\s+(?:the )?(\d{1,2})(?:st|nd|rd|th)\b/i;

/** A result that names only a day of the week ('sunday', 'next friday'). */
const weekdayOnly = (result: chrono.ParsedResult) =>
  result.start.isCertain('weekday') && !result.start.isCertain('month');

/** A hedge in the words around the date ('around March 3rd if possible'). */
function hedged(text: string, at: DateFound['at']): boolean {
  const near = at ? text.slice(Math.max(0, at.start - 20), at.end + 20) : text;
  return HEDGE.test(near) || LOOSE.test(near);
}

/**
 * Reads a move-in day, resolved forward from `now` at the property: a month already
 * past means next year. A day in the past or more than two years out gives null.
 */
export const extractMoveInDate: Extractor<MoveInAnswer> = guarded((raw, { now, timeZone }) => {
  const today = todayAt(now, timeZone);
  if (!today) return null;
  const text = spellMonths(raw);
  // 'ASAP' wins over any date given with it; a season is tried after chrono-node so
  // that 'fall' in 'if it falls through' never hides a real date.
  // …unless the day ASAP means is said with it ('ASAP, like dec 1').
  const meant = ASAP_MEANS.exec(text);
  const asap = meant ? null : readAsap(text, today);
  const found =
    asap ??
    readYearPhrase(text, today) ??
    readWithChrono(text, now, timeZone, today) ??
    readSeason(text, today) ??
    readDayOfMonth(text, today);
  if (!found) return null;
  // 'right after new years, like the 2nd or 3rd': days named as alternatives after a day
  // are days of its month; the first of them is the answer, as an estimate.
  const days = DAYS_OR.exec(text);
  if (days && !asap) {
    const first = Math.min(Number(days[1]), Number(days[2]));
    if (first >= 1 && first <= 31 && first !== found.date.day) {
      found.date = { ...found.date, day: first };
      found.approximate = true;
    }
  }
  const day = dayNumber(found.date);
  if (day < dayNumber(today) || day > dayNumber(addYears(today, MAX_MOVE_IN_YEARS))) return null;
  return { date: isoDate(found.date), approximate: found.approximate || hedged(text, found.at) };
});
