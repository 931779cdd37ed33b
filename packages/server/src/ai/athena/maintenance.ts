/**
 * A resident's repair report ('the kitchen sink is leaking', 'locked out!!'): a maintenance
 * request for the manager with its urgency, and a reply that says what to do now. Whether a
 * report is an emergency is the trained reader's `emergency` label; which hazard it is, for
 * the advice, is the nearest by meaning; the home's own instructions (where the shut-off
 * is, which breaker runs the well pump), its emergency line and its way to report repairs
 * are sentences of the property's facts, each quoted once with its source.
 */
import type { MaintenanceUrgency } from '@porchlight/domain';
import { givesPersonsNumber, PHONE, withoutPrivate } from '../answers/secrets.ts';
import { rankSentences } from '../meaning/rank.ts';
import { buildSentenceIndex, type SentenceIndex } from '../meaning/sentence-index.ts';
import { readingThresholds } from '../reading/index.ts';
import { bestFor, factLinesOf, near, type Quoted, say } from './fact-lines.ts';
import type { TurnAttention, TurnInput } from './turn.ts';

/** Each hazard: words that describe it, a question to the facts, and what to do first. */
const HAZARDS = [
  {
    kind: 'gas',
    words: 'gas smell odor rotten eggs leak stove hiss propane',
    ask: 'what to do if I smell gas',
    now: "If you smell gas, leave the home now, don't switch anything on or off, and call the gas company's emergency line or 911 from outside.",
  },
  {
    kind: 'fire',
    words: 'fire smoke sparks sparking burning smell scorched outlet flames melting wire',
    ask: 'fire smoke electrical hazard emergency',
    now: 'If there is fire or smoke, get out and call 911.',
  },
  {
    kind: 'water',
    words:
      'water leak leaking dripping pouring ceiling flooding flood burst pipe overflowing toilet sewage backup steam spraying hissing',
    ask: 'water leak shut-off valve',
    now: "If water is still running, turn off the shut-off valve under the sink or behind the toilet (or the home's main water shut-off), move valuables out of the way, and keep away from electrics near the water.",
  },
  {
    kind: 'no_water',
    words: 'no water taps faucets nothing comes out pressure pump well dry',
    ask: 'no water well pump breaker',
    now: "Check the home's own instructions below for a pump or breaker to reset; don't keep resetting a breaker that trips again.",
  },
  {
    kind: 'heat',
    words:
      'no heat furnace boiler heater heating radiator radiators cold freezing degrees thermostat died',
    ask: 'no heat furnace emergency',
    now: 'Until the heat is back, keep doors to unused rooms closed and use safe, plug-in heating only (never an oven or a grill indoors).',
  },
  {
    kind: 'lockout',
    words: 'locked out lockout keys lost locksmith key',
    ask: 'locked out lockout',
    now: "If you're locked out, stay somewhere safe and warm; the manager has been told it's urgent.",
  },
  {
    kind: 'carbon_monoxide',
    words: 'carbon monoxide co alarm detector dizzy headache',
    ask: 'carbon monoxide alarm',
    now: 'If a carbon monoxide alarm is sounding, get everyone out into fresh air now and call 911.',
  },
  {
    kind: 'power',
    words: 'power outage electricity electric lights dark breaker panel',
    ask: 'power outage breaker panel',
    now: "If the whole home has lost power, check the breaker panel; if neighbours are out too, it's the utility's outage.",
  },
] as const;

const WATER = HAZARDS.find((h) => h.kind === 'water')!;

/** Someone shut in a stopped elevator: said in its own words, not ranked among the others. */
const TRAPPED = {
  kind: 'trapped',
  words: 'trapped stuck elevator',
  ask: 'person trapped in an elevator emergency',
  now: 'If someone is trapped in an elevator, press its alarm or call button and stay inside; call 911 if anyone is hurt or unwell.',
} as const;
/** Something heavy coming down where people walk: said in its own words, not ranked. */
const FALLING = {
  kind: 'falling',
  words: 'falling ice chunks branch ceiling',
  ask: 'falling ice snow roof hazard',
  now: 'Keep everyone away from the area below it until it has been made safe.',
} as const;
const FALLS =
  /\b(?:ice|icicles?|chunks?|branch(?:es)?|limbs?|trees?|plaster|ceiling|bricks?|shingles?)\b[^.!?]{0,40}\b(?:falling|falls|fallen|fell|crashing|coming down|caving in|collaps\w*)\b/i;

