/**
 * Whether a prospect's message asks something, so the caller knows to look for an
 * answer rather than treat the text as a screening reply ('2 cats' is an answer,
 * 'can I have 2 cats' is a question).
 */

/** How questions start: wh-words, auxiliaries and the polite forms people type. */
const QUESTION_START =
  /^(?:what|what's|whats|when|when's|whens|where|where's|who|who's|whom|whose|which|why|how|how's|hows|is|isn't|are|aren't|am|can|can't|could|do|does|did|don't|doesn't|will|would|should|shall|may|might|have|has|any|anything|tell me|i was wondering|i wonder|wondering|i'd like to know|i would like to know|do you know|is there|are there|may i|just wondering|quick question|curious)\b/i;

/**
 * An auxiliary straight before a verb, its subject left out: 'would move in on the 3rd of
 * january', 'can start whenever' state an answer; a question puts its subject there.
 */
export const NO_SUBJECT =
  /^(?:would|could|can|will|should|might)\s+(?:move|start|be|do|come|need|like|love|prefer|want|take|sign|go|make|pay|bring|have)\b/i;

/** The same, after a greeting or a name: 'hi, is it still available'. */
const LEADING_CHATTER =
  /^(?:(?:hi|hello|hey|ok|okay|so|and|also|yes|no|thanks|great|sorry)\b[\s,!.-]*)+/i;

/**
 * How a question starts after a comma ('old houses are always freezing, how's the heat in
 * this one'): only forms that open no subordinate clause ('when the lease ends', 'will be
 * just me' are not questions there).
 */
const CLAUSE_QUESTION_START =
  /^(?:how's|hows|how is|how are|how much|how many|how long|how far|what's|whats|what is|what are|where's|where is|where are|is there|are there|do you|do they|does it|does the|can i|can we|could i|could we|any chance)\b/i;

/** True when the text (or one of its sentences) is a question. Never throws. */
export function isQuestion(text: unknown): boolean {
  if (typeof text !== 'string') return false;
  const plain = text
    .slice(0, 2_000)
    .replace(/<\/?[a-z][^>]*>/gi, ' ')
    .replace(/[\u2018\u2019]/g, "'");
  if (plain.includes('?') || plain.includes('\uFF1F')) return true;
  return plain
    .split(/[.!\n]+/)
    .map((sentence) => sentence.trim().replace(LEADING_CHATTER, ''))
    .some(
      (sentence) =>
        (QUESTION_START.test(sentence) && !NO_SUBJECT.test(sentence)) ||
        sentence
          .split(/[,;:]|\s[-–—]\s/)
          .slice(1)
          .some((clause) => CLAUSE_QUESTION_START.test(clause.trim())),
    );
}
