/**
 * Patterns for a prospect's message, one list per kind. They are deliberately about
 * asking: a prospect who says 'we have two kids' is not flagged, one who asks 'are
 * there many kids here' is.
 */
import {
  ANY_GROUP,
  DISABILITY_GROUPS,
  FAMILY_AGE_GROUPS,
  LGBT_GROUPS,
  ORIGIN_GROUPS,
  RELIGION_GROUPS,
} from './groups.ts';

const rx = (source: string) => new RegExp(source, 'i');

/** Asking who lives there, or to characterise the area. */
export const STEERING_RULES: readonly RegExp[] = [
  rx(
    String.raw`\b(?:what|which) (?:kinds?|types?|sorts?) of (?:people|folks|neighbou?rs|tenants|residents|renters|crowd|families|community)\b`,
  ),
  rx(
    String.raw`\bwho (?:else )?(?:lives?|is living|are living|stays|resides) (?:here|there|in|next|nearby|around|upstairs|downstairs|above|below)\b|\bwho are (?:the|my|our) (?:neighbou?rs|tenants|residents|other tenants)\b`,
  ),
  rx(
    String.raw`\b(?:tell me|what can you tell me|can you describe|describe) (?:\w+ )?(?:about )?the (?:neighbou?rhood|area|community|neighbou?rs)\b`,
  ),
  rx(
    String.raw`\b(?:do|does) (?:many|lots of|a lot of|any|mostly|other) (?:${FAMILY_AGE_GROUPS}|${ORIGIN_GROUPS}|${RELIGION_GROUPS}|${LGBT_GROUPS}(?: people)?) (?:live|stay|rent)\b`,
  ),
  rx(
    String.raw`\bwhat(?:'s| is| are)? (?:the )?(?:neighbou?rs|tenants|residents|other tenants|people|community|crowd) like\b`,
  ),
  rx(
    String.raw`\b(?:what(?:['’]?s| is) the (?:neighbou?rhood|area|community|street|block) like|how(?:['’]?s| is) the (?:neighbou?rhood|area|community))\b`,
  ),
  rx(
    String.raw`\b(?:demographics?|racial (?:makeup|mix|composition|breakdown)|ethnic (?:makeup|mix|composition|breakdown)|diversity|diverse)\b`,
  ),
  // Safety: 'is it safe', 'is the area safe', 'safe neighborhood', crime.
  rx(
    String.raw`\bis (?:it|this|the (?:area|neighbou?rhood|street|block|location|part of town)|this (?:area|neighbou?rhood)) (?:a )?(?:very |really |pretty )?safe(?: (?:neighbou?rhood|area|place|street|block|location|part of town))?(?: (?:here|there|around|to (?:live|walk)|at night|for (?:an? )?(?:women|woman|girls?|kids|children|families|single \w+|older \w+)))?\s*(?:[?.!,]|$)`,
  ),
  // Living or being alone there: 'is it safe for me to live alone way out there?'.
  rx(
    String.raw`\bis it (?:\w+ )?safe (?:for (?:me|us|a \w+(?: \w+)?|an \w+(?: \w+)?) )?to (?:live|walk|be|stay|go out)\b`,
  ),
  // Being out alone after dark: 'is it ok to walk along the river path at night by myself?'.
  rx(
    String.raw`\b(?:walk|walking|jog|jogging|run|running|go out|be out|out)\b[^.?!]{0,60}\b(?:at night|after dark)\b[^.?!]{0,25}\b(?:alone|by (?:my|her|him)self|on my own)\b|\b(?:alone|by (?:my|her|him)self|on my own)\b[^.?!]{0,25}\b(?:at night|after dark)\b`,
  ),
  rx(
    String.raw`\bsafe (?:neighbou?rhood|area|part of town|to walk|at night)\b|\b(?:crime|crimes|crime rates?|dangerous|sketchy|shady|ghetto|high[- ]crime|low[- ]crime)\b|\b(?:rough|bad|good|nice|decent) (?:neighbou?rhood|area|part of town)\b`,
  ),
  rx(
    String.raw`\b(?:good|great|ideal|perfect|suitable|safe|bad|ok|okay|fine|nice|right) (?:(?:area|place|neighbou?rhood|community|location|building|street|town|spot) )?for (?:kids|children|families|(?:a )?young famil(?:y|ies)|raising (?:kids|children|a family)|retirees|seniors|students|young professionals|singles)\b`,
  ),
  rx(String.raw`\b(?:family|kid|child|children)[- ]friendly\b`),
  rx(
    String.raw`\b(?:are there|is there|there are|how many|any) (?:many |lots of |a lot of |plenty of |any |other |young |small |older ){0,3}${FAMILY_AGE_GROUPS}(?!['’])\b(?! ?(?:play|room|pool|area|club|park|menu))`,
  ),
  rx(
    String.raw`\b(?:are there|is there|how many|any) (?:many |lots of |a lot of |other |more ){0,3}(?:${ORIGIN_GROUPS}|${RELIGION_GROUPS}|${LGBT_GROUPS}(?: people)?|${DISABILITY_GROUPS})\b`,
  ),
  rx(
    String.raw`\b(?:mostly|mainly|largely|predominantly|primarily|majority|full of|(?:neighbou?rs|tenants|residents|people|they)(?: are)? all) (?:${FAMILY_AGE_GROUPS}|${ORIGIN_GROUPS}|${RELIGION_GROUPS}|${LGBT_GROUPS}|older|younger|old|young)\b`,
  ),
  rx(
    String.raw`\b(?:older|younger|young|old|mature|elderly|retired|family|student|college|professional|white|black|hispanic|asian|diverse) crowd\b`,
  ),
  rx(
    String.raw`\b(?:${RELIGION_GROUPS}|${ORIGIN_GROUPS}|${LGBT_GROUPS}) (?:community|neighbou?rhood|area|building|enclave|part of town|families|neighbou?rs)\b`,
  ),
  rx(
    String.raw`\b(?:good|bad|best|great|decent|top|nice|poor|top[- ]rated) schools?\b|\bschools?\b[^.?!]{0,30}\b(?:good|any good|bad|decent|great|rated|ratings?|quality)\b|\bhow are the schools\b|\bschool (?:quality|ratings?)\b`,
  ),
  rx(
    String.raw`\b(?:good|great|safe|nice|best|ideal|right) (?:place|area|neighbou?rhood|spot|building|community|street) (?:to|for) (?:raise|raising|bring up|bringing up|grow up|growing up)\b|\b(?:raise|raising) (?:kids|children|a family|a kid|little ones)\b[^.?!]{0,20}\b(?:good|safe|ok|okay)\b|\bfamily[- ]friendly (?:area|neighbou?rhood|building|community|street)\b`,
  ),
  rx(
    String.raw`\b(?:section 8|voucher|low[- ]income|welfare) (?:tenants|people|residents|families|neighbou?rs)\b`,
  ),
  // Where a group is, or is not: 'which floor has the fewest kids', 'a unit away from the
  // students', 'where do most of the retirees live'.
  rx(
    String.raw`\b(?:which|what|where|any|is there|are there)\b[^.?!]{0,40}\b(?:fewest|fewer|least|less|most|more|no|lots of|a lot of|full of|without|away from|far from|near|close to|next to)\s+(?:of\s+)?(?:the\s+|other\s+|any\s+)?(?:${FAMILY_AGE_GROUPS}|${ORIGIN_GROUPS}|${RELIGION_GROUPS}|${LGBT_GROUPS}(?: people)?)\b(?!['’])(?! ?(?:play|room|pool|area|club|park|menu))`,
  ),
  // In Spanish: '¿hay otros latinos viviendo ahí?', '¿viven otras familias latinas en el
  // edificio?', '¿es seguro el barrio de noche?'.
  rx(
    String.raw`\b(?:es|está|esta|son)\s+(?:muy\s+)?(?:segur[oa]s?|peligros[oa]s?|tranquil[oa]s?)\b[^.?!]{0,30}\b(?:barrio|zona|área|area|vecindario|colonia|calles?)\b|\b(?:barrio|zona|vecindario|colonia)\b[^.?!]{0,25}\b(?:segur[oa]|peligros[oa])\b`,
  ),
  rx(
    String.raw`\b(?:hay|viven|vive)\s+(?:otros|otras|muchos|muchas|más|mas|pocos|pocas)?\s*(?:familias\s+|personas\s+|gente\s+)?(?:latinos?|latinas?|hispanos?|hispanas?|mexicanos?|mexicanas?|inmigrantes|negros?|negras?|blancos?|blancas?|asiáticos?|asiaticos?|judíos?|judios?|musulmanes|cristianos?|católicos?|catolicos?|niños|ninos|familias con niños|ancianos|jubilados|estudiantes)\b`,
  ),
];

