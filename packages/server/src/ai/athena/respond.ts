/**
 * The answering half of a turn: each question in a message looked up on its own, the
 * accessibility answer (facts, then the flag to the manager), the income-source answer
 * (the manager's policy, else the manager confirms), and granting a way to communicate.
 */

import nlp from 'compromise';
import { joinWords, wordsKey } from '../answers/format.ts';
import { readQuestion } from '../answers/question.ts';
import { findPetMentions } from '../extract/pet-mentions.ts';
import { PERSON } from '../extract/resident-words.ts';
import { isQuestion, thingAsked } from '../knowledge/index.ts';
import { isStopword, stem, tokenize } from '../meaning/tokens.ts';
import { factLinesOf, say } from './fact-lines.ts';
import {
  asksIncomeSource,
  communicationRequest,
  incomeSourcesNamed,
  mentionsAssistanceAnimal,
} from './intents.ts';
import type { TurnInput } from './turn.ts';
import { yesOrNoFirst } from './yes-no.ts';

const MIN_PART = 4;

/**
 * The first of two alternatives asked whether something is there ('is there a washer in the
 * unit, or is it a shared laundry room?' → 'is there a washer in the unit') or of two
 * questions put as alternatives ('is mowing on us or do yall have a crew'), else the
 * question itself: 'is the basement finished or just storage?' asks a quality, which the
 * first half alone would lose.
 */
function firstAlternative(question: string): string {
  const [first, other] = question.split(ALTERNATIVE);
  if (first === undefined || other === undefined) return question;
  return ASKS_THERE.test(first) || OTHER_QUESTION.test(other) ? first : question;
}

