import { isSmsPlaceholderEmail, oneLine } from '@porchlight/domain';
import { createEvent, type EventAttributes } from 'ics';
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

/** RFC 5545 TEXT holds no control character but the tab (3.3.11). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding them is this pattern's job.
const CONTROL = /[\u0000-\u0008\u000E-\u001F\u007F]/g;

/**
 * A value as the calendar may carry it: on one line, every line-breaking character (not
 * only CRLF, which is all the `ics` library escapes) a space, since calendar apps differ in
 * which they break lines on and a break would let the rest of the value pass for a line of
 * its own (another ORGANIZER, an ATTENDEE); other control characters dropped. The library
 * then escapes backslashes, semicolons and commas (RFC 5545, 3.3.11).
 */
export const calendarText = (value: string) => oneLine(value).replace(CONTROL, '');

/** Every text of the details on one line, whatever the database or an import gave. */
function forCalendar(d: ViewingDetails): ViewingDetails {
  const text = (value: string | null) => (value === null ? null : calendarText(value));
  return {
    ...d,
    when: calendarText(d.when),
    ...(d.timeZone === undefined ? {} : { timeZone: calendarText(d.timeZone) }),
    address: calendarText(d.address),
    unitLabel: text(d.unitLabel),
    prospectEmail: calendarText(d.prospectEmail),
    prospectName: text(d.prospectName),
    managerEmail: text(d.managerEmail),
  };
}

/** The longest content line, in octets, before it is folded (RFC 5545, 3.1). */
const LINE_OCTETS = 75;

/**
 * Folds every content line at 75 octets of UTF-8, between characters, continuing with CRLF
 * and a space (RFC 5545, 3.1). The `ics` library folds at 75 characters, which is up to
 * 300 octets; its folds are undone first (no value holds a line break by then).
 */
export function foldLines(ics: string): string {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const character of line) {
        const size = Buffer.byteLength(character, 'utf8');
        // The first line may hold 75 octets; a continuation's leading space is one of them.
        if (octets + size > (parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1)) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += character;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
}

/** The event as iCalendar text: the `ics` library's, folded by octets. */
function calendarEvent(attributes: EventAttributes, what: string): string {
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error(`The ${what} could not be made.`);
  return foldLines(value);
}

/** An iCalendar invitation (RFC 5545) for the viewing, made by the `ics` library. */
export function viewingInvitation(viewing: ViewingDetails): string {
  const details = forCalendar(viewing);
  const start = details.start;
  return calendarEvent(
    {
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
    },
    'invitation',
  );
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
export function viewingCancellation(viewing: ViewingDetails): string {
  const details = forCalendar(viewing);
  return calendarEvent(
    {
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
    },
    'cancellation',
  );
}

/** To the prospect: their viewing is off (by the manager, or as they asked from a reminder). */
export function cancelledViewingMail(
  d: ViewingDetails,
  ics: string,
  by: 'prospect' | 'manager' = 'manager',
): MailMessage {
  const what =
    by === 'prospect'
      ? `Your viewing of ${place(d)} on ${d.when} is cancelled, as you asked. The invitation attached takes it off your calendar.`
      : `The property manager had to cancel your viewing of ${place(d)} on ${d.when}. We're sorry for the change.`;
  return {
    to: d.prospectEmail,
    subject: `Your viewing of ${place(d)} is cancelled`,
    text: `Hello${d.prospectName ? ` ${d.prospectName}` : ''},\n\n${what}\n\nTo choose another time, continue your chat: ${d.publicUrl}/chat\n\n— Athena, the leasing assistant`,
    ics,
  };
}

/** To whoever shows it and the manager: the prospect cancelled from a reminder's link. */
export function prospectCancelledMail(to: string, d: ViewingDetails, ics: string): MailMessage {
  const who =
    d.prospectName ?? (isSmsPlaceholderEmail(d.prospectEmail) ? 'The prospect' : d.prospectEmail);
  return {
    to,
    subject: `Cancelled by the prospect: ${place(d)}, ${d.when}`,
    text: `${who} cancelled the viewing of ${place(d)} on ${d.when} from their reminder. The time is free again, and the attached update takes it off your calendar.\n\n— Porchlight`,
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

/** To the person a viewing was taken from: it is off their calendar (the event cancelled). */
export function offYourCalendarMail(to: string, d: ViewingDetails, ics: string): MailMessage {
  return {
    to,
    subject: `Viewing given to someone else: ${place(d)}, ${d.when}`,
    text: `The viewing of ${place(d)} on ${d.when} is now shown by someone else, so it is off your calendar.\n\nProspect: ${d.prospectName ?? ''} <${d.prospectEmail}>\n\n— Porchlight`,
    ics,
  };
}
