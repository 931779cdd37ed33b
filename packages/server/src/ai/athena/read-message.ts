/**
 * Reads every screening answer a message gives, not only the one Athena asked: 'three
 * of us, one corgi about 20 lb, starting August' fills residents, pets and move-in at
 * once. The step asked is read with its context (a bare '3' counts for it); every other
 * field only from words that name it, so a number meant for one is not taken for another.
 */
import nlp from 'compromise';
import {
  dogBreedsField,
  extractMonthlyIncome,
  extractMoveInDate,
  extractPets,
  extractSmoking,
  extractTotalResidents,
  givesIncomeRange,
  type PetsAnswer,
  TOTAL_INCOME,
} from '../extract/index.ts';
import { CHILD_WORDS, livesElsewhere, OTHER_WORDS } from '../extract/resident-words.ts';
import { readStep } from './answers.ts';
import { isUnsure, refusesToSay } from './intents.ts';
import type { ScreeningAnswers, ScreeningStep } from './questions.ts';

type Found = Partial<ScreeningAnswers>;

export interface MessageReading {
  found: Found;
  /** The step asked was declined ('rather not say', 'skip'). */
  declined: boolean;
  /** The step asked got an unsure answer ('two or three, depends'): ask again, store nothing. */
  unsure: boolean;
}

const STEP_FIELDS: Record<ScreeningStep, (keyof ScreeningAnswers)[]> = {
  PETS: ['pets'],
  SMOKING: ['smoking'],
  MOVE_IN_DATE: ['moveInDate'],
  MONTHLY_INCOME: ['monthlyIncome'],
  TOTAL_RESIDENTS: ['totalResidents'],
  PET_COUNT: ['totalPetCount'],
  PET_TYPE: ['dogCount', 'catCount'],
  PET_EMOTIONAL_SUPPORT: ['emotionalSupportPet'],
  PET_DOG_BREED: ['dogBreeds'],
  PET_DOG_SIZE: ['dogSizeLbs'],
};

export const fieldsOf = (step: ScreeningStep) => STEP_FIELDS[step];

function petColumns(answer: PetsAnswer | null): Found {
  if (!answer) return {};
  const { dogBreeds, serviceAnimal: _service, dogSizeClass: _class, ...rest } = answer;
  const found: Found = { ...rest };
  if (dogBreeds?.length) found.dogBreeds = dogBreedsField(dogBreeds);
  return found;
}

/** Words that say the message is about the household (not a question about the rules). */
const PETS_WORDS =
  /\b(?:pets?|esas?|emotional support|(?:service|support|assistance) (?:animals?|dogs?)|dogs?|cats?|pupp(?:y|ies)|pups?|doggos?|pooch|mutts?|kitt(?:y|ies|ens?)|fish|birds?|hamsters?|rabbits?|bunn(?:y|ies)|animals?|corgi|lab|poodle|beagle|retriever|terrier|shepherd|husky|chihuahua|pug|boxer|bulldog|doodle|mix)\b/i;
