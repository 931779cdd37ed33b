import { isSmsPlaceholderEmail, personName } from '@porchlight/domain';
import { createEvents, type EventAttributes } from 'ics';
import { calendarText, foldLines } from '../viewings/index.ts';
import type { FeedCancellation, FeedViewing } from './calendars.queries.ts';

const money = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;

/** What an agent needs on the way to a viewing: who, how to reach them, what they said. */
function descriptionOf(viewing: FeedViewing, leadsUrl: string): string {
  const name = personName(viewing.firstName, viewing.lastName);
  const email = isSmsPlaceholderEmail(viewing.email) ? null : viewing.email;
  const lines = [
    `Prospect: ${name ?? email ?? 'not given'}`,
    viewing.phone ? `Phone: ${viewing.phone}` : null,
    email ? `E-mail: ${email}` : null,
    viewing.moveInDate ? `Move-in: ${viewing.moveInDate}` : null,
    viewing.totalResidents ? `Household: ${viewing.totalResidents}` : null,
    viewing.pets === null ? null : `Pets: ${viewing.pets ? 'yes' : 'no'}`,
    viewing.monthlyIncome ? `Monthly income: ${money(viewing.monthlyIncome)}` : null,
    `The lead: ${leadsUrl}`,
  ];
  return lines
    .filter((line): line is string => line !== null)
    .map(calendarText)
    .join('\n');
}

/** A viewing's place: its address, and its unit when it has one. */
const placeOf = (viewing: { address: string; unitNumber: string | null }) =>
  calendarText(`${viewing.address}${viewing.unitNumber ? `, Unit ${viewing.unitNumber}` : ''}`);

/** A viewing's start and end, given and kept in UTC. */
const utcTimes = (viewing: { startsAt: Date; endsAt: Date }) =>
  ({
    start: viewing.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: viewing.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  }) as const;

/**
 * A calendar subscription's viewings as iCalendar (RFC 5545), made by the `ics` library:
 * times in UTC (valid in every calendar app, no VTIMEZONE needed), one stable UID per
 * viewing (the same as its invitation's), and its SEQUENCE the time it was last booked or
 * moved, so a subscribed calendar replaces a moved viewing instead of showing both.
 */
export function viewingsCalendar(
  name: string,
  list: readonly FeedViewing[],
  cancelled: readonly FeedCancellation[],
  publicUrl: string,
): string {
  const leadsUrl = `${publicUrl}/leads`;
  const events: EventAttributes[] = list.map((viewing) => {
    const place = placeOf(viewing);
    const prospect = personName(viewing.firstName, viewing.lastName);
    return {
      uid: `viewing-${viewing.id}@porchlight`,
      sequence: Math.floor(viewing.updatedAt.getTime() / 1000),
      ...utcTimes(viewing),
      title: calendarText(`Viewing: ${place}${prospect ? ` with ${prospect}` : ''}`),
      location: place,
      description: descriptionOf(viewing, leadsUrl),
      url: leadsUrl,
      status: 'CONFIRMED',
      busyStatus: 'BUSY',
      lastModified: viewing.updatedAt.getTime(),
    };
  });
  // A cancelled viewing: its UID, a later SEQUENCE and STATUS:CANCELLED, so calendars that
  // still show it take it off (or strike it through) at their next refresh.
  for (const viewing of cancelled) {
    const place = placeOf(viewing);
    events.push({
      uid: `viewing-${viewing.id}@porchlight`,
      sequence: Math.floor(viewing.cancelledAt.getTime() / 1000),
      ...utcTimes(viewing),
      title: calendarText(`Cancelled: viewing at ${place}`),
      location: place,
      status: 'CANCELLED',
      busyStatus: 'FREE',
      transp: 'TRANSPARENT',
      lastModified: viewing.cancelledAt.getTime(),
    });
  }
  const { error, value } = createEvents(events, {
    productId: 'porchlight/viewings',
    calName: calendarText(name),
  });
  if (error || !value) throw error ?? new Error('The calendar could not be made.');
  return foldLines(value);
}
