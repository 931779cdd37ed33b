import { petLimits, petWarnings } from '@porchlight/domain';
import { counted } from '../answers/format.ts';
import {
  characteristicsIn,
  checkProspectMessage,
  fairHousingReply,
  injectionReply,
} from '../guardrails/index.ts';
import { isQuestion } from '../knowledge/index.ts';
import { type PendingField, type Reading, readTurn, splitClauses } from '../reading/index.ts';
import { correctedAnswer, correctionValues, TAKES_BACK } from './corrections.ts';
import { factLinesOf, say } from './fact-lines.ts';
import {
  asksAboutPeople,
  asksAfterMe,
  asksIfHeldAgainst,
  asksIfPerson,
  communicationRequest,
  isGoodbye,
  isGreeting,
  isPleasantry,
  isSmallTalk,
  isThanks,
  needsAccessibility,
  onBenefitsOnly,
  refusesToSay,
  wantsViewing,
  withoutDependsOnAsking,
  withoutPeoplePlaces,
} from './intents.ts';
import { maintenanceReply } from './maintenance.ts';
import {
  EMAIL_INVITATION,
  emailIn,
  invitesEmail,
  invitesName,
  NAME_INVITATION,
  nameIn,
} from './names.ts';
import {
  nextStep,
  questionText,
  reaskText,
  type ScreeningAnswers,
  type ScreeningStep,
} from './questions.ts';
import { fieldsOf, readMessage } from './read-message.ts';
import {
  accessibilityReply,
  asksIncomeSource,
  childrenRule,
  incomeSourceReply,
  lookUpParts,
  questionParts,
} from './respond.ts';
import { saidOnce } from './said-once.ts';
import { splitStatements } from './statements.ts';
import type { AssistantProvider, TurnInput, TurnOutput } from './turn.ts';

const MAX_REASKS = 2;

/** 'no clue what he weighs', 'not sure how big she'll get': what is not known, not a question. */
const NOT_KNOWN_WHAT =
  /\b(?:no clue|no idea|not sure|unsure|don'?t know|do not know|dunno|idk|can'?t tell)\s+(?:what|how|when|where|which|if|whether)\b[^,.;!?]*/gi;

/**
 * Whether the reader still hears steering once the places named after people are said
 * plainly: 'could we use the community room for my daughter's quince?' asks of a room.
 */
function steeringWithoutPlaces(text: string, input: TurnInput, resident: boolean): boolean {
  const plain = withoutPeoplePlaces(text);
  if (plain === text) return true;
  return (
    readTurn({
      text: plain,
      pending: resident ? null : (input.pendingQuestion as PendingField | null),
      audience: resident ? 'resident' : 'prospect',
    }).labels.steering >= STEERING_SURE
  );
}

/**
 * How sure the trained reader must be that a message asks who lives there or what the area
 * is like before Athena gives the equal-housing answer on its word alone.
 */
const STEERING_SURE = 0.9;
/**
 * A rule asked of an animal ('do dogs have to stay out of that old cemetery next door? we
 * walk ours a lot', read 0.92): a question of the pet rules, never of who lives there.
 */
const ANIMAL_RULE =
  /\b(?:dogs?|cats?|pets?|pups?|puppy)\b[^?.!]{0,30}\b(?:have to|has to|need to|needs to|must|allowed|permitted)\b|\b(?:can|may|could)\s+(?:my|our|the)\s+(?:dogs?|cats?|pets?|pups?|puppy)\b/i;

/** 'Is it a 55+ community?', 'age restricted?': the home's legal status, not its people. */
const AGE_DESIGNATION =
  /\b(?:55|62)\s*(?:\+|plus|and (?:over|older|up)|or (?:over|older))|\bage[- ]?restrict\w*|\bsenior (?:community|complex|building|housing|living)\b|\bretirement (?:community|home)\b|\bage (?:requirement|limit|minimum)s?\b/i;
/** Whether renting there is kept to students: 'do u have to be a uw student to live there?'. */
const STUDENT_STATUS =
  /\b(?:have to|need to|must|got to) be (?:a |an )?(?:[\w-]+ )?(?:student|enrolled)\b|\b(?:students?|undergrads?) only\b|\bonly (?:for )?(?:\w+ )?students\b|\bcan (?:anyone|anybody|non-?students|families|professionals) (?:apply|rent|live)\b/i;
/** A sentence of the facts that states the home's age status or who may rent it. */
const STATES_AGE_STATUS =
  /\bage[- ]?restrict\w*|\b(?:55|62)\s*(?:\+|and (?:over|older)|or older)|\bhousing for older persons\b|\ball ages\b/i;
const STATES_STUDENT_STATUS =
  /\bnon-?students\b|\bstudents? only\b|\bonly (?:to )?(?:enrolled )?students\b|\b(?:must|need to) be (?:an? )?(?:enrolled|student)\b|\bopen to (?:anyone|everyone|all)\b/i;

