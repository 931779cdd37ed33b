/**
 * Screens a reply written by a language model before a prospect sees it. A model can
 * slip into the way listings talk ('great for families', 'safe neighborhood'); the
 * caller replaces such a reply with a safe one.
 */
import { limitsProtectedClass } from './limiting.ts';
import { REPLY_RULES } from './reply-rules.ts';
import { plainText } from './text.ts';

export interface ReplyCheck {
  ok: boolean;
  /** Each problem once, with the words that caused it: 'says who lives there: "mostly retirees"'. */
  reasons: string[];
}

/**
 * A refusal or an indirect question just before the phrase: 'I can't say whether it
 * is a safe neighborhood' mentions safety without characterising it.
 */
const DECLINING =
  /\b(?:can(?:'t|not)|can not|unable to|not able to|do(?:n't| not)|won't|will not|not allowed to)\s+(?:\w+\s+){0,3}?(?:say|tell|comment|describe|characteri[sz]e|discuss|share|speak|answer|judge|rate|provide|give|offer|steer)\b|\b(?:whether|if)\s+(?:[\w']+\s+){0,3}$/i;

/** The same sentence, up to the match. */
function sentenceBefore(text: string, index: number): string {
  const start = Math.max(
    text.lastIndexOf('.', index - 1),
    text.lastIndexOf('!', index - 1),
    text.lastIndexOf('?', index - 1),
  );
  return text.slice(start + 1, index);
}

/** Checks a reply; never throws. Empty or non-text replies are ok (nothing is said). */
export function checkAssistantReply(text: unknown): ReplyCheck {
  const plain = plainText(text);
  const reasons: string[] = [];
  for (const rule of REPLY_RULES) {
    rule.pattern.lastIndex = 0;
    for (const found of plain.matchAll(rule.pattern)) {
      if (rule.declinable && DECLINING.test(sentenceBefore(plain, found.index ?? 0))) continue;
      reasons.push(`${rule.reason}: "${found[0]}"`);
      break;
    }
  }
  const limit = limitsProtectedClass(plain);
  if (limit) reasons.push(`limits or discourages a protected class: "${limit}"`);
  return { ok: reasons.length === 0, reasons };
}
