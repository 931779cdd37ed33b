/**
 * Tenant Communication: late rent notices, move-out checklists and property updates.
 */
import { type Composer, checklist, draft, facts, paragraph, question, section } from './draft.ts';
import { joinPresent, lowerFirst, sentence, upperFirst } from './format.ts';

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A firm, respectful reminder: what is owed, since when, the fee, how and by when to pay. */
const lateRentNotice: Composer = ({ vars, template }) => {
  const place = vars.text('propertyAddressAndUnit');
  const name = vars.text('tenantName');
  const amount = vars.money('amountDue');
  const days = vars.num('daysLate');
  const fee = vars.text('lateFeeDetails');
  const howToPay = vars.text('paymentInstructions');
  const deadline = vars.date('paymentDeadline');

  const overdue =
    days !== undefined && days > 0 ? `${plural(days, 'day')} past due` : 'now past due';
  const rent = `your rent${amount ? ` of ${amount}` : ''}${place ? ` for ${place}` : ''}`;
  const payBy = deadline ? ` by ${deadline}` : ' as soon as possible';
  return draft({
    title: template.title,
    subject: joinPresent(['Late rent notice', place], ' - '),
    to: name ?? 'Resident',
    salutation: name ?? 'Resident',
    recipient: name,
    signOff: 'Sincerely',
    lead: `Our records show that ${rent} is ${overdue}. Please pay the full balance${payBy} to bring your account up to date.`,
    smsLead: `${upperFirst(rent)} is ${overdue}. Please pay the full balance${payBy}.`,
    sections: [
      section(
        'Amount due',
        'essential',
        facts([
          ['Rent balance', amount],
          ['Days late', days !== undefined && days > 0 ? String(days) : undefined],
          ['Late fee', fee],
          ['Pay by', deadline],
        ]),
      ),
      section(
        'How to pay',
        'essential',
        paragraph(
          howToPay
            ? sentence(howToPay)
            : 'Please contact the management office to arrange payment.',
        ),
      ),
      section(
        'Already paid?',
        'detail',
        paragraph(
          'If you have already sent your payment, thank you. Please reply with the payment date and method so we can match it to your account.',
        ),
      ),
      section(
        'If you are having difficulty paying',
        'detail',
        paragraph(
          `Please contact us${deadline ? ` before ${deadline}` : ' right away'}. We would much rather agree on a payment plan with you now than add further fees.`,
        ),
      ),
      section(
        'What happens next',
        'context',
        paragraph(
          `If the balance is not paid${payBy}, further late fees may apply under your lease, and we may need to take the next steps that your lease and local law allow. We would like to avoid that, and a quick reply is the best way to do so.`,
        ),
      ),
      section(
        'Staying on track',
        'context',
        paragraph(
          'Keep the confirmation of every payment you make. If your payment date no longer suits your pay schedule, ask us whether a different arrangement or automatic payments are possible.',
        ),
      ),
    ],
    closing: 'Thank you for your prompt attention to this matter.',
    sms: [
      fee && `Late fee: ${fee}`,
      howToPay && `How to pay: ${howToPay}`,
      'Already paid? Please reply with the date so we can update your account',
    ].filter((s): s is string => Boolean(s)),
    purpose: `about the rent balance${place ? ` for ${place}` : ''}`,
    questions: [
      ...question(
        'Can I pay part of it now?',
        `Any payment helps, but the full${amount ? ` ${amount}` : ' balance'} is due${payBy}. Let's agree today on when the rest will be paid, and I'll confirm it in writing.`,
      ),
      ...question(
        'I already paid.',
        'Thank you. Can you tell me the date and how you paid, so I can match it to your account?',
      ),
      ...question(
        'Why is there a late fee?',
        fee
          ? `Your lease provides for it: ${fee}`
          : 'Your lease provides for a late fee when rent arrives after the due date; I can send you that section.',
      ),
    ],
    summary: [name, place],
  });
};

const DEFAULT_CLEANING = [
  'Clean the kitchen appliances inside and out',
  'Wipe down cabinets, counters and bathroom fixtures',
  'Vacuum carpets and sweep or mop hard floors',
  'Remove all belongings and trash',
];

