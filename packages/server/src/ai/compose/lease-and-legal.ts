/**
 * Lease and Legal: deposit settlements, eviction notices and lease terminations. Factual
 * and precise: the numbers are checked, and nothing is promised that the manager did not say.
 */
import {
  type Composer,
  checklist,
  draft,
  facts,
  list,
  type Note,
  paragraph,
  question,
  section,
  table,
} from './draft.ts';
import { formatDay, formatMoney, joinPresent, lastAmount, lowerFirst, sentence } from './format.ts';
import type { Vars } from './variables.ts';

interface Deduction {
  label: string;
  amount: number | null;
}

const NONE = /^(?:none|no deductions?|n\/a|nil|\$?0(?:\.00)?)$/i;

/** The itemised deductions and their total (null when an item has no amount). */
function readDeductions(vars: Vars): { items: Deduction[]; total: number | null } {
  const whole = vars.text('deductions');
  if (whole === undefined) return { items: [], total: null };
  if (NONE.test(whole)) return { items: [], total: 0 };
  const plain = vars.num('deductions');
  if (plain !== undefined) return { items: [], total: plain };
  const items = vars.items('deductions', { commas: true }).map((text) => {
    const amount = lastAmount(text);
    const label = text
      .replace(/-?\$\s*[\d,]+(?:\.\d+)?/g, '')
      .replace(/[\s:=–—-]+$/, '')
      .replace(/^[\s:=–—-]+/, '')
      .trim();
    return { label: label || 'Deduction', amount };
  });
  const priced = items.every((item) => item.amount !== null);
  const total = priced ? items.reduce((sum, item) => sum + (item.amount ?? 0), 0) : null;
  return { items, total };
}

const sameMoney = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** Itemises the deposit, computes the refund, and flags figures that do not add up. */
const depositSettlement: Composer = ({ vars, template }) => {
  const name = vars.text('tenantName');
  const address = vars.text('propertyAddress');
  const moveOut = vars.date('moveOutDate');
  const inspection = vars.items('inspectionSummary', { commas: true });
  const original = vars.num('originalDeposit');
  const held = vars.num('depositHeld') ?? original;
  const { items, total } = readDeductions(vars);
  const entered = vars.num('refundAmount');
  const computed = held !== undefined && total !== null ? held - total : undefined;
  const refund = entered ?? computed;
  const method = vars.text('paymentMethod');
  const timeline = vars.text('refundTimeline');
  const dispute = vars.text('disputeContact');

  const rows: string[][] = [];
  if (original !== undefined && held !== undefined && !sameMoney(original, held)) {
    rows.push(['Original deposit', formatMoney(original)]);
  }
  if (held !== undefined) rows.push(['Deposit held', formatMoney(held)]);
  for (const item of items) {
    rows.push([
      item.label,
      item.amount === null ? 'amount to be confirmed' : formatMoney(-item.amount),
    ]);
  }
  if (total !== null) rows.push(['Total deductions', formatMoney(-total)]);
  if (refund !== undefined) {
    rows.push([
      refund >= 0 ? 'Refund due to you' : 'Balance you owe',
      formatMoney(Math.abs(refund)),
    ]);
  }

  const notes: Note[] = [];
  if (entered !== undefined && computed !== undefined && !sameMoney(entered, computed)) {
    notes.push({
      text: `Please check the figures before sending: the deposit held (${formatMoney(held ?? 0)}) less the deductions (${formatMoney(total ?? 0)}) is ${formatMoney(computed)}, but the refund amount entered is ${formatMoney(entered)}.`,
      short: `Check figures: deposit less deductions is ${formatMoney(computed)}, refund entered ${formatMoney(entered)}.`,
    });
  }
  const outcome =
    refund === undefined
      ? ''
      : refund >= 0
        ? ` Your refund is ${formatMoney(refund)}.`
        : ` After deductions, a balance of ${formatMoney(-refund)} remains due.`;

  return draft({
    title: template.title,
    subject: joinPresent(['Security deposit settlement', address], ' - '),
    to: name ?? 'Former resident',
    salutation: name ?? 'Resident',
    recipient: name,
    signOff: 'Sincerely',
    lead: `This letter itemises your security deposit${address ? ` for ${address}` : ''} following your move-out${moveOut ? ` on ${moveOut}` : ''}.${outcome}`,
    sections: [
      section(
        'Deposit summary',
        'essential',
        table(['Item', 'Amount'], rows),
        items.length === 0 && total === null ? paragraph(vars.text('deductions')) : null,
      ),
      section(
        refund !== undefined && refund < 0 ? 'Balance due' : 'Refund payment',
        'essential',
        facts([
          ['Amount', refund === undefined ? undefined : formatMoney(Math.abs(refund))],
          ['Payment method', method],
          ['Timeline', timeline],
        ]),
      ),
      section('Inspection findings', 'detail', list(inspection)),
      section(
        'Questions or disputes',
        'essential',
        paragraph(
          `If you have questions or disagree with any deduction, please ${dispute ? `contact ${dispute}` : 'reply to this letter'}.`,
        ),
      ),
      section(
        'About deductions',
        'context',
        paragraph(
          'Deductions cover only unpaid charges and damage beyond normal wear and tear, as set out in your lease. Receipts or estimates for each deduction are available on request.',
        ),
      ),
    ],
    closing: 'Thank you for your tenancy. We wish you all the best in your new home.',
    sms: [
      held !== undefined ? `Deposit held: ${formatMoney(held)}` : '',
      total !== null ? `Deductions: ${formatMoney(total)}` : '',
      method ? `Paid by: ${method}` : '',
      timeline ?? '',
      dispute ? `Questions: ${dispute}` : '',
    ].filter(Boolean),
    purpose: `about your security deposit${address ? ` for ${address}` : ''}`,
    questions: [
      ...question(
        'Why was money deducted?',
        items.length > 0
          ? `${items.map((i) => joinPresent([i.label, i.amount === null ? '' : formatMoney(i.amount)], ' ')).join('; ')}. Receipts are available on request.`
          : undefined,
      ),
      ...question('When will I get it?', timeline && sentence(timeline)),
      ...question(
        'I disagree with a charge.',
        `Please tell me which one and why${dispute ? `, or contact ${dispute}` : ''}; we will review it and reply in writing.`,
      ),
    ],
    notes,
    summary: [name, address],
  });
};

