import type { User } from '@porchlight/contract';
import {
  DEFAULT_VIEWING_DURATION,
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

export type UserRow = typeof users.$inferSelect;

/**
 * A users row as the contract's User. Unanswered business fields become '' or 0, as the
 * forms send them; a manager who never saved viewing hours gets the default week. Admin
 * comes from the row's e-mail (ADMIN_EMAILS is lower-cased, and so are stored e-mails).
 */
export function toUser(row: UserRow, adminEmails: ReadonlySet<string>, mailDomain: string): User {
  return {
    id: row.id,
    email: row.email,
    status: row.status === 'VERIFIED' ? 'VERIFIED' : 'PENDING',
    firstName: row.firstName ?? '',
    lastName: row.lastName ?? '',
    phone: row.phone ?? null,
    webhookURL: row.webhookUrl ?? null,
    scheduleViewing: row.scheduleViewing === 'TEXT' ? 'TEXT' : 'CALENDAR',
    viewingDuration:
      VIEWING_DURATIONS.find((d) => d === row.viewingDuration) ?? DEFAULT_VIEWING_DURATION,
    viewingDays: row.viewingDays ?? defaultViewingDays(),
    notificationMode: row.notificationMode === 'DAILY_DIGEST' ? 'DAILY_DIGEST' : 'IMMEDIATE',
    listingEmailId: row.listingEmailId,
    mailDomain,
    isAdmin: adminEmails.has(row.email.toLowerCase()),
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
