import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  busyTimes,
  calendarSources,
  leasingAgents,
  mailOutbox,
  messages,
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

/**
 * Who shows a viewing (issue 30, items 2, 3 and 6): bookings go to a free person — the
 * property's agent or the manager, or by turns among its agents — never to someone booked
 * elsewhere or busy in their own calendar; the picker leaves out the times nobody can come;
 * open houses take bookings up to their capacity; a viewing can be given to someone else.
 */
const ZONE = 'America/Chicago';
const HOUR = 60 * 60_000;

let t: TestApp;
let manager: TestManager;
let other: TestManager;
let agentA: string;
let agentB: string;
let foreignAgent: string;

beforeAll(async () => {
  t = await createTestApp({ TIMEZONE: 'UTC' });
  manager = await createManager(t.app);
  other = await createManager(t.app);
  const agents = await t.app.db
    .insert(leasingAgents)
    .values([
      {
        userId: manager.id,
        firstName: 'Ana',
        lastName: 'Agent',
        email: 'ana@example.com',
        phone: '3125550101',
      },
      {
        userId: manager.id,
        firstName: 'Ben',
        lastName: 'Agent',
        email: 'ben@example.com',
        phone: '3125550102',
      },
      {
        userId: other.id,
        firstName: 'Olga',
        lastName: 'Other',
        email: 'olga@example.com',
        phone: '3125550103',
      },
    ])
    .returning({ id: leasingAgents.id });
  [agentA, agentB, foreignAgent] = agents.map((a) => a.id) as [string, string, string];
});
afterAll(() => t?.close());

let serial = 0;
async function newProperty(fields: Partial<typeof properties.$inferInsert> = {}) {
  serial += 1;
  const [row] = await t.app.db
    .insert(properties)
    .values({
      userId: manager.id,
      address: `${serial} Showing Street, Chicago`,
      type: 'CONDO',
      questions: 'PETS',
      timeZone: ZONE,
      ...fields,
    })
    .returning();
  return row!;
}

/** A new prospect books `start` at the property from the chat's picker. */
async function book(propertyId: string, start: Date) {
  serial += 1;
  const chat = await startProspectChat(t.app, propertyId, `prospect-${serial}@example.com`);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/v1/tenant-interests/${propertyId}/schedule-viewing`,
    headers: chat.headers,
    payload: { propertyId, datetime: start.toISOString() },
  });
  return { response, chat };
}

async function viewingAt(propertyId: string, start: Date) {
  return t.app.db
    .select()
    .from(viewings)
    .where(and(eq(viewings.propertyId, propertyId), eq(viewings.startsAt, start)));
}

async function picker(propertyId: string) {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/properties/${propertyId}/viewing-hours`,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    showingMode: string;
    unavailable: { start: string; end: string }[];
    openHouses: { start: string; end: string; placesLeft: number }[];
  };
}

/** A busy time in a person's calendar (the last good copy a refresh keeps). */
async function busyFor(person: string | null, start: Date, end: Date) {
  const [source] = await t.app.db
    .insert(calendarSources)
    .values({
      userId: manager.id,
      leasingAgentId: person,
      name: 'Work',
      url: 'https://calendar.example.com/private.ics',
      succeededAt: new Date(),
    })
    .returning();
  await t.app.db.insert(busyTimes).values({ sourceId: source!.id, startsAt: start, endsAt: end });
}

