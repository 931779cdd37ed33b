/**
 * The income a home asks for, worked out: the manager's multiple of the rent ('a gross
 * monthly income of at least 3 times the rent') times each open home's rent, for 'how much
 * do I need to make to get the studio?', 'what income do I need', 'whats the multiple'.
 */

import { unitName } from '../answers/unit-facts.ts';
import { splitSentences } from './excerpt.ts';
import { finite, formatMoney } from './format.ts';
import type { Fact, KnowledgeUnit } from './types.ts';
import { homeNamedBy, openHomes } from './unit-facts.ts';

/** Asking what income the home asks for, not whether a source of it counts or a limit. */
const INCOME_NEEDED = String.raw`\bincome (?:requirements?|needed|minimum|do (?:i|we) need|would (?:i|we) need|to qualify)\b|\bwhat income\b|\bhow much (?:income|do (?:i|we|you) (?:need to |have to )?(?:make|earn|gross))\b|\b(?:need|have) to (?:make|earn|gross)\b|\bwhat (?:do|does|would) (?:i|we|my \w+) (?:need to |have to )?(?:make|earn)\b|\b(?:what(?:'s|s| is) the|which) (?:income )?(?:multiple|multiplier|ratio)\b|\bhow many times (?:the )?rent\b|\b(?:make|earn|income)\b[^.?!]{0,30}\bto (?:qualify|get|rent|afford)\b`;
/**
 * Whether an income the message states is enough ('i make like 600 a month at my job, is
 * that enough', '1,900 a month from disability. will that qualify me for the loft?'): the
 * income needed answers it. Only with an income said: 'two parking spots, is that enough?'
 * asks of something else.
 */
const INCOME_SAID = String.raw`[\s\S]*(?:\d\s*k\b|\d[\d,.]*\s*(?:a|an|per|\/|each)\s*(?:month|mo|year|yr|week|wk|hour|hr)\b|\b(?:income|salary|paycheck|wages?|make|earn|bring (?:home|in)|take home)\b)`;
const ENOUGH_ASKED = String.raw`\b(?:is|be|'s|would|will) (?:that|it|this|mine|my income|my pay)? ?(?:gonna be |going to be |be )?(?:enough|sufficient)\b|\b(?:make|earn|bring in) enough\b|\b(?:that|this|it) (?:qualify|qualifies|cut it)\b|\b(?:will|would|do|does|can|could) (?:i|we|that|this) (?:still )?qualify\b`;
/** A limit asked ('would 58k put us over the income limit'): a maximum, not the multiple. */
const LIMIT_ASKED = String.raw`\b(?:limits?|max\w*|over|too much|cap)\b`;

/** 'at least 3 times the rent', '2.5x the monthly rent', 'three times the rent'. */
const MULTIPLE =
  /\b(\d(?:\.\d{1,2})?|two and a half|two|three|four)\s*(?:x|×|times)\s+(?:the\s+)?(?:monthly\s+|month's\s+)?(?:(?:room|unit|home|apartment|base|full)\s+)?rent\b/i;
const WORDS: Readonly<Record<string, number>> = {
  two: 2,
  'two and a half': 2.5,
  three: 3,
  four: 4,
};
/**
 * Whose income the multiple is: a guarantor's or a co-signer's is another, also further on
 * in its clause ('may instead have a guarantor, usually a parent, who earns 4 times the rent').
 */
const SOMEONE_ELSE = /\b(?:guarantor|co-?signer|cosigner|sponsor)s?\b[^;.]*$/i;

/** The first sentence that asks the household's income as a multiple of the rent. */
function incomeRule(
  facts: readonly Fact[],
): { sentence: string; fact: Fact; times: number } | null {
  for (const fact of facts) {
    if (fact.askedBy || fact.kind === 'generated') continue;
    for (const sentence of splitSentences(fact.text)) {
      if (!/\b(?:income|earn|make|gross)\b/i.test(sentence)) continue;
      const found = MULTIPLE.exec(sentence);
      if (!found || SOMEONE_ELSE.test(sentence.slice(0, found.index))) continue;
      const times = WORDS[found[1]!.toLowerCase()] ?? Number(found[1]);
      if (times >= 1 && times <= 6) return { sentence, fact, times };
    }
  }
  return null;
}

/** '$4,485 a month for Unit 412 (rent $1,495)'. */
function needed(unit: KnowledgeUnit, times: number): string | null {
  const rent = finite(unit.monthlyPrice);
  if (rent === null || rent <= 0) return null;
  const income = formatMoney(Math.round(rent * times), unit.currency);
  return `${income} a month for ${unitName(unit)} (rent ${formatMoney(rent, unit.currency)})`;
}

/**
 * The income each open home asks for, asked by naming the home ('to get the studio'), and
 * for the chat's own home (else every open home) when none is named.
 */
export function incomeNeededFacts(
  knowledge: { unit?: KnowledgeUnit | null; otherUnits?: KnowledgeUnit[] },
  facts: readonly Fact[],
): Fact[] {
  const rule = incomeRule(facts);
  if (!rule) return [];
  const quoted = `${rule.fact.kind === 'lease' ? 'Your lease says' : rule.fact.source}: "${rule.sentence}"`;
  const fact = (id: string, text: string, named: string | null): Fact => ({
    id,
    topic: 'income',
    text: `The income needed is ${rule.times} times the rent: ${text}. ${quoted}`,
    keywords: [],
    source: rule.fact.source,
    kind: 'generated',
    askedBy: new RegExp(
      `^(?![\\s\\S]*${LIMIT_ASKED})${named ? `(?=[\\s\\S]*(?:${named}))` : ''}(?:[\\s\\S]*(?:${INCOME_NEEDED})|(?=${INCOME_SAID})[\\s\\S]*(?:${ENOUGH_ASKED}))`,
      'i',
    ),
  });
  const homes = openHomes(knowledge).flatMap((unit) => {
    const said = needed(unit, rule.times);
    return said ? [{ unit, said }] : [];
  });
  const own = knowledge.unit ? homes.find((home) => home.unit === knowledge.unit) : undefined;
  const each = homes.flatMap(({ unit, said }, i) => {
    const named = homeNamedBy(unit);
    return named && homes.length > 1 ? [fact(`computed-income-${i}`, said, named)] : [];
  });
  const all = own ? own.said : homes.length ? homes.map((home) => home.said).join('; ') : null;
  return all === null ? each : [...each, fact('computed-income', all, null)];
}
