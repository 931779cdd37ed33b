import { createEvent } from 'ics';
import type { MailMessage } from '../../mail/outbox.ts';

export interface ViewingDetails {
  id: string;
  start: Date;
  durationMinutes: number;
  /** e.g. 'Tuesday, December 1 at 2:30 PM CST', in the property's time zone. */
  when: string;
  /** The property's IANA zone, e.g. America/Chicago. */
  timeZone?: string;
  address: string;
  unitLabel: string | null;
  prospectEmail: string;
  prospectName: string | null;
  managerEmail: string | null;
  publicUrl: string;
}

/** An iCalendar invitation (RFC 5545) for the viewing, made by the `ics` library. */
export function viewingInvitation(details: ViewingDetails): string {
  const start = details.start;
  const { error, value } = createEvent({
    uid: `viewing-${details.id}@porchlight`,
    method: 'REQUEST',
    // A reschedule keeps the uid; a higher sequence tells calendars to replace the old time.
    sequence: Math.floor(Date.now() / 1000),
    start: start.getTime(),
    startInputType: 'utc',
    duration: { minutes: details.durationMinutes },
    title: `Viewing: ${details.address}${details.unitLabel ? `, ${details.unitLabel}` : ''}`,
    location: details.address,
    description: `Property viewing booked through Porchlight with ${details.prospectName ?? details.prospectEmail}: ${details.when}${details.timeZone ? ` (${details.timeZone})` : ''}.`,
    status: 'CONFIRMED',
    ...(details.managerEmail
      ? { organizer: { name: 'Property manager', email: details.managerEmail } }
      : {}),
    attendees: [
      { email: details.prospectEmail, rsvp: true, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' },
    ],
  });
  if (error || !value) throw error ?? new Error('The invitation could not be made.');
  return value;
}

const place = (d: ViewingDetails) => `${d.address}${d.unitLabel ? `, ${d.unitLabel}` : ''}`;

export function prospectViewingMail(
  d: ViewingDetails,
  ics: string,
  change: 'booked' | 'moved' = 'booked',
): MailMessage {
  const verb = change === 'moved' ? 'moved to' : 'booked for';
  return {
    to: d.prospectEmail,
    subject: `Your viewing of ${place(d)} is ${change === 'moved' ? 'moved' : 'booked'}`,
    text: `Hello${d.prospectName ? ` ${d.prospectName}` : ''},\n\nYour viewing of ${place(d)} is ${verb} ${d.when} (${d.durationMinutes} minutes). The invitation is attached; add it to your calendar${change === 'moved' ? ', and it replaces the earlier time' : ''}.\n\nIf you need to change it, reply in your chat.\n\n— Athena, the leasing assistant`,
    ics,
  };
}

/** The calendar event withdrawn: the same uid with METHOD:CANCEL, so calendars remove it. */
export function viewingCancellation(details: ViewingDetails): string {
  const { error, value } = createEvent({
    uid: `viewing-${details.id}@porchlight`,
    method: 'CANCEL',
    sequence: Math.floor(Date.now() / 1000),
    start: details.start.getTime(),
    startInputType: 'utc',
    duration: { minutes: details.durationMinutes },
    title: `Viewing: ${place(details)}`,
    location: details.address,
    status: 'CANCELLED',
    ...(details.managerEmail
      ? { organizer: { name: 'Property manager', email: details.managerEmail } }
      : {}),
    attendees: [{ email: details.prospectEmail, role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw error ?? new Error('The cancellation could not be made.');
  return value;
}

export function cancelledViewingMail(d: ViewingDetails, ics: string): MailMessage {
  return {
    to: d.prospectEmail,
    subject: `Your viewing of ${place(d)} is cancelled`,
    text: `Hello${d.prospectName ? ` ${d.prospectName}` : ''},\n\nThe property manager had to cancel your viewing of ${place(d)} on ${d.when}. We're sorry for the change.\n\nTo choose another time, continue your chat: ${d.publicUrl}/chat\n\n— Athena, the leasing assistant`,
    ics,
  };
}

export function teamViewingMail(to: string, d: ViewingDetails, ics: string): MailMessage {
  return {
    to,
    subject: `New viewing: ${place(d)}, ${d.when}`,
    text: `A viewing was booked through Athena.\n\nWhere: ${place(d)}\nWhen: ${d.when} (${d.durationMinutes} minutes)\nProspect: ${d.prospectName ?? ''} <${d.prospectEmail}>\n\nSee the lead: ${d.publicUrl}/leads\n\n— Porchlight`,
    ics,
  };
}
