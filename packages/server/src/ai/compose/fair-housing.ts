/**
 * Fair Housing wording for marketing documents: an advertisement describes the property,
 * never the ideal tenant or the neighbours. Phrases that state a preference about who
 * should live there (or who lives nearby) are removed from the manager's own details, and
 * the document says so in a note, naming the kind of phrase but not repeating it.
 */

export type FairHousingConcern =
  | 'familial status or age'
  | 'religion'
  | 'race, colour or national origin'
  | 'disability'
  | 'sex or marital status'
  | 'neighbourhood character';

interface Rule {
  concern: FairHousingConcern;
  pattern: RegExp;
  /** What the match becomes; '' removes it. */
  replacement?: string;
}

const AREA =
  '(?:neighbou?rhoods?|areas?|communit(?:y|ies)|streets?|blocks?|locations?|part of town)';
const PEOPLE =
  '(?:(?:young|growing|small|large|new|working|active|mature|older|retired)\\s+)?(?:famil(?:y|ies)|kids|children|child|teens|couples?|singles?|single (?:people|persons?|men|women|mothers?|fathers?|parents?)|bachelors?|students?|retirees|seniors|elderly|adults|young (?:professionals|people|adults|couples)|professionals|empty[- ]nesters|newlyweds|married couples?|men|women|gentlemen|ladies|christians?|catholics?|jews|jewish (?:families|people)|muslims?|hindus?|buddhists?|immigrants)';
const FAITH = '(?:christian|catholic|protestant|jewish|muslim|islamic|hindu|buddhist|mormon|lds)';
const ORIGIN =
  '(?:white|black|hispanic|latino|latina|latinx|asian|african[- ]american|mexican|chinese|korean|japanese|vietnamese|indian|italian|irish|polish|russian|arab|arabic|middle[- ]eastern|european|caucasian|immigrant|ethnic)';

const AREA_PREFERENCE = `\\b(?:very\\s+|extremely\\s+|really\\s+)?(?:safe|low[- ]crime|crime[- ]free|exclusive|family[- ]friendly|kid[- ]friendly|quiet,?\\s+mature)\\s+(${AREA})`;

const RAW_RULES: readonly Rule[] = [
  {
    concern: 'familial status or age',
    pattern: new RegExp(
      `\\b(?:perfect|ideal|great|good|best|suited|suitable|made|wonderful|excellent|designed|geared)\\s+(?:for|to)\\s+(?:an?\\s+|the\\s+)?${PEOPLE}(?:\\s*(?:,|and|or|&)\\s*${PEOPLE})*(?:\\s+(?:who|that|looking)\\b[^,.;!?\\n]*)?`,
      'gi',
    ),
  },
  // 'in a safe neighborhood' keeps 'in a neighborhood'; 'Safe neighborhood, …' loses the phrase.
  {
    concern: 'neighbourhood character',
    pattern: new RegExp(
      `(?<=\\b(?:a|an|the|in|this|our|your|quiet|friendly)\\s+)${AREA_PREFERENCE}`,
      'gi',
    ),
    replacement: '$1',
  },
  { concern: 'neighbourhood character', pattern: new RegExp(AREA_PREFERENCE, 'gi') },
  {
    concern: 'familial status or age',
    pattern:
      /\b(?:family|kid|child|children)[- ]friendly\b|\b(?:no|not for)\s+(?:kids|children|families|teens|teenagers|babies|infants|toddlers)\b|\badults?[- ]only\b|\badult (?:building|community|living)\b|\bmature (?:adults|persons|individuals|tenants|couples?|residents)\b|\byoung professionals\b|\b(?:singles|couples|professionals|students|seniors|retirees) only\b/gi,
  },
  {
    concern: 'religion',
    pattern: new RegExp(
      `\\b${FAITH}\\s+(?:${AREA}|home|household|famil(?:y|ies)|building|tenants?|residents?|environment|values)\\b|\\b(?:church|synagogue|mosque|temple)[- ]going\\b|\\b${FAITH}s?\\s+only\\b|\\bno\\s+${FAITH}s?\\b`,
      'gi',
    ),
  },
  {
    concern: 'race, colour or national origin',
    pattern: new RegExp(
      `\\b(?:predominantly|mostly|largely|primarily|mainly|all)\\s+${ORIGIN}\\b(?:\\s+(?:${AREA}|residents|neighbou?rs|families))?|\\b${ORIGIN}\\s+(?:${AREA}|enclave|residents|neighbou?rs)\\b|\\benglish[- ]speaking(?:\\s+(?:only|tenants|households?|people))?\\b|\\bno\\s+(?:immigrants|foreigners)\\b|\\b(?:diverse|integrated|homogeneous)\\s+${AREA}`,
      'gi',
    ),
  },
  {
    concern: 'disability',
    pattern:
      /\bable[- ]bodied(?:\s+(?:tenants|persons|people|only))?\b|\bno\s+(?:wheelchairs?|disabled|handicapped)(?:\s+(?:people|persons|tenants))?\b|\bnot\s+(?:suitable|suited)\s+for\s+(?:the\s+)?(?:disabled|handicapped|wheelchairs?)\b|\bmust be able to climb stairs\b/gi,
  },
  {
    concern: 'sex or marital status',
    pattern:
      /\b(?:female|male|women|men|ladies|gentlemen)\s+only\b|\bno\s+(?:section 8|vouchers?)\b|\bbachelor pad\b|\bmarried couples? only\b/gi,
  },
];

