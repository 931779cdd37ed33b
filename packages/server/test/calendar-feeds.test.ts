import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  calendarFeeds,
  leasingAgents,
  properties,
  tenantPropertyInterests,
  viewings,
} from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  startProspectChat,
  type TestApp,
  type TestManager,
  weekdayAt,
} from './helpers.ts';

let t: TestApp;
let manager: TestManager;
let other: TestManager;
let agentId = '';
let shownId = '';
let ownId = '';

/** The feed at `url` parsed by ical.js, as a calendar app reads it. */
async function read(url: string) {
  const { pathname } = new URL(url);
  const response = await t.app.inject({ method: 'GET', url: pathname });
  if (response.statusCode !== 200) return { status: response.statusCode, events: [] };
  expect(response.headers['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  return {
    status: 200,
    name: calendar.getFirstPropertyValue('x-wr-calname'),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate(),
        end: event.endDate.toJSDate(),
        summary: event.summary,
        location: event.location,
        description: event.description,
        status: component.getFirstPropertyValue('status'),
      };
    }),
  };
}

const feed = (leasingAgentId: string | null, by = manager) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/calendar-feeds',
    headers: by.headers,
    payload: { leasingAgentId },
  });

/** A prospect books a viewing of the property from the chat, as the picker does. */
async function book(propertyId: string, email: string, at: Date) {
  let headers: Record<string, string> | undefined = (
    await startProspectChat(t.app, propertyId, email).catch(() => null)
  )?.headers;
  headers ??= prospects.get(email);
  prospects.set(email, headers!);
  const booked = await t.app.inject({
    method: 'POST',
    url: `/api/v1/tenant-interests/${propertyId}/schedule-viewing`,
    headers: headers!,
    payload: { datetime: at.toISOString(), propertyId },
  });
  expect(booked.statusCode, booked.body).toBe(200);
}
const prospects = new Map<string, Record<string, string>>();

beforeAll(async () => {
  t = await createTestApp({ TIMEZONE: 'America/Chicago' });
  manager = await createManager(t.app);
  other = await createManager(t.app);
  const [agent] = await t.app.db
    .insert(leasingAgents)
    .values({
      userId: manager.id,
      firstName: 'Ana',
      lastName: 'Reyes',
      email: 'ana@example.com',
      phone: '5125550101',
    })
    .returning();
  agentId = agent!.id;
  const [shown, own] = await t.app.db
    .insert(properties)
    .values([
      {
        userId: manager.id,
        address: '12 Agent Way, Chicago',
        type: 'CONDO',
        leasingAgentId: agentId,
      },
      { userId: manager.id, address: '7 Owner Court, Chicago', type: 'CONDO' },
    ])
    .returning();
  shownId = shown!.id;
  ownId = own!.id;
  await book(shownId, 'rita.feed@example.com', weekdayAt(10, 'America/Chicago'));
  await book(ownId, 'omar.feed@example.com', weekdayAt(14, 'America/Chicago'));
  await t.app.db
    .update(tenantPropertyInterests)
    .set({ firstName: 'Rita', lastName: 'Gomez', phone: '3125550177', totalResidents: 2 })
    .where(eq(tenantPropertyInterests.propertyId, shownId));
});
afterAll(() => t.close());

