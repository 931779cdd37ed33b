/**
 * Which protected characteristics a text touches, for the manager's log and for the
 * wording of the reply (a question touching disability also hears that accommodations
 * are welcome).
 */
import type { ProtectedCharacteristic } from './types.ts';

const WORDS: Readonly<Record<ProtectedCharacteristic, RegExp>> = {
  race: /\b(?:races?|racial|racist|white|whites|black|blacks|african[- ]americans?|caucasians?|minorities|demographics?|diversity|diverse|ethnic\w*)\b/i,
  color: /\b(?:skin colou?r|people of colou?r|colou?red people)\b/i,
  religion:
    /\b(?:religion|religious|christians?|catholics?|protestants?|evangelicals?|jewish|jews|muslims?|islamic|hindus?|buddhists?|sikhs?|mormons?|atheists?|church|mosque|synagogue|temple)\b/i,
  national_origin:
    /\b(?:hispanics?|latin[oax]s?|asians?|mexicans?|chinese|koreans?|indians?|arabs?|middle[- ]eastern|immigrants?|immigration|foreigners?|refugees?|nationality|national origin|citizen|citizenship|undocumented|green card|where (?:are you|you're) from)\b/i,
  sex: /\b(?:women|woman|men|females?|males?|ladies|girls|guys|gentlemen)\b/i,
  familial_status:
    /\b(?:kids?|children|child|babies|baby|toddlers|teens|teenagers|famil(?:y|ies)|pregnant|expecting|schools?|single (?:moms?|mothers?|dads?|fathers?|parents?)|grandchildren|grandkids|adults?[- ]only)\b/i,
  disability:
    /\b(?:disab\w*|handicap\w*|wheel ?chairs?|accessib\w*|blind|deaf|service (?:dogs?|animals?)|support (?:dogs?|animals?)|esas?|accommodations?|ramps?|elevators?|grab[- ]?bars?|mental(?:ly)? ill\w*|ptsd|hiv)\b/i,
  sexual_orientation:
    /\b(?:gay|gays|lesbians?|lgbt\w*|queer|bisexual|same[- ]sex|sexual orientation)\b/i,
  gender_identity: /\b(?:trans|transgender|non[- ]binary|gender identity)\b/i,
  age: /\b(?:age|ages|old|older|elderly|seniors?|retirees|retired|young|younger|55 ?\+|over 55|mature)\b/i,
  source_of_income:
    /\b(?:section 8|vouchers?|welfare|ssi|ssdi|social security|public assistance|food stamps|low[- ]income|child support|alimony|unemployment)\b/i,
  marital_status:
    /\b(?:married|unmarried|divorced|separated|widowed|marital|single (?:people|persons?|women|men|moms?|mothers?|dads?|fathers?|parents?)|singles|couples?)\b/i,
};

/** The characteristics whose words appear in the text, in a fixed order. */
export function characteristicsIn(text: string): ProtectedCharacteristic[] {
  return (Object.keys(WORDS) as ProtectedCharacteristic[]).filter((key) => WORDS[key].test(text));
}
