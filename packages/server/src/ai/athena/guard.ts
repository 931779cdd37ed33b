/**
 * Fair Housing and safety checks on a prospect's message and on a reply. The prospect's
 * text is data: these only classify it, they never follow it.
 */

export type GuardKind = 'steering' | 'protected_class' | 'accessibility' | 'injection' | 'none';

const INJECTION =
  /\b(ignore (all |any |the )?(previous|prior|above) (instructions|rules)|system prompt|you are now|act as (the )?(landlord|manager|admin)|reveal (your )?(instructions|prompt)|(show|list|give) me (all |the )?(other )?(tenants|leads|prospects|applicants|residents)|other (tenants|applicants)'? (data|info|details|emails|phone))/i;
const ACCESSIBILITY =
  /\b(wheelchair|accessib\w*|ada\b|ramp|elevator|lift|grab bars?|service (dog|animal)|reasonable accommodation|accommodation request|disabilit\w*|mobility|hearing|visual(ly)? impair\w*|blind|deaf|step-free|no stairs)\b/i;
const STEERING =
  /\b(safe (neighbou?rhood|area|place)|(is|it'?s) (it |the area )?safe|crime|good (area|place|neighbou?rhood) for (families|kids|children)|family[- ]friendly (area|neighbou?rhood)|kind of (people|neighbou?rs|tenants)|who lives (there|here)|what are the neighbou?rs like|(mostly|many|lots of) (families|kids|children|retirees|seniors|young people|students|immigrants)|demographic\w*|diverse|diversity|good schools?)\b/i;
const PROTECTED =
  /\b(christian|muslim|jewish|hindu|church|mosque|synagogue|religio\w*|white|black|hispanic|latino|latina|asian|african|mexican|indian|chinese|ethnic\w*|race|racial|nationality|national origin|immigra\w*|gay|lesbian|lgbt\w*|transgender|married couples?|single mothers?|section 8|voucher)\b/i;

export function checkProspectMessage(text: string): { kind: GuardKind } {
  if (INJECTION.test(text)) return { kind: 'injection' };
  if (ACCESSIBILITY.test(text)) return { kind: 'accessibility' };
  if (STEERING.test(text)) return { kind: 'steering' };
  if (PROTECTED.test(text)) return { kind: 'protected_class' };
  return { kind: 'none' };
}

export const EQUAL_OPPORTUNITY_STATEMENT =
  'We are an equal housing opportunity provider and follow the Fair Housing Act: we do not describe neighbourhoods or neighbours by who they are, and we treat every applicant the same regardless of race, colour, religion, national origin, sex, familial status or disability.';

export function fairHousingReply(kind: 'steering' | 'protected_class'): string {
  return kind === 'steering'
    ? `${EQUAL_OPPORTUNITY_STATEMENT} For safety and schools, the city's official crime maps and the school district's website are the best independent sources. I'm happy to tell you about the home itself: the rent, amenities, policies or a viewing.`
    : `${EQUAL_OPPORTUNITY_STATEMENT} I can help with anything about the home itself: the rent, amenities, policies or a viewing.`;
}

export const injectionReply = () =>
  'I can only help with questions about this home and its leasing: the rent, amenities, policies, and booking a viewing. What would you like to know?';

const BAD_REPLY =
  /\b(great|perfect|ideal|good) (for|area for) (families|kids|children|young professionals|students|retirees|seniors|couples)\b|\bsafe (neighbou?rhood|area)\b|\b(mostly|many) (families|retirees|young people|students)\b|\bno kids\b|\bdo you have (any )?(children|kids)\b|\bare you married\b|\bwhere are you from\b|\bwhat is your (religion|nationality|race)\b|\bdo you have (a|any) disabilit/i;

/** False when a reply steers or asks about a protected class (a model's reply is then replaced). */
export const replyIsFair = (text: string) => !BAD_REPLY.test(text);

/** Questions: a question mark, or the way people start one. */
export const isQuestion = (text: string) =>
  /\?/.test(text) ||
  /^\s*(what|when|where|who|which|how|why|is|are|can|could|do|does|will|would|may|should|any|tell me)\b/i.test(
    text,
  );