/**
 * What the facts say of the home's age status or of renting to students only, when that is
 * asked ('is Saguaro Gardens a 55+ community or can anybody apply', 'do u have to be a uw
 * student to live there?'): said after the equal-housing answer.
 */
function whoMayRent(input: TurnInput, text: string): string[] {
  const states = AGE_DESIGNATION.test(text)
    ? STATES_AGE_STATUS
    : STUDENT_STATUS.test(text)
      ? STATES_STUDENT_STATUS
      : null;
  if (!states) return [];
  return factLinesOf(input, [])
    .filter((line) => states.test(line.text))
    .slice(0, 2)
    .map(say);
}

/**
 * Whether what a message states is a date and nothing a question beside it could point back
 * at ('January 1st.', 'dec 15 works'); '27 pounds. does he have to be under…' is not.
 */
const onlyTheAnswer = (says: string) =>
  says.replace(DATE_ANSWER_WORDS, ' ').replace(/[\W_]+/g, '') === '';
const DATE_ANSWER_WORDS =
  /\b(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|\d+(?:st|nd|rd|th)?|works?|fine|good|great|perfect|ok(?:ay)?|yes|yeah|yep|no|nope|about|around|roughly|maybe|the|of|on|is|would|be|asap)\b/gi;

/**
 * How sure the reader must be of an accommodation need that no guardrail phrase names ('my
 * chair is 27 inches wide'): below it, words such as 'mobile' or 'need … for work' were read
 * as one on the development sets.
 */
const ACCOMMODATION_SURE = 0.9;
/**
 * With a way of communicating asked for, a need the reader is less sure of is enough: the
 * two together ('autistic, overwhelmed on the phone … by text') make the request; a way
 * asked for a reason of work or habit scores near 0 ('text me, I'm at work all day').
 */
const NEED_WITH_WAY = 0.2;
/**
 * With help or an exception asked for ('I get dizzy spells from a heart condition, could
 * someone else handle the mowing rule for me', read 0.78), a need the reader is fairly sure
 * of is enough; on the development sets nothing else asking help read above 0.5.
 */
const NEED_WITH_HELP = 0.55;
const ASKS_HELP =
  /\b(?:exceptions?|waive\w*|someone else|(?:could|can|would) (?:you|someone|staff|maintenance|management|the office)|for me\b|instead)\b/i;

/**
 * An answer the reader is sure only hedges ('honestly no clue right now, I'm between
 * jobs'), with no value it would take for an answer, is not stored: Athena asks again.
 */
const HEDGE_SURE = 0.9;
/** A refusal the reader is this sure of declines the question asked, as the refusal words do. */
const REFUSAL_SURE = 0.8;

/** Words that say a day is the day of moving in ('move in', 'be in by', 'start the lease'). */
const SAYS_MOVING = /\b(?:mov(?:e|ing)|be in|get in|start|lease)\b/i;
/** The move named only as when something else happens: 'a few days after I move in'. */
const AFTER_THE_MOVE =
  /\b(?:after|before|once|when|until)\s+(?:i|we)\s+(?:move|get)\s+in\b|\b(?:after|before)\s+(?:my|our|the)\s+move(?:-in)?\b/i;

/** A question written as a statement ('wats the fee if im a few days late on rent'). */
const QUESTION_SURE = 0.9;

/**
 * A source of income no listed phrase names ('a rapid rehousing program that pays part of
 * the rent') is taken from the reader above this; at its own threshold it also read 'rent,
 * deposit, and pet rent' as one.
 */
const INCOME_SOURCE_SURE = 0.7;

/**
 * What is said of one's animals with the animal the question beside it names: 'are cats
 * ok? I have one' says one cat, 'does a dog count? bc i have a little one' a dog.
 */
function withAnimalAsked(
  step: ScreeningStep | null,
  says: string,
  asks: readonly string[],
): string {
  if (!step || !(step === 'PETS' || step.startsWith('PET_')) || ANIMAL.test(says)) return says;
  const animal = asks.map((ask) => ANIMAL.exec(ask)?.[1]?.toLowerCase()).find(Boolean);
  if (!animal) return says;
  const one = animal.replace(/s$/, '');
  return says
    .replace(/\b((?:a|one)\s+(?:little|small|big|young|old|tiny)\s+)one\b/i, `$1${one}`)
    .replace(
      /\b(have|got|has)\s+(one|two|three|four|[1-4])\b(?!\s+\w)/i,
      (_, verb, count) => `${verb} ${count} ${/^(?:one|1)$/i.test(count) ? one : `${one}s`}`,
    );
}
const ANIMAL = /\b(cats?|dogs?)\b/i;

