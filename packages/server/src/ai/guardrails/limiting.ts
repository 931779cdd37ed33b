/**
 * A protected class together with limiting, preferring or discouraging language, however
 * worded: 'the owner does not rent to families with kids', 'only for Christians', 'we'd
 * rather not take Section 8', 'better suited to young professionals', 'kids would not be
 * happy here'. The class is found by its words; the limit by the verbs and adverbs that
 * exclude, rank or discourage, within a few words of it. Saying that a group is welcome,
 * or that a rule does not apply to assistance animals, is no limit.
 */

/** Protected classes as a reply may name them (familial status, religion, origin, …). */
const CLASS = String.raw`(?:famil(?:y|ies)(?: with (?:kids|children|babies|young children|teens))?|kids|children|child|babies|baby|toddlers|teens|teenagers|minors|pregnant (?:women|tenants|applicants)|expecting parents|single (?:moms?|mothers?|dads?|fathers?|parents?|women|men)|seniors?|elderly(?: people| tenants)?|older (?:people|tenants|adults|folks|applicants)|retirees|young (?:people|professionals|couples|families|tenants)|students|college kids|couples|married couples|unmarried couples|singles|christians?|catholics?|protestants?|evangelicals?|jews|jewish (?:people|families|tenants|applicants)|muslims?|hindus?|buddhists?|sikhs?|mormons?|atheists?|religious (?:people|families|tenants)|church[- ]?goers|(?:people|tenants|applicants|families) of (?:faith|colou?r)|(?:white|black|hispanic|latino|latina|asian|mexican|arab|indian|african|chinese|korean|middle[- ]eastern|immigrant|foreign|non[- ]english[- ]speaking) (?:people|families|tenants|applicants|renters|folks|residents|neighbou?rs|couples|men|women)|whites|blacks|hispanics|latinos|latinas|asians|mexicans|arabs|immigrants|foreigners|refugees|minorities|non[- ]citizens|(?:people|applicants|tenants) (?:with|who have) (?:an )?accents?|non[- ]native (?:english )?speakers|(?:native )?english speakers|citizens|disabled (?:people|tenants|applicants|persons|residents)|people with disabilities|(?:tenants|applicants|people) (?:in|using|with) (?:a )?wheelchairs?|wheelchair users|the handicapped|handicapped (?:people|tenants)|mentally ill (?:people|tenants)|(?:people|tenants|applicants) with (?:mental illness|hiv|aids|ptsd)|service (?:animals|dogs)|assistance animals|emotional support animals|esas|section[- ]?8(?: (?:tenants|voucher holders|vouchers|applicants))?|(?:housing )?vouchers?(?: holders)?|voucher holders|housing assistance|rental assistance|(?:people|tenants|applicants) on (?:welfare|ssi|ssdi|disability|public assistance|assistance)|welfare recipients|public assistance|ssi|ssdi|child support|gay (?:people|couples|men|tenants)|gays|lesbians?|lgbt\w*(?: people| couples| tenants)?|queer (?:people|tenants)|trans (?:people|tenants|women|men)|transgender (?:people|tenants|applicants)|same[- ]sex couples|women|men|females|males|ladies|girls|guys)`;

/** Words that exclude, rank or discourage, as verbs or adverbs. */
const EXCLUDE =
  "(?:only|exclusively|strictly|just|no|not|never|don'?t|doesn'?t|do not|does not|won'?t|will not|wouldn'?t|would not|can'?t|cannot|can not|isn'?t|aren'?t|rather not|prefer(?:s|red)? not|prefer(?:s|red)?|preferably|preference (?:for|to)|prioriti[sz]e|favou?r|avoids?|avoiding|limit(?:ed)? to|restrict(?:ed)? to|reserved for|excluding|turns? (?:away|down)|turning (?:away|down)|preference (?:is )?given to|priority (?:is )?given to|declines?|refuse|reject|discourage|steer|keep out|no more|no longer|unable to)";

/** Verbs of letting someone rent. */
const LET =
  '(?:rent(?:s|ed|ing)?|leas(?:e|es|ed|ing)|take(?:s)?|taking|accept(?:s|ed|ing)?|allow(?:s|ed|ing)?|approve(?:s|d)?|consider(?:s|ed)?|welcome(?:s|d)?|want(?:s|ed)?|house|show(?:ing)? (?:it|units?|the (?:unit|home|apartment)) to|work with|deal with|do|go for|be (?:a )?(?:good )?fit for|suit|fit|open to|available to|meant for|for|to|with|from|on)';

const rx = (source: string) => new RegExp(source, 'i');

