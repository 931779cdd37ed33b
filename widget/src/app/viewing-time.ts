import {
  instantAt,
  isValidTimeZone,
  type LocalDateTime,
  localDateTimeOf,
  parseLocalDateTime,
  viewingDateTime,
  wallClockAt,
} from '@porchlight/domain';

const knownZone = (timeZone: string | undefined): timeZone is string =>
  Boolean(timeZone && isValidTimeZone(timeZone));

/**
 * The calendar day `offset` days after today at the property (today in the browser when
 * the zone is unknown), as a local Date at midnight: the domain's slot and heading rules
 * read a day through local getters.
 */
export function pickerDay(now: Date, offset: number, timeZone?: string): Date {
  const today = (knownZone(timeZone) ? wallClockAt(now, timeZone) : localDateTimeOf(now)) ?? {
    year: 1970,
    month: 1,
    day: 1,
  };
  return new Date(today.year, today.month - 1, today.day + offset);
}

/** The instant a slot starts: its wall-clock time read in the property's zone. */
export function slotInstant(day: Date, label: string, timeZone?: string): Date | null {
  const local: LocalDateTime | null = parseLocalDateTime(viewingDateTime(day, label));
  if (!local) return null;
  if (knownZone(timeZone)) return instantAt(local, timeZone);
  return new Date(local.year, local.month - 1, local.day, local.hour, local.minute);
}