const LOCAL_LAW: Note = {
  text: 'Eviction rules (notice periods, required wording and how a notice must be delivered) vary by state and city. Check this notice against your local law, or with a local attorney, before serving it.',
  short: 'Check local eviction law before serving; a text is usually not valid legal notice.',
};

/** A factual notice: reason, balance, deadline, how to pay or vacate, and the consequences. */
const evictionNotice: Composer = ({ vars, template, now }) => {
  const name = vars.text('tenantName');
  const address = vars.text('propertyAddress');
  const timeline = vars.text('unpaidRentTimeline');
  const reason = vars.text('evictionReason');
  const balance = vars.text('outstandingBalances');
  const lease = vars.text('leaseReference');
  const deadline = vars.date('moveOutDeadline');
  const vacating = vars.items('vacatingInstructions', { commas: true });
  const payment = vars.text('paymentInstructions');
  const consequences = vars.text('nonComplianceConsequences');
  const premises = address ?? 'the premises';

  return draft({
    title: template.title,
    subject: joinPresent(['Eviction notice', address], ' - '),
    to: name ?? 'Resident',
    salutation: name ?? 'Resident',
    recipient: name,
    signOff: 'Sincerely',
    lead: `This is formal notice concerning your tenancy at ${premises}. ${reason ? `Reason: ${sentence(reason)} ` : ''}You are required to vacate the premises ${deadline ? `by ${deadline}` : 'within the period the law allows'}${payment ? ', unless the outstanding balance is paid in full as set out below' : ''}.`,
    smsLead: `Notice about your tenancy at ${premises}${reason ? `: ${lowerFirst(reason)}` : ''}. Please vacate ${deadline ? `by ${deadline}` : 'within the period the law allows'}${payment ? ' unless the balance is paid in full' : ''}.`,
    sections: [
      section(
        'Notice details',
        'essential',
        facts([
          ['Date of notice', formatDay(now)],
          ['Tenant', name],
          ['Premises', address],
          ['Lease', lease],
          ['Vacate by', deadline],
        ]),
      ),
      section(
        'Reason for this notice',
        'essential',
        paragraph(reason && sentence(reason), timeline && sentence(timeline)),
      ),
      section('Amount owed', 'essential', paragraph(balance && sentence(balance))),
      section('How to pay', 'essential', paragraph(payment && sentence(payment))),
      section('Vacating the premises', 'detail', checklist(vacating)),
      section(
        'If you do not comply',
        'essential',
        paragraph(consequences && sentence(consequences)),
      ),
      section(
        'Your rights',
        'detail',
        paragraph(
          'You have the right to respond to this notice and to seek legal advice. If you believe this notice is in error, or you want to discuss the balance, contact us right away.',
        ),
      ),
      section(
        'Keep a record',
        'context',
        paragraph(
          'Keep a copy of this notice. If you pay or move out, ask us for written confirmation. Local legal aid services and tenant organisations can explain your options.',
        ),
      ),
    ],
    closing: 'Please contact us promptly if you have any questions about this notice.',
    sms: [
      balance ? `Amount owed: ${balance}` : '',
      payment ? `To pay: ${payment}` : '',
      consequences ?? '',
    ].filter(Boolean),
    purpose: `about the notice concerning your tenancy at ${premises}`,
    questions: [
      ...question(
        'Can I still pay?',
        payment
          ? `${sentence(payment)} Once it is paid, we will confirm in writing where the notice stands.`
          : undefined,
      ),
      ...question(
        'Can I have more time?',
        "I can't change the deadline on this call, but I will pass your request on and you will hear back in writing.",
      ),
      ...question(
        'I think this is wrong.',
        'You have the right to respond and to get legal advice. Tell me what you believe is wrong and I will make sure it is reviewed.',
      ),
    ],
    notes: [LOCAL_LAW],
    summary: [name, address],
  });
};