async function showings(propertyId: string, body: object) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/v1/properties/${propertyId}/showings`,
    headers: manager.headers,
    payload: body,
  });
}

const covers = (list: { start: string; end: string }[], start: Date) =>
  list.some((i) => new Date(i.start) <= start && new Date(i.end) > start);

describe('showings of a property', () => {
  it('default to its leasing agent (or the manager), with no open houses', async () => {
    const property = await newProperty();
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${property.id}/showings`,
      headers: manager.headers,
    });
    expect(response.json()).toEqual({
      showingMode: 'AGENT',
      viewingAssignment: 'FIXED',
      agentIds: [],
      openHouses: [],
      timeZone: ZONE,
    });
  });

  it('refuses taking turns among nobody (400), another manager’s agent (404), changing nothing', async () => {
    const property = await newProperty();
    const none = await showings(property.id, {
      showingMode: 'AGENT',
      viewingAssignment: 'ROUND_ROBIN',
      agentIds: [],
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.field).toBe('agentIds');
    const foreign = await showings(property.id, {
      showingMode: 'AGENT',
      viewingAssignment: 'ROUND_ROBIN',
      agentIds: [agentA, foreignAgent],
    });
    expect(foreign.statusCode).toBe(404);
    const [row] = await t.app.db.select().from(properties).where(eq(properties.id, property.id));
    expect(row!.viewingAssignment).toBe('FIXED');
  });
});

