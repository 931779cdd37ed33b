/**
 * A name, phone number or e-mail address a prospect volunteers in chat ('this is Jane
 * Doe, 555-201-0100'), so the lead need not be asked again.
 */
import { isValidEmail, normalizePhone } from '@porchlight/domain';
import nlp from 'compromise';
import type { Extractor } from './context.ts';
import { guarded } from './text.ts';

export interface NameAnswer {
  firstName: string;
  lastName?: string;
}

const WORD = "\\p{L}[\\p{L}'-]*";
const CAPITALIZED = "\\p{Lu}[\\p{L}'-]*";
/** A lead-in matched in any case while the name after it keeps its case: 'i am' → '[iI] [aA][mM]'. */
const anyCase = (words: string[]) =>
  words.map((w) => w.replace(/\p{L}/gu, (c) => `[${c.toLowerCase()}${c.toUpperCase()}]`)).join('|');
/** A first name and up to two more ('Hoang Van Minh', 'Ana de Souza' when capitalised). */
const twoWords = (word: string) => `(${word})(?:\\s+(${word}))?(?:\\s+(${word}))?`;

/** 'my name is' introduces a name even in lower case; 'I'm' and 'this is' need a capital. */
const NAMED = new RegExp(
  `\\b(?:${anyCase(['my name is', "my name's", 'name is', "name's", 'call me'])})\\s+${twoWords(WORD)}`,
  'u',
);
const INTRODUCED = new RegExp(
  `\\b(?:${anyCase(['i am', "i'm", 'im', 'this is', "it's", 'its', 'soy', 'me llamo'])})\\s+${twoWords(CAPITALIZED)}`,
  'u',
);
const HERE = new RegExp(
  `^(?:${anyCase(['hi', 'hello', 'hey'])})?[,!\\s]*${twoWords(CAPITALIZED)}\\s+(?:here|again|speaking|writing)\\b`,
  'u',
);
/** A name said beside 'me': '4 — me (Priya), my husband and our two boys'. */
const ME_NAMED = new RegExp(`\\b(?:me|myself)\\s*\\(\\s*${twoWords(CAPITALIZED)}\\s*\\)`, 'u');
/** A name said aside: '(Kenji btw)', 'Kenji btw'. */
const ASIDE = new RegExp(`(?:^|[(\\s])${twoWords(CAPITALIZED)},?\\s+(?:btw|by the way)\\b`, 'u');
/** The words a message is signed off with before the name ('thanks, Dana', 'thx, marcus'). */
export const SIGN_OFFS = [
  'thanks',
  'thank you',
  'thx',
  'ty',
  'tysm',
  'cheers',
  'best',
  'regards',
  'sincerely',
];
const SIGNED = new RegExp(
  `(?:\\b(?:${anyCase(SIGN_OFFS)})[,!.]?|(?:^|\\s)[-–—~]+)\\s*${twoWords(CAPITALIZED)}\\s*[.!]?$`,
  'u',
);

/** Words that follow 'I'm' or 'this is' without being a name. */
const NOT_NAMES = new Set(
  `a an the and but or so not just also very really still here there is was will would
  looking interested wondering moving hoping trying planning going writing reaching calling
  texting asking inquiring messaging curious wanting ready able available sure glad happy
  excited sorry good fine great ok okay new on in at from with for about over currently
  single married employed unemployed working retired student renting hi hello hey thanks
  thank yes no yeah nope me my your our their monday tuesday wednesday thursday friday
  saturday sunday today tomorrow btw lol haha fyi pls please`.split(/\s+/),
);

/**
 * Words that, right after 'I'm Word', show the word describes the speaker rather than
 * names them: 'I'm Done with smoking', 'I'm Colorado born and raised', 'I'm Curious how…'.
 */
const DESCRIBES = new Set(
  `with about on to at in for of how what that when where why if whether born raised bred
  based ready now already too so as than by into lol haha jk kidding`.split(/\s+/),
);

const isName = (word: string | undefined): word is string =>
  word !== undefined &&
  word.length >= 2 &&
  !NOT_NAMES.has(word.toLowerCase()) &&
  !DESCRIBES.has(word.toLowerCase());
/** 'jane' → 'Jane', 'SAM' → 'Sam'; a name written in mixed case ('Jo-Ellen', 'McKay') as written. */
const capitalize = (word: string) =>
  /\p{Lu}/u.test(word.slice(1)) && /\p{Ll}/u.test(word)
    ? word.charAt(0).toUpperCase() + word.slice(1)
    : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();

/**
 * Words whose first, capitalised after 'I'm', says what the speaker is rather than who:
 * 'I'm Retired', 'I'm Canadian', 'I'm Nocturnal basically'. Read by compromise's lexicon:
 * an adjective, a demonym or a past participle, unless the words are someone's name
 * ('Frank', 'Grace', 'Rich Johnson' stay names).
 */
function describesSpeaker(words: readonly string[]): boolean {
  // 'I'm Broke-ish', 'I'm Night-owl-ish': a word made to describe.
  if (/-ish$/i.test(words[0]!)) return true;
  if (nlp(words.join(' ')).has('#Person')) return false;
  return nlp(words[0]!.toLowerCase()).has('(#Adjective|#Demonym|#PastTense|#Adverb)');
}

function readName(text: string): NameAnswer | null {
  for (const pattern of [NAMED, INTRODUCED, HERE, SIGNED, ASIDE, ME_NAMED]) {
    const match = pattern.exec(text);
    if (!match || !isName(match[1])) continue;
    const names = [match[1], match[2], match[3]];
    const kept = names.findIndex((word) => !isName(word));
    const words = (kept === -1 ? names : names.slice(0, kept)) as string[];
    if (pattern === INTRODUCED) {
      const after = text.slice(match.index + match[0].length).match(/^\s+(\p{Ll}+)/u)?.[1];
      // Only the words kept count: 'I'm Sam and…' is Sam, 'I'm Done with…' is no one.
      const next =
        words.length < 3 && words.length < names.filter(Boolean).length
          ? names[words.length]?.toLowerCase()
          : after;
      if (next && DESCRIBES.has(next)) continue;
      if (describesSpeaker(words)) continue;
    }
    const answer: NameAnswer = { firstName: capitalize(words[0]!) };
    if (words.length > 1) answer.lastName = words.slice(1).map(capitalize).join(' ');
    return answer;
  }
  return null;
}

const EMAIL = /[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi;
const PHONE = /(?<![\d-])(?:\+?1[\s.-]*)?\(?\d{3}\)?[\s.-]*\d{3}[\s.-]*\d{4}(?![\d-])/g;

/** The first full name the prospect gives ('my name is jane doe' → Jane Doe). */
export const extractName: Extractor<NameAnswer> = guarded((text) => readName(text));

/**
 * The first valid e-mail address, lower-cased. A volunteered address needs a dot in
 * its domain, though the form rule (domain isValidEmail) accepts 'user@localhost'.
 */
export const extractEmail: Extractor<string> = guarded((text) => {
  for (const [candidate] of text.matchAll(EMAIL)) {
    const email = candidate.replace(/\.+$/, '').toLowerCase();
    if (isValidEmail(email)) return email;
  }
  return null;
});

/** The first North American phone number, as the digits domain normalizePhone stores. */
export const extractPhone: Extractor<string> = guarded((text) => {
  for (const [candidate] of text.matchAll(PHONE)) {
    const digits = normalizePhone(candidate);
    if (digits) return digits;
  }
  return null;
});
