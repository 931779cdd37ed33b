/**
 * A yes-or-no question answered with its yes or no first ('is heat included?' → 'Yes — …'),
 * when the fact the look-up found decides it plainly: the clause that names the thing
 * asked says it without a condition (answers/polarity.ts). A conditional fact ('only with
 * written approval'), a question asked the other way round ('is that a problem?') or an
 * either-or question gets the fact without a yes or a no.
 */
import { sentencePolarity } from '../answers/polarity.ts';
import { UTILITY_WORDS } from '../answers/policy-facts.ts';
import { readQuestion } from '../answers/question.ts';
import { thingAsked } from '../answers/subject.ts';
import { contentTokens } from '../meaning/sentence-index.ts';
import { stem } from '../meaning/tokens.ts';

/** 'Smoking policy: "No smoking anywhere."' → its first quoted sentence; else the first. */
function firstSentence(answer: string): string {
  const quoted = /^[^"]{0,80}:\s*"([^"]+)"/.exec(answer)?.[1] ?? answer;
  return quoted.split(/(?<=[.!?])\s+(?=[A-Z])/)[0] ?? quoted;
}

/** Labels and sentences of ours that read on after 'Yes — ' in lower case. */
const COMMON_START =
  /^(?:Per|The|There|Tenants?|You|Your|Cats?|Dogs?|Pets?|Parking|Leases?|No|Assistance|Utilities|Water|Gas|Electricity|Internet|Trash|A|An|It|This|Each|Every|All|Guests?|Smoking|Rent|Up|Only|Landlord|Owner|Resident)\b/;

/** A source's label of common words before its quote: 'Smoking policy: "…"'. */
const LABEL = /^[A-Z][a-z]+(?: [a-z]+){0,4}:\s*"/;

/** 'Is there a pool?', 'do you have storage?', 'does it have a dishwasher?', 'any parking?'. */
const ASKS_EXISTS =
  /^\s*(?:(?:is|are) there|do (?:you|u|y'?all|they) (?:have|offer)|does (?:it|the \w+) (?:have|come with)|any)\b/i;
/** Leave given in words of leave, without a condition or a negation. */
const GIVES_LEAVE = /\b(?:allowed|permitted|welcome|accepted)\b/i;
/** Leave refused plainly: 'not allowed', 'prohibited', 'no smoking'. */
const REFUSES_LEAVE =
  /\b(?:not|never)\s+(?:be\s+)?(?:allowed|permitted|accepted)\b|\b(?:prohibited|forbidden|banned)\b|^\s*no\s+(?:smoking|vaping|pets|dogs|cats|subletting|grills?)\b/i;
/** Words that limit what a fact says, so it decides nothing by itself. */
const LIMITS =
  /\b(?:only|unless|except|up to|no more than|at most|under|over|with (?:written |prior )?(?:approval|consent|permission)|subject to|requires?|fee|fine|may result|closed|removed|no longer|unavailable|out of (?:service|order)|shared)\b/i;

/**
 * The answer with 'Yes — ' or 'No — ' before it when its fact decides the question plainly:
 * a question whether something exists ('is there a pool?') is a yes when the sentence names
 * it without a negation or a limit; a question asking leave ('can I smoke on the balcony?')
 * is a yes or a no only in words of leave ('allowed', 'not permitted') naming every word
 * asked. Anything else ('is heat included?', 'is parking free?') gets the fact alone: a
 * sentence that names the thing does not say yes to what is asked of it.
 */
export function yesOrNoFirst(question: string, answer: string): string {
  if (/^(?:yes|no)\b/i.test(answer)) return answer;
  const utility = utilityVerdict(question, answer);
  if (utility) return `${utility} ${answer}`;
  const q = readQuestion(question);
  if (!q.yesNo || q.inverted || /\bor\b(?!\s+(?:not|no)\b)/i.test(q.text)) return answer;
  const sentence = firstSentence(answer);
  let polarity: 'yes' | 'no' | null = null;
  if (ASKS_EXISTS.test(q.text)) {
    // Every word asked, not only the thing: 'a washer in the unit' is not 'a washer in the
    // basement'.
    const asked = contentTokens(q.text).map(stem);
    const said = thingAsked(q.text).length ? sentencePolarity(sentence, asked, false) : null;
    polarity = said === 'yes' && !LIMITS.test(sentence) ? 'yes' : null;
  } else if (q.permission) {
    const asked = contentTokens(q.text).map(stem);
    const said = asked.length ? sentencePolarity(sentence, asked, true) : null;
    if (said === 'no' && REFUSES_LEAVE.test(sentence)) polarity = 'no';
    if (said === 'yes' && GIVES_LEAVE.test(sentence) && !LIMITS.test(sentence)) polarity = 'yes';
  }
  if (!polarity) return answer;
  const rest =
    COMMON_START.test(answer) || LABEL.test(answer)
      ? `${answer.charAt(0).toLowerCase()}${answer.slice(1)}`
      : answer;
  return `${polarity === 'yes' ? 'Yes' : 'No'} — ${rest}`;
}

/** Asked whether the rent covers it: 'is wifi included', 'does the rent cover water'. */
const ASKS_INCLUDED =
  /\binclud\w*|\bcover(?:s|ed)?\b|\bpart of (?:the |my )?(?:rent|monthly)\b|\bpart of what (?:i|we)(?:'d| would)? pay\b|\bcomes? with\b/i;
/** Asked whether one pays it: 'do I pay water', 'is water on me', 'set up … on my own'. */
const ASKS_PAID =
  /\b(?:do|would|will|should) (?:i|we) (?:have to |need to )?(?:pay|set up)\b|\bseparate(?:ly)? bill(?:ed)?\b|\bbilled separately\b|\bon (?:me|us)\b|\bon my own\b|\bin my name\b|\bset (?:it )?up\b|\bpay for\b/i;
/** The utilities sentence: 'Tenants pay electricity and internet; the landlord pays water and trash.' */
const UTILITIES_SAID = /^(?:Tenants pay ([^;.]+?))?(?:;\s*)?(?:the landlord pays ([^;.]+?))?\./i;

/**
 * 'Is wifi included?', 'is wifi something i gotta set up and pay for on my own': the yes or
 * no the utilities sentence gives for the one utility asked, said first ('Yes — internet is
 * included in the rent.').
 */
function utilityVerdict(question: string, answer: string): string | null {
  const said = UTILITIES_SAID.exec(answer);
  if (!said || !(said[1] || said[2])) return null;
  const asked = readQuestion(question).utilities.map((code) => UTILITY_WORDS[code]);
  const included = ASKS_INCLUDED.test(question);
  const paid = !included && ASKS_PAID.test(question);
  if (asked.length !== 1 || !(included || paid)) return null;
  const name = asked[0]!;
  const has = (side: string | undefined) => (side ?? '').split(/,\s*|\s+and\s+/).includes(name);
  if (has(said[2])) return `${included ? 'Yes' : 'No'} — ${name} is included in the rent.`;
  if (has(said[1])) return `${included ? 'No' : 'Yes'} — you pay for ${name}.`;
  return null;
}
