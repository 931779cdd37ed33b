/**
 * Maintenance Coordination: visit confirmations, emergency triage and routine-work notices.
 */

import {
  type Composer,
  checklist,
  draft,
  facts,
  list,
  paragraph,
  question,
  section,
} from './draft.ts';
import { joinPresent, lowerFirst, sentence } from './format.ts';
import type { Vars } from './variables.ts';

/** 'March 4, 2025, 9:00 AM to 11:00 AM', or across days 'March 4, 9:00 AM to March 5, 5:00 PM'. */
function serviceWindow(vars: Vars): string | undefined {
  const startDate = vars.date('serviceStartDate');
  const endDate = vars.date('serviceEndDate');
  const start = joinPresent([startDate, vars.time('serviceStartTime')]);
  const sameDay = !endDate || endDate === startDate;
  const end = sameDay
    ? vars.time('serviceEndTime')
    : joinPresent([endDate, vars.time('serviceEndTime')]);
  if (start && end) return `${start} to ${end}`;
  return start || (end ? `until ${end}` : undefined);
}

/** Confirms a scheduled repair: the issue, the window, who is coming, how to prepare. */
const nonUrgentConfirmation: Composer = ({ vars, template }) => {
  const address = vars.text('propertyAddress');
  const name = vars.text('tenantName');
  const issue = vars.text('maintenanceIssue');
  const when = serviceWindow(vars);
  const steps = vars.items('preparatorySteps', { commas: true });
  const who = vars.text('maintenancePersonnel');

  return draft({
    title: template.title,
    subject: joinPresent(['Maintenance visit confirmed', when], ': '),
    to: name ?? 'Resident',
    salutation: name ?? 'Resident',
    recipient: name,
    lead: `This confirms the maintenance visit${issue ? ` for ${lowerFirst(issue)}` : ''}${address ? ` at ${address}` : ''}${when ? `, scheduled for ${when}` : ''}.`,
    sections: [
      section(
        'Appointment details',
        'essential',
        facts([
          ['Issue', issue],
          ['Address', address],
          ['Date and time', when],
          ['Technician', who],
        ]),
      ),
      section('How to prepare', 'essential', checklist(steps)),
      section(
        'If you cannot be home',
        'detail',
        paragraph(
          'You do not need to be home. If you are out, the technician will enter as your lease allows, with the notice it requires, and will leave the home as they found it. Please secure pets before the visit.',
        ),
      ),
      section(
        'Need to reschedule?',
        'detail',
        paragraph(
          "Let us know as soon as possible if this time doesn't work, and we will find another one.",
        ),
      ),
      section(
        'If it gets worse',
        'context',
        paragraph(
          'If the problem gets worse before the visit (for example, a leak spreads or water reaches electrical outlets), call us right away: it may need emergency service. After the repair, tell us if anything still is not right.',
        ),
      ),
    ],
    closing: 'Thank you for reporting this and for your patience.',
    sms: [
      who ? `Technician: ${who}` : '',
      steps.length > 0 ? `Please: ${steps.join(', ')}` : '',
      'Reply if you need another time',
    ].filter(Boolean),
    purpose: `to confirm your maintenance visit${when ? ` on ${when}` : ''}`,
    questions: [
      ...question(
        'Do I need to be home?',
        'No. The technician can enter as the lease allows; please secure any pets.',
      ),
      ...question('When are they coming?', when),
      ...question('Who is coming?', who),
    ],
    summary: [name, address],
  });
};

/** Safety steps that fit the emergency, chosen by what the report describes. */
const SAFETY_STEPS: ReadonlyArray<readonly [RegExp, string]> = [
  [
    /\b(gas|propane)\b|smell of gas|rotten egg/i,
    "Leave the home now. Don't switch lights or appliances on or off, light a flame or use a phone inside; call the gas company's emergency line or 911 once outside.",
  ],
  [
    /carbon monoxide|\bco\b (alarm|detector)/i,
    'Get everyone outside into fresh air at once and call 911.',
  ],
  [
    /\b(fire|smoke|burning|flames?)\b/i,
    'If there is fire or smoke, get everyone out and call 911.',
  ],
  [
    /\b(water|leak\w*|flood\w*|pipe|burst|overflow\w*|sewage)\b/i,
    'Shut off the water at the nearest valve, or at the main shut-off, if you can reach it safely.',
  ],
  [
    /\b(water|leak\w*|flood\w*|burst)\b/i,
    'Keep away from outlets, cords and appliances that are wet or near the water.',
  ],
  [
    /\b(electric\w*|outlet|spark\w*|wiring|breaker|power)\b/i,
    "Switch off the breaker for the affected area if it is safe to do so, and don't touch exposed wires.",
  ],
  [
    /\b(no heat|heating|furnace|boiler|freez\w*)\b/i,
    'Keep warm safely: never use an oven, grill or generator indoors to heat the home.',
  ],
  [
    /\b(break-?in|broken (door|window|lock)|lock(ed)? out|security)\b/i,
    'If you suspect someone is inside or you feel unsafe, leave and call 911.',
  ],
];

