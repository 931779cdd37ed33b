import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  messages,
  potentialTenants,
  properties,
  tenantPropertyInterests,
} from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ADMIN_EMAIL = 'admin@porchlight.test';

describe('the admin view', () => {
  let t: TestApp;
  let admin: TestManager;
  let alice: TestManager;
  let bruno: TestManager;
  const ids = { A: '', B: '', prospect: '', aliceLead: '', brunoLead: '', silentLead: '' };
  let conversationId = '';

  const get = (url: string, headers: object = {}) =>
    t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
  const urls = () => [
    '/api/v1/admin/tenant-interests',
    `/api/v1/admin/properties/${ids.A}`,
    `/api/v1/admin/potential-tenants/${ids.prospect}`,
    `/api/v1/admin/conversations/property-interest/${ids.aliceLead}`,
  ];

  beforeAll(async () => {
    t = await createTestApp({ ADMIN_EMAILS: `someone-else@example.com, ${ADMIN_EMAIL}` });
    admin = await createManager(t.app, ADMIN_EMAIL);
    alice = await createManager(t.app);
    bruno = await createManager(t.app);
    const [A, B] = await t.app.db
      .insert(properties)
      .values([
        {
          userId: alice.id,
          address: '10 Admin Avenue',
          type: 'DUPLEX',
          amenities: 'POOL',
          dogsAllowedCount: 2,
        },
        { userId: bruno.id, address: '20 Admin Avenue', type: 'CONDO' },
      ])
      .returning();
    ids.A = A!.id;
    ids.B = B!.id;
    const [prospect] = await t.app.db
      .insert(potentialTenants)
      .values({ email: 'pat@example.com', firstName: 'Pat', lastName: 'Lee', phone: '3125550100' })
      .returning();
    ids.prospect = prospect!.id;
    const [conversation] = await t.app.db
      .insert(conversations)
      .values({ kind: 'PROPERTY_INTEREST', propertyId: ids.A, potentialTenantId: ids.prospect })
      .returning();
    conversationId = conversation!.id;
    await t.app.db.insert(messages).values([
      {
        conversationId,
        role: 'assistant',
        content: 'Hi, I am Athena.',
        createdAt: new Date('2026-05-01T10:00:00Z'),
      },
      {
        conversationId,
        role: 'user',
        content: 'Do you allow dogs?',
        createdAt: new Date('2026-05-01T10:01:00Z'),
      },
    ]);
    const [aliceLead, brunoLead, silentLead] = await t.app.db
      .insert(tenantPropertyInterests)
      .values([
        {
          propertyId: ids.A,
          potentialTenantId: ids.prospect,
          conversationId,
          status: 'SCHEDULING_COMPLETE',
          firstName: 'Patricia',
          monthlyIncome: 7000,
          createdAt: new Date('2026-05-01T10:00:00Z'),
          updatedAt: new Date('2026-05-03T10:00:00Z'),
        },
        {
          propertyId: ids.B,
          potentialTenantId: ids.prospect,
          createdAt: new Date('2026-05-02T10:00:00Z'),
          updatedAt: new Date('2026-05-04T10:00:00Z'),
        },
        {
          propertyId: ids.B,
          potentialTenantId: (
            await t.app.db
              .insert(potentialTenants)
              .values({ email: 'quiet@example.com' })
              .returning()
          )[0]!.id,
          createdAt: new Date('2026-04-01T10:00:00Z'),
          updatedAt: new Date('2026-04-01T10:00:00Z'),
        },
      ])
      .returning();
    ids.aliceLead = aliceLead!.id;
    ids.brunoLead = brunoLead!.id;
    ids.silentLead = silentLead!.id;
  });
  afterAll(() => t.close());

  describe('GET /api/v1/admin/tenant-interests', () => {
    it("lists every account's interests, last updated first", async () => {
      const response = await get('/api/v1/admin/tenant-interests', admin.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([
        expect.objectContaining({ id: ids.brunoLead, propertyId: ids.B }),
        {
          id: ids.aliceLead,
          propertyId: ids.A,
          unitId: null,
          tenantId: ids.prospect,
          conversationId,
          status: 'SCHEDULING_COMPLETE',
          createdAt: '2026-05-01T10:00:00.000Z',
          updatedAt: '2026-05-03T10:00:00.000Z',
          // Names for people, beside the ids.
          propertyAddress: '10 Admin Avenue',
          tenantEmail: 'pat@example.com',
          tenantName: 'Pat Lee',
        },
        expect.objectContaining({ id: ids.silentLead, conversationId: null }),
      ]);
    });
  });

  describe('GET /api/v1/admin/properties/{id}', () => {
    it("answers any manager's property as its owner sees it", async () => {
      const response = await get(`/api/v1/admin/properties/${ids.A}`, admin.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual(
        (await get(`/api/v1/properties/${ids.A}`, alice.headers)).json(),
      );
      expect(response.json()).toMatchObject({
        id: ids.A,
        userId: alice.id,
        address: '10 Admin Avenue',
        type: 'DUPLEX',
        amenities: 'POOL',
        dogsAllowedCount: 2,
      });
    });

    it('answers 404 for an unknown property and 400 naming id for a malformed one', async () => {
      const unknown = await get(`/api/v1/admin/properties/${UNKNOWN_ID}`, admin.headers);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('NOT_FOUND');
      const bad = await get('/api/v1/admin/properties/42', admin.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('id');
    });
  });

  describe('GET /api/v1/admin/potential-tenants/{id}', () => {
    it("answers the prospect's identity, without any manager's pre-screening answers", async () => {
      const response = await get(`/api/v1/admin/potential-tenants/${ids.prospect}`, admin.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: ids.prospect,
        email: 'pat@example.com',
        firstName: 'Pat',
        lastName: 'Lee',
        phone: '3125550100',
        totalResidents: null,
        monthlyIncome: null,
        smoking: null,
        pets: null,
        dogCount: null,
        catCount: null,
        totalPetCount: null,
        dogBreeds: null,
        dogSizeLbs: null,
        emotionalSupportPet: null,
        moveInDate: null,
        createdAt: expect.stringMatching(/Z$/),
      });
    });

    it('answers 404 for an unknown prospect and 400 naming id for a malformed one', async () => {
      const unknown = await get(`/api/v1/admin/potential-tenants/${UNKNOWN_ID}`, admin.headers);
      expect(unknown.statusCode).toBe(404);
      const bad = await get('/api/v1/admin/potential-tenants/pat', admin.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('id');
    });
  });

  describe('GET /api/v1/admin/conversations/property-interest/{id}', () => {
    it("answers the interest's conversation with its messages in order", async () => {
      const response = await get(
        `/api/v1/admin/conversations/property-interest/${ids.aliceLead}`,
        admin.headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: conversationId,
        messages: [
          {
            id: expect.any(String),
            role: 'assistant',
            content: 'Hi, I am Athena.',
            createdAt: '2026-05-01T10:00:00.000Z',
          },
          {
            id: expect.any(String),
            role: 'user',
            content: 'Do you allow dogs?',
            createdAt: '2026-05-01T10:01:00.000Z',
          },
        ],
      });
    });

    it('answers 404 for an interest without a chat or unknown, 400 for a malformed id', async () => {
      for (const id of [ids.silentLead, UNKNOWN_ID]) {
        const response = await get(
          `/api/v1/admin/conversations/property-interest/${id}`,
          admin.headers,
        );
        expect(response.statusCode).toBe(404);
        expect(response.json().error.message).toBe('Conversation not found.');
      }
      const bad = await get('/api/v1/admin/conversations/property-interest/x', admin.headers);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.field).toBe('id');
    });
  });

  describe('access', () => {
    it('answers 403 to a manager who is not an admin, even for their own records', async () => {
      for (const url of urls()) {
        const response = await get(url, alice.headers);
        expect(response.statusCode, url).toBe(403);
        expect(response.json().error.code).toBe('FORBIDDEN');
        expect(response.body).not.toContain('Do you allow dogs?');
      }
    });

    it('answers 401 without a session and to tenant or resident sessions', async () => {
      for (const url of urls()) {
        expect((await get(url)).statusCode, url).toBe(401);
        for (const audience of ['tenant', 'resident'] as const) {
          // Even one carrying the admin's e-mail: only a manager session can be an admin.
          const headers = await tokenFor(t.app, audience, ids.prospect, ADMIN_EMAIL);
          const response = await get(url, headers);
          expect(response.statusCode, url).toBe(401);
          expect(response.json().error.code).toBe('UNAUTHORIZED');
        }
      }
    });
  });
});
