/**
 * Words for groups of people and for places, shared by the prospect and reply checks
 * so both sides recognise the same groups. Regular-expression sources, used with /i.
 */

/**
 * A neighbourhood. The building itself is left out: 'a secure building' describes the
 * property, which is allowed; 'a safe area' characterises the people around it.
 */
export const AREA =
  '(?:neighbou?rhoods?|areas?|community|communities|block|street|part of town|vicinity|town|district)';

/** Household make-up and age. */
export const FAMILY_AGE_GROUPS =
  '(?:kids|children|child|babies|toddlers|teens|teenagers|families|young families|young couples|young people|young professionals|professionals|students|college kids|retirees|retired people|seniors|senior citizens|elderly|old people|older people|older folks|older adults|empty[- ]nesters|singles|single people|couples|married couples|newlyweds|bachelors)';

/** Race, colour and national origin. */
export const ORIGIN_GROUPS =
  '(?:white|whites|black|blacks|african[- ]americans?|hispanics?|latinos?|latinas?|latinx|asians?|mexicans?|chinese|koreans?|indians?|arabs?|middle[- ]eastern(?: people)?|caucasians?|people of colou?r|minorities|immigrants?|foreigners|refugees)';

/** Religion. */
export const RELIGION_GROUPS =
  '(?:christians?|catholics?|protestants?|evangelicals?|jewish|jews|muslims?|islamic|hindus?|buddhists?|sikhs?|mormons?|atheists?|religious|orthodox|hasidic|amish|quakers?|latter-day saints|lds)';

/** Sexual orientation and gender identity. */
export const LGBT_GROUPS =
  '(?:gay|gays|lesbians?|lgbt\\w*\\+?|queer|trans|transgender|bisexual|non[- ]binary)';

/** Disability, as a group of people (not as a need for a feature). */
export const DISABILITY_GROUPS =
  '(?:disabled(?: people| persons| tenants| residents)?|handicapped(?: people)?|people with disabilities|(?:the )?mentally ill)';

/** Any protected group, for 'do you rent to …'. */
export const ANY_GROUP = `(?:${FAMILY_AGE_GROUPS}|${ORIGIN_GROUPS}|${RELIGION_GROUPS}|${LGBT_GROUPS}(?: people| couples)?|${DISABILITY_GROUPS}|single (?:mothers?|moms?|fathers?|dads?|parents?|women|men)|unmarried couples|pregnant women|people on (?:welfare|ssi|ssdi|disability|social security|public assistance|food stamps))`;