/**
 * A question about the property's rules on pets or smoking ('Do you allow cats?', 'Is
 * smoking allowed on the balcony?') is not the prospect's answer about their own home:
 * Athena answers it and asks her question again. A message with a clause the reader takes
 * for an answer ('I have two cats, is that OK?', 'no pets. is there a dishwasher?') answers.
 */
function asksRulesOnly(step: string, text: string, says: string): boolean {
  if (!(step === 'PETS' || step.startsWith('PET_') || step === 'SMOKING')) return false;
  return isQuestion(text) && !says.trim();
}

function viewingOffer(input: TurnInput): string {
  return input.viewingMode === 'CALENDAR'
    ? 'Would you like to see it in person? Pick a time that suits you here: CALENDAR'
    : 'Would you like to see it in person? Tell me which days and times work best for you, and I will pass them to the manager.';
}

/**
 * 'my pup is 35 lbs, does she make the cut?': a weight within the property's limit, said
 * back as a fact of the rules (the manager still decides on the application).
 */
const ASKS_IF_FITS =
  /\b(?:ok|okay|fine|alright|allowed|accept\w*|problem|issue|make the cut|too (?:big|heavy|large)|limits?|weight|size|heavy|big|work|pass|qualify|count)\b/i;
function weightFits(input: TurnInput, pounds: number): string | null {
  const most = input.property.maxDogSizeLbs;
  return most && pounds <= most ? `A ${pounds} lb dog is within the ${most} lb limit here.` : null;
}

/** A gentle note when the prospect's pets break the property's rules; no scores, no verdict. */
function petNote(input: TurnInput, answers: ScreeningAnswers): string | null {
  const p = input.property;
  const warnings = petWarnings(
    {
      dogCount: answers.dogCount,
      catCount: answers.catCount,
      totalPetCount: answers.totalPetCount,
      dogBreeds: answers.dogBreeds,
      dogSizeLbs: answers.dogSizeLbs,
    },
    p,
  );
  if (!warnings.hasWarning || answers.emotionalSupportPet === 'ESA') return null;
  // The limits the warnings were measured against: what Athena says agrees with them.
  const limits = petLimits(p);
  const notes: string[] = [];
  const most = (count: number | null, kind: string) =>
    count ? `up to ${counted(count, kind)}` : `no ${kind}s`;
  if (warnings.countWarnings.dogs) notes.push(most(limits.dogs, 'dog'));
  if (warnings.countWarnings.cats) notes.push(most(limits.cats, 'cat'));
  if (warnings.countWarnings.totalPets)
    notes.push(limits.totalPets ? `up to ${counted(limits.totalPets, 'pet')} in all` : 'no pets');
  const breeds = warnings.breeds.filter((b) => b.restricted).map((b) => b.label);
  const parts: string[] = [];
  if (notes.length) parts.push(`this property allows ${notes.join(' and ')}`);
  if (breeds.length)
    parts.push(`${breeds.join(' and ')} ${breeds.length === 1 ? 'is' : 'are'} not allowed here`);
  if (warnings.sizeWarning && p.maxDogSizeLbs)
    parts.push(`dogs are limited to ${p.maxDogSizeLbs} lb`);
  if (!parts.length) return null;
  return `Just so you know, ${parts.join('; ')}. The manager will review your application with you.`;
}

/** What one turn builds while it reads the prospect's or resident's message. */
interface TurnState {
  input: TurnInput;
  out: TurnOutput;
  /** The reply's paragraphs, in order. */
  parts: string[];
  text: string;
  resident: boolean;
  answers: ScreeningAnswers;
  /** The pending question was asked again in this reply. */
  reasked: boolean;
  /** The reply is complete as it stands (a refusal, an equal-housing answer, a repair). */
  stop: boolean;
  /** Where the brief acknowledgement of an answer stands in `parts`, if one was said. */
  acknowledged: number;
}

/** Tells the manager of an accessibility or accommodation need, at once. */
function flagAccommodation(out: TurnOutput, text: string): void {
  out.accessibilityQuestion = text.slice(0, 500);
  out.attention?.push({ kind: 'ACCOMMODATION_REQUEST', text: text.slice(0, 500) });
}

/** The first words of a new chat, before anything was written. */
function greeting({ input, resident }: TurnState): string {
  return resident
    ? `Hi! I'm Athena, the assistant for ${input.property.address}. I can answer questions about your lease and the building's policies.`
    : `Hi! I'm Athena, the leasing assistant for ${input.property.address}${input.unitLabel ? `, ${input.unitLabel}` : ''}. I can answer your questions about the home and help you book a viewing.`;
}

/**
 * Reads the message for what must come before anything else: an injection attempt, a
 * resident's repair, a steering or protected-class question (the equal-housing answer),
 * then hands the rest to `answerMessage`.
 */