/** Sewage coming up or out: unsanitary water loose in the home cannot wait. */
const SEWAGE_BACKUP = { ...WATER, kind: 'sewage' } as const;
const SEWAGE =
  /\bsewage\b|\b(?:sewer|septic)\b[^.!?]{0,30}\b(?:back(?:ed|ing)? up|overflow\w*|coming up)\b/i;
const IN_ELEVATOR =
  /\b(?:stuck|trapped|shut)\b[^.!?]{0,30}\b(?:elevator|lift)\b|\b(?:elevator|lift)\b[^.!?]{0,40}\b(?:stuck|trapped)\b(?![^.!?]{0,20}\bopen\b)/i;

/** Water on the move: a leak, whatever it comes from. */
const LOOSE_WATER =
  /\b(?:rain|snow|rainwater)\b[^.!?]{0,30}\b(?:coming|pouring|blowing|leaking|getting|dripping)\s+(?:in|inside|through)\b|\bwater\b[^.!?]{0,40}\b(?:leak\w*|pouring|spray\w*|gushing|flood\w*|overflow\w*|spreading|burst\w*|coming (?:out|through|in|down|up)|everywhere|all over)\b|\b(?:leak\w*|pouring|spray\w*|gushing|flood\w*|overflow\w*|burst\w*)\b[^.!?]{0,30}\bwater\b/i;

/** The yard's watering: 'the drip line by my front steps', 'a sprinkler head', 'the hose bib'. */
const OUTDOOR_WATERING =
  /\b(?:drip (?:line|system|irrigation)|sprinklers?(?: heads?| system)?|irrigation|hose bib|garden hose|outdoor (?:spigot|faucet)|spigot)\b/i;
/** Water said to be inside the home. */
const INDOORS =
  /\b(?:inside|ceiling|floor(?:s|ing)?|kitchen|bathroom|basement|bedroom|living room|carpet|walls?|crawl ?space|under the (?:house|home|trailer))\b/i;

/** Words that say the water is absent, not loose. */
const NO_WATER =
  /\bno (?:running |hot |cold )?water\b|\bnothing (?:comes|coming) out\b|\b(?:taps?|faucets?) (?:are |is )?dry\b|\bno (?:water )?pressure\b|\bwater (?:is |got |was )?(?:off|out|shut off|cut off)\b|\bwell (?:is )?(?:dry|pump)\b/i;

/** A hazard must score this well against the report, and clearly ahead of the next, to give its advice. */
const HAZARD_FLOOR = 0.1;
const HAZARD_LEAD = 1.3;
/** A sentence of the home's facts must score this well to be its instruction for the report. */
const INSTRUCTION_FLOOR = 0.3;

/** A sentence about the line to call when it cannot wait. */
const EMERGENCY_LINE = /emergenc|any hour|24[- ]?hours?|24\/7|after[- ]hours|urgent/i;

let hazardIndex: SentenceIndex | null = null;

/** The hazard a report is about, nearest by meaning, or null when none is near. */
function hazardOf(text: string):
  | (((typeof HAZARDS)[number] | typeof TRAPPED | typeof SEWAGE_BACKUP | typeof FALLING) & {
      score: number;
    })
  | null {
  if (IN_ELEVATOR.test(text)) return { ...TRAPPED, score: 1 };
  if (FALLS.test(text)) return { ...FALLING, score: 1 };
  if (SEWAGE.test(text)) return { ...SEWAGE_BACKUP, score: 1 };
  // The garden's watering spraying outside wastes water; it floods no home.
  if (OUTDOOR_WATERING.test(text) && !INDOORS.test(text)) return null;
  hazardIndex ??= buildSentenceIndex(HAZARDS.map((h, i) => ({ id: String(i), text: h.words })));
  // No water is an absence: without a word of one, 'water spraying from under the sink'
  // is the leak, not the tap that gives nothing; water on the move is the leak whatever it
  // comes from ('out from under the water heater' is no heating trouble).
  const absent = NO_WATER.test(text);
  if (!absent && LOOSE_WATER.test(text)) return { ...WATER, score: 1 };
  const [best, next] = rankSentences(hazardIndex, text, { exhaustive: true }).filter(
    (r) => absent || HAZARDS[Number(r.id)]?.kind !== 'no_water',
  );
  if (!best || best.score < HAZARD_FLOOR) return null;
  const hazard = HAZARDS[Number(best.id)]!;
  // A lockout is said in so many words: a window that will not latch is near 'lock' by
  // meaning, and nobody is locked out.
  if (hazard.kind === 'lockout' && !LOCKED_OUT.test(text)) return null;
  return !next || best.score >= HAZARD_LEAD * next.score ? { ...hazard, score: best.score } : null;
}