describe('calendar subscriptions of viewings', () => {
  it('lists the manager and each agent, without an address until one is made', async () => {
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/v1/calendar-feeds',
      headers: manager.headers,
    });
    expect(list.json()).toEqual([
      { leasingAgentId: null, name: 'You', createdAt: null },
      { leasingAgentId: agentId, name: 'Ana Reyes', createdAt: null },
    ]);
  });

  it("gives the manager's viewings, and the agent's only the ones they show, as valid iCalendar", async () => {
    const mine = (await feed(null)).json() as { id: string; url: string };
    const theirs = (await feed(agentId)).json() as { id: string; url: string };
    expect(mine.url).toMatch(/\/api\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\/viewings\.ics$/);
    const all = await read(mine.url);
    expect(all.name).toBe('Viewings');
    expect(all.events).toHaveLength(2);
    const agents = await read(theirs.url);
    expect(agents.name).toBe('Viewings: Ana Reyes');
    expect(agents.events).toHaveLength(1);
    const [event] = agents.events;
    expect(event!.uid).toMatch(/^viewing-[0-9a-f-]{36}@porchlight$/);
    expect(event!.start.toISOString()).toBe(weekdayAt(10, 'America/Chicago').toISOString());
    expect(event!.end.getTime()).toBeGreaterThan(event!.start.getTime());
    expect(event!.summary).toBe('Viewing: 12 Agent Way, Chicago with Rita Gomez');
    expect(event!.location).toBe('12 Agent Way, Chicago');
    expect(event!.description).toContain('Phone: 3125550177');
    expect(event!.description).toContain('Household: 2');
    expect(event!.description).toMatch(/The lead: http\S+\/leads/);
    // Only the token's hash is kept.
    const token = new URL(mine.url).pathname.split('/')[4]!;
    const rows = await t.app.db.select().from(calendarFeeds);
    expect(rows.map((r) => r.tokenHash)).toContain(
      createHash('sha256').update(token).digest('hex'),
    );
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('keeps the UID and raises the SEQUENCE when a viewing moves', async () => {
    const { url } = (await feed(null)).json() as { url: string };
    const before = (await read(url)).events.find((e) => e.location === '7 Owner Court, Chicago')!;
    // Booked a minute ago (the SEQUENCE counts seconds): no waiting in the test.
    await t.app.db
      .update(viewings)
      .set({ updatedAt: new Date(Date.now() - 60_000) })
      .where(eq(viewings.propertyId, ownId));
    const earlier = (await read(url)).events.find((e) => e.location === '7 Owner Court, Chicago')!;
    expect(earlier.sequence).toBeLessThan(before.sequence);
    await book(ownId, 'omar.feed@example.com', weekdayAt(15, 'America/Chicago'));
    const after = (await read(url)).events.filter((e) => e.location === '7 Owner Court, Chicago');
    expect(after).toHaveLength(1);
    expect(after[0]!.uid).toBe(before.uid);
    expect(after[0]!.sequence).toBeGreaterThan(earlier.sequence);
    expect(after[0]!.start.toISOString()).toBe(weekdayAt(15, 'America/Chicago').toISOString());
  });

  it('marks a cancelled viewing cancelled (same UID, later SEQUENCE) instead of dropping it', async () => {
    const { url } = (await feed(null)).json() as { url: string };
    const before = (await read(url)).events.find((e) => e.location === '7 Owner Court, Chicago')!;
    const [viewing] = await t.app.db.select().from(viewings).where(eq(viewings.propertyId, ownId));
    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/viewings/${viewing!.id}`,
      headers: manager.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = (await read(url)).events.filter((e) => e.uid === before.uid);
    expect(after).toHaveLength(1);
    expect(after[0]!.status).toBe('CANCELLED');
    expect(after[0]!.sequence).toBeGreaterThanOrEqual(before.sequence);
  });

  it('ends the old address when a new one is made, and on revoking', async () => {
    const first = (await feed(agentId)).json() as { id: string; url: string };
    const second = (await feed(agentId)).json() as { id: string; url: string };
    expect((await read(first.url)).status).toBe(404);
    expect((await read(second.url)).status).toBe(200);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/calendar-feeds/${second.id}`,
      headers: manager.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await read(second.url)).status).toBe(404);
  });

  it("never lets another manager make, see or end this account's feeds", async () => {
    expect((await feed(agentId, other)).statusCode).toBe(404);
    const { id } = (await feed(null)).json() as { id: string };
    const ended = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/calendar-feeds/${id}`,
      headers: other.headers,
    });
    expect(ended.statusCode).toBe(404);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/v1/calendar-feeds',
      headers: other.headers,
    });
    expect(theirs.json()).toEqual([{ leasingAgentId: null, name: 'You', createdAt: null }]);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/calendar-feeds/${'x'.repeat(43)}/viewings.ics`,
        })
      ).statusCode,
    ).toBe(404);
  });
});