function readAndAnswer(state: TurnState): void {
  const { input, out, parts, text, resident } = state;
  const guard = checkProspectMessage(text);
  const read = readTurn({
    text,
    pending: resident ? null : (input.pendingQuestion as PendingField | null),
    audience: resident ? 'resident' : 'prospect',
  });
  // A need the reader hears, with a way of communicating asked for ('my son is autistic and
  // overwhelmed on the phone, can we do everything by text'), is an accommodation request.
  const needsOtherWay =
    read.labels.accommodation >= NEED_WITH_WAY &&
    read.top.includes('contact_preference') &&
    communicationRequest(text, true).length > 0;
  const access =
    !onBenefitsOnly(text) &&
    ((guard.kind === 'accessibility' && !movesThings(text, guard.matched)) ||
      read.labels.accommodation >= ACCOMMODATION_SURE ||
      (read.labels.accommodation >= NEED_WITH_HELP && ASKS_HELP.test(text)) ||
      needsOtherWay ||
      communicationRequest(text).length > 0 ||
      needsAccessibility(text));
  const incomeSource = asksIncomeSource(text) || read.labels.income_source >= INCOME_SOURCE_SURE;
  const people =
    guard.kind === 'steering' ||
    asksAboutPeople(text) ||
    (read.labels.steering >= STEERING_SURE &&
      steeringWithoutPlaces(text, input, resident) &&
      !ANIMAL_RULE.test(text) &&
      // 'what elementary school would my kids go to': which school serves the address is
      // a fact to look up or pass on, not a question about who lives there.
      !(ASSIGNED_SCHOOL.test(text) && !SCHOOL_QUALITY.test(text)));
  if (!resident)
    out.prospectName = nameIn(text, input.pendingQuestion, input.now, input.property.address);
  if (!resident && input.needsEmail) out.prospectEmail = emailIn(text);
  if (guard.kind === 'injection') {
    parts.push(injectionReply());
    state.stop = true;
  } else if (resident && read.top.includes('maintenance')) {
    const request = maintenanceReply(
      input,
      text,
      read.labels.emergency,
      read.top.includes('question') || isQuestion(text) || ASKS_INSIDE.test(text),
    );
    out.attention?.push(request.attention);
    parts.push(request.text);
    state.stop = true;
  } else if (
    people &&
    // Who lives there, asked beside a need ('other wheelchair users in the building?', 'other
    // families like ours? we're vietnamese'): the reader is sure of it, and the rules hear it
    // too or the reader is not as sure of a need.
    ((read.labels.steering >= STEERING_SURE &&
      (guard.signals.includes('steering') || read.labels.accommodation < ACCOMMODATION_SURE)) ||
      !(access && !/neighbou?r|tenant|resident|people|live/i.test(text)))
  ) {
    // Never a question for the manager: no one may answer it. Objective facts instead.
    parts.push(fairHousingReply('steering', guard.characteristics), ...whoMayRent(input, text));
    if (access && read.labels.accommodation >= ACCOMMODATION_SURE) flagAccommodation(out, text);
    state.stop = true;
  } else if (guard.kind === 'protected_class' && !incomeSource && !access) {
    const rule = resident ? null : childrenRule(input, text);
    if (rule) parts.push(rule);
    else
      parts.push(
        fairHousingReply('protected_class', guard.characteristics),
        ...whoMayRent(input, text),
      );
    state.stop = true;
  } else if (!resident && asksIfHeldAgainst(text)) {
    // 'My son is autistic and gets loud sometimes. Would the owners rather rent to someone
    // else?': no one may answer it but with the equal-housing statement; a need is flagged.
    const characteristics = characteristicsIn(text);
    parts.push(
      fairHousingReply(
        'protected_class',
        access ? [...characteristics, 'disability'] : characteristics,
      ),
    );
    if (access) flagAccommodation(out, text);
    state.stop = true;
  } else {
    answerMessage(state, read, { access, incomeSource });
  }
}

/**
 * A message that is neither refused nor a Fair Housing question: the answers it gives to
 * pre-screening (and corrections), its questions answered from the facts, an accommodation
 * or income-source question, a wish to visit, and the pending question asked again.
 */
