import type { User } from '@porchlight/client';
import { defaultViewingDays } from '@porchlight/domain';

export const USER_ID = '11111111-1111-4111-8111-111111111111';

/** A verified manager with the server's defaults; override what a test is about. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: USER_ID,
    email: 'manager@example.com',
    status: 'VERIFIED',
    firstName: 'Mary',
    lastName: 'Manager',
    phone: null,
    webhookURL: null,
    scheduleViewing: 'CALENDAR',
    viewingDuration: 30,
    viewingDays: defaultViewingDays(),
    notificationMode: 'IMMEDIATE',
    listingEmailId: 'k3y9x',
    mailDomain: 'leads.example.test',
    isAdmin: false,
    locationCity: '',
    locationState: '',
    locationCountry: '',
    foundUs: null,
    otherFoundUs: '',
    jobTitle: '',
    propertiesManaged: 0,
    unitsManaged: 0,
    yearsInBusiness: 0,
    currentSoftware: '',
    employeesVA: 0,
    employeesPM: 0,
    ...overrides,
  };
}