/** Someone kept out of the home: 'locked out', 'left my keys inside', 'lost my key'. */
const LOCKED_OUT =
  /\block(?:ed)?[- ]?(?:myself |ourselves |me |us )?out\b|\block ?out\b|\b(?:lost|forgot|left|dropped|misplaced)\b[^.!?]{0,25}\bkeys?\b|\bkeys?\b[^.!?]{0,25}\b(?:inside|locked in|lost|missing|broke|snapped|stuck in)\b|\bcan'?t (?:get|go) (?:back )?in(?:side)?\b|\b(?:stuck|stranded) outside\b|\b(?:keypad|lock|smart lock|door code)\b[^.!?]{0,20}\b(?:dead|died|won'?t open)\b|\b(?:fob|key ?card|code)\b[^.!?]{0,20}\b(?:won'?t|doesn'?t|does not|stopped) (?:work|open)\w*\b/i;

/**
 * Whether a report is urgent now: the reader's word, and heat only in the cold months. A
 * report that names a hazard that cannot wait (gas, fire, carbon monoxide, no heat, no
 * water) needs less of the reader's certainty: 'CO alarm is beeping nonstop' read 0.30.
 */
function urgencyOf(
  input: TurnInput,
  text: string,
  emergency: number,
  hazard: ReturnType<typeof hazardOf>,
) {
  const severe =
    hazard !== null &&
    SEVERE.has(hazard.kind) &&
    hazard.score >= SEVERE_SURE &&
    // The power is severe when the home has none, not when one light is out.
    (hazard.kind !== 'power' || POWER_GONE.test(text));
  if (emergency < readerBar(text, severe, hazard !== null)) return 'ROUTINE';
  // 'not urgent, whenever someone has time': the resident's own word, unless a hazard that
  // cannot wait is named.
  if (!severe && (NOT_URGENT.test(text) || (MOISTURE.test(text) && !LOOSE_WATER.test(text))))
    return 'ROUTINE';
  // Heat is an emergency when it is gone, in the cold months.
  const heat = hazard?.kind === 'heat';
  return heat && (!COLD_MONTHS.has(input.now.getUTCMonth()) || !HEAT_GONE.test(text))
    ? 'ROUTINE'
    : 'EMERGENCY';
}

