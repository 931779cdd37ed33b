/**
 * The thing a question asks about, read from its form: 'is there a doorman at night?'
 * asks about a doorman, 'does the house have a fireplace?' about a fireplace, 'what's the
 * application fee?' about an application fee, 'is it furnished?' whether it is furnished.
 * When the facts never name that thing, no fact answers the question, however close its
 * other words come.
 */

/** 'the kitchen sink', 'it', 'the studio on the top floor': what a frame's verb is said of. */
const HOLDER = String.raw`(?:it|they|you|u|y'?all|ya|we|i|the \w+(?: \w+)?(?: (?:on|in|at|of|near|by) (?:the|a|your) \w+(?: \w+)?)?|this \w+|that \w+|your \w+)`;

/**
 * The frames that name the thing asked about, which follows: whether it exists ('is
 * there a…', 'do you have…', 'any…'), what it is ('what's the…', 'how much is the…',
 * 'how big are the…'), or whether it is so ('is it furnished?').
 */
const FRAMES = new RegExp(
  String.raw`\b(?:is there|are there|there(?:'s| is| are)|(?:do|does|would|will|can) ${HOLDER} (?:guys )?(?:have|offer|get|come with|include|come|take|accept|allow|require|work with)|any|(?:what|who)(?:'s|s| is| are) (?:the|your)|what|
how much (?:is|are|does|do) (?:the|a|an|your)|how(?:'s|s| is| are) (?:the|your)|how (?:big|old|high|tall|far|wide|large|loud|thick) (?:is|are) (?:the|your)|(?:is|are) (?:it|the \w+|this \w+))\s+(?:an?\s+|any\s+|some\s+|the\s+|your\s+)?([a-z][a-z-]*(?:\s+[a-z][a-z-]*)?)`,
  'i',
);

/** 'Is heat included?', 'are utilities extra?': the thing before what is asked of it. */
const SAID_OF =
  /\b(?:is|are)\s+(?!there\b|it\b|this\b|that\b|the\b)([a-z]+(?:\s+[a-z]+)?)\s+(?:included|allowed|permitted|available|extra|free|provided|covered|required|ok|okay)\b/i;

/** Words that end the thing named: a preposition, a conjunction, a pronoun, a verb of the frame. */

const ENDS =
  /^(?:in|on|at|for|with|to|of|or|and|near|by|that|which|like|i|so|but|nearby|around|close|here|there|anywhere|somewhere|the|a|an|my|we|you|it|this|inside|outside|right|now|rn|yet|still|too|also|do|does|did|is|are|would|will|should|can|could|need|was|were|going|get|have|has)$/i;
/** Words inside a thing that name nothing: fillers and degrees ('the closest bus line'). */
const FILLER =
  /^(?:gonna|gotta|wanna|kinda|sorta|really|actually|even|just|\w+est|new|old|good|nice|own|extra|main)$/i;

/** Words after a bare thing that only ask about it: 'application fee?', 'Section 8 ok?'. */
const BARE_ASKING =
  /^(?:ok|okay|allowed|cost|costs|price|included|available|fine|extra|free|policy|rules?)$/i;

/** The words up to the first that ends the thing named, without fillers. */
function thingWords(words: readonly string[]): string[] {
  const out: string[] = [];
  for (const word of words) {
    if (ENDS.test(word) || BARE_ASKING.test(word)) break;
    if (!FILLER.test(word)) out.push(word);
  }
  return out;
}

const STARTS_ASKING =
  /^(?:what|whats|when|where|who|how|why|which|is|are|do|does|can|could|will|would|i|my|we)$/;

/**
 * The words of the thing a question asks about, or [] when its form does not say. A
 * question of a few words and no verb ('application fee?') is the thing itself.
 */
export function thingAsked(asked: string): string[] {
  // 'any kind of balcony' asks about a balcony.
  const question = asked
    .replace(/\b(?:any )?(?:kind|sort|type|types|kinds) of\b/gi, 'any')
    .replace(/\bmove[\s-]+in\b/gi, 'move-in');
  const said = SAID_OF.exec(question);
  if (said) return thingWords(said[1]!.toLowerCase().split(/\s+/));
  const found = FRAMES.exec(question);
  if (found) return thingWords(found[1]!.toLowerCase().split(/\s+/));
  const words = question
    .toLowerCase()
    .replace(/[^a-z0-9\s'-]/g, ' ')
    .trim()
    .split(/\s+/);
  const bare = words.length <= 3 && !STARTS_ASKING.test(words[0] ?? '');
  return bare ? thingWords(words) : [];
}
