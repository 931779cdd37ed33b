/**
 * Prose as clean sentences: a listing, a policy or a lease cut where sentences end, with
 * clause numbers ('12.', '4.2', 'Section 7') and headings ('ALTERATIONS.') taken off and
 * kept apart, so a quote is a whole sentence and never a fragment or a heading.
 */

/** A sentence of prose, with the clause number it was found under (leases). */
export interface CleanSentence {
  text: string;
  /** The clause it belongs to ('7'), when the text numbers its clauses. */
  section: string | null;
  /** The heading taken off its clause ('TRASH AND RECYCLING'): words of its topic, never quoted. */
  heading?: string | null;
}

/**
 * Words a period does not end: titles, street and unit abbreviations, Latin, times and
 * legal citations. Lower-cased, without the final period.
 */
const ABBREVIATIONS = new Set(
  `mr mrs ms dr st mt ave blvd rd ln apt no nos vs etc e.g i.e inc co corp jr sr approx est
  a.m p.m u.s c ch sec art para pp p ft sq lb lbs oz min max dept govt jan feb mar apr jun jul
  aug sep sept oct nov dec mon tue tues wed thu thur thurs fri sat sun ca fig ref o.c.g.a a.r.s
  m.g.l r.c.w n.e n.w s.e s.w`.split(/\s+/),
);

/** After 'a.m.' a weekday, a month or 'to' continues the sentence: '7 a.m. Sunday through…'. */
const CONTINUES =
  /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekdays|weekends|daily|january|february|march|april|may|june|july|august|september|october|november|december|to|and|or|until|through|on|at|in|every)\b/i;

/** Things named by a letter: 'Unit B.', 'Building C.' end a sentence like any word. */
const NAMED_BY_LETTER =
  /\b(?:unit|building|bldg|apartment|suite|section|type|plan|phase|lot|room|class|level|schedule|exhibit|appendix|wing|tower)\s+[A-Z]\.$/i;

/** A clause number at the start: '12.', '4.2', '(b)', 'Section 7.', 'Article IV -', '§ 3'. */
const CLAUSE_NUMBER =
  /^(?:(?:section|article|clause|paragraph|§)\s*)?(?:\d+(?:\.\d+)*|[ivxlc]+|\(?[a-z]\))[.:)]?(?:\s*[-–—:]\s*|\s+)(?=\S)/i;
