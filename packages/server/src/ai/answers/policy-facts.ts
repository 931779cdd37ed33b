/**
 * The resolved policies as sentences. Fixed-choice types (utilities, deposit, lease
 * length, notice) become sentences with their values; free-text types are the manager's
 * own words, cut into sentences and quoted under "the building's policies".
 */
import {
  parseCommaList,
  SECURITY_DEPOSIT_MONTHS,
  type SecurityDeposit,
  UTILITIES,
} from '@porchlight/domain';
import { fieldSearchText } from './field-names.ts';
import { finite, formatMoney, joinWords, lookup } from './format.ts';

import type { KnowledgeAttribute, KnowledgeUnit, PropertyKnowledge } from './knowledge.ts';
import { policyLabel } from './policy-labels.ts';
import { proseSentences } from './prose.ts';
import type { FactSentence, FactValue, UtilityCode } from './types.ts';

/** How each utility is said. */
export const UTILITY_WORDS: Readonly<Record<UtilityCode, string>> = {
  WATER: 'water',
  GAS: 'gas',
  ELECTRICITY: 'electricity',
  INTERNET: 'internet',
  TRASH: 'trash',
};

const DEPOSIT_WORDS: Readonly<Record<string, string>> = {
  '0.5': "half a month's rent",
  '1': "one month's rent",
  '1.5': "one and a half months' rent",
  '2': "two months' rent",
};

const RENTAL_LENGTH_WORDS: Readonly<Record<string, string>> = {
  SHORT_TERM: 'short-term',
  MEDIUM_TERM: 'medium-term',
  LONG_TERM: 'long-term',
};

/** Houses have "the home's policies"; buildings "the building's policies". */
export function policiesSource(knowledge: PropertyKnowledge): string {
  const house = ['SINGLE_FAMILY_HOME', 'ADU'].includes(knowledge.property?.type);
  return house || knowledge.unit?.type === 'HOUSE'
    ? "the home's policies"
    : "the building's policies";
}

/** The text of a choice ('ONE_MONTH'), upper-cased; '' when absent or not text. */
const choiceOf = (attribute: KnowledgeAttribute) =>
  typeof attribute.textContent === 'string' ? attribute.textContent.trim().toUpperCase() : '';

/** A numeric attribute may arrive in numericValue or, from older rows, as text. */
const numberOf = (attribute: KnowledgeAttribute): number | null =>
  finite(attribute.numericValue) ?? finite(Number.parseFloat(choiceOf(attribute)));

/** One side's utilities: the codes, [] for NONE, null when the field says nothing. */
function utilityCodes(attribute: KnowledgeAttribute | undefined): UtilityCode[] | null {
  if (!attribute) return null;
  const codes = parseCommaList(choiceOf(attribute).replace(/\s/g, ''), UTILITIES);
  if (codes.includes('NONE')) return [];
  const paid = codes.filter((code): code is UtilityCode => code !== 'NONE');
  return paid.length ? paid : null;
}

