/**
 * Whether anyone in the household smokes. Vaping counts as smoking: leases and
 * smoke-free policies treat e-cigarettes like cigarettes, and the manager decides.
 * So does smoking only outside or only by a partner: the question is about the
 * household, not the unit's air.
 */
import type { Extractor } from './context.ts';
import { livesElsewhere, NOT_LIVING_THERE, RELATIVE, STAYS_A_WHILE } from './resident-words.ts';
import { guarded } from './text.ts';
import { readYesNo } from './yes-no.ts';

const SMOKE =
  /\b(?:smok(?:e|es|er|ers|ing)|vap(?:e|es|er|ers|ing)|cigs?|cigarettes?|e-?cigs?|juul|cigars?|tobacco|weed|marijuana|cannabis|hookah)\b/;
/** 'No smoking' signs of a household: nobody smokes, non-smoker, smoke-free. */
const NON_SMOKER =
  /\b(?:non-?smok\w*|smoke[- ]?free|(?:no|zero|0) smok\w*|zero vap\w*|not (?:a )?smok\w*|never smok\w*|nobody|no one|none of us|neither of us|(?:don'?t|do not|doesn'?t|does not|dont|doesnt) (?:smoke|vape)|no vap\w*)\b/;
/** Someone who used to smoke does not smoke now. */
const FORMER =
  /\b(?:used to|quit|quitted|ex-?smoker|former smoker|gave (?:it )?up|stopped(?: smoking)?|kicked the habit|no longer|not anymore)\b/;
const TRYING_TO_QUIT = /\b(?:trying to|want to|going to|planning to) quit\b/;
/** 'We don't smoke inside' says that someone smokes, outside. */
const ONLY_OUTSIDE =
  /\b(?:(?:only|just) (?:outside|outdoors|on the (?:balcony|patio|porch))|(?:outside|outdoors) only|(?:inside|indoors|in the (?:house|unit|home|apartment)))\b/;
/** A bare 'sometimes' answers the smoking question with a yes. */
const SOMETIMES = /\b(?:occasionally|socially|sometimes|rarely|once in a while|on weekends)\b/;
/** After 'but' a bare 'does' or 'do' affirms: "I don't, but my partner does". */
const AFFIRMS = /\b(?:does|do|is|sometimes|occasionally)\b/;
const NOT_ABOUT_US = /\bsmoke (?:detectors?|alarms?)\b|\bsmoking (?:area|policy|allowed)\b/g;

/** A yes or no said before a question: 'no, but would my guests…?'. */
const YES_NO_FIRST = /^(?:no|nope|nah|yes|yeah|yep|yup)\b/;

type Reading = 'smokes' | 'does-not' | undefined;

function readClause(clause: string, previous: Reading, afterBut: boolean, asked: boolean): Reading {
  // To the smoking question itself, 'stopped years ago' needs no smoking word.
  if ((SMOKE.test(clause) || asked) && FORMER.test(clause) && !TRYING_TO_QUIT.test(clause))
    return 'does-not';
  if (NON_SMOKER.test(clause)) return ONLY_OUTSIDE.test(clause) ? 'smokes' : 'does-not';
  if (SMOKE.test(clause) || (ONLY_OUTSIDE.test(clause) && /\b(?:only|just)\b/.test(clause)))
    return 'smokes';
  if (afterBut && previous === 'does-not' && AFFIRMS.test(clause) && !/\bnot\b/.test(clause))
    return 'smokes';
  // A bare 'no' to the smoking question, so that 'no, but my wife does' can follow it.
  if (asked && !afterBut && readYesNo(clause) === false) return 'does-not';
  return undefined;
}

function readSmoking(text: string, asked: boolean): boolean | null {
  const sentences = text
    .toLowerCase()
    .replace(NOT_ABOUT_US, ' ')
    .split(/(?<=[.!?;\n])\s+/)
    // A question back ('is smoking allowed?') answers nothing, but the yes or no said
    // before it does ('no, but would my guests have to leave the property to smoke?').
    .flatMap((sentence) =>
      sentence.trim().endsWith('?')
        ? (YES_NO_FIRST.exec(sentence.trim())?.slice(0, 1) ?? [])
        : [sentence],
    );
  let previous: Reading;
  let smokes = false;
  let doesNot = false;
  let elsewhere = false;
  // 'my dad smokes a pipe. when he visits at christmas…': a relative the message says only
  // visits says nothing of the household, whichever sentence says so.
  const visits = livesElsewhere(text);
  for (const sentence of sentences) {
    // A smoker who will not live there ('my brother smokes but he won't be living with me')
    // is not the household's: the one smoker named lives elsewhere.
    if (visits && RELATIVE.test(sentence) && !NOT_LIVING_THERE.test(sentence)) continue;
    if (NOT_LIVING_THERE.test(sentence)) {
      // 'he won't be living with me' leaves a household that does not smoke; a visit says
      // nothing of the household.
      elsewhere ||= SMOKE.test(sentence) && !STAYS_A_WHILE.test(sentence);
      continue;
    }
    const clauses = sentence.split(/\bbut\b/);
    clauses.forEach((clause, i) => {
      const reading = readClause(clause, previous, i > 0, asked);
      if (reading) previous = reading;
      if (reading === 'smokes') smokes = true;
      if (reading === 'does-not') doesNot = true;
    });
  }
  // One smoker in the household makes the household a smoking one.
  if (smokes) return true;
  if (doesNot || elsewhere) return false;
  if (!asked) return null;
  const rest = sentences.join(' ');
  if (SOMETIMES.test(rest)) return true;
  return readYesNo(rest);
}

/**
 * True when anyone in the household smokes or vapes, false when nobody does, null
 * when the text does not say. A bare 'yes' / 'no' / 'sometimes' counts only when the
 * question asked was SMOKING.
 */
export const extractSmoking: Extractor<boolean> = guarded((text, context) =>
  readSmoking(text, context.question === 'SMOKING'),
);
