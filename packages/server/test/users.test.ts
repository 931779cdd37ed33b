import { defaultViewingDays } from '@porchlight/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('the manager account: GET and PATCH /api/v1/users/{id}', () => {
  let t: TestApp;
  let me: TestManager;
  let admin: TestManager;
  let other: TestManager;

  const call = (method: 'GET' | 'PATCH', url: string, headers: object = {}, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const get = (who: TestManager, id = who.id) => call('GET', `/api/v1/users/${id}`, who.headers);
  const patch = (who: TestManager, payload: object, id = who.id) =>
    call('PATCH', `/api/v1/users/${id}`, who.headers, payload);
  const row = async (id: string) =>
    (await t.app.db.select().from(users).where(eq(users.id, id)))[0];

  beforeAll(async () => {
    // Webhook URLs are resolved on save: a loopback receiver stands in for a public one.
    t = await createTestApp({ ADMIN_EMAILS: 'Boss@Example.com', OUTBOUND_ALLOW_LOOPBACK: 'true' });
    me = await createManager(t.app, 'mia@example.com', { firstName: 'Mia', unitsManaged: 4 });
    admin = await createManager(t.app, 'boss@example.com');
    other = await createManager(t.app, 'olga@example.com', { firstName: 'Olga' });
  });
  afterAll(() => t.close());

  describe('GET', () => {
    it('answers the own record, with forms-style defaults for everything never answered', async () => {
      const response = await get(me);
      expect(response.statusCode).toBe(200);
      const stored = await row(me.id);
      expect(response.json()).toEqual({
        id: me.id,
        email: 'mia@example.com',
        status: 'VERIFIED',
        firstName: 'Mia',
        lastName: 'Manager',
        phone: null,
        webhookURL: null,
        scheduleViewing: 'CALENDAR',
        viewingDuration: 30,
        viewingDays: defaultViewingDays(),
        notificationMode: 'IMMEDIATE',
        listingEmailId: stored?.listingEmailId,
        mailDomain: t.config.mailDomain,
        isAdmin: false,
        locationCity: '',
        locationState: '',
        locationCountry: '',
        foundUs: null,
        otherFoundUs: '',
        jobTitle: '',
        propertiesManaged: 0,
        unitsManaged: 4,
        yearsInBusiness: 0,
        currentSoftware: '',
        employeesVA: 0,
        employeesPM: 0,
      });
      expect(response.json().listingEmailId).toMatch(/^[0-9a-f]{12}$/);
    });

    it('marks a manager whose e-mail is in ADMIN_EMAILS as admin, whatever its case', async () => {
      expect((await get(admin)).json().isAdmin).toBe(true);
    });

    it("answers 404 for another manager's id, exactly as for an unknown one", async () => {
      const theirs = await get(me, other.id);
      const unknown = await get(me, UNKNOWN_ID);
      expect(theirs.statusCode).toBe(404);
      expect(unknown.statusCode).toBe(404);
      expect(theirs.json()).toEqual(unknown.json());
      expect(JSON.stringify(theirs.json())).not.toContain('Olga');
    });

    it('refuses an id that is not a UUID with 400 naming id', async () => {
      const response = await get(me, 'not-a-uuid');
      expect(response.statusCode).toBe(400);
      expect(response.json().error.field).toBe('id');
    });

    it('refuses a caller without a session, and a prospect session for the same id', async () => {
      expect((await call('GET', `/api/v1/users/${me.id}`)).statusCode).toBe(401);
      const tenant = await tokenFor(t.app, 'tenant', me.id, me.email);
      expect((await call('GET', `/api/v1/users/${me.id}`, tenant)).statusCode).toBe(401);
    });
  });

  describe('PATCH', () => {
    it('saves profile, business and appointment fields and answers them normalised', async () => {
      const viewingDays = {
        ...defaultViewingDays(),
        monday: {
          enabled: true,
          times: [
            { openTime: '09:00', closeTime: '12:00' },
            { openTime: '13:30', closeTime: '17:00' },
          ],
        },
        saturday: { enabled: true, times: [{ openTime: '10:00', closeTime: '14:30' }] },
      };
      const response = await patch(me, {
        firstName: '  Mia ',
        lastName: 'Lopez',
        phone: '12125550100',
        webhookURL: 'http://localhost:8080/porchlight',
        scheduleViewing: 'TEXT',
        viewingDuration: 45,
        viewingDays,
        locationCity: 'Austin',
        locationState: 'TX',
        locationCountry: 'US',
        foundUs: 'OTHER',
        otherFoundUs: ' a podcast ',
        jobTitle: 'OWNER_OPERATOR,INVESTOR,INVESTOR',
        propertiesManaged: 3,
        unitsManaged: 40,
        yearsInBusiness: 7,
        currentSoftware: 'YARDI,BUILDIUM',
        employeesVA: 1,
        employeesPM: 2,
      });
      expect(response.statusCode).toBe(200);
      const expected = {
        id: me.id,
        email: 'mia@example.com',
        firstName: 'Mia',
        lastName: 'Lopez',
        phone: '12125550100',
        webhookURL: 'http://localhost:8080/porchlight',
        scheduleViewing: 'TEXT',
        viewingDuration: 45,
        viewingDays: {
          ...viewingDays,
          monday: {
            enabled: true,
            times: [
              { openTime: '9:00', closeTime: '12:00' },
              { openTime: '13:30', closeTime: '17:00' },
            ],
          },
        },
        locationCity: 'Austin',
        locationState: 'TX',
        locationCountry: 'US',
        foundUs: 'OTHER',
        otherFoundUs: 'a podcast',
        jobTitle: 'INVESTOR,OWNER_OPERATOR',
        propertiesManaged: 3,
        unitsManaged: 40,
        yearsInBusiness: 7,
        currentSoftware: 'BUILDIUM,YARDI',
        employeesVA: 1,
        employeesPM: 2,
        isAdmin: false,
      };
      expect(response.json()).toMatchObject(expected);
      // Saved, not only echoed: a fresh read answers the same.
      expect((await get(me)).json()).toEqual(response.json());
      expect(await row(me.id)).toMatchObject({ jobTitle: 'INVESTOR,OWNER_OPERATOR' });
    });

    it('changes only the fields sent', async () => {
      const before = (await get(me)).json();
      const response = await patch(me, { yearsInBusiness: 8 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...before, yearsInBusiness: 8 });
    });

    it('clears the phone and the webhook URL when they are saved empty', async () => {
      const response = await patch(me, { phone: '', webhookURL: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ phone: null, webhookURL: null });
      expect(await row(me.id)).toMatchObject({ phone: null, webhookUrl: null });
      await patch(me, { phone: '2125550100', webhookURL: 'http://127.0.0.1:8080/x' });
      expect(await row(me.id)).toMatchObject({
        phone: '2125550100',
        webhookUrl: 'http://127.0.0.1:8080/x',
      });
    });

    it("refuses an invalid phone with the spec's sentence, naming phone, and saves nothing", async () => {
      const before = await row(me.id);
      for (const phone of ['0123456789', '(212) 555-0100', '12345']) {
        const response = await patch(me, { phone, firstName: 'Changed' });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toEqual({
          code: 'VALIDATION',
          message: 'Please enter a valid phone number.',
          field: 'phone',
        });
      }
      expect(await row(me.id)).toEqual(before);
    });

    it('refuses a period that does not close after it opens, naming it, and saves nothing', async () => {
      const before = await row(me.id);
      for (const closeTime of ['9:00', '8:30']) {
        const response = await patch(me, {
          firstName: 'Changed',
          viewingDays: {
            ...defaultViewingDays(),
            // A disabled day is checked too: enabling it later would make the period live.
            sunday: { enabled: false, times: [{ openTime: '9:00', closeTime }] },
          },
        });
        expect(response.statusCode).toBe(400);
        expect(response.json().error).toEqual({
          code: 'VALIDATION',
          message: 'On Sunday, the closing time must be after the opening time.',
          field: 'viewingDays.sunday.times.0.closeTime',
        });
      }
      expect(await row(me.id)).toEqual(before);
    });

    it('refuses malformed fields, naming each, and saves nothing', async () => {
      const before = await row(me.id);
      const days = defaultViewingDays();
      const cases: [object, string][] = [
        [{ webhookURL: 'ftp://hooks.example.com' }, 'webhookURL'],
        [{ webhookURL: 'hooks.example.com' }, 'webhookURL'],
        [{ email: 'new@example.com' }, 'email'],
        [{ status: 'PENDING' }, 'status'],
        [{ viewingDuration: 20 }, 'viewingDuration'],
        [{ jobTitle: 'INVESTOR,ASTRONAUT' }, 'jobTitle'],
        [{ unitsManaged: -1 }, 'unitsManaged'],
        [{ firstName: '   ' }, 'firstName'],
        [
          {
            viewingDays: {
              ...days,
              monday: { enabled: true, times: [{ openTime: '25:00', closeTime: '26:00' }] },
            },
          },
          'viewingDays.monday.times.0.openTime',
        ],
      ];
      for (const [payload, field] of cases) {
        const response = await patch(me, { lastName: 'Changed', ...payload });
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.field, JSON.stringify(payload)).toBe(field);
      }
      expect((await patch(me, {})).statusCode).toBe(400);
      expect(await row(me.id)).toEqual(before);
    });

    it("answers 404 for another manager's id and leaves their record unchanged", async () => {
      const before = await row(other.id);
      const response = await patch(me, { firstName: 'Hijacked' }, other.id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
      expect((await patch(me, { firstName: 'Nobody' }, UNKNOWN_ID)).statusCode).toBe(404);
      expect(await row(other.id)).toEqual(before);
    });

    it('refuses a caller without a session, and a prospect session, and saves nothing', async () => {
      const before = await row(me.id);
      const url = `/api/v1/users/${me.id}`;
      expect((await call('PATCH', url, {}, { firstName: 'Anon' })).statusCode).toBe(401);
      const tenant = await tokenFor(t.app, 'tenant', me.id, me.email);
      expect((await call('PATCH', url, tenant, { firstName: 'Prospect' })).statusCode).toBe(401);
      expect(await row(me.id)).toEqual(before);
    });
  });
});
