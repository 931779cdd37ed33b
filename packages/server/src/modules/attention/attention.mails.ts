import type { AttentionItem } from '@porchlight/contract';
import { type AttentionKind, formatPhone } from '@porchlight/domain';
import type { MailMessage } from '../../mail/outbox.ts';

/** How each kind is named in a mail's subject and in the digest's list. */
export const ATTENTION_TITLES: Record<AttentionKind, string> = {
  NEW_LEAD: 'New lead',
  UNANSWERED_QUESTION: 'A question Athena could not answer',
  ACCOMMODATION_REQUEST: 'Accessibility or accommodation request',
  VIEWING_REQUEST: 'Viewing request',
  CALL_REQUEST: 'Call request',
  FAILED_IMPORT: 'Listing import failed',
  FAILED_DELIVERY: 'Webhook delivery failed',
  REPLY_HELD_BACK: 'A model reply was held back',
  MAINTENANCE_REQUEST: 'Maintenance request',
};

const place = (item: AttentionItem) =>
  item.property
    ? `${item.property.address}${item.unit ? `, ${item.unit.label}` : ''}`
    : 'your account';

/** The prospect or resident by name and e-mail ("Priya Shah <priya@…>"), the e-mail alone when no name is known. */
const who = (item: AttentionItem) => {
  const person = item.lead ?? item.resident;
  if (!person) return '';
  return person.name && person.name !== person.email
    ? `${person.name} <${person.email}>`
    : person.email;
};

/** A resident's repair report, an emergency's first. */
function maintenanceSummary(item: AttentionItem): string {
  const person = who(item) || 'A resident';
  const phone = item.resident?.phone ? ` (phone ${formatPhone(item.resident.phone)})` : '';
  if (item.urgency === 'EMERGENCY')
    return `EMERGENCY: ${person}${phone} reported at ${place(item)}:\n"${item.text}"\nThis cannot wait: contact them now and arrange the repair, then mark it done in Porchlight.`;
  return `${person}${phone} asked for a repair at ${place(item)}:\n"${item.text}"\nArrange it, then mark it done in Porchlight.`;
}

/** One line per item: what it is, who, where, in their words. */
function summary(item: AttentionItem): string {
  const person = who(item);
  switch (item.kind) {
    case 'NEW_LEAD':
      return `${person} started a chat about ${place(item)}. Athena is pre-screening them now.`;
    case 'UNANSWERED_QUESTION':
      return `${person} asked about ${place(item)}: "${item.text}"\nAthena did not know. Answer it once in Porchlight: the prospect gets your answer in their chat, and Athena can use it from then on.`;
    case 'ACCOMMODATION_REQUEST':
      return `${person} asked an accessibility or accommodation question about ${place(item)}:\n"${item.text}"\nPlease answer them soon: reasonable accommodation requests must never be delayed.`;
    case 'VIEWING_REQUEST':
      return `${person} would like to see ${place(item)}: "${item.text}"\nConfirm a time in Porchlight and they get the invitation.`;
    case 'CALL_REQUEST':
      return `${person} asked for a call about ${place(item)}: ${item.text}\nWhen you have called, record "Called back" or "No answer".`;
    case 'FAILED_IMPORT':
      return `A listing import failed: ${item.text}`;
    case 'FAILED_DELIVERY':
      return `Webhook deliveries are failing: ${item.text}`;
    case 'MAINTENANCE_REQUEST':
      return maintenanceSummary(item);
    case 'REPLY_HELD_BACK':
      return `In a chat about ${place(item)}, the language model's reply failed the Fair Housing check and was not sent; Athena's built-in answer went instead. The reply held back:\n"${item.text}"`;
  }
}

const signature = (publicUrl: string) =>
  `\n\nOpen Needs attention: ${publicUrl}/attention\n\nYou get a mail for each of these. To get one a day instead, choose the daily digest in Settings: ${publicUrl}/settings\n\n— Porchlight`;

/** The mail for one item, sent at once. */
export function attentionMail(to: string, item: AttentionItem, publicUrl: string): MailMessage {
  const title = ATTENTION_TITLES[item.kind];
  const subject =
    item.kind === 'ACCOMMODATION_REQUEST' && item.property
      ? `Accessibility question about ${item.property.address}`
      : item.kind === 'NEW_LEAD' && item.lead
        ? `New lead: ${item.lead.name ?? item.lead.email} for ${place(item)}`
        : item.kind === 'MAINTENANCE_REQUEST' && item.urgency === 'EMERGENCY'
          ? `EMERGENCY maintenance request: ${place(item)}`
          : `${title}${item.property ? `: ${place(item)}` : ''}`;
  return { to, subject, text: `${summary(item)}${signature(publicUrl)}` };
}

/** The day's digest: every item not mailed yet, grouped by kind. */
export function digestMail(to: string, items: AttentionItem[], publicUrl: string): MailMessage {
  const groups = new Map<AttentionKind, AttentionItem[]>();
  for (const item of items) groups.set(item.kind, [...(groups.get(item.kind) ?? []), item]);
  const sections = [...groups].map(
    ([kind, list]) =>
      `${ATTENTION_TITLES[kind]} (${list.length})\n${list.map((item) => `- ${summary(item).replace(/\n/g, '\n  ')}`).join('\n')}`,
  );
  const n = items.length;
  return {
    to,
    subject: `Porchlight: ${n} ${n === 1 ? 'thing needs' : 'things need'} your attention`,
    text: `Since the last digest:\n\n${sections.join('\n\n')}\n\nOpen Needs attention: ${publicUrl}/attention\n\n— Porchlight`,
  };
}