/** Concern or acceptance words that turn a self-description into a question. */
const WORRY = String.raw`(?:is (?:that|this|it) (?:ok|okay|a problem|an issue|allowed|fine|alright)|will (?:that|this|it) (?:be a problem|matter|affect|count against)|does (?:that|this|it) matter|can (?:i|we) still (?:apply|rent|live)|do you (?:mind|care)|would (?:that|this|it) be (?:a problem|an issue|ok|okay)|a problem\?)`;

/** Asking how a protected characteristic is treated. */
export const PROTECTED_RULES: readonly RegExp[] = [
  rx(String.raw`\bdiscriminat\w*\b`),
  // Whether one would be accepted speaking little English: '¿nos aceptarían aunque no
  // hablamos mucho inglés?', 'would you rent to us if we don't speak much English?'.
  rx(
    String.raw`\b(?:acept\w+|accept\w*|rent to (?:me|us)|approve\w*|a problem|an issue|welcome)\b[^?]{0,80}\b(?:no habl\w+|(?:don'?t|do not|doesn'?t|does not|can'?t|cannot) speak)\b|\b(?:no habl\w+|(?:don'?t|do not|doesn'?t|does not|can'?t|cannot) speak)\b[^.?]{0,30}\b(?:ingl[eé]s|english)\b[^?]{0,60}\b(?:acept\w+|accept\w*|rent to (?:me|us)|approve\w*|a problem|an issue|welcome)\b`,
  ),
  rx(
    String.raw`\b(?:rent|lease|sell|show (?:it|the (?:unit|apartment|home)))(?: it| units| apartments)? to (?:an? )?${ANY_GROUP}\b`,
  ),
  rx(
    String.raw`\b(?:do|does|will|would) (?:you|the (?:landlord|owner|manager)) (?:allow|accept|welcome|take) ${ANY_GROUP}\b`,
  ),
  rx(
    String.raw`\b(?:are|is) (?:kids|children|babies|a baby|families|teens|teenagers) (?:allowed|ok|okay|welcome|permitted)\b|\b(?:can|could|may) (?:i|we) (?:live|move in|rent|stay)(?: here| there)? with (?:my|our) (?:kids|children|baby|son|daughter|newborn|grandchildren|grandkids)\b|\badults?[- ]only\b|\bchild[- ]free (?:building|community|property)\b|\bno[- ]kids? policy\b`,
  ),
  rx(
    String.raw`\b(?:age (?:limit|requirement|restriction)s?|(?:minimum|maximum) age|too (?:old|young) to (?:rent|apply|live)|senior(?:s)?[- ](?:only|community|housing|building)|adult (?:community|building|complex|living))\b|\b55 ?(?:\+|and (?:older|over)|or older)|\bover 55\b`,
  ),
  rx(
    String.raw`\b(?:religion|religious|race|racial|racist|ethnicity|ethnic|nationality|national origin|citizenship|immigration status|undocumented|green card|sexual orientation|gender identity|marital status|familial status|skin colou?r)\b`,
  ),
  rx(
    String.raw`\b(?:have|need|required?) to be married\b|\bunmarried\b|\bnot married\b|\baren't married\b|\bmarried couples? only\b|\bsame[- ]sex (?:couples?|partners?|marriage)\b`,
  ),
  rx(
    String.raw`\b(?:women|men|females|males|ladies|girls|guys|gentlemen) only\b|\b(?:gay|lgbt\w*|lesbian|trans|queer)[- ]friendly\b`,
  ),
  rx(
    String.raw`\b(?:does|do|will|would|can) (?:my )?(?:ssi|ssdi|disability (?:income|benefits|payments)|social security|child support|alimony|welfare|public assistance|food stamps|unemployment(?: benefits)?) (?:count|qualify|be accepted|be enough)\b`,
  ),
  // A self-description followed by a worry: 'I'm Muslim, is that a problem?'
  rx(
    String.raw`\b(?:i|we)(?:'m| am|'re| are) (?:an? )?(?:${RELIGION_GROUPS}|${ORIGIN_GROUPS}|${LGBT_GROUPS}|pregnant|expecting|single (?:mom|mother|dad|father|parent)|divorced|separated|widowed|not a (?:us |u\.s\. )?citizen|(?:on|receiving) (?:ssi|ssdi|welfare|disability|social security|public assistance)|\d{2}(?: years old)?|retired|elderly)\b[^?]{0,80}?${WORRY}`,
  ),
];

