import { instantAt, wallClockAt } from './time-zone.ts';

/**
 * Text messages are kept short: carriers join the segments of a long one, but phones show
 * very long ones badly, and some carriers drop them. A reply longer than this goes as
 * several texts, cut between sentences.
 */
export const SMS_PART_MAX = 320;

/** Texts are not sent from 9 pm to 8 am at the property, but in answer to one just received. */
export const SMS_QUIET_FROM_HOUR = 21;
export const SMS_QUIET_UNTIL_HOUR = 8;
/** How recent a prospect's text must be for an answer to go out during quiet hours. */
export const SMS_ANSWER_WINDOW_MS = 10 * 60_000;

/** What a texting prospect may send: opt out, opt back in, ask who this is. */
export const SMS_OPT_OUT_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT'];
export const SMS_OPT_IN_WORDS = ['START', 'UNSTOP', 'YES'];
export const SMS_HELP_WORDS = ['HELP', 'INFO'];

export type SmsKeyword = 'STOP' | 'START' | 'HELP';

/** The carrier keyword a whole text is ('Stop', ' STOP. '), or null for any other text. */
export function smsKeyword(text: string): SmsKeyword | null {
  const word = text
    .trim()
    .replace(/[.!\s]+$/, '')
    .toUpperCase();
  if (SMS_OPT_OUT_WORDS.includes(word)) return 'STOP';
  if (SMS_OPT_IN_WORDS.includes(word) && word !== 'YES') return 'START';
  if (SMS_HELP_WORDS.includes(word)) return 'HELP';
  return null;
}

const ONLY_LINK = /^\s*(?:https?:\/\/\S+\s*)+$/i;

/**
 * A message as texts of at most `max` characters, cut after a sentence (or, for a sentence
 * longer than that, between words). A link never goes alone: it stays with the sentence
 * before it, even past `max`.
 */
export function smsParts(text: string, max = SMS_PART_MAX): string[] {
  const clean = text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (clean.length <= max) return clean ? [clean] : [];
  const sentences = clean.match(/[^.!?\n]+(?:[.!?]+(?=\s|$)|\n+|$)|[.!?\n]+/g) ?? [clean];
  const pieces = sentences.flatMap((sentence) => {
    const trimmed = sentence.trim();
    if (trimmed.length <= max) return trimmed ? [trimmed] : [];
    const words: string[] = [];
    let line = '';
    for (const word of trimmed.split(' ')) {
      if (line && line.length + word.length + 1 > max) {
        words.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    return line ? [...words, line] : words;
  });
  const parts: string[] = [];
  for (const piece of pieces) {
    const last = parts.at(-1);
    if (last !== undefined && (ONLY_LINK.test(piece) || last.length + piece.length + 1 <= max)) {
      parts[parts.length - 1] = `${last} ${piece}`;
    } else parts.push(piece);
  }
  return parts;
}

/**
 * When quiet hours at `timeZone` end, if `now` is within them (9 pm to 8 am there); null
 * when texts may go now.
 */
export function quietHoursEnd(now: Date, timeZone: string): Date | null {
  const local = wallClockAt(now, timeZone);
  if (local.hour >= SMS_QUIET_UNTIL_HOUR && local.hour < SMS_QUIET_FROM_HOUR) return null;
  const day = new Date(Date.UTC(local.year, local.month - 1, local.day));
  if (local.hour >= SMS_QUIET_FROM_HOUR) day.setUTCDate(day.getUTCDate() + 1);
  return instantAt(
    {
      year: day.getUTCFullYear(),
      month: day.getUTCMonth() + 1,
      day: day.getUTCDate(),
      hour: SMS_QUIET_UNTIL_HOUR,
      minute: 0,
    },
    timeZone,
  );
}