/** The shapes of a limit on a class. */
const LIMITS: readonly RegExp[] = [
  // 'does not rent to families with kids', 'we'd rather not take Section 8', 'only for Christians'
  rx(
    String.raw`\b${EXCLUDE}\b(?:\s+[\w'’-]+){0,4}?\s+(?:${LET}\s+)?(?:(?:any|the|other|more|those|these|many|a lot of|lots of|too many)\s+)?${CLASS}\b`,
  ),
  // 'families with kids are not allowed', 'vouchers aren't accepted', 'Section 8 is not an option'
  rx(
    String.raw`\b${CLASS}\b(?:\s+[\w'’-]+){0,3}?\s+(?:(?:are|is|would be|will be|would|will)\s+(?:not|never|rarely)|aren'?t|isn'?t|won'?t be|wouldn'?t be|are un|is un)\s*(?:be\s+)?(?:allowed|accepted|permitted|welcome|eligible|a (?:good )?fit|considered|an option|encouraged|ideal|approved|the (?:right|best) fit|happy|comfortable|wanted)\b`,
  ),
  // 'child support doesn't count', 'gay couples would be more comfortable elsewhere'
  rx(
    String.raw`\b${CLASS}\b(?:\s+[\w'’-]+){0,3}?\s+(?:doesn'?t|does not|don'?t|do not|won'?t|will not|can'?t|cannot|wouldn'?t)\s+(?:count|qualify|work|be considered)\b(?!\s+(?:toward|towards|against|as a pet))|\b${CLASS}\b[^.!?]{0,50}\b(?:elsewhere|somewhere else|another (?:building|area|neighbou?rhood|property|place))\b`,
  ),
  // 'better suited to young professionals', 'ideal for retirees', 'geared toward couples'
  rx(
    String.raw`\b(?:better|best|ideal(?:ly)?|perfect|great|more|most|mainly|mostly|primarily|largely|really|suited|suitable|geared|tailored|designed|intended|aimed|catering|caters)\b(?:\s+(?:suited|fit|fitted|for|to|toward|towards|at|a|an|the|choice|place|home|building|unit|option|match)){0,3}\s+(?:for|to|toward|towards|at)\s+(?:a\s+|an\s+|the\s+)?${CLASS}\b`,
  ),
  // 'kids would not be happy here', 'seniors might find it hard', 'Muslims may feel out of place'
  rx(
    String.raw`\b${CLASS}\b(?:\s+[\w'’-]+){0,2}?\s+(?:would|might|may|could|will|tend to|usually|often|probably)\s+(?:not\s+|never\s+)?(?:be (?:happier|unhappy|uncomfortable|out of place|better off|happier elsewhere)|not be (?:happy|comfortable|a fit)|feel (?:out of place|uncomfortable|unwelcome)|find it (?:hard|difficult|tough|uncomfortable)|struggle|not fit|not like it|prefer (?:somewhere|elsewhere|another))`,
  ),
  // 'the owner prefers tenants without children', 'no kids', 'adults only', 'English speakers only'
  rx(
    String.raw`\b(?:without|no)\s+(?:kids|children|babies|pets or kids|kids or pets)\b|\badults?[- ]only\b|\b${CLASS}\s+only\b|\bmust (?:be|speak|have|show)\s+(?:a\s+)?(?:married|english|citizens?|us citizens?|christian|employed full[- ]time|single|under \d+|over \d+|(?:a )?(?:man|woman|male|female))\b|\b(?:look|looking|prefer|want)(?:ing|s)? for (?:a |an )?(?:quiet |mature |professional |older |young |single |married |christian |working )+(?:tenant|couple|person|professional|individual|adult)s?\b|\b(?:you|they) (?:might|may|would|will) (?:not )?(?:fit in|feel (?:more )?at home|be more comfortable) (?:better )?(?:elsewhere|somewhere else|in another)\b`,
  ),
];

/** Saying a class is welcome, or that a rule spares it, is no limit. */
const INCLUSIVE =
  /\b(?:(?:are|is) (?:always |all |very )?welcome|welcomes? (?:all|every|families|children|kids|vouchers|applicants)|we accept|accepts? (?:all|every|any|housing|section|vouchers|rental)|are accepted|is accepted|regardless of|do(?:es)? not (?:discriminate|apply)|don'?t (?:discriminate|apply)|doesn'?t (?:apply|matter|affect)|not (?:a factor|considered in|part of)|no (?:pet )?(?:fees?|deposits?|rent|charge|extra (?:fees?|charges?)|breed or weight limits?|weight or breed limits?)\b|are not pets|aren'?t pets|never (?:ask|refuse|consider|discriminate)|equal (?:housing|opportunity)|play no part|no matter)\b/i;

/** 'don't accept vouchers' is no welcome, though it says 'accept'. */
const NEGATED_WELCOME =
  /\b(?:don'?t|do not|doesn'?t|does not|won'?t|will not|not|never|can'?t|cannot|no longer|aren'?t|isn'?t)\s+(?:[\w'’]+\s+){0,2}?(?:accept|welcome|take|allow|rent|count|consider)/i;

/** True when a sentence limits, prefers or discourages a protected class. */
export function limitsProtectedClass(text: string): string | null {
  const sentences = text.split(/(?<=[.!?])\s+|\n+/);
  for (const sentence of sentences) {
    for (const rule of LIMITS) {
      const found = rule.exec(sentence);
      if (!found) continue;
      // A welcome in the same clause (not 'welcome but not …') answers the match.
      const clause = sentence.split(/\b(?:but|however|although|though|except)\b|;/i);
      const inClause = clause.find((c) => c.includes(found[0].trim().split(/\s+/)[0] ?? ''));
      if (
        inClause &&
        INCLUSIVE.test(inClause) &&
        !/\bonly\b|\brather not\b|\bprefer/i.test(inClause) &&
        !NEGATED_WELCOME.test(inClause)
      )
        continue;
      return found[0];
    }
  }
  return null;
}