/** The terms for ending a lease, the move-out steps, and the signatures. */
const leaseTermination: Composer = ({ vars, template }) => {
  const name = vars.text('tenantName');
  const address = vars.text('propertyAddress');
  const end = vars.date('endDate');
  const reason = vars.text('terminationReason');
  const lease = vars.text('leaseDetails');
  const process = vars.items('moveOutProcess', { commas: true });
  const balances = vars.text('outstandingBalances');
  const deposit = vars.text('securityDeposit');
  const confirmation = vars.text('confirmation');

  return draft({
    title: template.title,
    subject: joinPresent(['Lease termination agreement', address], ' - '),
    to: name ?? 'Resident',
    salutation: name ?? 'Resident',
    recipient: name,
    signOff: 'Sincerely',
    lead: `This agreement confirms that the lease for ${address ?? 'the premises'} between the landlord and ${name ?? 'the tenant'} will end on ${end ?? 'the date agreed below'}.`,
    sections: [
      section(
        'Terms of termination',
        'essential',
        facts([
          ['Premises', address],
          ['Tenant', name],
          ['Lease', lease],
          ['Termination date', end],
          ['Reason', reason],
        ]),
      ),
      section('Move-out process', 'essential', checklist(process)),
      section('Outstanding balances', 'essential', paragraph(balances && sentence(balances))),
      section('Security deposit', 'essential', paragraph(deposit && sentence(deposit))),
      section('Confirmation', 'essential', paragraph(confirmation && sentence(confirmation))),
      section(
        'Signatures',
        'detail',
        paragraph('Tenant: ______________________   Date: ____________'),
        paragraph('Landlord or agent: ______________________   Date: ____________'),
      ),
      section(
        'What this agreement means',
        'context',
        paragraph(
          'Once signed by both parties, this agreement ends the lease on the date above. Until then the lease still applies, including rent. Anything not covered here remains governed by the original lease.',
        ),
      ),
    ],
    closing: 'Please contact us if you have any questions about these terms.',
    sms: [
      balances ? `Balances: ${balances}` : '',
      deposit ? `Deposit: ${deposit}` : '',
      confirmation ?? '',
    ].filter(Boolean),
    purpose: `about the agreement to end your lease${end ? ` on ${end}` : ''}`,
    questions: [
      ...question(
        'Do I still pay rent until then?',
        `Yes, the lease applies until ${end ?? 'the termination date'}.`,
      ),
      ...question('What happens to my deposit?', deposit && sentence(deposit)),
      ...question('What do I need to do?', confirmation && sentence(confirmation)),
    ],
    summary: [name, address],
  });
};

export const LEASE_AND_LEGAL_COMPOSERS = {
  SECURITY_DEPOSIT_SETTLEMENT: depositSettlement,
  EVICTION_NOTICE: evictionNotice,
  LEASE_TERMINATION: leaseTermination,
} as const;
