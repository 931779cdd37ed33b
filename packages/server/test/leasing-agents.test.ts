import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leasingAgents, properties } from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const PHONE_ERROR = {
  code: 'VALIDATION',
  message: 'Please enter a valid phone number.',
  field: 'phone',
};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
interface Agent {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  createdAt: string;
  updatedAt: string;
}

describe('leasing agents', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  let tenantHeaders: { authorization: string };

  const call = (method: Method, url: string, headers: object = {}, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });
  const agentRow = async (id: string) =>
    (await t.app.db.select().from(leasingAgents).where(eq(leasingAgents.id, id)))[0];
  const allAgents = () => t.app.db.select().from(leasingAgents).orderBy(leasingAgents.id);
  let seq = 0;
  async function createAgent(owner: TestManager, fields: Partial<Agent> = {}): Promise<Agent> {
    seq += 1;
    const response = await call('POST', '/api/v1/leasing-agents', owner.headers, {
      firstName: `First${seq}`,
      lastName: `Last${seq}`,
      email: `agent${seq}@agency.com`,
      phone: '2125550100',
      ...fields,
    });
    expect(response.statusCode).toBe(201);
    return response.json();
  }

  beforeAll(async () => {
    t = await createTestApp();
    me = await createManager(t.app);
    other = await createManager(t.app);
    tenantHeaders = await tokenFor(t.app, 'tenant', me.id, me.email);
  });
  afterAll(() => t.close());

  describe('POST /api/v1/leasing-agents', () => {
    it('creates an agent with trimmed names, a lower-cased e-mail and the normalised phone', async () => {
      const response = await call('POST', '/api/v1/leasing-agents', me.headers, {
        firstName: ' Lee ',
        lastName: ' Park ',
        email: 'Lee.Park@Agency.COM',
        phone: '12125550100',
      });
      expect(response.statusCode).toBe(201);
      const agent = response.json() as Agent;
      expect(agent.id).toMatch(UUID);
      expect(agent.userId).toBe(me.id);
      expect(agent.firstName).toBe('Lee');
      expect(agent.lastName).toBe('Park');
      expect(agent.email).toBe('lee.park@agency.com');
      expect(agent.phone).toBe('12125550100');
      expect(new Date(agent.createdAt).toISOString()).toBe(agent.createdAt);
      expect(agent.updatedAt).toBe(agent.createdAt);
      expect(await agentRow(agent.id)).toMatchObject({
        userId: me.id,
        firstName: 'Lee',
        email: 'lee.park@agency.com',
        phone: '12125550100',
      });
    });

    it.each([
      ['an 11-digit number whose second digit is 0', '10234567890'],
      ['a 10-digit number starting with 1', '1234567890'],
      ['a formatted number (the client sends digits only)', '(212) 555-0100'],
      ['nine digits', '212555010'],
      ['an empty phone', ''],
    ])('refuses %s with the spec message and stores nothing', async (_case, phone) => {
      const before = await allAgents();
      const response = await call('POST', '/api/v1/leasing-agents', me.headers, {
        firstName: 'Ann',
        lastName: 'Bee',
        email: 'ann@agency.com',
        phone,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(PHONE_ERROR);
      expect(await allAgents()).toEqual(before);
    });

    it.each([
      ['a missing phone', { firstName: 'A', lastName: 'B', email: 'a@b.co' }, 'phone'],
      [
        'a missing first name',
        { lastName: 'B', email: 'a@b.co', phone: '2125550100' },
        'firstName',
      ],
      [
        'a blank last name',
        { firstName: 'A', lastName: '  ', email: 'a@b.co', phone: '2125550100' },
        'lastName',
      ],
      [
        'a malformed e-mail',
        { firstName: 'A', lastName: 'B', email: 'nope', phone: '2125550100' },
        'email',
      ],
      [
        'another owner',
        { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '2125550100', userId: UNKNOWN_ID },
        'userId',
      ],
    ])('refuses %s, naming the field, and stores nothing', async (_case, payload, field) => {
      const before = await allAgents();
      const response = await call('POST', '/api/v1/leasing-agents', me.headers, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'VALIDATION', field });
      expect(await allAgents()).toEqual(before);
    });
  });

  describe('GET /api/v1/leasing-agents', () => {
    it("lists only the manager's own agents, oldest first", async () => {
      const fresh = await createManager(t.app);
      const zed = await createAgent(fresh, { firstName: 'Zed', lastName: 'Young' });
      const amy = await createAgent(fresh, { firstName: 'Amy', lastName: 'Adams' });
      await createAgent(other);
      const response = await call('GET', '/api/v1/leasing-agents', fresh.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([zed, amy]);
    });

    it('answers an empty list to a manager with no agents', async () => {
      const fresh = await createManager(t.app);
      const response = await call('GET', '/api/v1/leasing-agents', fresh.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });
  });

  describe('PATCH /api/v1/leasing-agents/{id}', () => {
    it('changes only the fields sent and moves updatedAt', async () => {
      const agent = await createAgent(me, { firstName: 'Kim', email: 'kim@agency.com' });
      // The edit's time, not the creation's: both may fall in one millisecond.
      const editedFrom = Date.now();
      const response = await call('PATCH', `/api/v1/leasing-agents/${agent.id}`, me.headers, {
        email: 'Kim.New@Agency.com',
        phone: '13125550199',
      });
      expect(response.statusCode).toBe(200);
      const edited = response.json() as Agent;
      expect(edited).toMatchObject({
        id: agent.id,
        userId: me.id,
        firstName: 'Kim',
        lastName: agent.lastName,
        email: 'kim.new@agency.com',
        phone: '13125550199',
        createdAt: agent.createdAt,
      });
      expect(Date.parse(edited.updatedAt)).toBeGreaterThanOrEqual(
        Math.max(editedFrom, Date.parse(agent.updatedAt)),
      );
      expect(await agentRow(agent.id)).toMatchObject({
        email: 'kim.new@agency.com',
        phone: '13125550199',
      });
    });

    it('refuses an invalid phone with the spec message and leaves the agent as it was', async () => {
      const agent = await createAgent(me);
      const before = await agentRow(agent.id);
      const response = await call('PATCH', `/api/v1/leasing-agents/${agent.id}`, me.headers, {
        firstName: 'Changed',
        phone: '555-0100',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual(PHONE_ERROR);
      expect(await agentRow(agent.id)).toEqual(before);
    });

    it('refuses an empty change, an unknown field and a malformed id', async () => {
      const agent = await createAgent(me);
      const before = await agentRow(agent.id);
      const url = `/api/v1/leasing-agents/${agent.id}`;
      expect((await call('PATCH', url, me.headers, {})).statusCode).toBe(400);
      const extra = await call('PATCH', url, me.headers, { createdAt: '2020-01-01T00:00:00Z' });
      expect(extra.statusCode).toBe(400);
      expect(extra.json().error.field).toBe('createdAt');
      const badId = await call('PATCH', '/api/v1/leasing-agents/42', me.headers, {
        firstName: 'X',
      });
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error.field).toBe('id');
      expect(await agentRow(agent.id)).toEqual(before);
    });

    it("answers 404 for another manager's agent or an unknown id, changing nothing", async () => {
      const theirs = await createAgent(other);
      const before = await agentRow(theirs.id);
      for (const id of [theirs.id, UNKNOWN_ID]) {
        const response = await call('PATCH', `/api/v1/leasing-agents/${id}`, me.headers, {
          firstName: 'Stolen',
        });
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      expect(await agentRow(theirs.id)).toEqual(before);
    });
  });

  describe('DELETE /api/v1/leasing-agents/{id}', () => {
    it('deletes the agent and the properties that named it fall back to no agent', async () => {
      const agent = await createAgent(me);
      const kept = await createAgent(me);
      const [named, untouched] = await t.app.db
        .insert(properties)
        .values([
          { userId: me.id, address: '1 Elm Street', type: 'DUPLEX', leasingAgentId: agent.id },
          { userId: me.id, address: '2 Elm Street', type: 'DUPLEX', leasingAgentId: kept.id },
        ])
        .returning();

      const response = await call('DELETE', `/api/v1/leasing-agents/${agent.id}`, me.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(await agentRow(agent.id)).toBeUndefined();
      const after = await t.app.db.select().from(properties);
      expect(after.find((p) => p.id === named!.id)?.leasingAgentId).toBeNull();
      expect(after.find((p) => p.id === untouched!.id)?.leasingAgentId).toBe(kept.id);
      const list = (await call('GET', '/api/v1/leasing-agents', me.headers)).json() as Agent[];
      expect(list.map((a) => a.id)).not.toContain(agent.id);
      expect(list.map((a) => a.id)).toContain(kept.id);
    });

    it("answers 404 for another manager's agent, an unknown id or one already deleted", async () => {
      const theirs = await createAgent(other);
      const mine = await createAgent(me);
      await call('DELETE', `/api/v1/leasing-agents/${mine.id}`, me.headers);
      for (const id of [theirs.id, UNKNOWN_ID, mine.id]) {
        const response = await call('DELETE', `/api/v1/leasing-agents/${id}`, me.headers);
        expect(response.statusCode).toBe(404);
      }
      expect(await agentRow(theirs.id)).toBeDefined();
      const badId = await call('DELETE', '/api/v1/leasing-agents/not-an-id', me.headers);
      expect(badId.statusCode).toBe(400);
      expect(badId.json().error.field).toBe('id');
    });
  });

  describe('without a manager session', () => {
    let agent: Agent;
    beforeAll(async () => {
      agent = await createAgent(me);
    });
    const routes: [string, Method, () => string, object?][] = [
      ['listLeasingAgents', 'GET', () => '/api/v1/leasing-agents'],
      [
        'createLeasingAgent',
        'POST',
        () => '/api/v1/leasing-agents',
        { firstName: 'A', lastName: 'B', email: 'a@b.co', phone: '2125550100' },
      ],
      [
        'updateLeasingAgent',
        'PATCH',
        () => `/api/v1/leasing-agents/${agent.id}`,
        { firstName: 'X' },
      ],
      ['deleteLeasingAgent', 'DELETE', () => `/api/v1/leasing-agents/${agent.id}`],
    ];
    it.each(routes)(
      '%s answers 401 with no token or a tenant token, changing nothing',
      async (_name, method, url, payload) => {
        const before = await allAgents();
        for (const headers of [{}, tenantHeaders]) {
          const response = await call(method, url(), headers, payload);
          expect(response.statusCode).toBe(401);
          expect(response.json().error.code).toBe('UNAUTHORIZED');
        }
        expect(await allAgents()).toEqual(before);
      },
    );
  });
});
