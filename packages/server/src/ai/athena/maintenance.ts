/**
 * A resident's repair report ('the kitchen sink is leaking', 'locked out!!'): a maintenance
 * request for the manager with its urgency, the lease's word on repairs, and for an
 * emergency what to do right now. What a report is comes from the trained reader; which
 * reports are emergencies is a short list of hazards, where a rule is the right tool.
 */
import type { MaintenanceUrgency } from '@porchlight/domain';
import type { TurnAttention, TurnInput } from './turn.ts';

/** Each emergency, and what to do before anyone arrives. */
const EMERGENCIES: readonly { hazard: RegExp; now: string }[] = [
  {
    hazard: /\bgas\b|\bsmell(?:s|ing)? (?:like )?(?:gas|rotten eggs?|sulfur)\b/i,
    now: "If you smell gas, leave the home now, don't switch anything on or off, and call the gas company's emergency line or 911 from outside.",
  },
  {
    hazard:
      /\bfire\b|\bsmoke\b|\bsparks?\b|\bsparking\b|\bburning smell\b|\bsmells? (?:like )?burning\b/i,
    now: 'If there is fire or smoke, get out and call 911.',
  },
  {
    hazard:
      /\bleak\w*|\bflood\w*|\bburst\b|\bwater (?:everywhere|on the floor|coming|pouring|dripping)|\bpouring\b|\boverflow\w*|\bsewage\b|\bback(?:ed|ing)? up\b/i,
    now: "If water is still running, turn off the shut-off valve under the sink or behind the toilet (or the home's main water shut-off), move valuables out of the way, and keep away from electrics near the water.",
  },
  {
    hazard:
      /\bno heat\b|\bheat(?:ing|er)? (?:is )?(?:not working|isn'?t working|broken|out|off|died|stopped)|\bfurnace\b.*\b(?:out|broken|not working|died|stopped)|\b(?:freezing|so cold)\b/i,
    now: 'Until the heat is back, keep doors to unused rooms closed and use safe, plug-in heating only (never an oven or a grill indoors).',
  },
  {
    hazard:
      /\blocked out\b|\block(?:ed)? myself out\b|\blost (?:my|the) keys?\b|\bcan'?t get in\b/i,
    now: "If you're locked out, stay somewhere safe and warm; the manager has been told it's urgent.",
  },
];

/** Heat counts as an emergency in the cold months (Northern Hemisphere, the product's market). */
const COLD_MONTHS = new Set([10, 11, 0, 1, 2]);

export interface MaintenanceReply {
  attention: TurnAttention;
  text: string;
}

/** The request for the manager and the reply to the resident. */
export function maintenanceReply(input: TurnInput, text: string): MaintenanceReply {
  const found = EMERGENCIES.filter(({ hazard, now }) => {
    if (!hazard.test(text)) return false;
    return !now.startsWith('Until the heat') || COLD_MONTHS.has(input.now.getUTCMonth());
  });
  const urgency: MaintenanceUrgency = found.length > 0 ? 'EMERGENCY' : 'ROUTINE';
  const parts = [
    urgency === 'EMERGENCY'
      ? "I'm sorry, that sounds urgent. I've sent it to your property manager as an emergency maintenance request."
      : "Thanks for letting me know. I've sent it to your property manager as a maintenance request.",
    ...found.map((e) => e.now),
  ];
  // What they asked ('who do I call?', 'how fast must it be fixed?'), then the lease's
  // emergency line and its way to report repairs, each said once.
  const said = new Set<string>();
  for (const question of [
    text,
    urgency === 'EMERGENCY' ? 'emergency maintenance phone number' : null,
    'how do I report repairs and maintenance requests',
  ]) {
    const found = question ? input.lookUp(question) : null;
    if (found && !said.has(found.answer)) said.add(found.answer);
  }
  parts.push(...said);
  return {
    attention: { kind: 'MAINTENANCE_REQUEST', text: text.slice(0, 500), urgency },
    text: parts.join(' '),
  };
}