const ASKS_THERE =
  /^\s*(?:(?:is|are) there|do (?:you|u|y'?all|they)(?: guys)? (?:have|offer)|does (?:it|the \w+) (?:have|come with)|any)\b/i;

/** A question that names nothing of its own and points back at what was said before. */
const LEANS_BACK =
  /^(?:is|are|would|will|does|do|can|could)\b(?=.*\b(?:that|this|it|they|them|those)\b)(?:\s+(?:there|that|this|it|they|anywhere|somewhere|a place|be|is|are|ok|okay|allowed|permitted|fine|a problem|an issue|where|when|also|too|still|then))*\s*\??$/i;

/** A piece that is only a tag asking to confirm. */
const TAG_ONLY =
  /^(?:right|correct|ok|okay|yeah|yes|no|thanks?|is that (?:right|correct|ok|okay))\W*$/i;

/** Where a question's second alternative begins: ', or is it…', ' or do I pay extra'. */
const ALTERNATIVE =
  /,?\s+or\s+(?=(?:is|are|do|does|did|can|could|should|will|would|it|they|i|we)\b)/i;

/** The second of two alternatives asking a question of its own: 'or do yall have a crew'. */
const OTHER_QUESTION = /^\s*(?:do|does|did|can|could|will|would|should)\b/i;

/** 'Is that OK?' after a statement asks about that statement: one question, not two. */
const ABOUT_THE_LAST =
  /^(?:is|would|will|does|do|can)\s+(?:that|this|it|they)\s+(?:be\s+)?(?:ok|okay|alright|all right|fine|allowed|permitted|a problem|an issue|cool|work)\b/i;

/** Where a question's frame ends: 'how much is the', 'does it have', 'is there a'. */
const FRAME =
  /^(.*?\b(?:is there|are there|is|are|have|has|about|of|with|allow|allows|allowed)\b(?:\s+(?:the|a|an|any|some))?)\s/i;
/** A part that begins a new question of its own. */
const OWN_QUESTION =
  /^(?:what|whats|what's|when|where|who|how|hows|is|are|do|does|can|could|will|would|any|if|i|we|it)\b/i;

const SECOND_VERB = /^(?:have|has|had|need|needs|want|wants|got|gotta)\s+to\b/i;

/**
 * 'How much is the rent and deposit?', 'does it have central air and a dishwasher?': the
 * question's frame applies to each thing it names, so each is looked up on its own.
 */
function distribute(part: string): string[] {
  const and = part.lastIndexOf(' and ');
  if (and < 0) return [part];
  const left = part.slice(0, and).trim();
  const right = part.slice(and + 5).trim();
  // '…if I get a job in another city and have to leave early': a second verb, not a thing.
  if (
    !right ||
    OWN_QUESTION.test(right) ||
    SECOND_VERB.test(right) ||
    right.split(/\s+/).length > 4
  )
    return [part];
  const frame = FRAME.exec(left)?.[1];
  const bare = right.replace(/^(?:the|a|an|any|some)\s+/i, '');
  return [left, frame ? `${frame} ${bare}` : bare];
}

/**
 * The questions of a message: split at question marks and at 'and'/'also'/'plus' between
 * two questions, so 'is it available and what's the rent' is two look-ups.
 */
export function questionParts(text: string): string[] {
  const pieces = text
    .split(
      /(?<=\?)(?!\?)|\n+|;|,|\s\+\s|\s&\s|(?<=(?:^|[.?!]\s*)(?:what|when|where|who|which|why|how|is|are|do|does|did|can|could|will|would|should)\b[^.?!—–]*)\s+(?:—|–|--?)\s+(?=(?:what|when|where|who|which|why|how|is|are|do|does|did|can|could|will|would|should|any)\b)|\b(?:and also|also|plus|and|n|&|as well as|oh and|btw|by the way)\b(?=\s+(?:what|whats|what's|when|whens|where|wheres|where's|who|whos|who's|which|why|how|til|till|until|is|are|do|does|did|can|could|will|would|should|may|(?:has|have)(?!\s+to\b)|any|the|if|it|i|whether)\b)/i,
    )
    // 'no. is the wood stove hard to run?': the answer before a question is not part of it,
    // nor what announces it ('Two things: are cats okay').
    .map((p) => (p?.trim() ?? '').replace(ANSWER_FIRST, '').replace(ANNOUNCED, ''))
    // '…, right?' only asks to confirm what it follows: no question of its own.
    .filter((p) => p.replace(/\?+$/, '').length >= MIN_PART && !TAG_ONLY.test(p));
  const parts: string[] = [];
  let scene = '';
  for (const [at, said] of pieces.entries()) {
    // 'we got a 20ft fishing boat, where would that live': a statement before a question
    // is what the question is about, not a question of its own.
    if (at + 1 < pieces.length && !isQuestion(said) && STATES.test(said)) {
      scene = `${scene}${said}, `;
      continue;
    }
    const piece = `${scene}${said}`;
    scene = '';
    const last = parts.length - 1;
    // 'is there a washer in the unit, or is it a shared laundry room?': one question with
    // its alternatives, answered together.
    if ((ABOUT_THE_LAST.test(piece) || /^or\b/i.test(piece)) && last >= 0)
      parts[last] = `${parts[last]}, ${piece}`;
    else parts.push(...distribute(piece));
  }
  return parts.length > 1 ? parts : [];
}

/** What announces the questions: 'Two things:', 'quick q:', 'Question for you -'. */
const ANNOUNCED =
  /^(?:(?:a |one |two |three |couple |few |quick |last |another )*(?:things?|q|qs|questions?|ones?)(?: for (?:you|ya|u))?)\s*[:—–-]+\s*(?=\S)/i;

/**
 * 'i have a sweet old golden retriever, hes super calm, would he be ok?': a question about
 * 'he' or 'she' after an animal is named, and no person, asks about that kind of animal.
 */
function animalFor(before: readonly string[], part: string): string {
  if (!PET_PRONOUN.test(part) || !isQuestion(part)) return part;
  const said = before.join(', ');
  const animal = findPetMentions(said).find((m) => m.species === 'dog' || m.species === 'cat');
  if (!animal || said.search(PERSON) >= 0) return part;
  return part.replace(PET_PRONOUN, `a ${animal.species}`);
}
const PET_PRONOUN = /\b(?:he|she|him|her)\b/i;

/** A statement of one's own: 'we got a boat', 'I have two cats', 'my mom uses a walker'. */
const STATES =
  /^(?:i|we)\s+(?:have|got|own|bring|use|drive|keep|need|play|work)\b|^(?:i've|ive|we've|weve)\s+got\b|^got\s+(?:a|an|two|three|\d)\b|^(?:my|our)\s+\w+/i;

/** A short answer said before a question: 'no.', 'yes,', 'nope -'. */
const ANSWER_FIRST = /^(?:yes|yeah|yep|yup|no|nope|nah|sure|ok|okay)\s*[.,!;:—–-]+\s*(?=\S)/i;

/** 'Is there a pool? Is it heated?': the second question is about the pool. */
function namingIt(previous: string, part: string): string {
  // The thing asked about before, or the last thing it names ('can i smoke on the roof deck').
  const thing =
    thingAsked(previous) ??
    LAST_THING.exec(previous.trim())?.[1] ??
    ALLOWED_THING.exec(previous.trim())?.[1];
  if (!thing) return part;
  // 'cats ok? any fees for them': the fees of the cats.
  if (FOR_IT.test(part)) return part.replace(FOR_IT, `$1 ${thing}`);
  // '…the community room for a party? how many people fit in there': in the room.
  if (IN_THERE.test(part)) return part.replace(IN_THERE, `$1 the ${thing}`);
  if (/^(?:is|are)\s+(?:it|they)\s+[a-z]+\??$/i.test(part))
    return part.replace(/^(is|are)\s+(?:it|they)\b/i, `$1 the ${thing}`);
  // 'whats the deposit and can i split it into chunks': the deposit split.
  if (DOING_IT.test(part)) return part.replace(DOING_IT, `$1 the ${thing}`);
  // 'when is it open?', 'how late is it open?' after 'can I smoke on the roof deck?'.
  return part.replace(ABOUT_IT, `$1 the ${thing}`);
}

/** 'Cats ok?', 'are dogs allowed': the thing asked to be allowed. */
const ALLOWED_THING =
  /^(?:(?:are|is)\s+)?([a-z]+s)\s+(?:ok|okay|allowed|welcome|fine|permitted)\b/i;
/** 'Any fees for them', 'is there a deposit on it': what the question is about, by a pronoun. */
const FOR_IT = /\b(for|on|with)\s+(?:them|it|those)\b/i;

/** 'fit in there', 'is there a dishwasher up there': the place the question before named. */
const IN_THERE = /\b(in|up|out|down|over)\s+there\b/i;

/** 'on the roof deck', 'for the 3 bedroom': the last thing a question names. */
const LAST_THING = /\bthe ((?:[a-z0-9]+ )?[a-z]+)\s*\??$/i;
/** A short question whose thing is a pronoun: 'where would that live', 'how do u climb up to it'. */
const POINTS_BACK =
  /^(?=(?:\S+\s+){0,6}\S+\s*\??$)(?=.*\b(?:it|that|this|them|those)\b)(?:what|where|how|when|is|are|can|could|would|will|does|do)\b/i;

/** A question about 'it' whose 'it' is the thing asked before. */
/** 'can i split it', 'could we pay it': a doing of the thing named before. */
const DOING_IT =
  /^((?:can|could|may|do|would|will|should)\s+(?:i|we|you|u)\s+(?!be\b|have\b|get\b)[a-z]+)\s+(?:it|that)\b(?!\s+(?:is|was|would|will|be)\b)/i;
const ABOUT_IT =
  /^((?:when|what time|how late|how early|how long|where|how much|how big)\s+(?:is|are|does|do|will))\s+(?:it|they)\b/i;

/**
 * Answers each question of a message; the parts no source answers are returned too
 * (when another part was answered), so they reach the manager.
 */
export function lookUpParts(
  input: TurnInput,
  text: string,
): { answers: string[]; missing: string[] } {
  const parts = questionParts(text);
  const answers: string[] = [];
  const seen = new Set<string>();
  const missing: string[] = [];
  parts.forEach((said, i) => {
    const part = i > 0 ? namingIt(parts[i - 1] ?? '', animalFor(parts.slice(0, i), said)) : said;
    // 'Are cats OK? How many can I have?': a part that leans on its neighbour ('how many',
    // 'where would that go', 'if I get a job in another city') is read with it.
    // Alternatives asked together are answered by what answers the first of them.
    const first = firstAlternative(part);
    // 'we got a 20ft fishing boat, where would that live': a short question about 'that'
    // or 'it' is read with what it points back at before it is read alone.
    // An answer already given to the part before says nothing new ('how much is the studio
    // and does it have its own washer' is not the rent twice), but covers the part.
    const pointsBack = i > 0 && part === said && POINTS_BACK.test(said);
    const together = pointsBack ? input.lookUp(`${parts[i - 1]} ${part}`)?.answer : undefined;
    const covered = together !== undefined && seen.has(together);
    const answer =
      (covered ? undefined : together) ??
      input.lookUp(part)?.answer ??
      (first !== part ? input.lookUp(first)?.answer : undefined) ??
      (i > 0 && part === said ? withNeighbour(input, part, parts[i - 1], 'before') : undefined) ??
      (i + 1 < parts.length ? withNeighbour(input, part, parts[i + 1], 'after') : undefined);
    if (!answer) {
      // 'I smoke but only outside, is there anywhere that is allowed?': a question about
      // what was just said is answered with it, not passed on as a question of its own.
      // '…the community room for a party? how many people fit in there': a part about what
      // was just asked, answered by what was said of it, is not asked again.
      const leansBack =
        i > 0 &&
        answers.length > 0 &&
        (LEANS_BACK.test(said) ||
          (covered && answersToo(said, together, 'before')) ||
          ((POINTS_BACK.test(said) || IN_THERE.test(said)) &&
            answers.some((given) => answersToo(said, given, 'before'))));
      if (
        !leansBack &&
        !saidAlready(input, said, answers) &&
        ((isQuestion(said) && said.split(/\s+/).length >= 3) || /\?\s*$/.test(said))
      )
        missing.push(said);
    } else if (!seen.has(answer)) {
      seen.add(answer);
      answers.push(yesOrNoFirst(part, answer));
    }
  });
  if (answers.length === 0) {
    // One question after chatter ('oh also is parking extra?'): the question alone, then the whole.
    const pieces = text
      // A sentence or an aside before it ('Old brick is drafty — do I pay for heat?',
      // 'Hello, Sam here. Is the heat included?') is not part of the question.
      .split(
        /\?+|\n+|;|(?<=[a-z)][.!])\s+(?=[a-z])|\s[—–-]+\s|\b(?:oh|also|btw|by the way|ok|okay|cool|thanks|great)\b/i,
      )
      .map((p) => p.trim())
      .filter((p) => p.length >= MIN_PART);
    // 'is there a washer in the unit, or is it a shared laundry room?': the first of the
    // alternatives, when the whole finds nothing.
    const first = firstAlternative(text);
    const whole =
      input.lookUp(text)?.answer ??
      (first !== text ? input.lookUp(first)?.answer : undefined) ??
      pieces.map((piece) => input.lookUp(piece)?.answer).find((a) => a !== undefined);
    return { answers: whole ? [yesOrNoFirst(text, whole)] : [], missing: [] };
  }
  return { answers, missing };
}

/**
 * A part read with the question beside it, when it finds nothing alone: answered only by
 * what the neighbour alone is not, unless the part names nothing of its own ('how many can
 * I have?', 'in unit?', 'is there anywhere I'm allowed to?'), says what the question before
 * means for the asker, or is named in the answer. 'is it in a flood zone? do i need renters
 * insurance?' is not answered by the insurance sentence, which answers the second.
 */
function withNeighbour(
  input: TurnInput,
  part: string,
  neighbour: string | undefined,
  side: 'before' | 'after',
): string | undefined {
  if (neighbour === undefined) return undefined;
  const found = input.lookUp(
    side === 'before' ? `${neighbour} ${part}` : `${part} ${neighbour}`,
  )?.answer;
  if (found === undefined || found !== input.lookUp(neighbour)?.answer) return found;
  return answersToo(part, found, side) ? found : undefined;
}

/**
 * 'is there a gym, is it open 24/7, and is there anywhere to work that isn't my kitchen
 * table': the fact nearest to a part no source answers with confidence is already in an
 * answer given to another part (the gym's sentence names the coworking lounge), so the
 * part is answered, not passed on as unknown.
 */
function saidAlready(input: TurnInput, part: string, answers: readonly string[]): boolean {
  if (!answers.length) return false;
  const near = input.lookUp.nearest?.(part);
  if (!near) return false;
  const fact = wordsKey(near);
  return fact.length > 0 && answers.some((answer) => wordsKey(answer).includes(fact));
}

/** Whether the answer to the question beside a part answers the part as well. */
function answersToo(part: string, answer: string, side: 'before' | 'after'): boolean {
  const own = contentStems(part);
  const answered = new Set(contentStems(answer));
  const leans =
    own.length === 0 ||
    part.split(/\s+/).length < 3 ||
    ELLIPSIS.test(part) ||
    (side === 'before' && (WHAT_IT_MEANS_FOR_ME.test(part) || THAT_SAID.test(part)));
  return leans || own.some((t) => answered.has(t));
}

/** 'is that too big?', 'is this complex one of those': what was just said, pointed at ('it' is the home). */
const THAT_SAID = /\b(?:that|those|them|these)\b/i;

/** A question that leaves its verb's object to what came before: 'am I allowed to?'. */
const ELLIPSIS = /\b(?:to|do (?:that|it|so))\s*\?*$/i;

/** 'so there's no AC?? am I gonna melt in July': what the question before means for the asker. */
const WHAT_IT_MEANS_FOR_ME =
  /^(?:so\s+)?(?:(?:am|will|would|should)\s+(?:i|we)|(?:i'm|im|i am|we're)\s+(?:gonna|going to))\b/i;

/** The stems of a text's words that carry meaning (no function words, no question frame). */
const contentStems = (text: string) =>
  tokenize(text)
    .filter((t) => t.length > 2 && !isStopword(t) && !SAYS_NOTHING_OF_ITS_OWN.has(t))
    .map(stem);
/** What a question asks of whatever it points at: 'does it matter?', 'is that a problem?'. */
const SAYS_NOTHING_OF_ITS_OWN = new Set(
  'matter matters problem issue fine allowed okay possible true count counts work works'.split(' '),
);

/**
 * The home's own rule on children in a place the question names ('are kids allowed in the
 * gym if a parent is with them?' is answered by 'children under 14 come with an adult'),
 * or null: a question of a place's rules, not of who may live there.
 */
export function childrenRule(input: TurnInput, text: string): string | null {
  if (text.search(CHILDREN) < 0) return null;
  const places = contentStems(text.replace(CHILDREN, ' ')).filter(
    (t) => t.length >= 3 && !NOT_A_PLACE.has(t),
  );
  if (places.length === 0) return null;
  const line = factLinesOf(input, []).find((q) => {
    const lower = q.lower ?? q.text.toLowerCase();
    return CHILDREN_RULED.test(lower) && places.some((place) => lower.includes(place));
  });
  return line ? say(line) : null;
}
const CHILDREN = /\b(?:kids?|children|child|toddlers?|teens?|teenagers?|minors?)\b/gi;
/** A sentence that rules on children: 'children under 14 come with an adult'. */
const CHILDREN_RULED =
  /\b(?:children|kids|minors|teens)\b[^.]*\b(?:under|adult|supervis\w*|accompan\w*|age)\b|\bunder (?:the age of )?\d{1,2}\b/;
/** Words of such a question that name no place: 'allowed', 'parent', 'use'. */
const NOT_A_PLACE = new Set(
  'allow allowed parent parents use play come bring adult adults someone with them they'
    .split(' ')
    .map(stem),
);

/** Answers the message: every part with an answer, without repeating one. */
export function lookUpAll(input: TurnInput, text: string): string[] {
  const answers: string[] = [];
  const add = (a: string | undefined) => {
    if (a && !answers.includes(a)) answers.push(a);
  };
  const parts = questionParts(text);
  for (const part of parts) add(input.lookUp(part)?.answer);
  if (answers.length === 0) add(input.lookUp(text)?.answer);
  return answers;
}

/** A sense a person lives without, and what homes offer for it, in the facts' words. */
const SENSES: readonly (readonly [RegExp, readonly string[]])[] = [
  [
    /\b(?:deaf|hard of hearing|hearing)\b/i,
    ['assistive listening', 'visual alarms', 'flashing alarms', 'strobe alarms'],
  ],
  [
    /\b(?:blind|low vision|visually impaired)\b/i,
    ['braille signs', 'large print', 'tactile signs'],
  ],
];
/** Places a sense's features are asked of: 'in the auditorium', 'the fire alarms'. */
const PLACES =
  /\b(?:auditorium|theater|theatre|lobby|elevators?|alarms?|doorbells?|signs?|apartment|unit|hallways?|gym|clubhouse|community room)\b/gi;

/** Parking asked to be near: 'a space close to the door', 'handicap parking', 'my placard'. */
const NEAR_THE_DOOR =
  /\b(?:close to|near|next to|by) the (?:door|entrance|building|elevator|lobby)\b|\b(?:accessible|handicap\w*|disabled|van)[- ](?:parking|spots?|spaces?)\b|\bplacard\b/i;

const ASSISTANCE_ANIMALS =
  'Assistance animals (service animals and emotional support animals) are not pets: pet rules, pet rent, pet fees and deposits, and breed or weight limits do not apply to them.';

/** Words retrieval should also look for when a person asks about getting around the home. */
const ACCESS_TERMS = 'accessible, step-free, elevator, ramp, entrance, ground floor, grab bars';

/** Getting around the home: the building's physical facts answer these. */
const PHYSICAL =
  /wheel ?chair|power chair|scooter|walker|cane|elevator|lift|stairs?|steps?|ramp|entrance|door|floor|knees?|hips?|mobility|accessible|parking|spot|space|shower|tub|bath|grab/i;

/**
 * The reply to an accessibility or accommodation message: what the facts say, the
 * assistance-animal rule when an animal is named, a way to communicate granted at once,
 * and the promise that the manager has it now (the caller flags it).
 */
export function accessibilityReply(
  input: TurnInput,
  text: string,
  readerHearsNeed = false,
): string {
  const parts: string[] = [];
  const channels = communicationRequest(text, readerHearsNeed);
  if (channels.length)
    parts.push(
      `Of course. I've asked the property manager to contact you ${channels.join(' and ')} from now on.`,
    );
  // A way of communicating granted is the answer; the facts answer a question of the home,
  // asked beside it or alone ('I'm deaf. is there an apartment with flashing smoke alarms?
  // and can the office text me').
  const facts =
    channels.length && !PHYSICAL.test(text)
      ? questionParts(text)
          .filter((part) => communicationRequest(part, true).length === 0)
          .flatMap((part) => lookUpAll(input, part).slice(0, 1))
      : lookUpAll(input, text).slice(0, 2);
  if (PHYSICAL.test(text)) {
    const named = text.match(new RegExp(PHYSICAL.source, 'gi')) ?? [];
    // The home it names stays named ('the ramp at 22'): its own facts answer.
    const homes = (text.match(/\b(?:\d{1,4}[A-Za-z]?|[A-H]\d{0,3})\b/g) ?? []).map(
      (h) => `unit ${h}`,
    );
    const wider =
      (homes.length ? input.lookUp([...named, ...homes].join(', '))?.answer : undefined) ??
      input.lookUp(`${named.join(', ')}, ${ACCESS_TERMS}`)?.answer;
    if (wider && !facts.includes(wider)) facts.unshift(wider);
  }
  // 'hard of hearing… some kind of hearing help in the auditorium?': what the facts call
  // the features for that sense, with the place named.
  for (const [need, features] of SENSES) {
    if (!need.test(text)) continue;
    const place = text.match(PLACES)?.[0];
    const found = features
      .map((feature) => {
        const answer = input.lookUp(`is there ${feature}${place ? ` in the ${place}` : ''}?`);
        const head = feature.split(' ')[0] ?? feature;
        return answer?.answer.toLowerCase().includes(head) ? answer.answer : undefined;
      })
      .find((answer) => answer !== undefined);
    if (found && !facts.includes(found)) facts.unshift(found);
  }
  if (/\b(?:park\w*|spots?|spaces?|garage|carport|car|placard)\b/i.test(text)) {
    // A space near the door asked for is the accessible spaces, when the facts have them,
    // and keeps its place among the three facts said.
    const near = NEAR_THE_DOOR.test(text)
      ? input.lookUp('accessible parking space near the entrance')?.answer
      : undefined;
    const parking = near && /\bpark/i.test(near) ? near : input.lookUp('parking space')?.answer;
    if (parking && !facts.includes(parking)) facts.splice(near ? 2 : facts.length, 0, parking);
  }
  // 'can someone who can't climb a ladder get into the pool?': what the facts say of the
  // way into each thing named, when nothing else was found.
  if (facts.length === 0)
    for (const thing of thingsNamed(text)) {
      const asked = `is the ${thing} accessible, with a lift or a ramp?`;
      const found = input.lookUp(asked)?.answer ?? '';
      if (found.toLowerCase().includes(thing) && ACCESS_WORD.test(found)) {
        facts.push(found);
        break;
      }
    }
  // 'a walker… an apartment without stairs and a shower he can step into?': the fact nearest
  // the need, though too unsure to answer a question on its own, when it says how a home is
  // reached or used (the request reaches the manager either way).
  if (facts.length === 0) {
    const near = input.lookUp.nearest?.(text);
    if (near && MEETS_A_NEED.test(near)) facts.push(`From the property's information: "${near}"`);
  }
  parts.push(...facts.slice(0, 3));
  if (mentionsAssistanceAnimal(text)) parts.push(ASSISTANCE_ANIMALS);
  parts.push(
    facts.length || channels.length
      ? "I've also passed your message to the property manager right away. Reasonable accommodation and modification requests are always welcome."
      : "I've passed this to the property manager right away so they can give you an exact answer. Reasonable accommodation and modification requests are always welcome.",
  );
  return parts.join(' ');
}

/** The things a message names, by their head nouns ('the pool', 'the steps'), not people. */
function thingsNamed(text: string): string[] {
  const nouns = nlp(text).nouns().json() as { noun?: { root?: string } }[];
  return nouns
    .map((n) => n.noun?.root?.toLowerCase() ?? '')
    .filter((root) => /^[a-z]{3,}$/.test(root) && !isStopword(root) && root.search(PERSON) < 0);
}
/**
 * Words of a fact that says a home meets a need ('a step-free entrance by a ramp', 'strobe
 * smoke alarms'), not only that it has a lift or a level somewhere ('a person trapped in an
 * elevator' is an emergency).
 */
const MEETS_A_NEED =
  /\b(?:step-free|ramps?|accessible|grab bars?|roll-in|roll-under|wheelchair|zero-entry|curbless|walk-in shower|36-inch|wide doorways?|all on one level|single-story|lever handles|strobe|visual alarms?|flashing|braille|hearing loop|lift chair)\b/i;
/** Words of a fact that says how a thing is reached. */
const ACCESS_WORD =
  /\b(?:lift|ramp|accessible|step-free|elevator|zero-entry|beach entry|automatic|grab bars?|roll-in|level)\b/i;

/**
 * Vouchers and other lawful sources of income are never refused: the manager's policy
 * when there is one, else an honest welcome and the manager confirms.
 */
export function incomeSourceReply(
  input: TurnInput,
  text: string,
  asks = true,
): { text: string; known: boolean } {
  const answer =
    input.lookUp('do you accept housing vouchers, Section 8 or other rental assistance?') ??
    input.lookUp(text);
  const fromPolicy = answer?.sources?.some((fact) => fact.topic === 'rent_assistance');
  const rule = INCOME_ASKED.test(text) ? incomeRule(input) : null;
  const assistance =
    rule ??
    (answer &&
    (fromPolicy || /voucher|section 8|rental assistance|source of income/i.test(answer.answer))
      ? answer.answer
      : null);
  // What they asked beside it ('can I pay when my aid comes in?', 'section 8 thru san
  // marcos. is the well going to be a problem for the inspection?'), when the facts say it:
  // the sentence that asks, before the whole message.
  const asking = text.split(/(?<=[.!?])\s+/).filter((s) => s !== text && isQuestion(s));
  const found =
    asking.map((sentence) => input.lookUp(sentence)).find((a) => a != null) ?? input.lookUp(text);
  // The policy's income rule quoted, the rest of that policy is not quoted beside it.
  const asked =
    rule && found?.sources?.some((fact) => fact.topic === 'rent_assistance')
      ? undefined
      : found?.answer;
  const also = asked && asked !== assistance ? ` ${asked}` : '';
  // The source they named, said back: 'child support counts…', never a silence about it;
  // one the home's policy does not name is confirmed by the manager.
  // 'child support and alimony': every source named is said back.
  const sources = incomeSourcesNamed(text);
  const quoted = `${assistance ?? ''} ${also}`.toLowerCase();
  const unnamed = sources.some((source) => !quoted.includes(source));
  const named = sources.length ? joinWords(sources) : null;
  // 'Yes —' answers a yes-or-no question ('does child support count?'), not 'how is it
  // verified?'.
  const yes = asks && readQuestion(text).yesNo;
  const counts =
    unnamed && named
      ? `${yes ? `Yes — ${named}` : named.charAt(0).toUpperCase() + named.slice(1)} ${sources.length > 1 ? 'count' : 'counts'} as income like any other lawful source. `
      : '';
  const confirm =
    ' I have asked the property manager to confirm the details for this home, and they will get back to you.';
  if (assistance) {
    // A policy that welcomes vouchers is a yes, said first (a welcome when nothing was asked).
    const welcome = 'housing vouchers and every other lawful source of income are welcome here. ';
    const opening =
      counts || REFUSES_VOUCHERS.test(assistance)
        ? ''
        : yes
          ? `Yes — ${welcome}`
          : `${welcome.charAt(0).toUpperCase()}${welcome.slice(1)}`;
    return {
      text: `${counts}${opening}${assistance}${also} Every lawful source of income counts the same way, and everyone applies through the same process.${unnamed ? confirm : ''}`,
      known: !unnamed,
    };
  }
  // The facts say of the very source asked ('the housing stipend in a travel contract counts
  // as income'): nothing is left for the manager to confirm.
  const saidInFacts =
    sources.length > 0 &&
    COUNTS_ASKED.test(text) &&
    sources.every((source) => also.toLowerCase().includes(source));
  return {
    text: `${counts}Applicants with a housing voucher (such as Section 8) or any other lawful source of income are welcome to apply, and that income counts like any other.${also}${saidInFacts ? '' : confirm}`,
    known: saidInFacts,
  };
}

/** Whether a source counts is asked ('does my stipend count toward that?'), not another thing. */
const COUNTS_ASKED = /\bcount(?:s|ed)?\b|\bconsidered\b|\bqualif\w*/i;

/** 'What income do I need to show', 'do I need 2x the whole rent or just my part'. */
const INCOME_ASKED =
  /\bincome (?:requirements?|needed|minimum|guidelines?|do i need|would i need)\b|\bwhat income\b|\bhow much (?:income|do i (?:need to |have to )?(?:make|earn))\b|\b(?:need|have) to (?:make|earn|show)\b|\b\d(?:\.\d)?\s*(?:x|times)\b|\b(?:two|three) times\b|\bqualify\b|\bmy (?:own )?(?:part|share|portion)\b|\b(?:is|be|'s) (?:that |it |this )?(?:gonna be |going to be )?enough\b|\benough (?:income|money|to (?:qualify|rent|get))\b/i;
/** A sentence of the policy that says what income is asked of whom. */
const INCOME_RULE =
  /\bincome\b[^.]*\b(?:times|multiple|share|portion|part of the rent|requir\w*|guideline|minimum)\b|\b(?:times|multiple)\b[^.]*\bincome\b/i;

/**
 * The rent-assistance policy's sentences on the income asked of voucher holders ('2.5 times
 * your share of the rent', 'we do not use an income multiple'), quoted when that is what
 * the person asks rather than whether vouchers are accepted.
 */
function incomeRule(input: TurnInput): string | null {
  const lines = factLinesOf(input, []).filter(
    (line) => /\brent assistance\b/i.test(line.label ?? '') && INCOME_RULE.test(line.text),
  );
  return lines[0] ? say({ label: lines[0].label, text: lines.map((l) => l.text).join(' ') }) : null;
}

/** A policy that says no to vouchers: Athena then quotes it without a yes of her own. */
const REFUSES_VOUCHERS =
  /\b(?:not|no|don'?t|do not|cannot|can'?t|unable to)\b[^.]{0,40}\b(?:vouchers?|section 8|subsid\w*|assistance)\b|\b(?:vouchers?|section 8|subsid\w*|assistance)\b[^.]{0,40}\b(?:not|no longer|cannot|can'?t|don'?t|do not)\b[^.]{0,20}\b(?:accept\w*|take|taken|allowed|participat\w*)\b/i;

export { asksIncomeSource };