describe('booking goes to someone free', () => {
  it('takes turns among the agents, and the picker blocks a time only once all are taken', async () => {
    const property = await newProperty();
    const set = await showings(property.id, {
      showingMode: 'AGENT',
      viewingAssignment: 'ROUND_ROBIN',
      agentIds: [agentA, agentB],
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().agentIds).toEqual([agentA, agentB]);
    const start = weekdayAt(10, ZONE, 4);

    expect((await book(property.id, start)).response.statusCode).toBe(200);
    expect(covers((await picker(property.id)).unavailable, start)).toBe(false);
    expect((await book(property.id, start)).response.statusCode).toBe(200);
    const booked = await viewingAt(property.id, start);
    expect(booked.map((v) => v.leasingAgentId).sort()).toEqual([agentA, agentB].sort());
    expect(covers((await picker(property.id)).unavailable, start)).toBe(true);
    const third = await book(property.id, start);
    expect(third.response.statusCode).toBe(409);
    expect(await viewingAt(property.id, start)).toHaveLength(2);

    // The next time, the agent whose last booking here is older goes first.
    const later = new Date(start.getTime() + 2 * HOUR);
    await book(property.id, later);
    const [next] = await viewingAt(property.id, later);
    expect(next!.leasingAgentId).toBe(booked[0]!.leasingAgentId);
  });

  it('skips an agent busy in their own calendar, and blocks the time when everyone is', async () => {
    const property = await newProperty();
    await showings(property.id, {
      showingMode: 'AGENT',
      viewingAssignment: 'ROUND_ROBIN',
      agentIds: [agentA, agentB],
    });
    const start = weekdayAt(14, ZONE, 5);
    await busyFor(agentA, new Date(start.getTime() - HOUR), new Date(start.getTime() + HOUR));
    expect(covers((await picker(property.id)).unavailable, start)).toBe(false);
    expect((await book(property.id, start)).response.statusCode).toBe(200);
    const [viewing] = await viewingAt(property.id, start);
    expect(viewing!.leasingAgentId).toBe(agentB);
    expect(covers((await picker(property.id)).unavailable, start)).toBe(true);
  });

  it('keeps the manager’s own busy time and their viewings elsewhere out of a property they show', async () => {
    const mine = await newProperty();
    const elsewhere = await newProperty();
    const busy = weekdayAt(11, ZONE, 6);
    await busyFor(null, busy, new Date(busy.getTime() + HOUR));
    const hours = await picker(mine.id);
    expect(hours.showingMode).toBe('AGENT');
    expect(covers(hours.unavailable, busy)).toBe(true);
    const refused = await book(mine.id, busy);
    expect(refused.response.statusCode).toBe(409);

    // Booked at one property, the manager is not free at the other at that time.
    const start = weekdayAt(15, ZONE, 6);
    expect((await book(elsewhere.id, start)).response.statusCode).toBe(200);
    expect(covers((await picker(mine.id)).unavailable, start)).toBe(true);
    expect((await book(mine.id, start)).response.statusCode).toBe(409);
  });

  it('lets self-guided viewings go to nobody, one prospect at a time', async () => {
    const property = await newProperty({ showingMode: 'SELF_GUIDED', leasingAgentId: agentA });
    const start = weekdayAt(9, ZONE, 7);
    // The agent's calendar does not matter: nobody comes.
    await busyFor(agentA, start, new Date(start.getTime() + HOUR));
    expect((await book(property.id, start)).response.statusCode).toBe(200);
    const [viewing] = await viewingAt(property.id, start);
    expect(viewing!.leasingAgentId).toBeNull();
    expect((await book(property.id, start)).response.statusCode).toBe(409);
  });
});

describe('open houses', () => {
  const openHouseAt = (days: number) => {
    const start = weekdayAt(12, ZONE, days);
    return {
      startsAt: start.toISOString(),
      endsAt: new Date(start.getTime() + 2 * HOUR).toISOString(),
    };
  };
  const create = (propertyId: string, body: object, headers = manager.headers) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${propertyId}/open-houses`,
      headers,
      payload: body,
    });

  it('refuses one that ends first, is past, lasts over 12 hours or overlaps another', async () => {
    const property = await newProperty({ showingMode: 'OPEN_HOUSE' });
    const times = openHouseAt(8);
    expect((await create(property.id, { ...times, capacity: 3 })).statusCode).toBe(201);
    const cases = [
      [{ startsAt: times.endsAt, endsAt: times.startsAt, capacity: 3 }, 'endsAt'],
      [
        {
          startsAt: new Date(Date.now() - HOUR).toISOString(),
          endsAt: new Date(Date.now() + HOUR).toISOString(),
          capacity: 3,
        },
        'startsAt',
      ],
      [
        {
          startsAt: times.startsAt,
          endsAt: new Date(Date.parse(times.startsAt) + 13 * HOUR).toISOString(),
          capacity: 3,
        },
        'endsAt',
      ],
      [
        {
          startsAt: new Date(Date.parse(times.startsAt) + HOUR).toISOString(),
          endsAt: new Date(Date.parse(times.endsAt) + HOUR).toISOString(),
          capacity: 3,
        },
        'startsAt',
      ],
    ] as const;
    for (const [body, field] of cases) {
      const response = await create(property.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.field).toBe(field);
    }
    expect((await create(property.id, { ...openHouseAt(9), capacity: 0 })).statusCode).toBe(400);
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/v1/properties/${property.id}/showings`,
      headers: manager.headers,
    });
    expect(listed.json().openHouses).toHaveLength(1);
  });

  it('fills to capacity: the picker shows the places left, then the open house is full', async () => {
    const property = await newProperty({ showingMode: 'OPEN_HOUSE', leasingAgentId: agentB });
    const times = openHouseAt(10);
    const created = await create(property.id, { ...times, capacity: 2 });
    expect(created.json()).toMatchObject({ capacity: 2, booked: 0 });
    const start = new Date(times.startsAt);

    expect((await picker(property.id)).openHouses).toEqual([
      { start: times.startsAt, end: times.endsAt, placesLeft: 2 },
    ]);
    expect((await book(property.id, start)).response.statusCode).toBe(200);
    expect((await picker(property.id)).openHouses[0]!.placesLeft).toBe(1);
    expect((await book(property.id, start)).response.statusCode).toBe(200);
    expect((await picker(property.id)).openHouses[0]!.placesLeft).toBe(0);
    const full = await book(property.id, start);
    expect(full.response.statusCode).toBe(409);
    expect(full.response.json().error.message).toBe(
      'That open house is full. Please choose another time.',
    );
    // A time that is not an open house is no booking either.
    const off = await book(property.id, new Date(start.getTime() + 30 * 60_000));
    expect(off.response.statusCode).toBe(400);
    const places = await viewingAt(property.id, start);
    expect(places).toHaveLength(2);
    expect(places.every((p) => p.endsAt.toISOString() === times.endsAt)).toBe(true);
    expect(places.every((p) => p.leasingAgentId === agentB)).toBe(true);
  });

  it('removed, tells each prospect who booked a place that it is cancelled', async () => {
    const property = await newProperty({ showingMode: 'OPEN_HOUSE' });
    const times = openHouseAt(11);
    const created = await create(property.id, { ...times, capacity: 5 });
    const { chat } = await book(property.id, new Date(times.startsAt));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/properties/${property.id}/open-houses/${created.json().id}`,
      headers: manager.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(await viewingAt(property.id, new Date(times.startsAt))).toHaveLength(0);
    const conversation = await t.app.inject({
      method: 'GET',
      url: `/api/v2/conversations/property-interest/${property.id}`,
      headers: chat.headers,
    });
    expect(conversation.json().messages.at(-1).content).toMatch(/has been cancelled/);
  });
});

describe('bookings that arrive together', () => {
  it('never sell an open house’s last place twice', async () => {
    const property = await newProperty({ showingMode: 'OPEN_HOUSE' });
    const start = weekdayAt(12, ZONE, 14);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/v1/properties/${property.id}/open-houses`,
      headers: manager.headers,
      payload: {
        startsAt: start.toISOString(),
        endsAt: new Date(start.getTime() + 2 * HOUR).toISOString(),
        capacity: 2,
      },
    });
    expect(created.statusCode).toBe(201);
    const results = await Promise.all([1, 2, 3, 4].map(() => book(property.id, start)));
    const codes = results.map((r) => r.response.statusCode).sort();
    expect(codes).toEqual([200, 200, 409, 409]);
    expect(await viewingAt(property.id, start)).toHaveLength(2);
  });

  it('never give one agent two viewings at once at two properties', async () => {
    const [north, south] = [
      await newProperty({ leasingAgentId: agentA }),
      await newProperty({ leasingAgentId: agentA }),
    ];
    const start = weekdayAt(11, ZONE, 15);
    const results = await Promise.all([book(north!.id, start), book(south!.id, start)]);
    expect(results.map((r) => r.response.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('giving a viewing to someone else', () => {
  it('moves it to a free agent: they are invited, the one before told, the prospect told who comes', async () => {
    const property = await newProperty({ leasingAgentId: agentA });
    const start = weekdayAt(13, ZONE, 12);
    const { chat } = await book(property.id, start);
    const [viewing] = await viewingAt(property.id, start);
    expect(viewing!.leasingAgentId).toBe(agentA);

    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/viewings/${viewing!.id}`,
      headers: manager.headers,
      payload: { leasingAgentId: agentB },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().leasingAgent).toEqual({ id: agentB, name: 'Ben Agent' });
    const mails = await t.app.db.select().from(mailOutbox);
    expect(
      mails.some((m) => m.to === 'ben@example.com' && m.ics?.includes(`viewing-${viewing!.id}`)),
    ).toBe(true);
    expect(
      mails.some((m) => m.to === 'ana@example.com' && m.subject.startsWith('Viewing given to')),
    ).toBe(true);
    const [interest] = await t.app.db
      .select()
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.id, viewing!.interestId));
    const [said] = await t.app.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.conversationId, interest!.conversationId!), eq(messages.role, 'assistant')),
      )
      .orderBy(messages.seq)
      .then((rows) => rows.slice(-1));
    expect(said!.content).toMatch(/^A change for your viewing .*: Ben Agent will meet you there\./);
    expect(chat.headers.authorization).toBeTruthy();
  });

  it('refuses an agent who is busy then (409) and leaves the viewing with its agent', async () => {
    const property = await newProperty({ leasingAgentId: agentA });
    const start = weekdayAt(16, ZONE, 13);
    await book(property.id, start);
    const [viewing] = await viewingAt(property.id, start);
    await busyFor(agentB, start, new Date(start.getTime() + HOUR));
    const refused = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/viewings/${viewing!.id}`,
      headers: manager.headers,
      payload: { leasingAgentId: agentB },
    });
    expect(refused.statusCode).toBe(409);
    const [still] = await t.app.db.select().from(viewings).where(eq(viewings.id, viewing!.id));
    expect(still!.leasingAgentId).toBe(agentA);
  });
});
