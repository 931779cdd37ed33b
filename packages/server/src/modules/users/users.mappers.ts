import type { User } from '@porchlight/contract';
import {
  defaultViewingDays,
  FOUND_US,
  type FoundUs,
  JOB_TITLES,
  joinCommaList,
  parseCommaList,
  SOFTWARE,
  VIEWING_DURATIONS,
} from '@porchlight/domain';
import type { users } from '../../db/schema/index.ts';

type UserRow = typeof users.$inferSelect;

/** A users row as the contract's User: absent answers become '' or 0, as the forms send them. */
export function toUser(row: UserRow, isAdmin: boolean): User {
  const duration = VIEWING_DURATIONS.find((d) => d === row.viewingDuration) ?? 30;
  return {
    id: row.id,
    email: row.email,
    status: row.status === 'VERIFIED' ? 'VERIFIED' : 'PENDING',
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    phone: row.phone ?? null,
    webhookURL: row.webhookUrl ?? null,
    scheduleViewing: row.scheduleViewing === 'TEXT' ? 'TEXT' : 'CALENDAR',
    viewingDuration: duration,
    viewingDays: row.viewingDays ?? defaultViewingDays(),
    listingEmailId: row.listingEmailId,
    isAdmin,
    locationCity: row.locationCity ?? '',
    locationState: row.locationState ?? '',
    locationCountry: row.locationCountry ?? '',
    foundUs: (FOUND_US as readonly string[]).includes(row.foundUs ?? '')
      ? (row.foundUs as FoundUs)
      : null,
    otherFoundUs: row.otherFoundUs ?? '',
    jobTitle: joinCommaList(parseCommaList(row.jobTitle, JOB_TITLES)),
    propertiesManaged: row.propertiesManaged ?? 0,
    unitsManaged: row.unitsManaged ?? 0,
    yearsInBusiness: row.yearsInBusiness ?? 0,
    currentSoftware: joinCommaList(parseCommaList(row.currentSoftware, SOFTWARE)),
    employeesVA: row.employeesVA ?? 0,
    employeesPM: row.employeesPM ?? 0,
  };
}