/** Accessibility features and accommodation requests; never refused. */
export const ACCESSIBILITY_RULES: readonly RegExp[] = [
  rx(String.raw`\bwheel ?chairs?\b|\bmobility scooters?\b|(?<!dog )\bwalkers?\b|\bcrutches\b`),
  rx(
    String.raw`\baccessib(?:le|ility)\b(?! (?:by|via|from|to) (?:the )?(?:bus|train|subway|metro|transit|public transport\w*|highway|freeway|interstate|car|foot|bike|downtown))`,
  ),
  rx(
    String.raw`\b(?:handicap(?:ped)?|disabled|disability|ada) (?:parking|spots?|spaces?|bathroom|shower|units?|apartments?|entrance|access|ramps?|features?|accommodations?|compliant|friendly)\b|\bada\b`,
  ),
  rx(
    String.raw`\belevators?\b|\b(?:a|an|the|any) lifts?\b|\b(?:stair|chair) ?lifts?\b|\bramps?\b|\bgrab[- ]?bars?\b|\broll[- ]?in shower\b|\bstep[- ]free\b|\b(?:no|zero)[- ]step\b|\bstairs\b|\bground[- ]floor\b|\bwiden(?:ing)? (?:the )?door(?:way)?s?\b|\blever (?:door )?handles\b|\bvisual (?:doorbell|alarm|fire alarm)s?\b|\bbraille\b`,
  ),
  rx(
    String.raw`\b(?:service|assistance|support|therapy|guide|seeing[- ]eye|hearing|psychiatric service|emotional[- ]support) (?:dogs?|animals?|cats?|pets?)\b|\besas?\b|\bemotional support\b`,
  ),
  rx(
    String.raw`\breasonable (?:accommodations?|modifications?)\b|\b(?:need|request|ask for|require|requesting) (?:an? |some )?(?:accommodations?|modifications?)\b|\baccommodations? (?:for|request)\b|\b(?:live[- ]in (?:aide|caregiver)|caregiver)\b`,
  ),
  // First-person disability, which the caller must take up, not deflect.
  rx(
    String.raw`\b(?:i|we|my \w+|our \w+|he|she|they)(?:'m| am| is| are|'re)? (?:\w+ )?(?:disabled|handicapped|blind|deaf|hard of hearing|visually impaired|hearing impaired|paralyzed|paraplegic|quadriplegic|an amputee)\b`,
  ),
  rx(
    String.raw`\b(?:i|we|my \w+|he|she) (?:have|has|live with|lives with) (?:an? |some )?(?:\w+ )?(?:disabilit(?:y|ies)|mobility (?:issues?|impairments?|problems?)|ptsd|autism|epilepsy|multiple sclerosis|cerebral palsy|chronic (?:illness|pain)|medical condition|hiv|mental illness)\b`,
  ),
  rx(String.raw`\b(?:uses?|in) an? (?:wheelchair|walker|cane|mobility scooter)\b`),
];

