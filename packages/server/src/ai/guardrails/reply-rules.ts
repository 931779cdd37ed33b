/**
 * What a reply must never say: describing who a home or an area suits or who lives
 * there, characterising safety or schools, stating a preference or limit about a
 * protected group, or asking the prospect about a protected characteristic.
 */
import { AREA, FAMILY_AGE_GROUPS, LGBT_GROUPS, ORIGIN_GROUPS, RELIGION_GROUPS } from './groups.ts';

export interface ReplyRule {
  /** Why the reply fails, as a short phrase for the log. */
  reason: string;
  pattern: RegExp;
  /**
   * True when Athena may mention the phrase while declining ('I can't say whether it
   * is a safe neighborhood'); such a match is ignored after a refusal or 'whether'.
   */
  declinable: boolean;
}

const rx = (source: string) => new RegExp(source, 'gi');
const PEOPLE = `(?:(?:a )?(?:couple|family|single (?:person|woman|man|parent|mom|dad)|bachelor|student|retiree|senior)|${FAMILY_AGE_GROUPS}|${ORIGIN_GROUPS}|${RELIGION_GROUPS}|${LGBT_GROUPS}(?: people| couples)?|(?:an? )?(?:young|growing|small|large|new|older|retired|working|single|active) (?:famil(?:y|ies)|couples?|professionals|people|adults))`;

export const REPLY_RULES: readonly ReplyRule[] = [
  {
    reason: 'says who the home or area suits',
    pattern: rx(
      String.raw`\b(?:great|perfect|ideal|good|best|suited|suitable|wonderful|excellent|made|popular|designed|geared|tailored) (?:(?:place|area|spot|neighbou?rhood|community|building|home|unit|apartment|choice|option|fit|location) )?(?:for|with|among|to) (?:an? |the )?${PEOPLE}\b`,
    ),
    declinable: true,
  },
  {
    reason: 'says who the home or area suits',
    pattern: rx(String.raw`\b(?:family|kid|child|children|senior|student)[- ]friendly\b`),
    declinable: true,
  },
  {
    reason: 'characterises the neighborhood',
    pattern: rx(
      String.raw`\b(?:very |really |super |extremely |quite |pretty )?(?:safe|unsafe|low[- ]crime|crime[- ]free|high[- ]crime|dangerous|sketchy|rough|bad|good|nice|exclusive|upscale|quiet,? mature) ${AREA}\b|\b(?:the )?(?:neighbou?rhood|area|community|block|street) is (?:very |really |quite |pretty |super )?(?:safe|unsafe|dangerous|sketchy|rough|exclusive|diverse|mature|family[- ]oriented)\b|\bit(?:'s| is) (?:very |really |quite |pretty |super )?safe (?:here|there|around here|to walk|at night)\b|\b(?:little|no|low|lots of|high|some) crime\b`,
    ),
    declinable: true,
  },
  {
    reason: 'says who lives there',
    pattern: rx(
      String.raw`(?<!\bhow )\b(?:mostly|mainly|largely|predominantly|primarily|many|lots of|a lot of|plenty of|full of|majority(?: of)?|home to many|mostly made up of) ${PEOPLE}\b|\b(?:older|younger|young|mature|quiet|family|student|professional) crowd\b|\b(?:neighbou?rs|tenants|residents|people here) are (?:mostly |mainly |all |largely )?(?:${PEOPLE}|older|younger|young|retired|quiet (?:older|mature))\b`,
    ),
    declinable: true,
  },
  {
    reason: 'describes the area by religion or origin',
    pattern: rx(
      String.raw`\b(?:${RELIGION_GROUPS}|${ORIGIN_GROUPS}|${LGBT_GROUPS}) (?:community|neighbou?rhood|area|building|enclave|families|tenants|residents|neighbou?rs|values)\b|\b(?:church|synagogue|mosque|temple)[- ]going\b|\benglish[- ]speaking\b|\bmust speak english\b`,
    ),
    declinable: true,
  },
  {
    reason: 'characterises schools',
    pattern: rx(
      String.raw`\b(?:good|great|excellent|top|best|bad|poor|top[- ]rated|highly[- ]rated|failing) (?:public )?(?:schools?|school district)\b|\bschools? (?:here |nearby |around here )?(?:are|is) (?:very |really |quite )?(?:good|great|excellent|top|bad|poor|highly rated)\b`,
    ),
    declinable: true,
  },
  {
    reason: 'states a limit on familial status, age or sex',
    pattern: rx(
      String.raw`\bno (?:kids|children|babies|infants|toddlers|teens|teenagers|families)\b|\badults?[- ]only\b|\bnot (?:suitable|suited|ideal|great|good|meant) for (?:kids|children|families|babies)\b|\b(?:women|men|females|males|ladies|gentlemen|singles|couples|seniors|students|professionals|married couples?) only\b|\bmarried couples? (?:preferred|only)\b`,
    ),
    declinable: false,
  },
  {
    reason: 'states a limit on disability or source of income',
    pattern: rx(
      String.raw`\bmust be able to (?:climb|use) (?:the )?stairs\b|\bno (?:wheelchairs|service animals|assistance animals|emotional support animals|esas?)\b|\bnot (?:suitable|suited) for (?:the )?(?:disabled|handicapped|wheelchair users|people with disabilities)\b|\bable[- ]bodied\b|\bno (?:section 8|vouchers?|housing assistance)\b`,
    ),
    declinable: false,
  },
  {
    reason: 'asks about children or family',
    pattern: rx(
      String.raw`\bdo you have (?:any )?(?:kids|children|a family|a baby)\b|\bhow many (?:kids|children)\b|\bare you (?:pregnant|expecting)\b|\b(?:planning|plan|going) (?:to have|on having) (?:kids|children|a baby)\b`,
    ),
    declinable: false,
  },
  {
    reason: 'asks about marital status',
    pattern: rx(
      String.raw`\bare you (?:married|single|divorced|separated|widowed)\b|\bwhat(?:'s| is) your marital status\b|\bis (?:your partner|he|she) your (?:husband|wife|spouse)\b`,
    ),
    declinable: false,
  },
  {
    reason: 'asks about origin, religion or identity',
    pattern: rx(
      String.raw`\bwhere (?:are you|were you|is your family|are you originally) (?:from|born)\b|\bwhat(?:'s| is) your (?:religion|faith|nationality|ethnicity|race|national origin|country of origin|native language|first language|sexual orientation|gender|gender identity|age|immigration status|citizenship)\b|\bhow old are you\b|\bare you (?:an? )?(?:(?:u\.?s\.?|us|american) )?(?:citizen|immigrant|christian|muslim|jewish|hindu|religious|gay|straight|lesbian|trans|transgender)\b|\bdo you (?:go to|attend) (?:church|mosque|synagogue|temple)\b`,
    ),
    declinable: false,
  },
  {
    reason: 'asks about disability',
    pattern: rx(
      String.raw`\bdo you (?:have|suffer from) (?:a |any )?(?:disabilit(?:y|ies)|medical conditions?|mental (?:illness|health (?:conditions?|issues)))\b|\bwhat(?:'s| is) (?:the nature of )?your (?:disability|condition|diagnosis)\b|\bare you (?:disabled|handicapped)\b|\b(?:will|does|do|is) (?:anyone|any(?:one)? in your (?:household|family)|you or anyone)\b[^.?!]{0,40}\b(?:disabilit(?:y|ies)|handicap\w*|medical conditions?)\b`,
    ),
    declinable: false,
  },
];