/** Every phrase also takes a trailing 'only' with it ('mature adults only'). */
const RULES: readonly Rule[] = RAW_RULES.map((rule) => ({
  ...rule,
  pattern: new RegExp(`(?:${rule.pattern.source})(?:\\s+only\\b)?`, rule.pattern.flags),
}));

/** Tidies what removing a phrase left behind: doubled commas, stray 'and', lone punctuation. */
function tidy(text: string): string {
  return text
    .replace(/\(\s*\)/g, '')
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([,.;:!?])/g, '$1')
    .replace(/([,;:])(\s*[,;:])+/g, '$1')
    .replace(/,\s*(?:and|or|&)\s*([.!?;]|$)/gi, '$1')
    .replace(/(^|[.!?;]\s*)(?:and|or|&)\s*[,.]?\s*(?=[.!?;]|$)/gim, '$1')
    .replace(/([.!?])[,;:]+/g, '$1')
    .replace(/^[\s,;:.!?-]+/, '')
    .replace(/^(?:and|or|&)\b[\s,]*/i, '')
    .replace(/[\s,]+(?:and|or|&)$/i, '')
    .replace(/[\s,;:-]+$/, '')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Removes preference phrases from one value; `concerns` says which kinds were found. */
export function scrubFairHousing(text: string): {
  text: string;
  removed: number;
  concerns: FairHousingConcern[];
} {
  const concerns = new Set<FairHousingConcern>();
  let removed = 0;
  let result = text;
  for (const rule of RULES) {
    result = result.replace(rule.pattern, (...match) => {
      concerns.add(rule.concern);
      removed += 1;
      return rule.replacement ? rule.replacement.replace('$1', String(match[1] ?? '')) : '';
    });
  }
  if (removed === 0) return { text, removed, concerns: [] };
  return { text: tidy(result), removed, concerns: [...concerns] };
}

/** True when a text still states a preference (used to check the composer's own wording). */
export function hasFairHousingIssue(text: string): boolean {
  return RULES.some((rule) => {
    rule.pattern.lastIndex = 0;
    const found = rule.pattern.test(text);
    rule.pattern.lastIndex = 0;
    return found;
  });
}

/** '#PerfectForFamilies' → 'Perfect For Families', so hashtags go through the same rules. */
export function hashtagWords(tag: string): string {
  return tag
    .replace(/^#/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ');
}

/** The note added at the end of a marketing document when phrases were removed. */
export function fairHousingNote(count: number, concerns: readonly FairHousingConcern[]) {
  const what = count === 1 ? 'One phrase' : `${count} phrases`;
  return {
    text: `${what} in your details described who the home would suit or who lives nearby (${concerns.join('; ')}) and ${count === 1 ? 'was' : 'were'} left out for Fair Housing compliance. Advertising should describe the property, not the ideal tenant or the neighbours.`,
    short: `Note: ${what.toLowerCase()} removed for Fair Housing compliance.`,
  };
}
