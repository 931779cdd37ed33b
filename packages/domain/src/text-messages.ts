import { normalizePhone } from './phone.ts';
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
 * A message's sentences, in order and whole: a sentence ends at . ! or ? followed by a
 * space or the end (so '2.5', '$1,850.00' and a link's dots and question mark stay inside
 * it), or at a line break; the last runs to the end.
 */
const SENTENCE = /[^\n]*?[.!?]+(?=\s|$)|[^\n]+/g;

/**
 * A message as texts of at most `max` characters, cut after a sentence (or, for a sentence
 * longer than that, between words). A link never goes alone: it stays with the sentence
 * before it (or, at the start, after it), even past `max`.
 */
export function smsParts(text: string, max = SMS_PART_MAX): string[] {
  const clean = text
    .replace(/[ \t]+/g, ' ')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (clean.length <= max) return clean ? [clean] : [];
  const sentences = clean.match(SENTENCE) ?? [clean];
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
  const [first, second] = parts;
  if (first !== undefined && second !== undefined && ONLY_LINK.test(first)) {
    parts.splice(0, 2, `${first} ${second}`);
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

/**
 * What the chat shows beside "Text me instead", word for word: the prospect's consent to
 * texts is recorded with these words (tenant_property_interests.sms_consent_text).
 */
export const SMS_CONSENT_TEXT =
  'Text me at this number about this home. Message and data rates may apply. Reply STOP to opt out.';

/**
 * A phone number in E.164 ('+15551234567'), as text-message providers send and take it: a
 * number written with '+' keeps its 8 to 15 digits; a North American one without (10
 * digits, or 11 starting with 1: normalizePhone) gets +1. Anything else gives null.
 */
export function e164Phone(input: string | null | undefined): string | null {
  const text = (input ?? '').trim();
  if (text.startsWith('+')) {
    const digits = text.slice(1).replace(/[\s().-]/g, '');
    return /^[1-9][0-9]{7,14}$/.test(digits) ? `+${digits}` : null;
  }
  const national = normalizePhone(text);
  return national ? `+1${national.slice(-10)}` : null;
}

/**
 * The e-mail a prospect known only by their number is filed under (a prospect's identity
 * needs one). The .invalid top-level domain never resolves (RFC 2606), so nothing mailed
 * to it can reach anyone.
 */
export const smsPlaceholderEmail = (phone: string) => `sms-${phone.replace(/\D/g, '')}@sms.invalid`;

/** Whether an e-mail is smsPlaceholderEmail's: the prospect gave no address of their own. */
export const isSmsPlaceholderEmail = (email: string | null | undefined) =>
  /^sms-[0-9]{8,15}@sms\.invalid$/i.test(email ?? '');

/** The number (E.164) a placeholder address stands for; null for any other address. */
export const phoneOfSmsPlaceholder = (email: string | null | undefined) =>
  isSmsPlaceholderEmail(email) ? `+${email!.slice(4, email!.indexOf('@'))}` : null;
