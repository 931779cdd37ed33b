import {
  defaultViewingDays,
  normalizeClockTime,
  parseClockTime,
  type ViewingDays,
  WEEKDAYS,
} from '@porchlight/domain';
import type { DbOrTx } from '../../db/connection.ts';
import type { properties } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { findPropertyWithManager } from './properties.queries.ts';

export interface ViewingSettings {
  viewingDays: ViewingDays;
  scheduleViewing: 'CALENDAR' | 'TEXT';
  viewingDuration: 15 | 30 | 45 | 60;
  manager: { id: string; email: string; firstName: string | null } | null;
  /** The property's own IANA zone; null: the server's TIMEZONE. */
  timeZone: string | null;
  /** The property itself (read with the settings: callers need not read it again). */
  property: typeof properties.$inferSelect;
}

const DURATIONS = [15, 30, 45, 60] as const;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The viewing hours as stored: every period must close after it opens (the contract only
 * checks the format), on disabled days too, since enabling a day later makes them live.
 * Times are rewritten in the profile's 'H:MM' form, so '09:00' and '9:00' are one time.
 */
export function checkedViewingDays(days: ViewingDays): ViewingDays {
  const checked = {} as ViewingDays;
  for (const day of WEEKDAYS) {
    const times = days[day].times.map((period, index) => {
      const open = parseClockTime(period.openTime);
      const close = parseClockTime(period.closeTime);
      if (open === null || close === null || close <= open) {
        throw badRequest(
          `On ${capitalized(day)}, the closing time must be after the opening time.`,
          `viewingDays.${day}.times.${index}.closeTime`,
        );
      }
      return {
        openTime: normalizeClockTime(period.openTime),
        closeTime: normalizeClockTime(period.closeTime),
      };
    });
    checked[day] = { enabled: days[day].enabled, times };
  }
  return checked;
}

/**
 * The appointment settings that apply to a property: its manager's (defaults until the
 * manager saves some; the seeded demo has no manager and uses the defaults), with the
 * property's own weekly hours in place of the account's when it has them.
 */
export async function viewingSettings(db: DbOrTx, propertyId: string): Promise<ViewingSettings> {
  const row = await findPropertyWithManager(db, propertyId);
  if (!row) throw notFound('Property');
  const user = row.user;
  const duration = DURATIONS.find((d) => d === user?.viewingDuration) ?? 30;
  return {
    viewingDays: row.property.viewingDays ?? user?.viewingDays ?? defaultViewingDays(),
    scheduleViewing: user?.scheduleViewing === 'TEXT' ? 'TEXT' : 'CALENDAR',
    viewingDuration: duration,
    manager: user ? { id: user.id, email: user.email, firstName: user.firstName } : null,
    timeZone: row.property.timeZone,
    property: row.property,
  };
}
