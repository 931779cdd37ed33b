import type { ExtractContext, Extractor } from './context.ts';

/**
 * A screening answer is a sentence or two. Capping the text bounds the work every
 * pattern and chrono-node do on a pasted essay, at the cost of ignoring an answer
 * buried after the first 2,000 characters.
 */
export const MAX_TEXT_LENGTH = 2_000;

/** Hedges that make a stated date or amount approximate. */
export const HEDGE =
  /\b(?:about|around|roughly|approx(?:imately)?|ish|or so|give or take|something like|close to|nearly|almost|maybe|probably|possibly|sometime|somewhere|hopefully)\b|~/;

/**
 * Plain text to read: tags dropped (the widget may relay HTML), common entities,
 * typographic quotes and dashes made ASCII, whitespace collapsed. Case is kept
 * because names need it; non-strings give ''.
 */
export function cleanText(input: unknown): string {
  if (typeof input !== 'string') return '';
  return input
    .slice(0, MAX_TEXT_LENGTH * 4)
    .replace(/<[^<>]{0,300}>/g, ' ')
    .replace(/&(?:nbsp|#160);/gi, ' ')
    .replace(/&amp;/gi, '&')
    .replace(/&(?:#39|apos|rsquo|lsquo);/gi, "'")
    .replace(/&quot;/gi, '"')
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[\u2010-\u2015]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_TEXT_LENGTH);
}

/** Stands in for a missing context from an untyped caller; its invalid `now` dates nothing. */
const NO_CONTEXT: ExtractContext = { now: new Date(Number.NaN) };

/**
 * Wraps a reader so the extractor contract holds for any input: the text is cleaned,
 * blank text is no answer, and an unexpected error becomes null (Athena re-asks)
 * rather than failing the chat turn.
 */
export function guarded<R>(read: Extractor<R>): Extractor<R> {
  return (text, context) => {
    try {
      const clean = cleanText(text);
      return clean === '' ? null : read(clean, context ?? NO_CONTEXT);
    } catch {
      return null;
    }
  };
}

/** Rounds to cents. */
export const toCents = (value: number) => Math.round(value * 100) / 100;