/** The number proper, to label the source ('section 7'). */
const NUMBER = /\d+|\b[IVXLC]+\b/;
/** A heading in capitals ending in a period or colon: 'UTILITIES AND SYSTEMS.' */
const HEADING = /^([A-Z0-9][A-Z0-9 ,&'’/()-]{1,70}?)[.:]\s+(?=["“(]?[A-Z0-9])/;
/** A heading in title case before a colon or a dash: 'Late Fees: Rent not…'. */
const TITLE_HEADING =
  /^((?:[A-Z][a-z]+|and|or|of|&)(?:\s(?:[A-Z][a-z]+|and|or|of|&)){0,4})\s*[:–—]\s+(?=[A-Z])/;

/** Least words of a sentence worth quoting: 'Cash is not accepted.' has four. */
const MIN_WORDS = 3;

/** A clause's number and its heading in capitals: '19. ENTRY.', '4.2 LATE FEES:'. */
const NUMBERED_HEADING = /^\d+(?:\.\d+)*\.?\s+[A-Z][A-Z'’&/ -]+[.:]/;

/** True when the word before a period does not end a sentence. */
function isAbbreviation(before: string, after: string): boolean {
  // '…for hanging art. 19. ENTRY.': a numbered heading after it starts a clause of its own.
  if (NUMBERED_HEADING.test(after)) return false;
  const found = /(?:^|[^A-Za-z0-9])([A-Za-z.]+)\.$/.exec(before)?.[1] ?? '';
  const word = found.toLowerCase();
  if (word === 'a.m' || word === 'p.m') return CONTINUES.test(after) || /^[a-z0-9(]/.test(after);
  // 'Unit B.' ends a sentence; 'John F. Kennedy' and 'c. 186' do not.
  if (found.length === 1) return !(/[A-Z]/.test(found) && NAMED_BY_LETTER.test(before));
  return ABBREVIATIONS.has(word);
}

/** Splits one paragraph at sentence ends; a number or heading alone joins the next part. */
function splitParagraph(paragraph: string): string[] {
  const parts: string[] = [];
  const end = /([.!?]["'”’)\]]*)\s+(?=["'“‘(]?[A-Z0-9§])/g;
  let start = 0;
  for (let match = end.exec(paragraph); match; match = end.exec(paragraph)) {
    const stop = match.index + match[1]!.length;
    const before = paragraph.slice(start, stop);
    const after = paragraph.slice(end.lastIndex);
    if (isAbbreviation(before, after)) continue;
    // '12.' or '4.2' alone is a clause number, never a sentence: it stays with what follows.
    if (/^\s*(?:(?:section|article|clause|§)\s*)?[\d.]+\s*$/i.test(before)) continue;
    parts.push(before.trim());
    start = end.lastIndex;
  }
  parts.push(paragraph.slice(start).trim());
  return parts.filter((part) => part !== '');
}

/** Takes clause numbers and headings off the start of a sentence; returns the number found. */
export function stripHeading(sentence: string): {
  text: string;
  section: string | null;
  heading: string | null;
} {
  let text = sentence.trim();
  let section: string | null = null;
  let heading: string | null = null;
  for (let guard = 0; guard < 4; guard++) {
    const number = CLAUSE_NUMBER.exec(text);
    if (number) {
      section ??= NUMBER.exec(number[0])?.[0] ?? null;
      text = text.slice(number[0].length);
      continue;
    }
    // A heading is in capitals, or a short title before a colon that leaves a sentence.
    const caps = HEADING.exec(text);
    if (caps && !/[a-z]/.test(caps[1]!)) {
      heading ??= caps[1]!.trim();
      text = text.slice(caps[0].length);
      continue;
    }
    const title = TITLE_HEADING.exec(text);
    if (title && isSentence(text.slice(title[0].length))) {
      heading ??= title[0].replace(/[:.\s]+$/, '').trim();
      text = text.slice(title[0].length);
      continue;
    }
    break;
  }
  return { text: text.trim(), section, heading };
}

/** A quotable sentence: words, a verb's worth of length, some lower-case prose. */
function isSentence(text: string): boolean {
  if (!/[a-z]/.test(text)) return false;
  return (text.match(/[A-Za-z]+/g)?.length ?? 0) >= MIN_WORDS;
}

/**
 * A manager's terse sentence ('Unfurnished.', 'No pets.', 'Heat included.'): a word or two
 * of prose ending its sentence. Taken only from a manager's own text, where a heading is
 * not expected; a lease's 'Alterations.' stays a heading.
 */
const isTerseFact = (text: string) => /[a-z]{3}/.test(text) && /[.!]["'”’)]*$/.test(text.trim());

/** Ends a sentence with a period when it has no end mark, and starts it with a capital. */
function finish(text: string): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const capital = trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
  return /[.!?]["'”’)\]]*$/.test(capital) ? capital : `${capital}.`;
}

/**
 * A sentence cut out of a quotation keeps no half of its marks: '…by 10 a.m. on the last
 * day of the term."' quoted in a reply would close a quote never opened.
 */
export function balancedQuotes(sentence: string): string {
  const marks = sentence.match(/["“”]/g)?.length ?? 0;
  if (marks % 2 === 0) return sentence;
  // The mark that has no partner: the opening one at the start, else the last one.
  if (/^["“”]/.test(sentence)) return sentence.replace(/^["“”]\s*/, '');
  return sentence.replace(/["“”](?=[^"“”]*$)/, '').replace(/\s{2,}/g, ' ');
}

/**
 * Text without markup a fact may carry into a reply: images and HTML (closed or not)
 * dropped, a link kept as its words (and its address when it is plain http or https), any
 * other scheme ('javascript:') and character references that could spell one removed.
 * Linear in the text's length. The chat shows replies as text; this keeps a lease or a policy
 * from putting live content, or a link that runs code, into one.
 */
export function withoutMarkup(text: string): string {
  return text
    .replace(/&#x?[0-9a-f]+;?/gi, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)+/g, ' ')
    .replace(/\[([^\]]*)\]\(([^)]*)\)+/g, (_, words: string, inside: string) => {
      const href = inside.trim().split(/\s+/)[0] ?? '';
      return /^https?:\/\/[^()]+$/i.test(href) ? `${words} (${href})` : words;
    })
    .replace(/<\/?[a-z!?][^>]*>?/gi, ' ')
    .replace(/\b(?:javascript|vbscript|data):\S*/gi, ' ');
}

/**
 * The sentences of a text, cleaned, each with the clause number it belongs to. A number
 * seen at a paragraph's start holds for the sentences after it until the next one, and is
 * carried in `section` (pass the last one back to continue a lease across its passages).
 */
export function cleanSentences(
  text: string,
  section: string | null = null,
  terse = false,
): CleanSentence[] {
  const out: CleanSentence[] = [];
  let current = section;
  let heading: string | null = null;
  for (const paragraph of text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n|\n(?=\s*(?:\d+\.|§|section\b|article\b))/i)) {
    // One pass over the whitespace: a pattern around each newline backtracked on long runs of spaces.
    const flat = withoutMarkup(paragraph).replace(/\s+/g, ' ').trim();
    if (!flat) continue;
    for (const part of splitParagraph(flat)) {
      const { text: body, section: found, heading: title } = stripHeading(part);
      if (found) current = found;
      if (found || title) heading = title;
      if (!isSentence(body) && !(terse && isTerseFact(body))) {
        // A heading standing alone ('12. ALTERATIONS.') names the sentences after it.
        if (body && !/[a-z]/.test(body)) heading = body.replace(/[.:]+$/, '').trim() || heading;
        continue;
      }
      out.push({ text: finish(body), section: current, heading });
    }
  }
  return out;
}

/** Sentences longer than this are cut at semicolons, each part a sentence of its own. */
export const LONG_SENTENCE = 220;

/**
 * A long sentence as its independent clauses: '…written approval; a pet deposit is not
 * charged, but…' is two sentences. Parts too short to stand alone stay joined.
 */
export function splitLong(sentence: string): string[] {
  if (sentence.length <= LONG_SENTENCE || !sentence.includes('; ')) return [sentence];
  const parts = sentence.split(/;\s+/).map((part) => part.trim());
  if (parts.some((part) => !isSentence(part))) return [sentence];
  return parts.map(finish);
}