function answerMessage(
  state: TurnState,
  read: Reading,
  { access, incomeSource }: { access: boolean; incomeSource: boolean },
): void {
  const { input, out, parts, text, resident } = state;
  const step = resident ? null : input.pendingQuestion;
  // Read once, clause by clause; a resident is never pre-screened.
  const clauses = resident
    ? { says: text, asks: [], chatOnly: false }
    : splitStatements(withoutDependsOnAsking(text), step);
  const asksRules = step !== null && asksRulesOnly(step, text, clauses.says) && !refusesToSay(text);
  // 'Could we do feb 1?', 'can we say around 5k?': an answer proposed as a question.
  const proposes = step !== null && !clauses.says.trim() && PROPOSAL.test(text);
  // A question about the rules ('do you allow cats?') says nothing of one's own home.
  const reading =
    resident || asksRules || courtesy(text)
      ? { found: {}, declined: false, unsure: false }
      : readMessage(
          step,
          proposes ? text : withAnimalAsked(step, clauses.says, clauses.asks),
          input.now,
          input.timeZone,
          enabledSteps(input),
          read.labels.unsure >= HEDGE_SURE && read.labels.answer < 0.5,
          // 'I prefer to discuss my finances with a person': a refusal in words no rule has;
          // not when the message asks first ('what's the income requirement first? don't
          // want to waste anyone's time').
          read.labels.refusal >= REFUSAL_SURE &&
            read.labels.answer < 0.5 &&
            clauses.asks.length === 0,
        );
  // A correction that names no field corrects the answer given just before: heard as one,
  // or said with words that take an answer back ('make that 1, …').
  const corrected =
    !resident && (read.top.includes('correction') || TAKES_BACK.test(text))
      ? correctedAnswer(input, clauses.says, state.answers)
      : null;
  // A day named in a question never replaces the move-in day already given ('my buddy wants
  // to crash for a week in april, is that allowed?'), unless it says moving or corrects it.
  if (
    state.answers.moveInDate &&
    step !== 'MOVE_IN_DATE' &&
    read.top.includes('question') &&
    !read.top.includes('correction') &&
    !SAYS_MOVING.test(text.replace(AFTER_THE_MOVE, ' '))
  )
    delete reading.found.moveInDate;
  if (!resident)
    Object.assign(
      reading.found,
      correctionValues(input, text, clauses.says, read.top.includes('correction'), {
        found: reading.found,
        stored: state.answers,
      }),
    );
  // Read as an answer to the step it corrects, it wins over a count taken in passing.
  if (corrected) Object.assign(reading.found, corrected);
  const found = Object.keys(reading.found).length ? reading.found : null;
  const stepAnswered =
    step !== null && found !== null && fieldsOf(step).some((f) => f in reading.found);
  if (reading.declined && step) {
    // 'I'd rather not say' is an answer too: move on without pressing.
    out.skipped.push(step);
    out.reaskCount = 0;
    parts.push("That's completely fine, you don't have to share that.");
  }
  if (found) {
    state.answers = { ...state.answers, ...found };
    out.updates = { ...out.updates, ...found };
    if (stepAnswered) out.reaskCount = 0;
    const note = 'pets' in found || step?.startsWith('PET') ? petNote(input, state.answers) : null;
    if (note) parts.push(note);
    else if (found.dogSizeLbs && isQuestion(text) && ASKS_IF_FITS.test(text)) {
      const fits = weightFits(input, found.dogSizeLbs);
      if (fits) parts.push(fits);
    }
  }
  // 'no idea how big she'll get' hedges an answer; the 'how big' in it asks nothing.
  // A hedge said as a question ('never weighed him. medium-ish?') asks nothing of the home.
  // 'no clue what he weighs' says what is not known: the 'what' in it asks nothing either.
  const hedged = text.replace(NOT_KNOWN_WHAT, ' ');
  const hedgesOnly =
    reading.unsure &&
    (!isQuestion(hedged) || !(ASKS_FACT.test(hedged) || ASKS_INSIDE.test(hedged))) &&
    (read.labels.question < 0.5 || hedged !== text);
  // 'hello??', 'you there?': small talk with a question mark asks nothing of the home.
  const smallTalkOnly =
    read.top.length === 1 &&
    read.top[0] === 'small_talk' &&
    !ASKS_FACT.test(text.replace(SAYS_WHAT, ' ')) &&
    clauses.asks.length === 0 &&
    // 'hi! is wifi something i gotta set up and pay for on my own or': a greeting before a
    // question asked by its form.
    !splitClauses(text).some(
      (clause) => clause.split(/\s+/).length >= 4 && isQuestion(clause) && !courtesy(clause),
    );
  // A question anywhere in the message, read clause by clause ('great, last thing - is water
  // included': the thanks does not make it a statement).
  // 'hey! how are you doing today?', 'are you a bot': asked of Athena, not of the home.
  const asking =
    !smallTalkOnly &&
    !(isSmallTalk(text) && asksAfterMe(text)) &&
    !hedgesOnly &&
    !(proposes && stepAnswered) &&
    (isQuestion(text) ||
      // '…, right?' after an answer ('march 1st works, right?') only checks the answer.
      (TAG_QUESTION.test(text) && !stepAnswered) ||
      // A question's words inside an answer the reader is sure of ('dec 20 when it opens')
      // ask nothing.
      (ASKS_INSIDE.test(text.replace(SAYS_WHAT, ' ')) && !isThanks(text) && !surelyAnswers(read)) ||
      read.labels.question >= QUESTION_SURE ||
      (read.top.includes('question') && !found && !read.top.includes('small_talk')) ||
      clauses.asks.length > 0) &&
    !reading.declined;
  if (access) {
    flagAccommodation(out, text);
    parts.push(accessibilityReply(input, text, read.labels.accommodation >= NEED_WITH_WAY));
  } else if (incomeSource) {
    const reply = incomeSourceReply(input, text, asking || read.labels.question >= 0.5);
    if (!reply.known) out.unanswered.push(text.slice(0, 500));
    parts.push(reply.text);
  } else if (
    asking &&
    (!stepAnswered ||
      questionParts(text).length > 0 ||
      ASKS_FACT.test(text) ||
      clauses.asks.length > 0)
  ) {
    // The questions alone when the rest is only small talk ('great, last thing - is water
    // included'), else the whole message, its parts read with each other.
    // The answer taken said apart ('January 1st. does 2B have a bathtub?') is no part of
    // the question either.
    const { answers: known, missing } = lookUpParts(
      input,
      clauses.asks.length && (clauses.chatOnly || (stepAnswered && onlyTheAnswer(clauses.says)))
        ? clauses.asks.join('? ')
        : text,
    );
    for (const part of missing) {
      out.unanswered.push(part.slice(0, 500));
      parts.push(
        `I don't have an answer to "${part.replace(/\?+$/, '?')}" in the property's information, so I've passed that question to the property manager.`,
      );
    }
    const viewingOnly = wantsViewing(text) && !resident;
    if (known.length) parts.push(...known);
    else if (!viewingOnly) {
      out.unanswered.push(text.slice(0, 500));
      parts.push(
        resident
          ? "I don't have that in your home's policies or lease, so I've passed your question to your property manager, who will get back to you."
          : "I don't have that information, but I've noted your question and the property manager will follow up with you.",
      );
    }
  }
  if (!resident && wantsViewing(text) && !access) {
    if (input.status === 'SCHEDULING_COMPLETE')
      parts.push('Your viewing is already booked; the confirmation has the details.');
    else if (input.viewingMode === 'TEXT') {
      out.attention?.push({ kind: 'VIEWING_REQUEST', text: text.slice(0, 500) });
      parts.push(
        hasTimes(text)
          ? "Thank you! I've passed the times you mentioned to the property manager, who will confirm a viewing with you."
          : viewingOffer(input),
      );
    } else parts.push(viewingOffer(input));
  }
  const willAsk =
    step !== null && !stepAnswered && !reading.declined && !asking && !access && !incomeSource;
  if (parts.length === 0 && !(willAsk && !courtesy(text) && !found))
    if (asksAfterMe(text))
      // A reply to 'how are you?' or 'are you a bot?' is said, not a thanks the closing replaces.
      parts.push(acknowledgement(text, found !== null, resident));
    else state.acknowledged = parts.push(acknowledgement(text, found !== null, resident)) - 1;
  if (willAsk && step) {
    out.reaskCount = input.reaskCount + 1;
    if (out.reaskCount > MAX_REASKS) {
      out.skipped.push(step);
      out.reaskCount = 0;
      parts.push('No problem, we can skip that one; the property manager can go over it with you.');
    } else if (reading.unsure) {
      parts.push(
        `No problem if you're not sure yet; your best estimate is fine. ${questionText(step)}`,
      );
      state.reasked = true;
    } else if (!courtesy(text) && !found) {
      parts.push(reaskText(step));
      state.reasked = true;
    }
  }
}