/** What to do right now, then when help arrives. Safety first, always. */
const urgentTriage: Composer = ({ vars, template }) => {
  const name = vars.text('tenantName');
  const address = vars.text('propertyAddress');
  const unit = vars.text('unitNumber');
  const nature = vars.text('emergencyNature');
  const actions = vars.items('immediateActions');
  const arrival = vars.text('contractorArrival');
  const more = vars.text('additionalDetails');
  const place = joinPresent([address, unit && `Unit ${unit}`]);
  const given = actions.join(' ').toLowerCase();
  // A step the manager already gave (say 'Shut off the water valve') is not repeated.
  const safety = SAFETY_STEPS.filter(([pattern]) => pattern.test(nature ?? ''))
    .map(([, step]) => step)
    .filter((step) => !given.includes(step.split(' ').slice(0, 3).join(' ').toLowerCase()));
  const steps = [
    'If anyone is hurt or in danger, call 911 first.',
    ...actions.map(sentence),
    ...safety,
  ];

  return draft({
    title: template.title,
    subject: joinPresent(['URGENT', nature, place], ' - '),
    to: name ?? 'Resident',
    salutation: name ?? 'Resident',
    recipient: name,
    lead: `We have your emergency report${nature ? `: ${sentence(lowerFirst(nature))}` : '.'} Help is on the way${arrival ? `: the contractor is expected ${lowerFirst(sentence(arrival))}` : '.'}`,
    sections: [
      section('Do this now', 'essential', list(steps, true)),
      section(
        'Help is on the way',
        'essential',
        facts([
          ['Contractor arrival', arrival],
          ['Address', place],
        ]),
      ),
      section('Additional details', 'detail', paragraph(more && sentence(more))),
      section(
        'Until the contractor arrives',
        'detail',
        checklist([
          'Take photos of the damage for the records',
          'Move valuables and electronics away from the affected area',
          'Keep the way to the problem clear so the contractor can work quickly',
        ]),
      ),
      section(
        'Afterwards',
        'context',
        paragraph(
          "Once the emergency is under control, we will follow up to arrange any repairs and clean-up. Renter's insurance may cover your belongings, so let your insurer know about the damage.",
        ),
      ),
    ],
    closing: 'Reply or call us immediately if the situation gets worse.',
    smsLead: `URGENT${nature ? `: ${nature}` : ''}${place ? ` at ${place}` : ''}. If anyone is in danger, call 911.`,
    sms: [
      actions.length > 0 ? `Now: ${actions.join('; ')}` : '',
      arrival ? `Contractor arrival: ${arrival}` : '',
      ...safety.slice(0, 1),
      'Call us if it gets worse',
    ].filter(Boolean),
    purpose: `about the emergency you reported${place ? ` at ${place}` : ''}`,
    questions: [
      ...question(
        'Is it safe to stay?',
        'If there is gas, smoke, fire, or water near electricity, leave and call 911. Otherwise stay clear of the affected area until the contractor arrives.',
      ),
      ...question('When will someone come?', arrival),
      ...question(
        'Will I have to pay for this?',
        "Let's get the emergency under control first. We will talk about the repair afterwards; who pays depends on the cause and your lease.",
      ),
    ],
    summary: [name, place],
  });
};

/** Notice of routine work: what, when, the impact, and how residents should prepare. */
const preventiveNotice: Composer = ({ vars, template }) => {
  const kind = vars.text('maintenanceType');
  const work = vars.text('workDescription');
  const timeframe = vars.text('timeframe');
  const impact = vars.text('tenantImpact');
  const instructions = vars.items('tenantInstructions', { commas: true });
  const resources = vars.text('additionalResources');

  return draft({
    title: template.title,
    subject: joinPresent([`Scheduled maintenance${kind ? `: ${kind}` : ''}`, timeframe], ' - '),
    to: 'All residents',
    salutation: 'Residents',
    lead: `To keep your home and building in good working order, we have scheduled routine maintenance${kind ? ` (${kind})` : ''}${timeframe ? ` for ${timeframe}` : ''}.`,
    sections: [
      section('The work', 'essential', paragraph(work && sentence(work))),
      section('When', 'essential', paragraph(timeframe && sentence(timeframe))),
      section('What it means for you', 'essential', paragraph(impact && sentence(impact))),
      section('How to prepare', 'essential', checklist(instructions)),
      section('More information', 'detail', paragraph(resources && sentence(resources))),
      section(
        'Access to your home',
        'detail',
        paragraph(
          'Our team will knock and announce themselves before entering, and will give the notice your lease and local law require. You do not need to be home.',
        ),
      ),
      section(
        'Why preventive maintenance matters',
        'context',
        paragraph(
          'Regular maintenance catches small problems early, keeps systems running efficiently and helps avoid disruptive emergency repairs.',
        ),
      ),
    ],
    closing: 'Thank you for your cooperation. Please contact us with any questions.',
    sms: [impact ?? '', instructions.length > 0 ? `Please: ${instructions.join(', ')}` : ''].filter(
      Boolean,
    ),
    purpose: `about scheduled maintenance${kind ? `: ${kind}` : ''}`,
    questions: [
      ...question(
        'Do I need to be home?',
        'No. Our team will knock and announce themselves; please secure any pets.',
      ),
      ...question('How long will it take?', impact),
      ...question(
        'Can it be done at another time?',
        'Tell us what works for you and we will do our best to fit you in within the scheduled period.',
      ),
    ],
    summary: [kind, timeframe],
  });
};

export const MAINTENANCE_COORDINATION_COMPOSERS = {
  NON_URGENT_MAINTENANCE_CONFIRMATION: nonUrgentConfirmation,
  URGENT_MAINTENANCE_TRIAGE: urgentTriage,
  PREVENTIVE_MAINTENANCE_NOTICE: preventiveNotice,
} as const;
