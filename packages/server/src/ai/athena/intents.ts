import { isQuestion } from '../knowledge/question.ts';

/**
 * What a turn is about, beyond the facts it asks for: small talk, a wish to see the
 * home, a refusal or an unsure answer, a question on vouchers and income sources, a
 * request to be contacted another way, and questions about the people who live there.
 * Each is a pattern over kinds of wording (a subject and a predicate), not a list of
 * sentences, so new phrasings of the same intent meet.
 */

const PLAIN = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'");

/** Greetings, thanks, agreement and goodbyes; a message made only of these is small talk. */
const CHATTER =
  /\b(?:hi+|hello|hey+|heya|hiya|yo|good (?:morning|afternoon|evening)|thanks?|thank (?:you|u)|thx|ty|tysm|cheers|appreciate(?: it| that| you)?|ok(?:ay)?|k|kk|cool|great|awesome|perfect|nice|sounds? good|got it|gotcha|understood|will do|noted|alright|all right|sure|no worries|np|lol|haha|bye|see (?:you|ya)(?: then| soon)?|talk soon|have a (?:good|great|nice) (?:one|day|night|weekend)|you too|much appreciated|so much|a lot|really|very|just|oh|ah|and|that|works|helps|helpful|great help|good to know|makes sense|sweet|love it|amazing|wonderful|excellent|fantastic|brilliant|yes|yeah|yep|yup|no|nope|hmm+|well|there|everyone|folks|again|for|the|info|information|help|answers?|quick|reply|response)\b/g;

/** Asking after the other's day: 'how are you doing today?', 'hope your week is going well'. */
const PLEASANTRY =
  /\bhow(?:'s| is| are|s)? (?:you|u|ya|your (?:day|week|morning|afternoon|evening)|things|it going|everything)(?: doing| going)?(?: today| so far)?\b|\bhope (?:you'?re|you are|your (?:day|week) is) (?:doing |having )?(?:well|good|great|a (?:good|great|nice) (?:day|week))\b|\bwhat'?s up\b/g;
/** Asking whether a person answers: 'are you a real person?', 'is this a bot'. */
const ASKS_IF_PERSON =
  /\b(?:are you|r u|is this|am i (?:talking|chatting) (?:to|with))(?: just)? (?:an? )?(?:real |actual |live )?(?:person|human|bot|robot|ai|chatbot|machine)\b/g;

