/**
 * A yes-or-no question answered with its yes or no first ('is heat included?' → 'Yes — …'),
 * when the fact the look-up found decides it plainly: the clause that names the thing
 * asked says it without a condition (answers/polarity.ts). A conditional fact ('only with
 * written approval'), a question asked the other way round ('is that a problem?') or an
 * either-or question gets the fact without a yes or a no.
 */
import { sentencePolarity } from '../answers/polarity.ts';
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

/** The answer with 'Yes — ' or 'No — ' before it when its fact decides the question. */
export function yesOrNoFirst(question: string, answer: string): string {
  if (/^(?:yes|no)\b/i.test(answer)) return answer;
  const q = readQuestion(question);
  if (!q.yesNo || q.inverted || /\bor\b(?!\s+(?:not|no)\b)/i.test(q.text)) return answer;
  // The thing asked to exist ('is there a dishwasher?'); for leave asked ('can I smoke on
  // the balcony?') every content word, all of which the deciding clause must name.
  const thing = thingAsked(q.text);
  const asked = (thing.length ? thing : q.permission ? contentTokens(q.text) : []).map(stem);
  if (asked.length === 0) return answer;
  const polarity = sentencePolarity(firstSentence(answer), asked, q.permission);
  if (!polarity) return answer;
  const rest =
    COMMON_START.test(answer) || LABEL.test(answer)
      ? `${answer.charAt(0).toLowerCase()}${answer.slice(1)}`
      : answer;
  return `${polarity === 'yes' ? 'Yes' : 'No'} — ${rest}`;
}