/** 'Tenants pay for electricity and internet; the landlord pays for water and trash.' */
export function utilitiesText(tenant: UtilityCode[] | null, landlord: UtilityCode[] | null) {
  const side = (codes: UtilityCode[] | null, who: string, verb: string) => {
    if (codes === null) return null;
    if (codes.length === 0) return `${who} ${verb} for no utilities`;
    return `${who} ${verb} for ${joinWords(codes.map((code) => UTILITY_WORDS[code]))}`;
  };
  const parts = [side(tenant, 'tenants', 'pay'), side(landlord, 'the landlord', 'pays')].filter(
    (part): part is string => part !== null,
  );
  if (!parts.length) return null;
  const text = parts.join('; ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/**
 * A custom deposit is a number of months' rent; one above this is no number of months (a
 * manager who typed 1000 meant dollars): the field says nothing, the policy's text speaks.
 */
export const MOST_MONTHS = 12;

function depositFact(attribute: KnowledgeAttribute, unit?: KnowledgeUnit | null) {
  const choice = choiceOf(attribute);
  const fixed = Object.hasOwn(SECURITY_DEPOSIT_MONTHS, choice)
    ? SECURITY_DEPOSIT_MONTHS[choice as SecurityDeposit]
    : null;
  const months = fixed ?? (choice === 'CUSTOM' || choice === '' ? numberOf(attribute) : null);
  if (months === null || months < 0 || months > MOST_MONTHS) return null;
  const rent = finite(unit?.monthlyPrice);
  const amount = rent !== null && rent > 0 ? rent * months : null;
  const value: FactValue = { kind: 'deposit', months, amount, currency: unit?.currency ?? null };
  if (months === 0) return { text: 'There is no security deposit.', value };
  const words = lookup(DEPOSIT_WORDS, String(months)) ?? `${months} months' rent`;
  const sum = amount !== null ? ` (${formatMoney(amount, unit?.currency)})` : '';
  return { text: `The security deposit is ${words}${sum}.`, value };
}

/** The sentence and value of a fixed-choice policy; null for free text or an empty value. */
function choiceFact(
  type: string,
  attribute: KnowledgeAttribute,
  unit?: KnowledgeUnit | null,
): { text: string; value: FactValue } | null | undefined {
  if (type === 'SECURITY_DEPOSIT') return depositFact(attribute, unit);
  if (type === 'RENTAL_DURATION_MONTHS') {
    const months = numberOf(attribute);
    if (months === null || months <= 0) return null;
    const text =
      months === 1
        ? 'Leases are month-to-month.'
        : `Leases are ${months} months long${months === 12 ? ' (one year)' : ''}.`;
    return { text, value: { kind: 'lease_length', months } };
  }
  if (type === 'RENTAL_LENGTH') {
    const term = lookup(RENTAL_LENGTH_WORDS, choiceOf(attribute));
    if (!term) return null;
    return {
      text: `The home is offered as a ${term} rental.`,
      value: { kind: 'rental_length', term },
    };
  }
  if (type === 'MOVE_OUT_NOTICE_PERIOD') {
    // 0 is the form's empty value, not a promise that no notice is needed.
    const days = numberOf(attribute);
    if (!days || days <= 0) return null;
    return {
      text: `Tenants must give ${days} days' notice before moving out.`,
      value: { kind: 'notice', days },
    };
  }
  return undefined;
}

/** The first row of each type: the caller resolved the owners, the most specific first. */
function firstOfEachType(attributes: readonly KnowledgeAttribute[]) {
  const byType = new Map<string, KnowledgeAttribute>();
  for (const attribute of attributes) {
    if (!attribute || typeof attribute !== 'object') continue;
    const type = attribute.attributeType;
    if (typeof type === 'string' && !byType.has(type)) byType.set(type, attribute);
  }
  return byType;
}

/** The sentences of the resolved policies. */
export function policyFacts(knowledge: PropertyKnowledge): FactSentence[] {
  const attributes = Array.isArray(knowledge.attributes) ? knowledge.attributes : [];
  const byType = firstOfEachType(attributes);
  const source = policiesSource(knowledge);
  const facts: FactSentence[] = [];
  const tenant = utilityCodes(byType.get('TENANT_UTILITIES'));
  const landlord = utilityCodes(byType.get('LANDLORD_UTILITIES'));
  const utilities = utilitiesText(tenant, landlord);
  if (utilities)
    facts.push({
      id: 'policy-UTILITIES',
      text: utilities,
      source,
      kind: 'generated',
      topic: 'utilities',
      rank: 3,
      value: { kind: 'utilities', tenant, landlord },
      searchText: fieldSearchText('utilities', utilities),
    });
  for (const [type, attribute] of byType) {
    if (type === 'TENANT_UTILITIES' || type === 'LANDLORD_UTILITIES') continue;
    const { label, topic } = policyLabel(type);
    const choice = choiceFact(type, attribute, knowledge.unit);
    if (choice) {
      const { text, value } = choice;
      const searchText = fieldSearchText(topic, text, label);
      facts.push({
        id: `policy-${type}`,
        text,
        source,
        kind: 'generated',
        topic,
        rank: 3,
        value,
        searchText,
      });
    } else if (choice === undefined)
      facts.push(
        ...proseSentences(attribute.textContent, {
          idPrefix: `policy-${type}`,
          source,
          kind: 'quoted',
          topic,
          rank: 3,
          label,
        }),
      );
  }
  return facts;
}
