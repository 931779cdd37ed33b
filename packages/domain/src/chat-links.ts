/**
 * Splits chat text into plain text, links and the calendar marker, so each UI
 * renders them the same way without parsing HTML.
 */

/**
 * The word an assistant message uses where the viewing picker should open. It is
 * matched as a standalone uppercase word; '[CALENDAR]' is consumed brackets and all,
 * since models tend to bracket placeholders. Lowercase 'calendar' is ordinary prose.
 */
export const CALENDAR_MARKER = 'CALENDAR';

export type MessageSegment =
  | { kind: 'text'; text: string }
  | { kind: 'link'; href: string; text: string }
  | { kind: 'calendar' };

export interface SplitLinksOptions {
  /** Turn the calendar marker into a segment (assistant messages only); default true. */
  calendar?: boolean;
}

const TOKEN = /\bhttps?:\/\/[^\s<>"]+|\bwww\.[^\s<>"]+|\[CALENDAR\]|\bCALENDAR\b/g;
const TRAILING_PUNCTUATION = '.,;:!?\'"*';

const count = (text: string, char: string) => text.split(char).length - 1;

/** Drops sentence punctuation after a URL, and a closing bracket it did not open. */
function trimUrl(raw: string): string {
  let url = raw;
  for (;;) {
    const last = url.at(-1) ?? '';
    const unbalanced =
      (last === ')' && count(url, ')') > count(url, '(')) ||
      (last === ']' && count(url, ']') > count(url, '['));
    if (!TRAILING_PUNCTUATION.includes(last) && !unbalanced) return url;
    url = url.slice(0, -1);
  }
}

function linkOf(url: string): MessageSegment | null {
  const isWww = /^www\./i.test(url);
  const rest = url.replace(/^(?:https?:\/\/|www\.)/i, '');
  if (rest === '') return null;
  return { kind: 'link', href: isWww ? `https://${url}` : url, text: url };
}

/**
 * Segments of `text`: http(s) URLs and 'www.' addresses become links (www. ones get
 * an https:// href), trailing punctuation stays text, and the calendar marker becomes
 * a calendar segment. Adjacent text is merged; empty input gives [].
 */
export function splitLinks(
  text: string | null | undefined,
  options: SplitLinksOptions = {},
): MessageSegment[] {
  const source = typeof text === 'string' ? text : '';
  const calendar = options.calendar ?? true;
  const segments: MessageSegment[] = [];
  const pushText = (value: string) => {
    if (value === '') return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += value;
    else segments.push({ kind: 'text', text: value });
  };
  let cursor = 0;
  for (const match of source.matchAll(TOKEN)) {
    const start = match.index;
    pushText(source.slice(cursor, start));
    const token = match[0];
    cursor = start + token.length;
    if (token.includes(CALENDAR_MARKER) && !/^(?:https?:|www\.)/i.test(token)) {
      if (calendar) segments.push({ kind: 'calendar' });
      else pushText(token);
      continue;
    }
    const url = trimUrl(token);
    const link = linkOf(url);
    if (link) segments.push(link);
    else pushText(url);
    pushText(token.slice(url.length));
  }
  pushText(source.slice(cursor));
  return segments;
}

/**
 * A message for a channel with no picker (an e-mail, a text): the calendar marker becomes
 * the link where the viewing is booked.
 */
export function withBookingLink(text: string, link: string): string {
  return text.replace(BOOKING_MARKER, link);
}

const BOOKING_MARKER = /\[CALENDAR\]|\bCALENDAR\b/g;

/** Whether a message has the picker's marker (where a booking link goes on other channels). */
export const hasBookingMarker = (text: string) => new RegExp(BOOKING_MARKER.source).test(text);
