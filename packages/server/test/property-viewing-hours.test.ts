import { defaultViewingDays, type ViewingDays } from '@porchlight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManager, createTestApp, type TestApp, type TestManager } from './helpers.ts';

const closedAll = (): ViewingDays => {
  const days = defaultViewingDays();
  for (const day of Object.keys(days) as (keyof ViewingDays)[]) days[day].enabled = false;
  return days;
};
/** Saturdays 10:00–14:00 only. */
const saturdays = (): ViewingDays => {
  const days = closedAll();
  days.saturday = { enabled: true, times: [{ openTime: '10:00', closeTime: '14:00' }] };
  return days;
};

describe("a property's own viewing hours", () => {
  let t: TestApp;
  let manager: TestManager;
  let own = '';
  let other = '';

  beforeAll(async () => {
    t = await createTestApp();
    manager = await createManager(t.app);
    const add = async (address: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/properties',
        headers: manager.headers,
        payload: { address, type: 'SINGLE_FAMILY_HOME' },
      });
      expect(response.statusCode).toBe(201);
      return response.json().id as string;
    };
    own = await add('1 Weekend Way, Portland, OR 97205');
    other = await add('2 Weekday Road, Portland, OR 97205');
  });
  afterAll(() => t.close());

  const patch = (id: string, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${id}`,
      headers: manager.headers,
      payload,
    });
  const hours = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/properties/${id}/viewing-hours` })).json()
      .viewingDays as ViewingDays;
  const setup = async () =>
    (
      await t.app.inject({ method: 'GET', url: '/api/v1/users/me/setup', headers: manager.headers })
    ).json();

  it('are the account’s until the property has its own', async () => {
    const property = (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${own}`,
        headers: manager.headers,
      })
    ).json();
    expect(property.viewingDays).toBeNull();
    expect(await hours(own)).toEqual(defaultViewingDays());
  });

  it('take the place of the account’s for that property only, and tick the set-up step', async () => {
    const saved = await patch(own, { viewingDays: saturdays() });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().viewingDays.saturday).toEqual({
      enabled: true,
      times: [{ openTime: '10:00', closeTime: '14:00' }],
    });
    expect((await hours(own)).monday.enabled).toBe(false);
    expect((await hours(own)).saturday.enabled).toBe(true);
    expect(await hours(other)).toEqual(defaultViewingDays());
    const step = (await setup()).steps.find((s: { key: string }) => s.key === 'VIEWING_HOURS');
    expect(step?.done).toBe(true);
  });

  it('refuses a period that closes before it opens, and changes nothing', async () => {
    const bad = saturdays();
    bad.saturday.times = [{ openTime: '14:00', closeTime: '10:00' }];
    const refused = await patch(own, { viewingDays: bad });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.field).toBe('viewingDays.saturday.times.0.closeTime');
    expect((await hours(own)).saturday.times).toEqual([{ openTime: '10:00', closeTime: '14:00' }]);
  });

  it('go back to the account’s with null', async () => {
    const reset = await patch(own, { viewingDays: null });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().viewingDays).toBeNull();
    expect(await hours(own)).toEqual(defaultViewingDays());
  });
});