/** Attempts to change Athena's instructions or to reach other people's data. */
export const INJECTION_RULES: readonly RegExp[] = [
  rx(
    String.raw`\b(?:ignore|disregard|forget|override|bypass)\s+(?:all\s+|any\s+|the\s+|your\s+|of\s+)*(?:previous|prior|above|earlier|preceding|original|initial|system|safety|existing|these|those|other|all)?\s*(?:instructions?|rules|prompts?|guidelines|directions|system (?:messages?|prompts?)|guardrails|filters|restrictions|programming|training)\b`,
  ),
  rx(
    String.raw`\byou are now\b(?! (?:accepting|showing|leasing|available|open|offering|taking|booking|renting))|\byou're now (?:a|an|the|my|in)\b|\bfrom now on,? (?:you|act|respond|answer|pretend|only)\b`,
  ),
  rx(
    String.raw`\b(?:pretend|imagine) (?:to be|you(?:'re| are)|that you(?:'re| are))\b|\b(?:act|behave|roleplay|role-play|pose) as (?:if you (?:were|are)|(?:(?:an?|the|my) )?(?:landlord|manager|property manager|owner|admin|administrator|developer|system|unrestricted|different|another|human|jailbroken))\b`,
  ),
  rx(
    String.raw`\bsystem(?:'s)? (?:prompt|message)s?\b|\bdeveloper (?:mode|message)\b|\bjailbreak\w*\b|\b(?:new|updated|real|actual|hidden) instructions\b|\b(?:your|the) (?:rules|guidelines|restrictions|filters) (?:no longer|don't|do not) apply\b`,
  ),
  rx(
    String.raw`\b(?:reveal|show|print|display|repeat|output|tell me|what (?:are|were|is)|give me|share|dump|leak)\s+(?:me\s+)?(?:your|the (?:hidden|secret|internal|system|initial|original))\s+(?:(?:initial|original|hidden|secret|internal|system|full|exact)\s+)*(?:instructions|prompts?|configuration|guidelines|rules|programming)\b`,
  ),
  rx(
    String.raw`\b(?:show|list|give|send|tell|share|export|dump|display|provide|get)\s+(?:me\s+|us\s+)?(?:(?:all|the|every|a list of|list of|other|current|previous|existing|past|your)\s+)*(?:tenants|leads|prospects|applicants|residents|renters|occupants|applications|users|customers|contacts)\b(?!['’])(?! (?:portal|form|link|process|requirements|responsibilities|rights|insurance|handbook|guide))`,
  ),
  rx(
    String.raw`\b(?:other|previous|current|existing|past) (?:tenants|applicants|residents|leads|prospects|renters)(?:['’]s?)? (?:names?|e-?mails?|phone numbers?|numbers|contact (?:info|information|details)|info|information|details|data|addresses|applications|incomes?|credit)\b|\bwho else (?:applied|is applying|has applied|is interested|viewed|toured|wants)\b`,
  ),
  rx(
    String.raw`\bapi keys?\b|\baccess tokens?\b|\bdatabase\b|\badmin (?:panel|password|access|mode)\b|\b(?:you must|you will|you have to|you are going to) approve\b`,
  ),
  /<\|(?:im_start|im_end|system|endoftext)\|>|\[\/?(?:system|inst)\]|(?:^|\n)\s*(?:system|assistant)\s*:|#{2,}\s*(?:system|instructions?)\b/i,
];