const SMOKE_WORDS = /\bsmok\w*|\bvap\w*|\bcigs?\b|\bcigarettes?\b|\b420\b|\bweed\b|\bcannabis\b/i;
const RESIDENT_WORDS =
  /\b(?:us two|just us|the two of us|we(?:'re| are) (?:\d|two|three|four|five)|we both|myself|single|solo|ppl|humans|me n|me,|me \+|me$|^me\b|sister|brother|mom|dad|mother|father|roomies|fianc\w*|of us|just me|only me|me and|myself and|and i\b|family of|household|roommates?|people|persons?|adults?|kids?|children|partner|wife|husband|gf|bf|girlfriend|boyfriend|fianc[eé]e?|spouse|daughter|son|alone|by myself|solo|altogether|in total|total|couple|toddlers?|bab(?:y|ies)|infants?|newborn|kiddos?|teens?|teenagers?|grandkids?|grand(?:children|son|daughter)|step(?:son|daughter|kids?)|nieces?|nephews?|twins|us)\b|\b(?:my|our|\d+|two|three|four|five)\s+(?:little\s+|teenage\s+|young\s+)?(?:girls?|boys?)\b/i;
/** Another earner of the household: 'my husband', 'my wife', 'our son' (the household's words). */
const PARTNER = new RegExp(String.raw`\b(?:my|our)\s+(?:${OTHER_WORDS}|${CHILD_WORDS})\b`, 'i');
const MOVE_WORDS =
  /\b(?:move|moving|start|starting|begin|from|by|around|early|mid|late|end of|beginning of|asap|january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|next month|this month|weeks?|days?|spring|summer|fall|autumn|winter)\b/i;
/**
 * Verbs of a clause that only times a move ('we'd like early march', 'hoping for feb 1',
 * 'need to be in by jan 15', 'my lease ends in feb'); any other verb does something else
 * on the day it names.
 */
const TIMING_VERBS = new Set(
  `want like hope need plan look aim prefer think target be move relocate start begin end mean
  expire work do go could would can should will may might say sound suit shoot have take arrive
  transfer finish graduate close sign change switch update push bump make put set pick shift
  come back wait get`.split(/\s+/),
);

const MOVE_IN_PHRASES = new Set([
  'move in',
  'be in',
  'get in',
  'come in',
  'run out',
  'move over',
  // A move put off or brought forward: 'push it back to mid March', 'move it up a week'.
  'push back',
  'move back',
  'move up',
  'bump back',
  'bump up',
]);

/**
 * The home said to come free: 'when it opens', 'once the unit is ready', 'as soon as it frees
 * up', 'when west opens' (a home named).
 */
const HOME_OPENS =
  /\b(?:when|once|after|as soon as|whenever)\s+(?:it|the (?:unit|place|apartment|home|loft|studio|house|room|flat|\w+ (?:one|side|half|unit))|(?:unit |apt |#)?[a-z0-9]{1,8}(?: (?:one|side|half|unit))?)\s+(?:opens(?: up)?|is (?:ready|available|free|open|vacant|empty)|frees up|becomes (?:available|free)|gets vacated|comes (?:open|free))\b/gi;

/** True when a clause's verbs (compromise's reading) do more than time a move. */
function doesAnotherThing(clause: string): boolean {
  // 'dec 20 when it opens': the home opening times the move too.
  const verbs = nlp(clause.replace(HOME_OPENS, ' ')).verbs().json() as {
    verb?: { infinitive?: string };
    text: string;
  }[];
  return verbs.some((v) => {
    const verb = (v.verb?.infinitive || v.text)
      .toLowerCase()
      .trim()
      .replace(/^to\s+/, '');
    // A verb with its particle ('come up', 'get out') is another verb; 'move in', 'be in',
    // 'get in', 'come in' time the move.
    return verb !== '' && !TIMING_VERBS.has(verb) && !MOVE_IN_PHRASES.has(verb);
  });
}

/** A clause that only sums up the people named before it: 'so 3', 'that's four of us'. */
export const SUMS_UP =
  /^(?:so|that'?s|thats|which makes|makes|=)\s+(?:(?:just|only|now|it'?s|we'?re)\s+)?(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)(?:\s+(?:people|ppl|of us|total|in total|altogether))?\s*[.!]?$/i;

/** Asking to see the home: a date in it is for the viewing. */
const VISIT_WORDS =
  /\b(?:see (?:it|the (?:place|apartment|unit|home|house))|visit|tour|viewing|showing|come (?:by|over|and see|see)|look at)\b/i;
const MOVING = /\bmov(?:e|ing)\b/i;
const MONTHS =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec|asap|next month)\b/i;
const PAST = /\b(?:last|ago|passed|died|had|was|were)\b/i;
const INCOME_WORDS =
  /\d\s*k\b|\/(?:year|yr|month|mo|week|wk|hour|hr)\b|\b(?:earn|make|making|income|salary|paid|pay(?:check)?|gross|take home|bring in|(?:before|after) tax(?:es)?|pre-?tax|k\b|\$|per (?:month|year|week|hour)|a (?:month|year|week|hour)|annually|yearly|monthly|biweekly|every (?:two|2) weeks|an hour|\/hr|\/mo|\/yr)/i;

/**
 * The answers in a message. The step asked goes first (with its context); other fields
 * are added only when the message names their subject.
 */
export function readMessage(
  step: ScreeningStep | null,
  raw: string,
  now: Date,
  timeZone?: string,
  enabled: readonly ScreeningStep[] = [],
  hedged = false,
  refused = false,
): MessageReading {
  const text = plainWords(raw);
  const found: Found = {};
  let declined = false;
  let unsure = false;
  if (step) {
    if ((refused || refusesToSay(text)) && !/\d/.test(text)) declined = true;
    else if (
      (hedged || isUnsure(text)) &&
      !(step === 'PETS' && NO_PETS.test(text)) &&
      // 'between 6 and 7 thousand, depending on commission': a range of income is an answer.
      !(step === 'MONTHLY_INCOME' && givesIncomeRange(text))
    )
      unsure = true;
    else {
      const reading = readStep(step, aboutStep(step, text), now, timeZone);
      if (reading && 'declined' in reading) declined = true;
      else if (reading) Object.assign(found, reading.found);
      // 'Both of us bring home about 5k': the amount asked for is per person.
      if (step === 'MONTHLY_INCOME' && found.monthlyIncome)
        found.monthlyIncome *= earners(text, found.totalResidents);
    }
  }
  const context = { now, timeZone };
  const open = (field: keyof ScreeningAnswers) => found[field] === undefined;
  const stepFound = step !== null && STEP_FIELDS[step].some((f) => found[f] !== undefined);
  const wants = (s: ScreeningStep) =>
    (s !== step || (!stepFound && !declined && !unsure)) &&
    (enabled.length === 0 || enabled.includes(s) || s === step);
  // Hedged parts of a several-fact message are not guesses to store; the rest still counts.
  const sure = (part: RegExp) => !unsureAround(text, part);
  const noPets = step === 'PETS' ? NO_PETS.test(text) : NO_PETS_SAID.test(text);
  if (noPets && (wants('PETS') || step === 'PETS') && !unsure && !declined) {
    for (const f of ['dogCount', 'catCount', 'totalPetCount', 'dogBreeds', 'dogSizeLbs'] as const)
      delete found[f];
    found.pets = false;
  } else if (wants('PETS') && PETS_WORDS.test(text) && open('pets') && sure(PETS_WORDS)) {
    const pets = petColumns(extractPets(text, context));
    for (const [k, v] of Object.entries(pets))
      if (open(k as keyof ScreeningAnswers)) (found as Record<string, unknown>)[k] = v;
  }
  if (wants('SMOKING') && SMOKE_WORDS.test(text) && open('smoking') && sure(SMOKE_WORDS)) {
    const smoking = extractSmoking(text, context);
    if (smoking !== null) found.smoking = smoking;
  }
  // Each remaining field is read from the clause that names it, with the field as the
  // question, so '2 ppl' counts as residents and the '4' of a unit name is no date.
  const clauses = text
    .split(
      /,(?!\d{3})|[;!]|\.(?!\d)|\s[-–—]+\s|\s+w\/\s*|\s+with\s+(?=(?:a|an|one|two|three|\d+|my|our)\s+(?:pets?|dogs?|cats?|\w+\s+(?:dogs?|cats?))\b)|\s\+\s(?=\S+\s(?:pets?|dogs?|cats?))|\band\b(?=\s+(?:i|we|my|our|it'?s|its|it'?d|itd|it would|there(?:'ll| will| would)? be|looking|moving|income|earn|make|combined|together|between|\d+|one|two|three|four|five)\b)/i,
    )
    .map((clause) => clause.trim());
  const clauseFor = (words: RegExp, avoid: RegExp[]) =>
    clauses.filter((c) => words.test(c) && !avoid.some((a) => a.test(c))).join(', ');
  // 'My mom wants to come stay for two weeks over Christmas': a guest's visit names
  // neither a household member nor a move-in day, unless that is what was asked.
  const visit = GUEST_VISIT.test(text);
  if (
    wants('TOTAL_RESIDENTS') &&
    open('totalResidents') &&
    !(visit && step !== 'TOTAL_RESIDENTS')
  ) {
    const named = clauseFor(RESIDENT_WORDS, [PETS_WORDS, INCOME_WORDS]);
    // 'my mom is moving in with us too, so 3': the sum said after the people named.
    const sum = named ? clauses.find((c) => SUMS_UP.test(c)) : undefined;
    const part = sum ? `${named}, ${sum}` : named;
    const solo = clauses.some((c) => SOLO.test(c));
    const total = part
      ? (extractTotalResidents(part, { ...context, question: 'TOTAL_RESIDENTS' }) ??
        (solo ? 1 : null))
      : solo
        ? 1
        : null;
    if (total && sure(RESIDENT_WORDS)) found.totalResidents = total;
  }
  // 'Could I see it next Saturday?' names a day to visit, not to move in.
  const visitDay = VISIT_WORDS.test(text) && step !== 'MOVE_IN_DATE' && !MOVING.test(text);
  if (
    wants('MOVE_IN_DATE') &&
    MOVE_WORDS.test(text) &&
    open('moveInDate') &&
    sure(MOVE_WORDS) &&
    !visitDay &&
    !(visit && step !== 'MOVE_IN_DATE')
  ) {
    // A clause that does something else on its day ('we want to let the dog out back in
    // march', 'coming up for Boom Days in August', 'subletting thru June') names no move-in.
    const dated = clauses.filter((c) => MOVE_WORDS.test(c) && !INCOME_WORDS.test(c));
    const part = dated.length ? dated.filter((c) => !doesAnotherThing(c)).join(', ') : text;
    // Not asked for, a date is a move-in date only when the clause says moving, or names a
    // month ahead: 'she passed last spring' and 'half the week' name none.
    const saysMove =
      step === 'MOVE_IN_DATE' || MOVING.test(part) || (MONTHS.test(part) && !PAST.test(part));
    const date =
      part && saysMove && extractMoveInDate(part, { ...context, question: 'MOVE_IN_DATE' });
    if (date) found.moveInDate = date.date;
  }
  if (wants('MONTHLY_INCOME') && INCOME_WORDS.test(text) && open('monthlyIncome')) {
    // 'i make 2800 a month and my husband around 3100': another earner's amount, said in
    // the clause after, is household income too.
    const earner = (c: string) => PARTNER.test(c) && /\d/.test(c) && !PETS_WORDS.test(c);
    const named = clauses
      .filter(
        (c, i) =>
          (INCOME_WORDS.test(c) && !PETS_WORDS.test(c)) ||
          (i > 0 && INCOME_WORDS.test(clauses[i - 1] ?? '') && earner(c)),
      )
      .join(', ');
    // 'I'm paid twice a month, 2,600 each check': the amount is in the next clause.
    const part = named && /\d/.test(named) ? named : text;
    const income = extractMonthlyIncome(part, { ...context, question: 'MONTHLY_INCOME' });
    if (income && !('declined' in income) && sure(INCOME_WORDS))
      found.monthlyIncome = income.monthly * earners(text, found.totalResidents);
  }
  if (step && (declined || unsure)) for (const f of STEP_FIELDS[step]) delete found[f];
  return { found, declined, unsure };
}

/**
 * The part of a message that answers the step asked: 'No smoking here. But I do have 2
 * cats' answers the smoking question in its first sentence only.
 */
function aboutStep(step: ScreeningStep, text: string): string {
  // A day on which something else is done is no move-in day ('I'm subletting in Oakland
  // thru June but could get out early', 'we're coming up for Boom Days in August').
  if (step === 'MOVE_IN_DATE')
    return text
      .split(/[.;!?]+|,(?!\d{3})|\bbut\b|\band\b(?=\s+(?:no|yes|yeah|nope|i|we|my|our)\b)/i)
      .filter((part) => part.trim() && !(MOVE_WORDS.test(part) && doesAnotherThing(part)))
      .join(', ');
  const subject = step === 'SMOKING' ? SMOKE_WORDS : step === 'PETS' ? PETS_WORDS : null;
  if (!subject) return text;
  // 'My brother smokes but he won't be living with me' is read whole: the 'but' says whose
  // smoking it is.
  // The question mark stays: a question back is no answer ('would my guests … smoke?').
  const sentences = text
    .split(/(?<=[.;!?])\s*/)
    .flatMap((s) => (livesElsewhere(s) ? [s] : s.split(/\bbut\b/i)))
    .filter((s) => s.trim());
  // A bare yes or no is the answer to the step asked, kept with what names its subject.
  const about = sentences.filter(
    (s) => subject.test(s) || /^\s*(?:no|nope|nah|yes|yeah|yep|yup)\b[\s,.!]*$/i.test(s),
  );
  return about.length && about.length < sentences.length ? about.join('. ') : text;
}

/** 'We each make about 3k': the amount is per person, for everyone named. */
function earners(text: string, residents: number | null | undefined): number {
  // '4k each, so 8k total': the total was stated; nothing to multiply.
  if (TOTAL_INCOME.test(text.toLowerCase())) return 1;
  if (
    /\b(?:we|they) both (?:make|earn|bring|take)|\bboth (?:of us )?(?:make|earn|bring|take home|get)|\b(?:makes?|earns?|brings? (?:in|home)) (?:about |roughly |around |pretty much |almost |close to |basically )?the same\b/i.test(
      text,
    )
  )
    return 2;
  // 'We each bring home 4,500': every resident earns it; 'we' is two at least.
  return /\b(?:we|they) each\b|\beach (?:of us )?(?:make|earn|bring)|\bapiece\b/i.test(text)
    ? (residents ?? 2)
    : 1;
}

/** A guest coming to stay for a while: 'come stay for 2 weeks', 'visiting over Christmas'. */
const GUEST_VISIT =
  /\b(?:visit(?:s|ing)?|(?:come|comes|coming|came) (?:to |and )?(?:stay|visit)|stay(?:ing)? over|stay(?:ing)? (?:with (?:me|us) )?(?:for )?(?:about |around |like |maybe |just )?(?:a|an|one|two|three|four|five|a few|a couple(?: of)?|\d+) (?:nights?|days?|weeks?)|over (?:christmas|thanksgiving|the holidays|spring break))\b/i;

/** A clause that says one lives alone: 'single', 'solo', 'just me'. */
const SOLO =
  /^\s*(?:i'?m |i am )?(?:single|solo|just me|only me|just myself|by myself|alone|living alone|me alone)\s*$|\b(?:it|that)(?:'s|'ll|'d| will| would| is)? (?:be )?(?:just|only) (?:be )?me\b(?! and)|\b(?:i(?:'ll| will)? (?:be )?)?(?:living|live) (?:there )?(?:alone|by myself|on my own)\b/i;

/** 'No pets' however said; anything after it ('maybe a fish someday') is a wish, not a pet. */
const NO_PETS_SAID =
  /\b(?:no|zero|0|not any|don'?t have (?:any )?|do not have (?:any )?|dont have (?:any )?|without (?:any )?)(?:pets?|animals?|furry friends?)\b|\bpet[- ]free\b|\bno (?:pets|animals) (?:at the moment|right now|currently|anymore|now)\b/i;

/** The same, or a bare 'no'/'none' when pets is the question asked. */
const NO_PETS = new RegExp(
  String.raw`^\s*(?:none|nope|no|nah)\b(?!\s+(?:smok|vap))|${NO_PETS_SAID.source}`,
  'i',
);

/**
 * Wording the extractors read better in plain form: 'non smoker' is 'do not smoke', and
 * 'never touched a cigarette' is too.
 */
function plainWords(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\bnon[- ]?smok\w*/gi, "don't smoke")
    .replace(
      /\bnever (?:touched|smoked|had|used) (?:a |any )?(?:cigarettes?|cigs?|smokes?|tobacco|vapes?)\b/gi,
      "don't smoke",
    )
    .replace(
      /\b(\d{1,2})\.(\d{3})\b(?=\s*(?:dollars|\$|usd|a month|per month|monthly))/gi,
      '$1,$2',
    );
}

/** True when the clause that names this subject hedges ('maybe a fish someday'). */
function unsureAround(text: string, subject: RegExp): boolean {
  const clauses = text.split(/[,;.!?]|\band\b|\bbut\b/i);
  const about = clauses.filter((c) => subject.test(c));
  return (
    about.length > 0 && about.every((c) => isUnsure(c) && !/\bno\b|\bnone\b|\bzero\b/i.test(c))
  );
}
