/**
 * Fair Housing screening of a prospect's message, and the safe replies. The message
 * is data: these functions classify it and never follow it.
 */
import { characteristicsIn } from './characteristics.ts';
import {
  ACCESSIBILITY_RULES,
  INJECTION_RULES,
  PROTECTED_RULES,
  STEERING_RULES,
} from './prospect-rules.ts';
import { firstMatch, plainText } from './text.ts';
import type {
  FairHousingKind,
  GuardKind,
  ProspectCheck,
  ProtectedCharacteristic,
} from './types.ts';

/**
 * Checked in this order, and the first found decides. Accessibility comes first: a
 * prospect who needs a ramp is never turned away, even if the same message also asks
 * about the neighbours or contains an injection attempt. That is safe because the
 * caller answers accessibility questions only from stored facts, so nothing in the
 * message is obeyed.
 */
const ORDER: readonly (readonly [Exclude<GuardKind, 'none'>, readonly RegExp[]])[] = [
  ['accessibility', ACCESSIBILITY_RULES],
  ['injection', INJECTION_RULES],
  ['steering', STEERING_RULES],
  ['protected_class', PROTECTED_RULES],
];

/** Whether the words matched are said not to be so: 'not a support animal', 'no wheelchair'. */
function saidNotToBe(plain: string, matched: string): boolean {
  const at = plain.toLowerCase().indexOf(matched.toLowerCase());
  return at >= 0 && NOT_BEFORE.test(plain.slice(Math.max(0, at - 20), at));
}
const NOT_BEFORE = /\b(?:not|isn'?t|aren'?t|never|no)\s+(?:an?\s+|my\s+|her\s+|his\s+)?$/i;

/** Classifies a prospect's message. Never throws; non-text and empty text are 'none'. */
export function checkProspectMessage(text: unknown): ProspectCheck {
  const plain = plainText(text);
  const found = ORDER.flatMap(([kind, rules]) => {
    const matched = firstMatch(rules, plain);
    // 'she's a pointer, not a support animal': a need said not to be there is none.
    if (matched !== null && kind === 'accessibility' && saidNotToBe(plain, matched)) return [];
    return matched === null ? [] : [{ kind, matched }];
  });
  const first = found[0];
  if (!first) return { kind: 'none', signals: [], characteristics: [], matched: null };
  const characteristics = first.kind === 'injection' ? [] : characteristicsIn(plain);
  if (first.kind === 'accessibility' && !characteristics.includes('disability'))
    characteristics.push('disability');
  return {
    kind: first.kind,
    signals: found.map((entry) => entry.kind),
    characteristics,
    matched: first.matched,
  };
}

/** Athena's statement of equal opportunity; it promises nothing the law does not. */
export const EQUAL_OPPORTUNITY_STATEMENT =
  'We are an equal housing opportunity provider. We follow the federal Fair Housing Act and state and local fair housing laws, and we do not discriminate based on race, color, religion, national origin, sex, familial status, disability, or any other characteristic those laws protect.';

const HOME_FACTS =
  "I'm happy to share facts about the home itself, like the rent, size, amenities and policies, or to book a viewing.";

const STEERING_TEXT =
  "So I don't describe neighborhoods or the people who live in them, including safety, schools or who the neighbors are. For independent information, you can check the local police department's crime map and the school district's official website, or visit the area yourself.";

const PROTECTED_TEXT =
  'Every applicant is considered the same way, and these characteristics play no part in it.';

const ACCOMMODATION_TEXT =
  'If you need a reasonable accommodation or modification, just say so and the manager is told right away.';

/**
 * The reply to a steering or protected-class question: the equal-opportunity
 * statement, no description of people or places, pointers to independent sources and
 * an offer to help with the home. It asks the prospect nothing about themselves.
 * When the question touched disability it adds that accommodations are welcome.
 */
export function fairHousingReply(
  kind: FairHousingKind,
  characteristics: readonly ProtectedCharacteristic[] = [],
): string {
  const middle = kind === 'steering' ? STEERING_TEXT : PROTECTED_TEXT;
  const accommodation = characteristics.includes('disability') ? ` ${ACCOMMODATION_TEXT}` : '';
  return `${EQUAL_OPPORTUNITY_STATEMENT} ${middle}${accommodation} ${HOME_FACTS}`;
}

/** A polite answer to an injection attempt: it names no rule and repeats nothing. */
export function injectionReply(): string {
  return 'I can only help with questions about this property and leasing it, like the rent, availability, amenities and policies, or booking a viewing. What would you like to know?';
}
