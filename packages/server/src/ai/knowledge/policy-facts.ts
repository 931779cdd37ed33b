/**
 * Policy attributes as facts. Fixed-choice types become natural sentences; free-text
 * types are the manager's own words, kept as written and quoted under their label.
 */
import {
  parseCommaList,
  SECURITY_DEPOSIT_MONTHS,
  type SecurityDeposit,
  UTILITIES,
  type Utility,
} from '@porchlight/domain';
import { MOST_MONTHS } from '../answers/policy-facts.ts';
import { cleanText, finite, formatMoney, joinWords, lookup } from './format.ts';
import { policyTopic } from './policy-topics.ts';
import type { Fact, KnowledgeAttribute, KnowledgeUnit } from './types.ts';

const UTILITY_WORDS: Readonly<Record<Exclude<Utility, 'NONE'>, [string, string]>> = {
  WATER: ['water', 'water sewer'],
  GAS: ['gas', 'gas heat heating'],
  ELECTRICITY: ['electricity', 'electricity electric power'],
  INTERNET: ['internet', 'internet wifi'],
  TRASH: ['trash', 'trash garbage'],
};

const DEPOSIT_WORDS: Readonly<Record<string, string>> = {
  '0.5': "half a month's rent",
  '1': "one month's rent",
  '1.5': "one and a half months' rent",
  '2': "two months' rent",
};

const RENTAL_LENGTH_SENTENCES: Readonly<Record<string, string>> = {
  SHORT_TERM: 'The home is offered as a short-term rental.',
  MEDIUM_TERM: 'The home is offered as a medium-term rental.',
  LONG_TERM: 'The home is offered as a long-term rental.',
};

/** The text of a choice ('ONE_MONTH'), upper-cased; '' when absent or not text. */
const choiceOf = (attribute: KnowledgeAttribute) =>
  typeof attribute.textContent === 'string' ? attribute.textContent.trim().toUpperCase() : '';

/** A numeric attribute may arrive in numericValue or, from older rows, as text. */
const numberOf = (attribute: KnowledgeAttribute): number | null =>
  finite(attribute.numericValue) ?? finite(Number.parseFloat(choiceOf(attribute)));

function depositSentence(attribute: KnowledgeAttribute, unit?: KnowledgeUnit | null) {
  const choice = choiceOf(attribute);
  const fixed = Object.hasOwn(SECURITY_DEPOSIT_MONTHS, choice)
    ? SECURITY_DEPOSIT_MONTHS[choice as SecurityDeposit]
    : null;
  const months = fixed ?? (choice === 'CUSTOM' || choice === '' ? numberOf(attribute) : null);
  if (months === null || months < 0 || months > MOST_MONTHS) return null;
  if (months === 0) return 'There is no security deposit.';
  const words = lookup(DEPOSIT_WORDS, String(months)) ?? `${months} months' rent`;
  const rent = finite(unit?.monthlyPrice);
  const amount =
    rent !== null && rent > 0 ? ` (${formatMoney(rent * months, unit?.currency)})` : '';
  return `The security deposit is ${words}${amount}.`;
}

function leaseLengthSentence(months: number | null) {
  if (months === null || months <= 0) return null;
  if (months === 1) return 'Leases are month-to-month.';
  return `Leases are ${months} months long${months === 12 ? ' (one year)' : ''}.`;
}

/** One sentence for both utility attributes: who pays what. */
function utilitiesFact(tenant?: KnowledgeAttribute, landlord?: KnowledgeAttribute): Fact | null {
  const keywords: string[] = [];
  const side = (attribute: KnowledgeAttribute | undefined, who: string, verb: string) => {
    if (!attribute) return null;
    const codes = parseCommaList(choiceOf(attribute).replace(/\s/g, ''), UTILITIES);
    if (codes.includes('NONE')) return `${who} ${verb} no utilities`;
    const words = codes.filter((c): c is Exclude<Utility, 'NONE'> => c !== 'NONE');
    if (words.length === 0) return null;
    for (const code of words) keywords.push(UTILITY_WORDS[code][1]);
    return `${who} ${verb} ${joinWords(words.map((code) => UTILITY_WORDS[code][0]))}`;
  };
  const parts = [side(tenant, 'Tenants', 'pay'), side(landlord, 'the landlord', 'pays')].filter(
    (part): part is string => part !== null,
  );
  if (parts.length === 0) return null;
  const text = parts.join('; ');
  return {
    id: 'policy-UTILITIES',
    topic: 'utilities',
    text: `${text[0]?.toUpperCase()}${text.slice(1)}.`,
    // Every utility word, not only those named: 'do I pay for gas?' is best answered by
    // who pays what, rather than by a lease passage that happens to mention gas.
    keywords: ['utilities bills water gas heat electricity power internet wifi trash', ...keywords],
    source: 'Utilities',
    kind: 'generated',
  };
}

/** 'PET_POLICY' → 'Pet policy', for a type this build has no entry for. */
const humanize = (code: string) => {
  const words = code.toLowerCase().replace(/_/g, ' ').trim();
  return `${words[0]?.toUpperCase() ?? ''}${words.slice(1)}`;
};

/** The facts of the resolved policy attributes; the first row of each type is used. */
export function policyFacts(
  attributes: readonly KnowledgeAttribute[],
  unit?: KnowledgeUnit | null,
): Fact[] {
  const byType = new Map<string, KnowledgeAttribute>();
  for (const attribute of attributes) {
    if (!attribute || typeof attribute !== 'object') continue;
    const type = attribute.attributeType;
    if (typeof type === 'string' && !byType.has(type)) byType.set(type, attribute);
  }
  const facts: Fact[] = [];
  const utilities = utilitiesFact(byType.get('TENANT_UTILITIES'), byType.get('LANDLORD_UTILITIES'));
  if (utilities) facts.push(utilities);
  for (const [type, attribute] of byType) {
    if (type === 'TENANT_UTILITIES' || type === 'LANDLORD_UTILITIES') continue;
    const entry = policyTopic(type);
    const label = entry?.label ?? humanize(type);
    let text: string | null;
    let kind: Fact['kind'] = 'generated';
    if (type === 'SECURITY_DEPOSIT') text = depositSentence(attribute, unit);
    else if (type === 'RENTAL_DURATION_MONTHS') text = leaseLengthSentence(numberOf(attribute));
    else if (type === 'RENTAL_LENGTH')
      text = lookup(RENTAL_LENGTH_SENTENCES, choiceOf(attribute)) ?? null;
    else if (type === 'MOVE_OUT_NOTICE_PERIOD') {
      // 0 is the form's empty value, not a promise that no notice is needed.
      const days = numberOf(attribute);
      text = days && days > 0 ? `Tenants must give ${days} days' notice before moving out.` : null;
    } else {
      text = cleanText(attribute.textContent);
      kind = 'quoted';
    }
    if (!text) continue;
    facts.push({
      id: `policy-${type}`,
      topic: entry?.topic ?? 'policy',
      text,
      keywords: [entry?.keywords ?? label],
      source: label,
      kind,
    });
  }
  return facts;
}
