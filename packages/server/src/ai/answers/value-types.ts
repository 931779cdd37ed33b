/**
 * Whether a sentence holds the kind of value a question wants: 'how much' is answered by
 * an amount, 'when' by a date, 'how big' by a size. A sentence that holds none cannot be
 * the answer, however well its words match.
 */
import type { Wanted } from './question.ts';

const NUMBER_WORDS =
  'one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|ninety|half|a few|several';
const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|nov|dec';
const WEEKDAYS =
  'monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays?|weekends?|daily|every day';

const HOLDS: Readonly<Record<Wanted, RegExp>> = {
  money:
    /[$€£]\s?\d|\d\s?(?:dollars|usd)\b|\bfree\b|\bno (?:extra |additional )?(?:charge|fee|cost)|at no (?:extra |additional )?(?:cost|charge)|months?'s? rent|\d(?:\.\d+)?\s?%|\bpercent\b/i,
  date: new RegExp(
    String.raw`\b(?:${MONTHS})\b|\b\d{1,2}/\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\b(?:first|last) (?:day|of)\b|\bnow\b|\bimmediately\b|\b(?:${WEEKDAYS})\b|\b(?:days?|weeks?|months?)\b (?:before|after|of|from)`,
    'i',
  ),
  time: new RegExp(
    String.raw`\d\s?(?::\d{2}\s?)?(?:a\.?m\.?|p\.?m\.?)|\bnoon\b|\bmidnight\b|\b24/7\b|\b24 hours\b|\b(?:${MONTHS})\b|\b(?:${WEEKDAYS})\b|\bhours\b`,
    'i',
  ),
  day: new RegExp(String.raw`\b(?:${WEEKDAYS})\b|\b\d{1,2}(?:st|nd|rd|th)\b`, 'i'),
  year: /\b(?:1[89]|20)\d{2}\b|\b\d+ years? old\b/i,
  size: new RegExp(
    String.raw`square (?:feet|foot)|sq\.? ?ft|\d\s?(?:feet|foot|ft|inches|in\.|"|')|\d+\s?x\s?\d+|\b(?:${NUMBER_WORDS})[- ](?:feet|foot)|\b(?:fits?|queen|king|full-size)\b`,
    'i',
  ),
  count: new RegExp(String.raw`\d|\b(?:${NUMBER_WORDS}|no|none|single|both|a|an)\b`, 'i'),
  duration: new RegExp(
    String.raw`\d|\b(?:${NUMBER_WORDS})\b|\b(?:days?|weeks?|months?|years?|hours?|minutes?|miles?|blocks?|walk|monthly|weekly|annually|yearly|quarterly|every)\b`,
    'i',
  ),
  place:
    /\b(?:in|on|at|near|next to|behind|beside|inside|outside|floor|room|basement|lobby|garage|level|street|blocks?|miles?|upstairs|downstairs)\b/i,
  person:
    /\b(?:landlord|owner|lessor|tenants?|residents?|lessee|you|your|manager|management|we|us|office|maintenance|call|contact|staff|company|contractor|city)\b/i,
};

/** True when the sentence holds a value of the wanted kind (always, when nothing is wanted). */
export function holdsWanted(sentence: string, wanted: Wanted | null): boolean {
  return wanted === null || HOLDS[wanted].test(sentence);
}
