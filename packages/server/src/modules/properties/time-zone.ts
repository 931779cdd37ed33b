/**
 * A property's time zone, from its address: the US ZIP code's zone in a maintained
 * dataset (zipcode-to-timezone: every ZIP to its IANA zone, split states included, such
 * as Oregon's Mountain-time corner or Indiana's counties). Null when the address has no
 * known ZIP: the server's TIMEZONE applies, and the manager can choose one.
 */
import { createRequire } from 'node:module';
import { isValidTimeZone } from '@porchlight/domain';
import { badRequest } from '../../http/errors.ts';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcode-to-timezone') as { lookup(zip: string): string | null };

/** The last ZIP code in an address ('…, Portland, OR 97201-1234' gives 97201). */
export function zipOf(address: string): string | null {
  const matches = [...address.matchAll(/\b(\d{5})(?:-\d{4})?\b/g)];
  return matches.at(-1)?.[1] ?? null;
}

export function timeZoneForAddress(address: string): string | null {
  const zip = zipOf(address);
  const zone = zip ? zipcodes.lookup(zip) : null;
  return zone && isValidTimeZone(zone) ? zone : null;
}

/** A zone a manager chose: an IANA name this platform knows, else a 400 naming the field. */
export function checkedTimeZone(zone: string | null): string | null {
  if (zone === null) return null;
  if (!isValidTimeZone(zone) || (!zone.includes('/') && zone !== 'UTC')) {
    throw badRequest(
      'Please choose a time zone from the list, such as America/Chicago.',
      'timeZone',
    );
  }
  return zone;
}

/** The zone a property's times are in: its own, else the server's default (TIMEZONE). */
export const zoneOf = (property: { timeZone: string | null }, fallback: string): string =>
  property.timeZone ?? fallback;
