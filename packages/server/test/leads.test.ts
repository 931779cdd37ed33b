import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  messages,
  phoneCalls,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
} from '../src/db/schema/index.ts';
import { appendMessage } from '../src/modules/conversations/conversation.store.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

type InterestFields = Partial<typeof tenantPropertyInterests.$inferInsert>;
interface SeedMessage {
  role: 'user' | 'assistant';
  content: string;
  at: string;
}
interface SeedLead {
  propertyId: string;
  prospectId: string;
  unitId?: string | null;
  fields?: InterestFields;
  /** Omitted: a lead that never chatted (no conversation at all). */
  messages?: SeedMessage[];
  calls?: { phoneCallId: string; phoneNumber: string; at: string }[];
}
interface LeadBody {
  potentialTenant: Record<string, unknown> & { id: string };
  tenantPropertyInterest: Record<string, unknown> & { id: string };
  property: { id: string };
  unit: { id: string } | null;
  lastMessageAt: string | null;
  phoneCalls: { id: string; phoneCallId: string; phoneNumber: string; createdAt: string }[];
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe('leads and a lead conversation', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  const ids = { P: '', U: '', Q: '', O: '', ann: '', bob: '', cat: '', dan: '' };
  const lead = { annP: '', annO: '', bobP: '', catQ: '', danP: '' };
  let annConversation = '';

  const get = (url: string, headers: object = {}) =>
    t.app.inject({ method: 'GET', url, headers: headers as Record<string, string> });

  async function seedProperty(owner: TestManager, address: string, fields = {}) {
    const [row] = await t.app.db
      .insert(properties)
      .values({ userId: owner.id, address, type: 'CONDO', ...fields })
      .returning();
    return row!.id;
  }
  async function seedProspect(fields: Partial<typeof potentialTenants.$inferInsert> = {}) {
    const [row] = await t.app.db
      .insert(potentialTenants)
      .values({ email: `p-${randomBytes(4).toString('hex')}@example.com`, ...fields })
      .returning();
    return row!.id;
  }
  /** An interest with (optionally) its conversation, messages and calls; answers its id. */
  async function seedLead(seed: SeedLead) {
    let conversationId: string | null = null;
    if (seed.messages) {
      const [conversation] = await t.app.db
        .insert(conversations)
        .values({
          kind: 'PROPERTY_INTEREST',
          propertyId: seed.propertyId,
          potentialTenantId: seed.prospectId,
        })
        .returning();
      conversationId = conversation!.id;
      if (seed.messages.length) {
        await t.app.db.insert(messages).values(
          seed.messages.map((m) => ({
            conversationId: conversationId as string,
            role: m.role,
            content: m.content,
            createdAt: new Date(m.at),
          })),
        );
      }
    }
    const [interest] = await t.app.db
      .insert(tenantPropertyInterests)
      .values({
        propertyId: seed.propertyId,
        potentialTenantId: seed.prospectId,
        unitId: seed.unitId ?? null,
        conversationId,
        ...seed.fields,
      })
      .returning();
    const owner = (
      await t.app.db.select().from(properties).where(eq(properties.id, seed.propertyId))
    )[0]!.userId as string;
    for (const call of seed.calls ?? []) {
      await t.app.db.insert(phoneCalls).values({
        phoneCallId: call.phoneCallId,
        userId: owner,
        propertyId: seed.propertyId,
        interestId: interest!.id,
        phoneNumber: call.phoneNumber,
        createdAt: new Date(call.at),
      });
    }
    return { id: interest!.id, conversationId };
  }

  beforeAll(async () => {
    t = await createTestApp();
    me = await createManager(t.app);
    other = await createManager(t.app);
    ids.P = await seedProperty(me, '77 Lake Shore Drive', {
      dogsAllowedCount: 1,
      restrictedDogBreeds: 'PIT_BULL',
      questions: 'PETS,MOVE_IN_DATE',
    });
    ids.Q = await seedProperty(me, '12 Elm Street');
    ids.O = await seedProperty(other, '3 Other Lane');
    const [unit] = await t.app.db
      .insert(units)
      .values({ propertyId: ids.P, unitNumber: '12A', bedrooms: 2, monthlyPrice: 2100 })
      .returning();
    ids.U = unit!.id;
    ids.ann = await seedProspect({ email: 'ann@example.com', firstName: 'Ann', phone: null });
    ids.bob = await seedProspect({ email: 'bob@example.com' });
    ids.cat = await seedProspect({ email: 'cat@example.com', firstName: 'Cat', lastName: 'Ng' });
    ids.dan = await seedProspect({ email: 'dan@example.com' });

    const annP = await seedLead({
      propertyId: ids.P,
      prospectId: ids.ann,
      unitId: ids.U,
      fields: {
        status: 'PRE_SCREENING_COMPLETE',
        firstName: 'Lia',
        lastName: 'Moreau',
        phone: '2125550100',
        totalResidents: 3,
        monthlyIncome: 6500,
        smoking: false,
        pets: true,
        dogCount: 2,
        catCount: 0,
        totalPetCount: 2,
        dogBreeds: 'PIT_BULL,BEAGLE',
        dogSizeLbs: 45.5,
        emotionalSupportPet: 'ESA',
        moveInDate: '2027-03-01',
        createdAt: new Date('2026-10-01T09:00:00Z'),
        updatedAt: new Date('2026-10-02T09:00:00Z'),
      },
      // Stored out of order: the newest message is not the last one inserted.
      messages: [
        { role: 'user', content: 'Is it still available?', at: '2026-10-01T09:01:00Z' },
        { role: 'assistant', content: 'Yes! When would you move in?', at: '2026-10-03T12:00:00Z' },
        { role: 'assistant', content: 'Hi, I am Athena.', at: '2026-10-01T09:00:30Z' },
      ],
      calls: [
        { phoneCallId: 'call_old', phoneNumber: '2125550100', at: '2026-10-02T10:00:00Z' },
        { phoneCallId: 'call_new', phoneNumber: '2125550111', at: '2026-10-04T10:00:00Z' },
      ],
    });
    lead.annP = annP.id;
    annConversation = annP.conversationId as string;
    // The same prospect told the other manager different things: never shown to me.
    lead.annO = (
      await seedLead({
        propertyId: ids.O,
        prospectId: ids.ann,
        fields: {
          firstName: 'Secret',
          monthlyIncome: 99_999,
          dogCount: 5,
          moveInDate: '2030-01-01',
        },
        messages: [
          { role: 'user', content: 'Private to the other manager', at: '2026-12-01T00:00:00Z' },
        ],
        calls: [
          { phoneCallId: 'call_other', phoneNumber: '3125550100', at: '2026-10-05T10:00:00Z' },
        ],
      })
    ).id;
    // A lead forwarded by e-mail: no conversation, no unit, legacy placeholder move-in.
    lead.bobP = (
      await seedLead({
        propertyId: ids.P,
        prospectId: ids.bob,
        fields: {
          moveInDate: '0001-01-01',
          status: 'SOMETHING_OLD',
          createdAt: new Date('2026-09-01T00:00:00Z'),
        },
      })
    ).id;
    lead.danP = (
      await seedLead({
        propertyId: ids.P,
        prospectId: ids.dan,
        messages: [{ role: 'user', content: 'Dan here', at: '2026-09-20T00:00:00Z' }],
        fields: { createdAt: new Date('2026-09-19T00:00:00Z') },
      })
    ).id;
    // A conversation without messages yet.
    lead.catQ = (
      await seedLead({
        propertyId: ids.Q,
        prospectId: ids.cat,
        messages: [],
        fields: { status: 'SCHEDULING_COMPLETE', createdAt: new Date('2026-09-15T00:00:00Z') },
      })
    ).id;
  });
  afterAll(() => t.close());

  describe('GET /api/v1/leads', () => {
    it("answers the manager's lead with its answers, property, unit, last message and calls", async () => {
      const response = await get('/api/v1/leads', me.headers);
      expect(response.statusCode).toBe(200);
      const leads = response.json() as LeadBody[];
      const ann = leads.find((l) => l.tenantPropertyInterest.id === lead.annP)!;
      expect(ann.potentialTenant).toEqual({
        id: ids.ann,
        email: 'ann@example.com',
        firstName: 'Lia',
        lastName: 'Moreau',
        phone: '2125550100',
        totalResidents: 3,
        monthlyIncome: 6500,
        smoking: false,
        pets: true,
        dogCount: 2,
        catCount: 0,
        totalPetCount: 2,
        dogBreeds: 'PIT_BULL,BEAGLE',
        dogSizeLbs: 45.5,
        emotionalSupportPet: 'ESA',
        moveInDate: '2027-03-01',
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      });
      expect(ann.tenantPropertyInterest).toEqual({
        id: lead.annP,
        propertyId: ids.P,
        unitId: ids.U,
        tenantId: ids.ann,
        conversationId: annConversation,
        status: 'PRE_SCREENING_COMPLETE',
        createdAt: '2026-10-01T09:00:00.000Z',
        updatedAt: '2026-10-02T09:00:00.000Z',
      });
      // The property and unit exactly as their own endpoints answer them.
      expect(ann.property).toEqual((await get(`/api/v1/properties/${ids.P}`, me.headers)).json());
      expect(ann.property).toMatchObject({ address: '77 Lake Shore Drive', dogsAllowedCount: 1 });
      expect(ann.unit).toEqual((await get(`/api/v1/units/${ids.U}`, me.headers)).json());
      expect(ann.unit).toMatchObject({ unitNumber: '12A', bedrooms: 2, monthlyPrice: 2100 });
      expect(ann.lastMessageAt).toBe('2026-10-03T12:00:00.000Z');
      expect(ann.phoneCalls).toEqual([
        {
          id: expect.any(String),
          phoneCallId: 'call_new',
          phoneNumber: '2125550111',
          createdAt: '2026-10-04T10:00:00.000Z',
        },
        {
          id: expect.any(String),
          phoneCallId: 'call_old',
          phoneNumber: '2125550100',
          createdAt: '2026-10-02T10:00:00.000Z',
        },
      ]);
    });

    it('falls back to the identity, null unit and null last message, and hides placeholders', async () => {
      const leads = (await get('/api/v1/leads', me.headers)).json() as LeadBody[];
      const bob = leads.find((l) => l.tenantPropertyInterest.id === lead.bobP)!;
      expect(bob.unit).toBeNull();
      expect(bob.lastMessageAt).toBeNull();
      expect(bob.phoneCalls).toEqual([]);
      expect(bob.tenantPropertyInterest).toMatchObject({
        conversationId: null,
        unitId: null,
        // An unknown stored status is shown as the first step.
        status: 'PRE_SCREENING',
      });
      expect(bob.potentialTenant).toMatchObject({
        email: 'bob@example.com',
        firstName: null,
        moveInDate: null,
        pets: null,
        dogCount: null,
      });
      const cat = leads.find((l) => l.tenantPropertyInterest.id === lead.catQ)!;
      expect(cat.potentialTenant).toMatchObject({ firstName: 'Cat', lastName: 'Ng' });
      expect(cat.lastMessageAt).toBeNull();
      expect(cat.tenantPropertyInterest.conversationId).toEqual(expect.any(String));
    });

    it('orders by last message, newest first, then leads without messages newest first', async () => {
      const leads = (await get('/api/v1/leads', me.headers)).json() as LeadBody[];
      expect(leads.map((l) => l.tenantPropertyInterest.id)).toEqual([
        lead.annP, // last message 2026-10-03
        lead.danP, // last message 2026-09-20
        lead.catQ, // created 2026-09-15, no message
        lead.bobP, // created 2026-09-01, no conversation
      ]);
    });

    it("never shows another manager's leads, nor what the prospect told them", async () => {
      const mine = (await get('/api/v1/leads', me.headers)).json() as LeadBody[];
      expect(mine.map((l) => l.tenantPropertyInterest.id)).not.toContain(lead.annO);
      const ann = mine.find((l) => l.potentialTenant.id === ids.ann)!;
      expect(ann.potentialTenant).toMatchObject({ firstName: 'Lia', monthlyIncome: 6500 });
      expect(ann.phoneCalls.map((c) => c.phoneCallId)).not.toContain('call_other');

      const theirs = (await get('/api/v1/leads', other.headers)).json() as LeadBody[];
      expect(theirs).toHaveLength(1);
      expect(theirs[0]!.tenantPropertyInterest.id).toBe(lead.annO);
      expect(theirs[0]!.potentialTenant).toMatchObject({
        id: ids.ann,
        firstName: 'Secret',
        monthlyIncome: 99_999,
        dogCount: 5,
        moveInDate: '2030-01-01',
        phone: null,
      });
      expect(theirs[0]!.phoneCalls.map((c) => c.phoneCallId)).toEqual(['call_other']);
      expect(theirs[0]!.lastMessageAt).toBe('2026-12-01T00:00:00.000Z');
    });

    it('answers 304 to its ETag until one of the lead rows changes, and only then', async () => {
      const prospect = await seedProspect({ email: 'etag@example.com' });
      const [unit] = await t.app.db
        .insert(units)
        .values({ propertyId: ids.P, unitNumber: 'E1' })
        .returning();
      const fresh = await seedLead({
        propertyId: ids.P,
        prospectId: prospect,
        unitId: unit!.id,
        messages: [{ role: 'user', content: 'Hello', at: '2026-12-02T00:00:00.000Z' }],
      });
      let etag = '';
      /** The list is answered in full once after a change, then 304 to its new ETag. */
      const changedOnce = async () => {
        const full = await get('/api/v1/leads', { ...me.headers, 'if-none-match': etag });
        expect(full.statusCode).toBe(200);
        expect(full.headers['cache-control']).toBe('private, no-cache');
        expect(full.headers.etag).toMatch(/^W\/"l-/);
        expect(full.headers.etag).not.toBe(etag);
        etag = full.headers.etag as string;
        const same = await get('/api/v1/leads', { ...me.headers, 'if-none-match': etag });
        expect(same.statusCode).toBe(304);
        expect(same.body).toBe('');
      };
      await changedOnce();

      await appendMessage(t.app.db, fresh.conversationId!, 'assistant', 'Hi there');
      await changedOnce();
      await t.app.db
        .update(tenantPropertyInterests)
        .set({ status: 'PRE_SCREENING_COMPLETE' })
        .where(eq(tenantPropertyInterests.id, fresh.id));
      await changedOnce();
      await t.app.db.insert(phoneCalls).values({
        phoneCallId: 'call_etag',
        phoneNumber: '2125550199',
        userId: me.id,
        propertyId: ids.P,
        interestId: fresh.id,
      });
      await changedOnce();
      await t.app.db.update(units).set({ monthlyPrice: 1990 }).where(eq(units.id, unit!.id));
      await changedOnce();
      await t.app.db.delete(units).where(eq(units.id, unit!.id)); // the lead keeps no unit
      await changedOnce();

      // Another manager's leads changing is not a change of mine.
      await t.app.db
        .update(tenantPropertyInterests)
        .set({ status: 'SCHEDULING_COMPLETE' })
        .where(eq(tenantPropertyInterests.id, lead.annO));
      const mine = await get('/api/v1/leads', { ...me.headers, 'if-none-match': etag });
      expect(mine.statusCode).toBe(304);
      // Nor is the same ETag another manager's.
      const theirs = await get('/api/v1/leads', { ...other.headers, 'if-none-match': etag });
      expect(theirs.statusCode).toBe(200);
    });

    it('answers an empty list to a manager without properties', async () => {
      const newcomer = await createManager(t.app);
      const response = await get('/api/v1/leads', newcomer.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    });

    it('refuses a missing session, a bad token and tenant or resident sessions with 401', async () => {
      expect((await get('/api/v1/leads')).statusCode).toBe(401);
      expect((await get('/api/v1/leads', { authorization: 'Bearer nope' })).statusCode).toBe(401);
      for (const audience of ['tenant', 'resident'] as const) {
        const headers = await tokenFor(t.app, audience, ids.ann, 'ann@example.com');
        const response = await get('/api/v1/leads', headers);
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
    });
  });

  describe('GET /api/v2/conversations/property-interest/{propertyId} for a manager', () => {
    const url = (propertyId: string, tenantId?: string) =>
      `/api/v2/conversations/property-interest/${propertyId}${tenantId ? `?tenantId=${tenantId}` : ''}`;

    it("answers the lead's conversation with every message in the order it was written", async () => {
      const response = await get(url(ids.P, ids.ann), me.headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: annConversation,
        messages: [
          {
            id: expect.any(String),
            role: 'user',
            content: 'Is it still available?',
            createdAt: '2026-10-01T09:01:00.000Z',
          },
          {
            id: expect.any(String),
            role: 'assistant',
            content: 'Yes! When would you move in?',
            createdAt: '2026-10-03T12:00:00.000Z',
          },
          {
            id: expect.any(String),
            role: 'assistant',
            content: 'Hi, I am Athena.',
            createdAt: '2026-10-01T09:00:30.000Z',
          },
        ],
      });
    });

    it('answers 400 naming tenantId when it is missing or not an id', async () => {
      for (const target of [url(ids.P), url(ids.P, 'not-a-uuid')]) {
        const response = await get(target, me.headers);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.field).toBe('tenantId');
      }
      const badProperty = await get(url('nope', ids.ann), me.headers);
      expect(badProperty.statusCode).toBe(400);
      expect(badProperty.json().error.field).toBe('propertyId');
    });

    it("answers 404 for another manager's lead, an unknown one and a lead without a chat", async () => {
      for (const [headers, target] of [
        [other.headers, url(ids.P, ids.ann)],
        [me.headers, url(ids.O, ids.ann)],
        [me.headers, url(ids.P, UNKNOWN_ID)],
        [me.headers, url(ids.P, ids.bob)],
      ] as const) {
        const response = await get(target, headers);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
        expect(response.body).not.toContain('Private to the other manager');
      }
    });

    it("gives a tenant who passes another prospect's tenantId their own conversation only", async () => {
      const dan = await tokenFor(t.app, 'tenant', ids.dan, 'dan@example.com');
      const own = await get(url(ids.P, ids.ann), dan);
      expect(own.statusCode).toBe(200);
      expect(own.json().messages.map((m: { content: string }) => m.content)).toEqual(['Dan here']);
      const bob = await tokenFor(t.app, 'tenant', ids.bob, 'bob@example.com');
      const none = await get(url(ids.P, ids.ann), bob);
      expect(none.statusCode).toBe(404);
      expect(none.body).not.toContain('Is it still available?');
    });

    it('refuses a missing session and a resident session with 401', async () => {
      expect((await get(url(ids.P, ids.ann))).statusCode).toBe(401);
      const resident = await tokenFor(t.app, 'resident', ids.ann);
      expect((await get(url(ids.P, ids.ann), resident)).statusCode).toBe(401);
    });
  });
});

describe('leads at scale', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;

  beforeAll(async () => {
    t = await createTestApp();
    [me, other] = [await createManager(t.app), await createManager(t.app)];
  });
  afterAll(() => t.close());

  it('lists 2,000 leads with the right last message and calls, in order', async () => {
    const LEADS = 2000;
    const base = Date.UTC(2026, 0, 1);
    const minute = 60_000;
    const db = t.app.db;
    const props = await db
      .insert(properties)
      .values([
        ...Array.from({ length: 10 }, (_, i) => ({
          userId: me.id,
          address: `${i} Scale St`,
          type: 'APARTMENT',
        })),
        { userId: other.id, address: '1 Elsewhere', type: 'CONDO' },
      ])
      .returning({ id: properties.id });
    const mineProps = props.slice(0, 10).map((p) => p.id);
    const otherProp = props[10]!.id;
    const prospects = await db
      .insert(potentialTenants)
      .values(Array.from({ length: LEADS }, (_, i) => ({ email: `scale-${i}@example.com` })))
      .returning({ id: potentialTenants.id });

    // Every 11th lead never chatted; the others have a conversation with i % 5 messages.
    const chatting = prospects.map((p, i) => ({ i, prospectId: p.id })).filter(({ i }) => i % 11);
    const convRows = await db
      .insert(conversations)
      .values(
        chatting.map(({ i, prospectId }) => ({
          kind: 'PROPERTY_INTEREST',
          propertyId: mineProps[i % 10]!,
          potentialTenantId: prospectId,
        })),
      )
      .returning({ id: conversations.id });
    const conversationOf = new Map(chatting.map(({ i }, k) => [i, convRows[k]!.id]));
    const interests = await db
      .insert(tenantPropertyInterests)
      .values(
        prospects.map((p, i) => ({
          propertyId: mineProps[i % 10]!,
          potentialTenantId: p.id,
          conversationId: conversationOf.get(i) ?? null,
          createdAt: new Date(base + i * minute),
        })),
      )
      .returning({ id: tenantPropertyInterests.id });

    // Leads i and i + 1500 share a last-message time, so createdAt has to break the tie.
    const lastAt = new Map<number, number>();
    const messageRows: (typeof messages.$inferInsert)[] = [];
    for (const [i, conversationId] of conversationOf) {
      const count = i % 5;
      const slot = base + ((i * 7919) % 1500) * minute;
      // Newest first, so the newest message is never the last one stored.
      for (let j = count - 1; j >= 0; j--) {
        messageRows.push({
          conversationId,
          role: j % 2 ? 'assistant' : 'user',
          content: `m${i}.${j}`,
          createdAt: new Date(slot + j * 1000),
        });
      }
      if (count) lastAt.set(i, slot + (count - 1) * 1000);
    }
    for (let k = 0; k < messageRows.length; k += 2000) {
      await db.insert(messages).values(messageRows.slice(k, k + 2000));
    }
    const callsOf = new Map<number, string[]>();
    const callRows: (typeof phoneCalls.$inferInsert)[] = [];
    for (let i = 0; i < LEADS; i++) {
      const count = i % 7 === 0 ? 2 : i % 7 === 3 ? 1 : 0;
      for (let j = 0; j < count; j++) {
        callRows.push({
          phoneCallId: `scale_${i}_${j}`,
          userId: me.id,
          propertyId: mineProps[i % 10]!,
          interestId: interests[i]!.id,
          phoneNumber: '2125550100',
          createdAt: new Date(base + i * minute + j * 1000),
        });
      }
      if (count) callsOf.set(i, count === 2 ? [`scale_${i}_1`, `scale_${i}_0`] : [`scale_${i}_0`]);
    }
    await db.insert(phoneCalls).values(callRows);

    // Another manager's 50 leads of the same prospects, each with a newer message and a call.
    const [otherConv] = await db
      .insert(conversations)
      .values({
        kind: 'PROPERTY_INTEREST',
        propertyId: otherProp,
        potentialTenantId: prospects[0]!.id,
      })
      .returning({ id: conversations.id });
    await db.insert(messages).values({
      conversationId: otherConv!.id,
      role: 'user',
      content: 'elsewhere',
      createdAt: new Date(base + 10_000 * minute),
    });
    const otherInterests = await db
      .insert(tenantPropertyInterests)
      .values(
        prospects.slice(0, 50).map((p, k) => ({
          propertyId: otherProp,
          potentialTenantId: p.id,
          conversationId: k === 0 ? otherConv!.id : null,
        })),
      )
      .returning({ id: tenantPropertyInterests.id });
    await db.insert(phoneCalls).values({
      phoneCallId: 'scale_other',
      userId: other.id,
      propertyId: otherProp,
      interestId: otherInterests[0]!.id,
      phoneNumber: '3125550100',
    });

    // Newest last message first, none last; then newest created first (lead i at base + i min).
    const expected = Array.from({ length: LEADS }, (_, i) => i).sort(
      (a, b) => (lastAt.get(b) ?? -1) - (lastAt.get(a) ?? -1) || b - a,
    );
    // The fixture really exercises both keys: tied last messages and leads without any.
    expect(expected.filter((i) => !lastAt.has(i)).length).toBeGreaterThan(500);
    expect(new Set(lastAt.values()).size).toBeLessThan(lastAt.size);

    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leads',
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    const leads = response.json() as LeadBody[];
    expect(leads).toHaveLength(LEADS);
    expect(leads.map((l) => l.tenantPropertyInterest.id)).toEqual(
      expected.map((i) => interests[i]!.id),
    );
    leads.forEach((row, position) => {
      const i = expected[position]!;
      const at = lastAt.get(i);
      expect(row.lastMessageAt).toBe(at === undefined ? null : new Date(at).toISOString());
      expect(row.phoneCalls.map((c) => c.phoneCallId)).toEqual(callsOf.get(i) ?? []);
      expect(row.potentialTenant.id).toBe(prospects[i]!.id);
      expect(row.property.id).toBe(mineProps[i % 10]);
      expect(row.tenantPropertyInterest.conversationId).toBe(conversationOf.get(i) ?? null);
    });
  });
});