/** The resident saying it can wait: 'not urgent', 'no rush', 'whenever someone has time'. */
const NOT_URGENT =
  /\b(?:not (?:urgent|an emergency|a big deal|pressing|super urgent)|no (?:rush|hurry|emergency)|non-?urgent|low priority|whenever (?:someone|somebody|you|u|y'?all|anyone) (?:has|have|gets?|can|is)|when(?:ever)? (?:you|u|someone) (?:get|gets|have|has) (?:a )?(?:chance|minute|sec|moment|time)|at your (?:convenience|leisure)|(?:it|this|that) can wait)\b/i;

/** Moisture in the air, not water let loose: 'windows dripping with condensation'. */
const MOISTURE = /\b(?:condensation|foggy|fogged|humid(?:ity)?|musty|damp(?:ness)?)\b/i;

/** How sure the reader must be that a report cannot wait, by what the report names. */
function readerBar(text: string, severe: boolean, named: boolean): number {
  const unnamed = Math.max(UNNAMED_EMERGENCY, readingThresholds().emergency);
  if (!severe) return named ? readingThresholds().emergency : unnamed;
  // A severe hazard denied ('one burner won't light, no gas smell') is as if none were named.
  if (DENIES_HAZARD.test(text)) return unnamed;
  // 'the kitchen smells like gas' read 0.12: a severe hazard said cannot wait whatever the
  // reader's certainty, unless it is an alarm's battery chirping.
  return CHIRPS.test(text) ? SEVERE_EMERGENCY : 0;
}

/** Hazards that cannot wait, and how near by meaning a report must be to name one. */
const SEVERE = new Set([
  'gas',
  'fire',
  'carbon_monoxide',
  'heat',
  'no_water',
  'trapped',
  'sewage',
  'power',
  'falling',
]);
/** The home without power: 'no electricity since morning', 'my whole apt is dead'. */
const POWER_GONE =
  /\bno (?:power|electricity)\b|\b(?:power|electricity)\b[^.!?]{0,25}\b(?:out|off|gone|down|dead|except)\b|\b(?:whole|entire) (?:apt|apartment|home|house|flat|place|unit)\b[^.!?]{0,20}\b(?:dead|dark|out|off)\b|\bno lights\b[^.!?]{0,20}\bno outlets\b|\bnothing works\b/i;
const SEVERE_SURE = 0.15;
/** A hazard said not to be there: 'no gas smell', 'no smoke though', 'it's not leaking now'. */
const DENIES_HAZARD =
  /\b(?:no|not|nor|never|without|isn'?t|aren'?t|doesn'?t|don'?t)\b[^.!?]{0,20}\b(?:gas|smell\w*|smok\w*|fire|flames?|sparks?|burn\w*|leak\w*|drip\w*)\b/i;
/** An alarm asking for a battery: 'smoke detector chirping every minute'. */
const CHIRPS = /\bchirp\w*|\bbatter(?:y|ies)\b/i;
/** The reader's bar for a report that names a severe hazard beside a battery's chirp. */
const SEVERE_EMERGENCY = 0.25;
/**
 * The reader's bar for a report that names no hazard at all: 'can staff take the window AC
 * out before it gets colder' read 0.56, 'AC stopped, 91 in here and I'm 78' 0.94.
 */
const UNNAMED_EMERGENCY = 0.6;

/**
 * Heating said to be gone or the home said to be cold: 'no heat', 'the boiler died', '55
 * degrees'; 'take the AC out before it gets colder' speaks of the season, not of heating.
 */
const HEAT_GONE =
  /\b(?:no|without)\s+(?:heat|heating)\b|\b(?:heat|heating|heater|furnace|boiler|radiators?|heat pump|thermostat)\b[^.!?]{0,30}\b(?:not|n't|won'?t|stopped|died|dead|broke\w*|out|off|down|cold|gone|nothing)\b|\bfreezing\b|\b\d{1,2}\s*(?:°|degrees|deg)\b/i;

/** Heat counts as an emergency in the cold months (Northern Hemisphere, the product's market). */
const COLD_MONTHS = new Set([9, 10, 11, 0, 1, 2, 3]);

export interface MaintenanceReply {
  attention: TurnAttention;
  text: string;
}

/**
 * The request for the manager and the reply to the resident. `emergency` is the reader's
 * probability that the report cannot wait, `asks` whether it also asks something.
 */
export function maintenanceReply(
  input: TurnInput,
  text: string,
  emergency: number,
  asks: boolean,
): MaintenanceReply {
  const hazard = hazardOf(text);
  const urgency: MaintenanceUrgency = urgencyOf(input, text, emergency, hazard);
  const urgent = urgency === 'EMERGENCY';
  const parts: string[] = [
    urgent
      ? "I'm sorry, that sounds urgent. I've sent it to your property manager as an emergency maintenance request."
      : "Thanks for letting me know. I've sent it to your property manager as a maintenance request.",
  ];
  if (urgent && hazard) parts.push(hazard.now);

  const said = new Set<string>();
  const add = (q: Quoted | undefined) => {
    const text = q && withoutPrivate(q.text);
    if (!q || !text || said.has(text)) return;
    said.add(text);
    parts.push(say({ ...q, text }));
  };
  // What they asked with it ('who do I call?', 'how fast must it be fixed?') comes first.
  if (asks) {
    const answer = input.lookUp(text)?.answer;
    if (answer) {
      said.add(answer);
      parts.push(answer);
    }
  }
  const lines = factLinesOf(input, [
    'who do I call in an emergency',
    'emergency maintenance phone number',
    'how do I report repairs and maintenance requests',
  ]);
  if (urgent) {
    // The home's own instruction for this hazard, then the line to call at any hour.
    const line = bestFor(
      lines.filter(
        (q) => PHONE.test(q.text) && EMERGENCY_LINE.test(q.text) && !givesPersonsNumber(q.text),
      ),
      'emergencies call the emergency line at any hour 24 hours',
      0,
    );
    const about = `${text} ${hazard ? `${hazard.words} ${hazard.ask}` : ''}`;
    // The instruction carries no number: the only number given is the line above.
    const instructions = near(lines, about).filter((q) => !PHONE.test(q.text));
    add(bestFor(instructions, about, INSTRUCTION_FLOOR, line));
    add(line);
  } else {
    const how = 'report repairs maintenance requests portal app';
    add(bestFor(near(lines, how), how, 0.1));
  }
  return {
    attention: { kind: 'MAINTENANCE_REQUEST', text: text.slice(0, 500), urgency },
    text: parts.join(' '),
  };
}