/** Invites a name or an e-mail once, moves pre-screening on, or closes it with thanks. */
function finishTurn(state: TurnState): void {
  const { input, out, parts, text, resident } = state;
  if (!resident && text && !state.stop && invitesName(input, out)) parts.push(NAME_INVITATION);
  else if (!resident && text && !state.stop && invitesEmail(input, out))
    parts.push(EMAIL_INVITATION);
  if (!state.reasked && !resident) {
    const remaining = skipSteps(input, state.answers, out.skipped);
    if (remaining) {
      if (remaining !== out.pendingQuestion || !text) out.reaskCount = 0;
      out.pendingQuestion = remaining;
      if (!state.stop || remaining !== input.pendingQuestion)
        parts.push(askAgain(input, remaining));
    } else {
      out.pendingQuestion = null;
      if (input.status === 'PRE_SCREENING' && (text || enabledSteps(input).length)) {
        out.status = 'PRE_SCREENING_COMPLETE';
        // The closing thanks acknowledges the last answer too: one thanks, not two.
        if (state.acknowledged >= 0) parts.splice(state.acknowledged, 1);
        const offered = parts.some((p) => /CALENDAR|see it in person|passed the times/.test(p));
        parts.push(
          enabledSteps(input).length
            ? `Thank you, that's everything I need for now.${offered ? '' : ` ${viewingOffer(input)}`}`
            : offered
              ? ''
              : viewingOffer(input),
        );
      } else if (!text) parts.push('What would you like to know?');
    }
  }
}

