/**
 * The ranker's tokenizer: lowercase words and numbers, nothing else. Facts arrive as prose
 * ("A 24-hour concierge staffs the lobby."), as policy codes ("TENANT_UTILITIES:
 * ELECTRICITY, INTERNET") and as lease clauses, so underscores and slashes separate words
 * and a hyphenated word is kept whole only when the vectors know it whole ("wi-fi" → wifi).
 */

/**
 * Function words and a prospect's framing words ("hi, I was wondering if you could tell
 * me…"): they carry no fact, and as question words they would pull toward any sentence
 * that happens to share them.
 */
export const STOPWORDS: ReadonlySet<string> = new Set(
  `a about above after again against all am an and any anyone anything are as at be because
been before being below between both but by can could did do does doing down during each
few for from further had has have having he her here hers herself him himself his how i if
in into is it its itself just me more most my myself no nor not now of off on once only or
other our ours ourselves out over own same she should so some someone something such than
that the their theirs them themselves then there these they this those through to too under
until up very was we were what when where which while who whom why will with would you your
yours yourself yourselves hi hello hey thanks thank please ok okay also still yes yeah wondering
wonder wanted want know tell ask asking question questions curious like get got go going
let us one ever really maybe might may much many shall must cannot dont doesnt isnt arent
im ive id youre theres whats hows wheres`.split(/\s+/),
);

/**
 * Shorthand that listings and prospects write and the vectors do not know. Kept small on
 * purpose: the vectors and the spelling pass handle wording, this only undoes abbreviation.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  'w/d': 'washer dryer',
  'a/c': 'air conditioning',
  ac: 'air conditioning',
  apt: 'apartment',
  apts: 'apartments',
  bldg: 'building',
  br: 'bedroom',
  bd: 'bedroom',
  ba: 'bathroom',
  sqft: 'square feet',
  ft: 'feet',
  approx: 'approximately',
  mo: 'month',
  yr: 'year',
  wk: 'week',
  hrs: 'hours',
  ev: 'electric vehicle',
  bf: 'boyfriend',
  gf: 'girlfriend',
  pls: 'please',
  thx: 'thanks',
  u: 'you',
  ur: 'your',
  r: 'are',
  amt: 'amount',
  ppl: 'people',
  bc: 'because',
  b4: 'before',
  info: 'information',
  avail: 'available',
  req: 'required',
  incl: 'included',
  mgr: 'manager',
  mgmt: 'management',
  appt: 'appointment',
  dep: 'deposit',
};

/** The one word a piece of shorthand stands for ('incl' → 'included'), or undefined. */
export function shorthandWord(word: string): string | undefined {
  const full = Object.hasOwn(SHORTHAND, word) ? SHORTHAND[word] : undefined;
  return full && !full.includes(' ') ? full : undefined;
}

const TOKEN = /\b[a-z]\/[a-z]\b|[a-z]+(?:['’][a-z]+)*|\d+(?:[.,]\d+)*/g;

/**
 * Lowercase words and numbers of a text, in order. Contractions drop their tail ("tenant's"
 * → tenant; "don't" → do not), thousands separators go ("$1,500" → 1500).
 * `joinable` says whether "a-b" may become "ab" (the vectors' vocabulary, when loaded).
 */
export function tokenize(text: string, joinable?: (word: string) => boolean): string[] {
  const lower = text.toLowerCase().replace(/_/g, ' ');
  const joined = joinable
    ? lower.replace(/\b([a-z]+)-([a-z]+)\b/g, (whole, a: string, b: string) =>
        joinable(a + b) ? a + b : whole,
      )
    : lower;
  const out: string[] = [];
  for (const match of joined.matchAll(TOKEN)) {
    const token = match[0];
    if (/^\d/.test(token)) {
      out.push(token.replace(/,(?=\d{3}\b)/g, '').replace(/[.,]$/, ''));
      continue;
    }
    const [head, tail] = token.split(/['’]/);
    // "don't", "can't", "isn't": the auxiliary says nothing, the negation may.
    if (tail === 't' && head!.endsWith('n')) {
      out.push('not');
      continue;
    }
    // An own key only: 'constructor' or 'toString' is a word, not Object's method.
    const word =
      (Object.hasOwn(SHORTHAND, head!) ? SHORTHAND[head!] : undefined) ?? head!.replace('/', ' ');
    out.push(...word.split(' '));
  }
  return out;
}

/** Whether a token is a function word or the framing of a question. */
export function isStopword(token: string): boolean {
  return STOPWORDS.has(token);
}

/**
 * A light stemmer for exact matching (BM25) only; the vectors take the word as written,
 * since they know every form. Plurals as Harman's S-stemmer ("utilities" → utility, "fees"
 * → fee), then -ing and -ed, then a final e, so that "smoke", "smoking" and "smoked" meet,
 * as do "park" and "parking", "include" and "included".
 */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word;
  let base = word;
  if (base.endsWith('ies') && !/[ea]ies$/.test(base)) base = `${base.slice(0, -3)}y`;
  else if (base.endsWith('es') && !/[aeo]es$/.test(base)) base = base.slice(0, -1);
  else if (base.endsWith('s') && !/[us]s$/.test(base)) base = base.slice(0, -1);
  const suffix =
    /(?<!e)ed$/.test(base) && base.length > 4 ? 2 : base.endsWith('ing') && base.length > 5 ? 3 : 0;
  // The remaining stem must still hold a vowel ("spring" and "need" stay whole).
  if (suffix && /[aeiouy]/.test(base.slice(0, -suffix))) {
    base = base.slice(0, -suffix);
    // "shopping" → shop, "planned" → plan; but "roll", "pass", "buzz" keep theirs.
    if (/([^aeiouylsz])\1$/.test(base)) base = base.slice(0, -1);
  }
  return base.length > 3 && base.endsWith('e') ? base.slice(0, -1) : base;
}
