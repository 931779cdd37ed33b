import { defaultViewingDays } from '@porchlight/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  waitForMail,
} from './helpers.ts';

/**
 * Each property keeps its own time zone (issue 15, item 5): a Portland manager's 9–5 is
 * 9–5 in Portland, whatever the server's TIMEZONE. Checked against known UTC instants,
 * across the spring-forward day of 2027 in both zones.
 */
describe('viewing hours in the property’s own time zone', () => {
  let t: TestApp;
  let manager: TestManager;
  const ids: Record<'portland' | 'newYork', string> = { portland: '', newYork: '' };

  beforeAll(async () => {
    // The server's default is neither zone, and the horizon reaches March 2027.
    t = await createTestApp({
      TIMEZONE: 'UTC',
      VIEWING_HORIZON_DAYS: '500',
      RATE_LIMIT_BOOKING_PER_SESSION: '100',
    });
    manager = await createManager(t.app);
    const everyDay = Object.fromEntries(
      Object.entries(defaultViewingDays()).map(([day, value]) => [
        day,
        { ...value, enabled: true, times: [{ openTime: '9:00', closeTime: '17:00' }] },
      ]),
    );
    await t.app.db
      .update(users)
      .set({ viewingDays: everyDay as never })
      .where(eq(users.id, manager.id));
    for (const [key, address] of [
      ['portland', '1200 SW Park Ave, Portland, OR 97201'],
      ['newYork', '350 5th Ave, New York, NY 10001'],
    ] as const) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/properties',
        headers: manager.headers,
        payload: { address, type: 'MULTI_FAMILY' },
      });
      expect(created.statusCode).toBe(201);
      ids[key] = created.json().id;
    }
  });
  afterAll(() => t.close());

  const property = async (id: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${id}`,
        headers: manager.headers,
      })
    ).json();

  it('fills the zone from the ZIP code when a property is created', async () => {
    expect((await property(ids.portland)).timeZone).toBe('America/Los_Angeles');
    expect((await property(ids.newYork)).timeZone).toBe('America/New_York');
    const hours = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${ids.portland}/viewing-hours`,
    });
    expect(hours.json().timezone).toBe('America/Los_Angeles');
  });

  it('takes a ZIP only in a US address: abroad the country and city decide, else no zone', async () => {
    const zoneFor = async (address: string) => {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/v1/properties',
        headers: manager.headers,
        payload: { address, type: 'MULTI_FAMILY' },
      });
      expect(created.statusCode).toBe(201);
      return (await property(created.json().id)).timeZone;
    };
    // Security review, finding 6: these were America/Chicago and America/New_York.
    expect(await zoneFor('12 Rue de Rivoli, 75001 Paris, France')).toBe('Europe/Paris');
    expect(await zoneFor('Unter den Linden 5, 10117 Berlin, Germany')).toBe('Europe/Berlin');
    expect(await zoneFor('1055 Canada Pl, Vancouver, BC V6C 0C3, Canada')).toBe(
      'America/Vancouver',
    );
    // These had none.
    expect(await zoneFor('100 Calle Fortaleza, San Juan, PR 00901')).toBe('America/Puerto_Rico');
    expect(await zoneFor('1 Marine Corps Dr, Hagatna, GU 96910')).toBe('Pacific/Guam');
    // No zone rather than a guess: the server's default applies until the manager chooses.
    expect(await zoneFor('12345 Main Street, Springfield')).toBeNull();
  });

  it('lets the manager change the zone, and refuses one that does not exist', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${ids.newYork}`,
      headers: manager.headers,
      payload: { timeZone: 'Mars/Olympus_Mons' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.field).toBe('timeZone');
    expect((await property(ids.newYork)).timeZone).toBe('America/New_York');
  });

  it('follows a new address, and keeps no zone of an old address that the new one does not give', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/properties',
      headers: manager.headers,
      payload: { address: '233 S Wacker Dr, Chicago, IL 60606', type: 'MULTI_FAMILY' },
    });
    const id = created.json().id as string;
    const move = (payload: Record<string, string>) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/v1/properties/${id}`,
        headers: manager.headers,
        payload,
      });
    expect((await move({ address: '12 Rue de Rivoli, 75001 Paris, France' })).statusCode).toBe(200);
    expect((await property(id)).timeZone).toBe('Europe/Paris');
    // Nothing to derive a zone from: Paris's would be silently wrong.
    expect((await move({ address: '7 Harbour Row, Port Esk' })).statusCode).toBe(200);
    expect((await property(id)).timeZone).toBeNull();
    // A zone the manager chose stays through an address edit that gives none.
    expect((await move({ timeZone: 'Europe/Dublin' })).statusCode).toBe(200);
    expect((await move({ address: '8 Harbour Row, Port Esk' })).statusCode).toBe(200);
    expect((await property(id)).timeZone).toBe('Europe/Dublin');
  });

  async function prospect(propertyId: string, email: string) {
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email, propertyId },
    });
    return { authorization: `Bearer ${started.json().jwt}` };
  }

  const book = (propertyId: string, headers: { authorization: string }, datetime: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/tenant-interests/${propertyId}/schedule-viewing`,
      headers,
      payload: { propertyId, datetime },
    });

  it.each([
    // Saturday before the change: Pacific Standard Time, UTC-8.
    ['portland', '2027-03-13T17:00:00.000Z', '2027-03-13T16:00:00.000Z'],
    // Spring-forward Sunday: Pacific Daylight Time from 2 am, UTC-7.
    ['portland', '2027-03-14T16:00:00.000Z', '2027-03-14T15:30:00.000Z'],
    // New York: EST (UTC-5) the day before, EDT (UTC-4) on the day.
    ['newYork', '2027-03-13T14:00:00.000Z', '2027-03-13T13:30:00.000Z'],
    ['newYork', '2027-03-14T13:00:00.000Z', '2027-03-14T12:30:00.000Z'],
    // A day with no change: 4:30 pm is offered, 5:30 pm is after closing.
    ['newYork', '2027-01-15T21:30:00.000Z', '2027-01-15T22:30:00.000Z'],
  ] as const)(
    '%s: offers %s (9:00 or the last slot there) and refuses %s',
    async (key, open, closed) => {
      const headers = await prospect(ids[key], `${key}.${open}@example.com`.replace(/:/g, ''));
      expect((await book(ids[key], headers, closed)).statusCode).toBe(400);
      expect((await book(ids[key], headers, open)).statusCode).toBe(200);
    },
  );

  it('says the zone in the booking e-mail', async () => {
    const email = 'zone.mail@example.com';
    const headers = await prospect(ids.portland, email);
    expect((await book(ids.portland, headers, '2027-03-15T16:00:00.000Z')).statusCode).toBe(200);
    const mail = await waitForMail(t.app, email);
    expect(mail.text).toContain('9:00 AM PDT');
  });
});