/**
 * Athena's built-in provider: offline, free and deterministic. One engine for prospects
 * and residents: every question in a message answered from the facts, several answers
 * read from one message, Fair Housing and accessibility handled before anything else, a
 * wish to see the home taken in any words, and small talk acknowledged.
 */
export const builtInAssistant: AssistantProvider = {
  name: 'built-in',
  async reply(input) {
    const text = input.newMessages.join('\n').trim();
    const state: TurnState = {
      input,
      out: {
        text: '',
        updates: {},
        pendingQuestion: input.pendingQuestion,
        reaskCount: input.reaskCount,
        skipped: [...input.skipped],
        status: input.status,
        unanswered: [],
        accessibilityQuestion: null,
        attention: [],
      },
      parts: [],
      text,
      resident: input.audience === 'resident',
      answers: { ...input.answers },
      reasked: false,
      stop: false,
      acknowledged: -1,
    };
    if (text) readAndAnswer(state);
    else state.parts.push(greeting(state));
    finishTurn(state);
    state.out.text = saidOnce(state.parts.filter(Boolean).join('\n\n'));
    return state.out;
  },
};

/** 'that's what i was hoping', 'exactly what we need': a 'what' that asks nothing. */
const SAYS_WHAT =
  /\b(?:that'?s|that is|this is|it'?s|exactly|just|is|was) (?:just |exactly )?what\b/gi;