/** What to clean, how the inspection works, the deposit, and where the keys go. */
const moveOutChecklist: Composer = ({ vars, template }) => {
  const name = vars.text('tenantName');
  const moveOut = vars.date('moveOutDate');
  const deposit = vars.text('securityDepositDetails');
  const cleaning = vars.items('cleaningExpectations', { commas: true });
  const inspection = vars.text('inspectionProcess');
  const keys = vars.text('keyReturnInstructions');
  const askAddress = vars.flag('forwardingAddress');
  const keyText =
    keys ??
    'Return all keys, fobs, garage openers and mailbox keys to the management office on or before your move-out date.';

  return draft({
    title: template.title,
    subject: joinPresent(['Your move-out checklist', moveOut && `move-out ${moveOut}`], ' - '),
    to: name ?? 'Resident',
    salutation: name ?? 'Resident',
    recipient: name,
    smsLead: `Your move-out${moveOut ? ` on ${moveOut}` : ''} is coming up.`,
    lead: `As your move-out date${moveOut ? ` of ${moveOut}` : ''} approaches, here is everything you need to do for a smooth move-out and the full return of your security deposit.`,
    sections: [
      section(
        'Cleaning before you leave',
        'essential',
        checklist(cleaning.length > 0 ? cleaning : DEFAULT_CLEANING),
      ),
      section('Returning your keys', 'essential', paragraph(sentence(keyText))),
      section(
        'Forwarding address',
        'essential',
        askAddress
          ? paragraph(
              'Please send us your forwarding address before you leave, so we can mail your deposit and any final statement.',
            )
          : null,
      ),
      section(
        'Move-out inspection',
        'detail',
        paragraph(
          inspection
            ? sentence(inspection)
            : 'We will inspect the home after you move out and compare it with the move-in condition report.',
          "You are welcome to attend; let us know if you'd like to schedule a walk-through.",
        ),
      ),
      section(
        'Your security deposit',
        'detail',
        paragraph(
          deposit && sentence(deposit),
          'Any deductions are limited to unpaid charges and damage beyond normal wear and tear, and will be itemised.',
        ),
      ),
      section(
        'Final steps',
        'context',
        checklist([
          'Arrange for utilities in your name to be transferred or closed on your move-out date',
          'Update your address with the postal service and your bank',
          'Take date-stamped photos of each room after cleaning',
          'Close and lock all windows and doors when you leave',
        ]),
      ),
    ],
    closing:
      'Thank you for being our resident. If you have any questions, just reply to this message.',
    sms: [
      `Before you leave, please: ${(cleaning.length > 0 ? cleaning : DEFAULT_CLEANING).slice(0, 3).map(lowerFirst).join(', ')}`,
      `Keys: ${keyText}`,
      askAddress ? 'Please send us your forwarding address' : '',
      deposit ? `Deposit: ${deposit}` : '',
    ].filter(Boolean),
    purpose: `about your move-out${moveOut ? ` on ${moveOut}` : ''}`,
    questions: [
      ...question(
        'What counts as normal wear and tear?',
        'Minor scuffs, small nail holes and carpet worn by everyday living are normal wear. Stains, holes, burns and broken fixtures are damage.',
      ),
      ...question(
        'When do I get my deposit back?',
        deposit ??
          'After the inspection, within the time your lease and local law require, with any deductions itemised.',
      ),
      ...question(
        'Can I leave furniture behind?',
        'Please remove everything. Items left behind may have to be removed at your cost.',
      ),
    ],
    summary: [name, moveOut],
  });
};

/** An announcement to every resident: what, when, what they need to do, whom to ask. */
const propertyUpdate: Composer = ({ vars, template }) => {
  const reason = vars.text('updateReason');
  const description = vars.text('description');
  const dates = vars.text('projectDates');
  const action = vars.text('actionRequired');
  const resources = vars.text('additionalResources');
  const contact = vars.text('contactDetails');

  return draft({
    title: template.title,
    subject: `Property update: ${reason ?? 'important information for residents'}`,
    to: 'All residents',
    salutation: 'Residents',
    lead: joinPresent(
      [
        reason
          ? `We would like to let you know about an update at your property: ${sentence(reason)}`
          : 'We would like to let you know about an update at your property.',
        dates && `It is planned for ${sentence(dates)}`,
      ],
      ' ',
    ),
    sections: [
      section('What is happening', 'essential', paragraph(description && sentence(description))),
      section('When', 'essential', paragraph(dates && sentence(dates))),
      section('What you need to do', 'essential', paragraph(action && sentence(action))),
      section('More information', 'detail', paragraph(resources && sentence(resources))),
      section('Questions', 'detail', paragraph(contact && `Please contact: ${contact}`)),
      section(
        'Thank you for your patience',
        'context',
        paragraph(
          'We know that work and changes around your home can be disruptive. We will keep the disruption as small as we can and tell you promptly if anything changes.',
        ),
      ),
    ],
    closing: 'Thank you for your patience and cooperation.',
    sms: [
      description ?? '',
      action ? `Please: ${action}` : '',
      contact ? `Questions: ${contact}` : '',
    ].filter(Boolean),
    purpose: `about an update at your property${reason ? `: ${reason}` : ''}`,
    questions: [
      ...question(
        'What do I need to do?',
        action ?? 'Nothing at the moment; we will tell you if that changes.',
      ),
      ...question('How long will it last?', dates),
      ...question('Who can I talk to?', contact),
    ],
    summary: [reason, dates],
  });
};

export const TENANT_COMMUNICATION_COMPOSERS = {
  OVERDUE_RENT_REMINDER: lateRentNotice,
  MOVE_OUT_CHECKLIST: moveOutChecklist,
  PROPERTY_UPDATE_ANNOUNCEMENT: propertyUpdate,
} as const;