/** True when the message is only greeting, thanks or agreement (emoji and punctuation aside). */
export function isSmallTalk(text: string): boolean {
  const rest = PLAIN(text)
    .replace(PLEASANTRY, ' ')
    .replace(ASKS_IF_PERSON, ' ')
    .replace(CHATTER, ' ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return rest === '' && text.trim().length <= 120;
}

export const isThanks = (text: string) =>
  /\b(?:thanks?|thank (?:you|u)|thx|ty|tysm|appreciate|cheers)\b/.test(PLAIN(text));
/** 'How are you doing today?': asked after the other's day (the regex is global: search). */
export const isPleasantry = (text: string) => PLAIN(text).search(PLEASANTRY) >= 0;
/** 'Are you a real person?', 'is this a bot'. */
export const asksIfPerson = (text: string) => PLAIN(text).search(ASKS_IF_PERSON) >= 0;
/** Whether the message asks after the other's day or whether a person answers. */
export const asksAfterMe = (text: string) => isPleasantry(text) || asksIfPerson(text);
export const isGreeting = (text: string) =>
  /^(?:hi+|hello|hey+|heya|hiya|yo|good (?:morning|afternoon|evening))\b/.test(PLAIN(text).trim());
export const isGoodbye = (text: string) =>
  /\b(?:bye|see (?:you|ya)|talk soon|have a (?:good|great|nice))\b/.test(PLAIN(text));

/**
 * A wish to see the home, in any words: a verb of visiting with the home or a time
 * ('can I come see it', 'tour this week', 'check the place out', 'stop by saturday').
 */
const SEE_VERB = `(?:see|view|tour|visit|look at|look around|check (?:it|the (?:place|unit|apartment|house|home|duplex|loft)) out|check out|stop by|swing by|come by|drop by|pop by|come over|walk ?thr(?:ough|u)|look|peek(?: at| in(?:side)?)?|peep|take a (?:look|peek))`;
const VIEWING = new RegExp(
  String.raw`看看|参观|看房|预约|\b(?:would|does|is|could|can we do|how about)\b[^.?!]{0,25}\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b[^.?!]{0,12}\bat \d{1,2}(?::\d{2})?\s*(?:am|pm)?\b[^.?!]{0,15}\b(?:work|ok|okay|good|fine)\b|\b(?:viewings?|tours?|showings?|walk-?thr(?:ough|u)s?|open house|in[- ]person)\b|\b(?:come|go|stop|swing|drop|pop)(?: by| over| in)?(?: to)? ${SEE_VERB}|\b(?:can|could|may|would|want to|wanna|like to|love to|hoping to|able to|when can|when could|free to|available to|possible to)\b[^.?!]{0,40}\b${SEE_VERB}\b|\bshow (?:it|me|us|the (?:place|unit|apartment|house|home))\b|\b(?:see|view|tour|visit) (?:it|the (?:place|unit|apartment|house|home|duplex|loft|property))\b|\bcheck (?:it|the place) out\b|\b(?:can|could|may)\s+(?:i|we)\s+(?:stop|swing|drop|pop|come)\s+(?:by|in|over|round|around)\b(?![^.?!]{0,25}\b(?:to (?!see|view|tour|look)[a-z]+|the (?:office|front desk|leasing office|clubhouse))\b)|\bbook (?:a|an) (?:time|slot|appointment|visit)\b|\bschedule\b|\b(?:available|free|around|open)\b[^.?!]{0,40}\bto (?:view|see|tour|visit|look)\b|\bto (?:view|tour) (?:it|the)\b|\b(?:ver|visitar|conocer) (?:el|la|los|las)\b|\b(?:visiter|voir) (?:l'|le |la |les |l’)|\bvisite\b|\bcita\b|\b(?:seeing|viewing|touring) (?:it|the (?:\w+ ){0,2}(?:place|unit|apartment|house|home|studio|cottage|loft|room|property|flat|townhome|townhouse|condo|suite))\b`,
);

/** Someone else coming over ('when my parents come visit'): their visit, not a viewing. */
const OTHERS_VISIT =
  /\b(?:they|parents|mom|dad|mother|father|family|friends?|guests?|kids?|relatives|in-laws|sister|brother)\b[^.?!]{0,20}\b(?:come|comes|coming|visit|visits|visiting|stay|staying)\b/;
/** A wish to see the home: 'can I come see it', 'could we tour', 'see it with me'. */
const OWN_VISIT =
  /\b(?:i|we)\b[^.?!]{0,25}\b(?:see|view|tour|visit|look|check|stop by|come by|walk ?through)\b|\b(?:see|view|tour|visit|look at|check out)\s+(?:it|the (?:place|unit|apartment|house|home|room|property))\b|\bwith (?:me|us)\b/;

export const wantsViewing = (text: string) => {
  const plain = PLAIN(text);
  if (!VIEWING.test(plain)) return false;
  return !(OTHERS_VISIT.test(plain) && !OWN_VISIT.test(plain));
};

/** Saying one would rather not answer, or asking to skip. */
const REFUSAL =
  /\b(?:i'?ll|i'?d (?:prefer|rather|like) to|i (?:would )?(?:prefer|rather) (?:to )?)\s*(?:talk about|share|discuss|tell|give|cover|go over|provide|put|list|write|include|fill in|enter)\b[^.!?]{0,40}\b(?:in person|with (?:a|an actual|a real) (?:person|human)|not here|not in (?:a |the )?chat|not over (?:text|chat)|(?:on|in) the (?:actual |real |official )?(?:application|app|form|paperwork)|with the (?:office|manager|landlord|owners?|leasing office))\b|\b(?:(?:tell|share|give|discuss|say|answer) (?:that|this|it|those)?\s*(?:to (?:the )?\w+ )?(?:\w+ )?in person\b|not (?:to )?a bot\b|rather not|prefer not|prefer to not|would not like to|(?:don'?t|do not|dont) (?:want|wish|feel like|need) to (?:say|share|tell|answer|give|disclose|get into)|not comfortable|uncomfortable|won'?t (?:say|share|disclose|answer)|decline|none of (?:your|ur) (?:business|concern)|(?:that'?s|thats|it'?s|its) (?:private|personal|confidential)|keep (?:that|it) (?:private|to myself)|not (?:going to|gonna) (?:say|share|tell|answer)|skip(?: (?:it|this|that|this one|that one|for now))?|(?:let'?s|lets|can we) move on|moving on|pass(?: on (?:that|this))?|next question|no comment|not telling|why do you (?:need|want) (?:that|this|to know)|why does (?:that|it) matter|is that (?:required|necessary)|do i (?:have|need) to (?:answer|say|tell)|not (?:something|sth) i (?:share|discuss)|i'?ll (?:discuss|share|tell) (?:that|it)? ?(?:in person|later|with the manager)|not (?:answering|sharing|saying|telling) (?:that|this|it)|(?:i'?m |am )?not (?:giving|sharing|disclosing|handing) (?:out )?(?:that|this|it|details|info\w*|personal|my|any|our)\b|(?:don'?t|do not|dont) have to (?:tell|say|answer|share|disclose)|(?:prefiero|quisiera|quiero) no (?:contestar|responder|decir\w*)|no (?:quiero|voy a) (?:contestar|responder|decir\w*)|(?:don'?t|do not|dont) (?:give out|share|disclose|discuss|feel like (?:sharing|saying|answering|getting into))|not (?:going to|gonna) get into|(?:i'?ll|i will|i'?d rather|happy to) (?:share|discuss|give|provide|go over) (?:that|it|this|those|financials|my \w+|\w+)[^.?!]{0,30}\b(?:when|once|later|directly|in person|with the (?:landlord|manager|owner)|when i apply|not now)|keep (?:my \w+|that|it|this) (?:private|to myself)|prefer to keep|not something i (?:want|wish|care|like) to (?:say|share|discuss|answer|get into))\b/;

export const refusesToSay = (text: string) => REFUSAL.test(PLAIN(text));

/**
 * Hedging: the person does not know yet ('two or three', 'depends on my cousin',
 * 'not sure', 'maybe'). Such an answer is not stored as a guess.
 */
const UNSURE =
  /\b(?:not sure|unsure|no idea|no clue|define (?:smok\w*|pets?|income)|what do you mean|what counts as|(?:talking|thinking) (?:about|of) (?:getting|adopting)|planning (?:on|to) (?:get|adopt)|might (?:get|adopt)|not a clue|who knows|hard to tell|(?:never|not|haven'?t|havent) (?:\w+ )?(?:been )?weigh(?:ed)?|don'?t know yet|dont know|do not know|idk|dunno|not certain|uncertain|depends|depending|it depends|(?:might|may|could) be|or so\b.*\bor|still (?:deciding|figuring|working (?:it|that) out|thinking|up in the air)|haven'?t decided|undecided|tbd|to be determined|to be decided|hard to say|can'?t say yet|we'?ll see|not decided|not confirmed|unconfirmed|might|i guess|guessing|figuring (?:it|that) out|up in the air|tentative)\b|\b(?:\w+) or (?:\w+), (?:not sure|depends)|\b(?:one|two|three|four|five|six|\d+) or (?:one|two|three|four|five|six|\d+)\b/;

/**
 * 'Probably' or 'maybe' with a value one can store is a best estimate ('probably late
 * january', 'maybe 28 lbs'); with a vague one it is not sure ('sometime in spring probably').
 */
const PROBABLY = /\b(?:probably|maybe|possibly|perhaps)\b/;
const SPECIFIC =
  /\b(?:early|mid|late|end of|beginning of|start of)\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b\d{1,2}(?:st|nd|rd|th)\b|\$\s*\d|\b\d+(?:[.,]\d+)?\s*k?\b/;

export const isUnsure = (text: string) => {
  // 'depends — are cats ok? I have one': what it depends on is asked, and the answer given.
  const plain = PLAIN(text).replace(DEPENDS_ON_ASKING, ' ').replace(MIXED_IN, ' ');
  return UNSURE.test(plain) || (PROBABLY.test(plain) && !SPECIFIC.test(plain));
};

/** 'a border collie, maybe a little something else mixed in': the breed is said, its mix hedged. */
const MIXED_IN =
  /\b(?:maybe|probably|possibly|perhaps)\s+(?:with\s+)?(?:a (?:little|bit of)|some|part)\s+(?:something\s+else|\w+)\s+(?:mixed in|in (?:her|him|there)|mix)\b/;

/** The message without a 'depends —' that only waits on the question after it. */
export const withoutDependsOnAsking = (text: string) => text.replace(DEPENDS_ON_ASKING, '');

/** 'depends —' or 'depends,' opening a question: the hedge waits on the question asked. */
const DEPENDS_ON_ASKING =
  /^\W*(?:it\s+)?depends\s*[—–,:-]+\s*(?=(?:are|is|do|does|can|could|would|will|how|what|which)\b[^?]*\?)/i;

/** Vouchers, Section 8 and other sources of income (benefits, support, aid). */
const INCOME_SOURCE =
  /\bsection[- ]?8\b|\bsec\.?[- ]?8\b|\bvouchers?\b|\bhousing (?:choice|assistance|authority)\b|\bhcv\b|\bvash\b|\bmrvp\b|\braft\b|\brental assistance\b|\brent(?:al)? (?:assistance|subsid\w*|help)\b|\bsubsidi[sz]ed\b|\bsubsidy\b|\bssi\b|\bssdi\b|\bsocial security\b|\bdisability (?:income|benefits|payments|check)\b|\bchild support\b|\balimony\b|\bwelfare\b|\bpublic assistance\b|\bunemployment\b|\bpension\b|\bva benefits\b|\bgi bill\b|\bstudent loans?\b|\bfinancial aid\b|\bgovernment (?:assistance|program|help)\b|\b(?:source|sources|kind|type)s? of income\b|\bincome source\b|\bcash assistance\b|\btanf\b|\bsnap\b|\bcoc\b|\bhopwa\b|\bcontinuum of care\b|\bhousing program\b|\bcaseworker\b|\bcase manager\b|\bstipends?\b|\bscholarships?\b|\bfellowships?\b|\btrust fund\b|\bself[- ]employ\w*|\bfreelanc\w*|\bgig (?:work|income)\b|\bannuity\b|\bretirement (?:income|account)\b|\b(?:my|our) income (?:is|comes?) (?:from|a|an|mostly|partly)\b|\bon disability\b|\b(?:helps?|pays?|covers?|chips? in)(?: with)? (?:part|some|most|half|a (?:part|portion|chunk)) of (?:my|our|the) rent\b/;

export const asksIncomeSource = (text: string) => INCOME_SOURCE.test(PLAIN(text));

/** 'On disability' is an income, not a need: only another word of need makes it one. */
export const onBenefitsOnly = (text: string) =>
  DISABILITY_INCOME.test(text) &&
  !needsAccessibility(text.replace(new RegExp(DISABILITY_INCOME.source, 'gi'), ' ')) &&
  // 'is it possible to split up the deposit? I'm on disability': an exception asked because
  // of it is an accommodation request.
  !EXCEPTION_ASKED.test(text);
/** Disability as a kind of income: 'on disability', '1,900 a month from disability', 'SSDI'. */
const DISABILITY_INCOME =
  /\b(?:on|from|gets?|getting|receive|receiving|collect|collecting|draw|drawing)\s+(?:social security\s+|ss\s+)?disability\b|\bdisability (?:checks?|benefits?|payments?|income|pension|insurance)\b|\bssdi\b/i;
const EXCEPTION_ASKED =
  /\b(?:split (?:up )?(?:the|my) (?:deposit|rent|fees?)|installments?|payment plan|pay (?:it )?in (?:parts|pieces)|waive\w*|an? exception|extra time|more time to pay)\b/i;

/** The particular sources of income a message names ('child support', 'alimony'), in order. */
export function incomeSourcesNamed(text: string): string[] {
  const found = new RegExp(INCOME_SOURCE.source, 'g');
  const named: string[] = [];
  for (const [match] of PLAIN(text).matchAll(found)) {
    const said = match.trim();
    // Words for a kind of income, not for the people or programs around it.
    const general =
      /\b(?:source|sources|kind|type|my|our)\b|\bincome source\b|\bsection[- ]?8\b|\bvouchers?\b|\bcase ?workers?\b|\bcase manager\b|\bhousing (?:program|authority)\b|\bgovernment\b|\bcontinuum of care\b/;
    if (!general.test(said) && !named.includes(said)) named.push(said);
  }
  return named;
}

/**
 * A request to be contacted another way: e-mail, text, a call, large print, an
 * interpreter, someone else acting for them. Granted at once.
 */
const CHANNELS: readonly (readonly [RegExp, string])[] = [
  [/\be-?mail\b/, 'by e-mail'],
  [/\btext(?: me| message|ing)?\b|\bsms\b/, 'by text message'],
  [/\bcall\b|\bphone\b/, 'by phone call'],
  [
    /\blarge(?:r)?[- ]print\b|\bbigger (?:font|text|print)\b|\blarger (?:font|text)\b/,
    'in large print',
  ],
  [/\bbraille\b/, 'in braille'],
  [/\bread (?:it |that |this |them )?(?:to me|aloud|out loud)\b/, 'read aloud to you'],
  [
    /\bscreen reader\b|\baccessible (?:pdf|document|format)\b/,
    'in an accessible format that works with a screen reader',
  ],
  [/\bespañol\b|\bspanish\b|\bintérprete\b/, 'with a Spanish interpreter (intérprete de español)'],
  [/\bvietnamese\b/, 'with a Vietnamese interpreter'],
  [
    /\b(?:chinese|mandarin|cantonese|korean|russian|arabic|somali|french|portuguese|tagalog|haitian|creole|amharic|ukrainian|polish|hindi|punjabi|farsi|japanese)\b/,
    'with an interpreter in your language',
  ],
  [/\binterpret\w*\b|\btranslat\w*\b/, 'with an interpreter'],
  [/\basl\b|\bsign language\b/, 'with an ASL interpreter'],
  [/\b(?:relay|tty|vrs)\b/, 'through a relay service'],
  [/\bin person\b/, 'in person'],
  [
    /\b(?:my|our) (?:daughter|son|wife|husband|partner|mom|mother|dad|father|sister|brother|caregiver|aide|case ?worker|friend|advocate)\b/,
    'through the person you named',
  ],
];

const ASKS_OTHER_WAY =
  /\bcould (?:the|it|that|this|they|you|someone)\b|\bbe (?:sent|read|mailed|emailed)\b|\b(?:instead|rather than|other than|can you|could you|could someone|can someone|can i|could i|can we|could we|somebody|someone|please|would you|i need|i'?d need|i prefer|prefer|easier)\b|\bnecesito\b|\bpor favor\b/;

/** Words before a way of communicating that make it the one to avoid. */
const AVOIDED =
  /\b(?:no|not|never|can'?t|cannot|don'?t|avoid|hate|instead of|rather than|other than|overwhelm\w*|hard|difficult|trouble|struggle\w*|anxious|anxiety|panic\w*)\b[^.,;!?]{0,25}$/;

/** Words after a way of communicating that make it the trouble ('texting is really hard'). */
const TROUBLE_AFTER =
  /^[^.,;!?]{0,12}\b(?:is|are|gets?|feels?)\s+(?:really\s+|very\s+|so\s+|too\s+)?(?:hard|difficult|impossible|overwhelming|stressful|painful|tough)\b|^\s*(?:doesn'?t|does not|don'?t|won'?t) work\b/;

/**
 * The ways of communicating the person asked for, or an empty list: asked with a need named
 * (a disability, a language) or, when the trained reader hears an accommodation need in the
 * message, with any.
 */
export function communicationRequest(text: string, readerHearsNeed = false): string[] {
  const plain = PLAIN(text);
  if (!ASKS_OTHER_WAY.test(plain) && !/\bnecesito\b|\bespañol\b/.test(plain)) return [];
  // A way named as the trouble ('overwhelmed on the phone') is not one asked for.
  const wanted = CHANNELS.filter(([rule]) => {
    const named = rule.exec(plain);
    if (!named) return false;
    const end = named.index + named[0].length;
    return (
      !AVOIDED.test(plain.slice(Math.max(0, named.index - 40), named.index)) &&
      !TROUBLE_AFTER.test(plain.slice(end, end + 40))
    );
  }).map(([, how]) => how);
  // A relative named as the one with the need ('my son is autistic') is not acting for them.
  if (readerHearsNeed) return wanted.filter((how) => how !== 'through the person you named');
  const disability =
    /\b(?:print|vietnamese|deaf|hard of hearing|blind|vision|eyes|visually|hearing|stroke|dyslex\w*|disabilit\w*|condition|memory|read(?:ing)?|speech|aphasia|cognitive|español|spanish|interpret\w*|english)\b/.test(
      plain,
    ) || /\binstead\b|\bnecesito\b/.test(plain);
  return disability ? wanted : [];
}

/**
 * Health, mobility or sensory needs and home modifications that the fixed guardrail list
 * does not name: the manager must hear of them as accommodation requests.
 */
const ACCESS_NEEDS =
  /\b(?:bad (?:knees?|hips?|back)|can'?t (?:do|climb|manage|use|step|walk|take) (?:the )?(?:stairs|steps|over|far|long)|trouble (?:with )?(?:stairs|steps|walking)|mobility|cane|oxygen|parkinson'?s|arthritis|chemo\w*|surgery|hip replacement|knee replacement|recovering|injur(?:y|ed)|low vision|visual(?:ly)? impair\w*|hearing aids?|(?:shower|tub|bath) (?:bench|chair|seat)|raised toilet|toilet (?:seat|riser)|walk-?in (?:shower|tub)|roll-?in|automatic doors?|door openers?|power doors?|accommodat\w*|modification|close to the (?:door|entrance)|near the (?:door|entrance)|larger? print|bigger (?:font|text|print)|larger (?:font|text)|read (?:it |that |this )?(?:to me|aloud|out loud)|vietnamese|interpret\w*|translat\w*|disabled|disability|handicap\w*|wheel ?chairs?|power chair|scooter)\b|\bi have (?:ms|m\.s\.|als|copd|cp)\b|\bMS\b|\bmy (?:chair|walker|rollator)\b[^.!?]{0,30}\b(?:inches|wide|across|fit|width|through)\b|\b(?:asthma\w*|copd|emphysema|lung (?:condition|disease)|(?:severe|bad) allerg\w*|chemical sensitivit\w*|epilep\w*|seizures?|migraines?|autis\w*|ptsd|anxiety disorder|sensory (?:issues|processing)|deaf|hard of hearing|(?:legally )?blind|dialysis|(?:personal )?care attendants?|pcas?|home health (?:aide|nurse|care)|dementia|alzheimer'?s|cerebral palsy|amputee|prosthe\w*)\b/;

export const needsAccessibility = (text: string) =>
  ACCESS_NEEDS.test(PLAIN(text)) || /\bMS\b/.test(text);

/** A service or emotional-support animal. */
export const mentionsAssistanceAnimal = (text: string) =>
  /\b(?:service|assistance|support|therapy|guide|seeing[- ]eye|hearing|psychiatric|emotional[- ]support) (?:dogs?|animals?|cats?|pets?|pups?|puppy|kitty)\b|\besas?\b|\besa letter\b|\bemotional support\b/.test(
    PLAIN(text),
  );

/** Words for the people who live in or around the home. */
const PEOPLE =
  /\b(?:neighbou?rs?|neighbou?rhood|tenants?|residents?|people|folks|community|crowd|everyone|everybody|house ?mates?|room ?mates?|roomies|flatmates?|the others|demographics?|who lives?|living (?:there|here|nearby)|live (?:there|here|nearby|next door|on (?:the|this) street)|next door|upstairs|downstairs|the other (?:units?|side)|other units?|the street|this street|the block|the area|around here|nearby|close by|the building|mostly|majority|vibe|type of (?:people|person|tenant)|kind of (?:people|person|tenant)|fit in\b(?!\s+(?:the|a|an|my|our|your|this|that|it)\b)|feel (?:welcome|comfortable|at home|safe)|be welcome|welcoming)\b/;

/** Neighbours described by their income source: 'no Section 8 neighbours'. */
/** Money named after children, which names no one: 'child support', 'child tax credit'. */
const MONEY_FOR_CHILDREN =
  /\bchild(?:ren'?s)? (?:support|tax credits?|benefits?|care (?:subsidy|assistance))\b/g;

const INCOME_NEIGHBOURS =
  /\b(?:neighbou?rs?|tenants|residents|people|folks|families)\b[^.?!]{0,30}\b(?:section[- ]?8|vouchers?|low[- ]income|welfare|subsidi[sz]ed)\b|\b(?:section[- ]?8|voucher|low[- ]income|welfare|subsidi[sz]ed) (?:neighbou?rs|tenants|people|residents|families|housing nearby)\b/;

/** A person described by race, origin, religion or family in a question about living there. */
const ORIGIN_PEOPLE =
  /\b(?:live|living|next to|near|away from|around|welcome|comfortable|fit in|feel)\b[^.?!]{0,40}\b(?:mexicans?|hispanics?|latin[oax]s?|black|white|asians?|arabs?|muslims?|jews|jewish|christians?|immigrants?|indians?|africans?|gays?|lesbians?|trans|famil(?:y|ies) with (?:kids|children)|kids|children|babies)\b|\b(?:if i (?:were|was|am)|as an?) (?:\w+ )?(?:mexican|hispanic|latin[oax]|black|white|asian|arab|muslim|jew|jewish|christian|immigrant|indian|african|gay|lesbian|trans\w*|single mom|single dad)\b|\b(?:kids|children|families|babies)\b[^.?!]{0,30}\b(?:welcome or not|live on|living on|on the \w+ floor|next door|upstairs|downstairs)\b/;

/** Whether someone would belong: 'will we stick out there?', 'will she be comfortable'. */
const FITS_IN =
  /\b(?:fit in\b(?!\s+(?:the|a|an|my|our|your|this|that|it)\b)|stick out|stand out|be (?:comfortable|welcome|welcomed|accepted|the only \w+)|feel (?:comfortable|welcome|accepted|out of place)|belong|(?:ok|okay|cool|fine|alright) with (?:that|us|it|this|people like us)|accepting|welcoming|open[- ]minded|tolerant)\b/;
/** Who one is, said beside whether others will accept it: 'my wife and i are both women'. */
const IDENTITY =
  /\b(?:both (?:women|men|girls|guys|ladies)|same[- ]sex|gay|lesbian|queer|lgbt\w*|trans(?:gender)?|non-?binary|interracial|mixed[- ]race|black|muslim|jewish|hindu|sikh|immigrants?|refugees?)\b/;
/** Someone said to come from elsewhere, or to show their faith: 'she is from Somalia', 'wears hijab'. */
const FROM_ELSEWHERE =
  /\b(?:i'?m|we'?re|i am|we are|(?:he|she|they)(?:'s| is| are)|is|are)\s+(?:originally\s+)?from\s+\w+|\b(?:hijab|headscarf|turban|kippah|yarmulke|accent)\b/;
/** The area's safety at an hour: 'is it a safe walk at 6am when it's still dark'. */
const SAFE_AT_AN_HOUR =
  /\b(?:safe|unsafe|dangerous|sketchy|sketch|rough|sus)\b[^.?!]{0,30}\b(?:walk|walking|jog|jogging|run|running|bike|biking|stroll)\b[^.?!]{0,40}\b(?:at night|after dark|in the dark|dark|early|late|alone|\d{1,2} ?(?:am|pm))\b|\b(?:walk|walking|jog|jogging|run|running)\b[^.?!]{0,30}\b(?:at night|after dark|in the dark|alone)\b[^.?!]{0,20}\b(?:safe|unsafe|dangerous|sketchy|ok)\b/;

/** Words for a protected class, as people say them. */
const CLASS =
  /\b(?:famil(?:y|ies)[- ]?(?:oriented|friendly)?|kids?|children|child|babies|baby|toddlers?|teens?|teenagers?|elderly|seniors?|retire(?:es|d)|college|students?|young professionals?|singles|single (?:people|persons?|moms?|mothers?|dads?|fathers?|parents?|women|men|guys|girls|ladies|folks)|married|couples?|gay|lesbians?|lgbt\w*|queer|trans\w*|straight|christians?|catholics?|jewish|jews|muslims?|islam\w*|hindus?|buddhists?|sikhs?|mormons?|religious|church\w*|mosques?|synagogues?|temples?|white|black|hispanics?|latin[oax]s?|asians?|mexicans?|immigrants?|foreigners?|indian|african|arabs?|ethnic\w*|rac(?:e|ial)|diverse|diversity|minorit\w*|disabled|handicapped|autistic|mentally|english[- ]speaking|speak english|americans?|nationalit\w*|culture|cultural|men|women|guys|girls|ladies)\b/;

/**
 * An age said of people ('older folks', 'a young crowd', 'how old are the neighbours'), not
 * of things ('how old the building is', 'the old single-pane windows').
 */
const AGED_PEOPLE =
  /\b(?:old|older|young|younger|mature)(?:\s+\w+)?\s+(?:people|persons?|folks|crowd|tenants|residents|neighbou?rs|couples?|famil(?:y|ies)|professionals|adults|ones|guys|men|women|ladies|kids|singles|students|retirees|demographic)\b|\bhow (?:old|young) (?:are|is) (?:the |most |my )?(?:people|folks|tenants|residents|neighbou?rs|others|everyone|everybody|crowd|community)\b|\b(?:people|folks|tenants|residents|neighbou?rs|everyone|everybody|crowd|community)\b[^.?!]{0,20}\b(?:old|older|young|younger|mature)\b|\b(?:older|younger|oldest|youngest)\b(?: \w+)? than (?:every|most|the (?:other|rest)|others|anyone|any)/;

/**
 * Whether something about the asker would count against them: 'would the owners rather
 * rent to someone else?', 'is that a problem for the landlord?', 'will that hurt my
 * chances?'. Said beside a protected characteristic, it is answered with the equal-housing
 * statement, never passed on as a question nobody may answer.
 */
const HELD_AGAINST =
  /\b(?:rather (?:rent|lease|give it) to|(?:rent|lease) to (?:someone|somebody|people) else|someone else instead|hold (?:it|that|this) against|count (?:it |that )?against|(?:hurt|affect|lower|ruin) (?:my|our) (?:chances|application|odds)|(?:a|an) (?:problem|issue|dealbreaker|deal breaker) for (?:the )?(?:owners?|landlords?|managers?|you|them)|turn (?:us|me) down|discriminat\w*|less likely to (?:rent|approve|accept)|still (?:rent|consider|accept|approve) (?:us|me)|too (?:old|young) (?:for|to))\b/;

/** An age said of oneself or one's own: 'I'm 68', 'she's 82 years old'. */
const AGE_SAID =
  /\b(?:i'?m|i am|we'?re|we are|(?:he|she)'?s|(?:he|she) is)\s+\d{2}\b|\b\d{2}\s*(?:years? old|yrs? old|y\/?o)\b/;

/** A protected characteristic of the asker's household beside a question of being held against. */
export const asksIfHeldAgainst = (text: string) => {
  const plain = PLAIN(text);
  return (
    HELD_AGAINST.test(plain) &&
    (CLASS.test(plain) ||
      AGED_PEOPLE.test(plain) ||
      AGE_SAID.test(plain) ||
      ACCESS_NEEDS.test(plain))
  );
};

/** Others around the asker: 'surrounded by', 'next to a bunch of', 'full of'. */
const SURROUNDED =
  /\b(?:surrounded by|live (?:next to|among|near)|full of|lots of|a bunch of|mostly)\b/;

/** A question that names others or the area: people, neighbours, fitting in, safety. */
const namesOthers = (sentence: string) =>
  PEOPLE.test(sentence) ||
  FITS_IN.test(sentence) ||
  SURROUNDED.test(sentence) ||
  CLASS.test(sentence) ||
  AGED_PEOPLE.test(sentence) ||
  /\b(?:area|street|block|safe\w*|crime|danger\w*|sketchy|rough|who|neighbou?r\w*)\b/.test(
    sentence,
  );

/**
 * A place or an occasion named after people ('the community room', 'a family gathering'), and
 * a couple that counts time, not people ('a couple weeks in august').
 */
const PEOPLE_PLACES =
  /\bcommunity (?:room|center|centre|garden|pool|space|hall|board|rules|building|kitchen|grill)s?\b|\bfamily (?:gathering|reunion|party|event|bbq|barbecue|dinner|visit|visits|room|plan)s?\b|\ba couple(?: of)? (?:weeks|days|nights|months|years|hours|times|things|questions|more)\b/gi;

/** The text with places and occasions named after people said plainly ('the room'). */
export const withoutPeoplePlaces = (text: string) =>
  text.replace(PEOPLE_PLACES, (named) => `the ${named.split(' ').at(-1)}`);

/**
 * A question about who lives there or the character of the area: a subject (the people,
 * the neighbourhood) with a protected class, or the well-known steering phrasings. The
 * equal-housing answer covers it; it never reaches the manager as a question to answer.
 */
/** 'my kids', 'our two children': the asker's own. */
const OWN_CHILDREN =
  /\b(?:my|our)\s+(?:(?:two|three|four|\d|little|young|own)\s+)*(?:kids?|children|child|son|daughter|toddlers?|teens?|teenagers?|baby|babies)\b/g;

/** How a household is counted: 'count as a resident', 'people per bedroom', 'occupancy'. */
const HOUSEHOLD_COUNTED =
  /\bcounts? (?:as|toward|towards|against|in)\b|\bcounted\b|\b(?:people|persons|occupants|adults|kids|children) (?:per|in each|to a) (?:bed)?room\b|\bmax(?:imum)? (?:number of )?(?:people|persons|occupants)\b|\boccupan(?:cy|ts?)\b/;

export function asksAboutPeople(text: string): boolean {
  // A place or an occasion named after people is neither, and one's own children are
  // the asker's household ('can my kids walk her in the courtyard?').
  const plain = PLAIN(text)
    .replace(PEOPLE_PLACES, ' ')
    .replace(OWN_CHILDREN, ' ')
    .replace(MONEY_FOR_CHILDREN, ' ');
  // 'does a baby count as a resident?', 'max number of people per bedroom? we are 2 adults
  // and 3 kids': how one's own household is counted is the occupancy rule, no one else's.
  if (HOUSEHOLD_COUNTED.test(plain)) return false;
  // 'Will I be surrounded by partying art students?': who would be around the asker.
  if (SURROUNDED.test(plain) && CLASS.test(plain)) return true;
  // 'Im tired of apartment living with 2 kids. is there any kind of yard?': one's own
  // household told beside a question that names nobody else asks about the home.
  const asking = plain.split(/(?<=[.!?])\s+/).filter((sentence) => isQuestion(sentence));
  if (asking.length && !asking.some(namesOthers)) return false;
  if (INCOME_NEIGHBOURS.test(plain) || ORIGIN_PEOPLE.test(plain)) return true;
  if (
    FITS_IN.test(plain) &&
    (CLASS.test(plain) || FROM_ELSEWHERE.test(plain) || IDENTITY.test(plain))
  )
    return true;
  if (SAFE_AT_AN_HOUR.test(plain)) return true;
  if (!PEOPLE.test(plain) && !/\b(?:neighbou?rhood|area|street)\b/.test(plain)) return false;
  if (CLASS.test(plain) || AGED_PEOPLE.test(plain)) return true;
  return /\b(?:gentrif\w*|locals|ghetto|up and coming|transitional)\b|\b(?:quiet|safe|good|nice|rough|bad|sketchy|what(?:'s| is)? (?:it|the \w+) like|vibe|character|type of area|kind of area)\b[^.?!]{0,40}\b(?:neighbou?rhood|area|street|block|neighbou?rs|people|community)\b|\b(?:neighbou?rhood|area|street|block|neighbou?rs|community)\b[^.?!]{0,30}\b(?:like|vibe|safe|quiet|good|nice|rough|sketchy)\b/.test(
    plain,
  );
}