/** A question inside a sentence without a question mark: 'my friend … is that allowed'. */
const ASKS_INSIDE =
  /\b(?:hows? (?:much|many|long|often|far|fast|soon|late|early|old|big|do|does|can|should)|what(?:'s|s| is| are| do| does| happens| if)?|when(?:'s| is| do| does)?(?!\s+(?:i|we|he|she|they|my|our)\b(?![^.?!]*\?))|where(?:'s| is| do| does)?|who (?:do|does|is|handles|pays|mows|fixes)|which|is (?:that|this|it|there) (?:ok|okay|allowed|fine|possible|included)|(?:can|could|may|do|should|will|would) (?:i|we|you|they|he|she|my \w+|our \w+)|am i|are (?:we|you|they|there)|does (?:it|that|this|he|she)|is there|allowed|permitted|any (?:chance|way)|(?:want|wanted|like|love|need) to (?:ask|know|find out)|wondering|curious|quer[ií]a saber|quisiera saber|me gustar[ií]a saber)\b/i;

/**
 * 'how would i get my sectional up there without an elevator': an elevator or stairs asked
 * of moving furniture in, not of getting around (no need named beside it).
 */
function movesThings(text: string, matched: string | null): boolean {
  return (
    /^(?:elevators?|stairs|lifts?)$/i.test(matched ?? '') &&
    FURNITURE.test(text) &&
    !needsAccessibility(text) &&
    !/\b(?:wheel ?chair|walker|cane|knees?|hips?|disab\w*|mobility)\b/i.test(text)
  );
}
const FURNITURE =
  /\b(?:couch(?:es)?|sofas?|sectionals?|furniture|dressers?|mattress(?:es)?|bed ?frames?|pianos?|boxes|movers?|moving (?:truck|van|day)|fridge|washer|appliances?)\b/i;

/** Which school or district serves the home, or where the school bus stops. */
const ASSIGNED_SCHOOL =
  /\b(?:what|which)\s+(?:\w+\s+)?(?:school|schools|school district|district)\b[^.?!]{0,40}\b(?:go|goes|attend|attends|zoned|assigned|serves?|be in|belong)\b|\bschool (?:district|zone|zoning|bus)\b|\bbus stop\b/i;

/** How good a school is: a proxy for who lives there, always the equal-housing answer. */
const SCHOOL_QUALITY =
  /\b(?:good|bad|best|worst|great|decent|top|rated|ratings?|quality|safe|diverse|like)\b/i;

/** The reader hears an answer and no question. */
const surelyAnswers = (read: Reading) => read.labels.answer >= 0.9 && read.labels.question < 0.2;

/** An answer to the question asked, proposed as a question: 'could we do feb 1?'. */
const PROPOSAL = new RegExp(
  String.raw`^\s*(?:(?:could|can|would|will|may)\s+(?:we|i)\s+(?:do|say|go with|make it|start|move in)|(?:is|would)\s+(?:it|that)\s+(?:be\s+)?(?:ok|okay|fine|alright|possible)\s+(?:if\s+(?:we|i)\s+(?:move\s+in|start)|to\s+(?:move\s+in|start)))` +
    String.raw`\s+(?:on\s+|in\s+|by\s+|the\s+|around\s+|about\s+|like\s+|maybe\s+)*(?:\$?\d|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|(?:mid|early|late|end of|start of|next)\b)`,
  'i',
);

/**
 * A statement that asks to be confirmed ('theres a dishwasher in the kitchen right', 'heat is
 * included isn't it'), or asks as people text ('yall got somewhere to keep bikes').
 */
const TAG_QUESTION =
  /\w[^.!?]{8,},?\s+(?:right|correct|isn'?t (?:it|that|there)|aren'?t (?:they|there)|doesn'?t it|don'?t they|is(?:n'?t)? that (?:right|correct))\s*\??\s*$|^\s*(?:y'?all|you(?: guys| all)?|u(?: guys)?|ya)\s+(?:got|have|offer)\s+\w/i;

/** A question that asks about the home, not only answers Athena ('how much is parking'). */
const ASKS_FACT =
  /\b(?:what|whats|what's|when|where|how|which|is there|are there|do you|does (?:it|the)|can i|could i|(?:can|could|may) (?:he|she|they|my \w+|our \w+) (?:come|stay|live|be|have|move)|(?:would|will|do|does|can|could) (?:my|our) \w+ (?:have to|need to|be allowed|be able))\b/i;

const hasTimes = (text: string) =>
  /\b(?:mon|tue|wed|thu|fri|sat|sun)\w*|\b(?:today|tomorrow|tonight|weekend|weekdays?|morning|afternoon|evening|noon|lunch|night|this week|next week)\b|\b\d{1,2}(?::\d{2})?\s*(?:am|pm)?\b/i.test(
    text,
  );

/**
 * Brief acknowledgements of an answer, one chosen by the message so that a chat does not
 * open every reply with the same words (and a test sees the same reply every time).
 */
const ANSWER_ACKNOWLEDGEMENTS = [
  'Got it, thanks.',
  'Thanks, noted.',
  'Perfect.',
  'Great, thank you.',
  'Noted.',
];

const hash = (text: string) => {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = (h * 31 + text.charCodeAt(i)) >>> 0;
  return h;
};

/** A short, relevant acknowledgement of thanks, a greeting or a statement. */
function acknowledgement(text: string, answered: boolean, resident: boolean): string {
  if (answered) return ANSWER_ACKNOWLEDGEMENTS[hash(text) % ANSWER_ACKNOWLEDGEMENTS.length]!;
  if (asksIfPerson(text))
    return "I'm Athena, an AI leasing assistant for this home. I can answer questions about it, and anything I can't answer goes to the property manager.";
  if (isPleasantry(text))
    return "I'm doing well, thanks for asking! I'm happy to help with any questions about the home.";
  if (isThanks(text))
    return "You're welcome! Let me know if there's anything else I can help with.";
  if (isGoodbye(text)) return 'Thanks for chatting, have a great day!';
  if (isGreeting(text)) return "Hi there! I'm happy to help with any questions about the home.";
  return resident
    ? 'Thanks for letting me know. I have shared this with your property manager. Is there anything about your lease or building rules I can help with?'
    : 'Got it, thank you for letting me know. Is there anything you would like to know about the home?';
}

/** Thanks, hello or goodbye: acknowledged, and the pending question is not pressed. */
const courtesy = (text: string) =>
  isSmallTalk(text) && (isThanks(text) || isGreeting(text) || isGoodbye(text) || asksAfterMe(text));

/** The screening steps this property asks. */
function enabledSteps(input: TurnInput): ScreeningStep[] {
  return input.property.questions
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean) as ScreeningStep[];
}

/** The question again, in other words when it was just asked, so it is not parroted. */
function askAgain(input: TurnInput, step: ScreeningStep): string {
  const last = input.history.findLast((m) => m.role === 'assistant')?.content ?? '';
  return last.includes(questionText(step))
    ? `When you have a moment: ${questionText(step)}`
    : questionText(step);
}

/** The next open step that was not skipped. */
function skipSteps(
  input: TurnInput,
  answers: ScreeningAnswers,
  skipped: ScreeningStep[],
): ScreeningStep | null {
  const filled: ScreeningAnswers = { ...answers };
  // Treat skipped steps as answered for ordering purposes, without storing anything.
  for (;;) {
    const step = nextStep(input.property.questions, input.property.petQuestions, filled);
    if (!step || !skipped.includes(step)) return step;
    markAnswered(filled, step);
  }
}

function markAnswered(a: ScreeningAnswers, step: ScreeningStep): void {
  const placeholder: Record<ScreeningStep, Partial<ScreeningAnswers>> = {
    PETS: { pets: false },
    SMOKING: { smoking: false },
    MOVE_IN_DATE: { moveInDate: 'skipped' },
    MONTHLY_INCOME: { monthlyIncome: -1 },
    TOTAL_RESIDENTS: { totalResidents: -1 },
    PET_COUNT: { totalPetCount: -1 },
    PET_TYPE: { dogCount: -1, catCount: -1 },
    PET_EMOTIONAL_SUPPORT: { emotionalSupportPet: 'skipped' },
    PET_DOG_BREED: { dogBreeds: 'skipped' },
    PET_DOG_SIZE: { dogSizeLbs: -1 },
  };
  Object.assign(a, placeholder[step]);
}
