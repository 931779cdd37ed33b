/**
 * Attack: another account's id, on every endpoint. Manager B (and A's own prospect and
 * resident, on B's side) call each endpoint with ids that are not theirs: the answer is
 * the endpoint's documented refusal (404, so existence is never revealed; 400 where a
 * foreign id is a bad field), and no row anywhere changes. The table is checked against
 * the contract, so a new endpoint cannot ship without its case.
 */
import { type EndpointName, endpoints } from '@porchlight/contract';
import { defaultViewingDays, isOfferedSlot, wallClockAt } from '@porchlight/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tokenFor } from '../helpers.ts';
import { type SeededAccount, seedAccount, snapshot } from './fixtures.ts';

interface Attack {
  name: EndpointName;
  params?: Record<string, string>;
  query?: Record<string, string>;
  payload?: object;
  /** The documented refusal; 404 unless the endpoint says otherwise. */
  status?: number;
}

type Accounts = { a: SeededAccount; b: SeededAccount; slot: string };

/** Manager B against manager A's resources (path, body and query ids). */
const MANAGER_ATTACKS: Partial<Record<EndpointName, (x: Accounts) => Attack[]>> = {
  getProperty: ({ a }) => [{ name: 'getProperty', params: { id: a.propertyId } }],
  updateProperty: ({ a, b }) => [
    { name: 'updateProperty', params: { id: a.propertyId }, payload: { description: 'pwned' } },
    // B's own property may not name A's leasing agent.
    {
      name: 'updateProperty',
      params: { id: b.propertyId },
      payload: { leasingAgentId: a.leasingAgentId },
      status: 400,
    },
  ],
  deleteProperty: ({ a }) => [{ name: 'deleteProperty', params: { id: a.propertyId } }],
  listPropertyUnits: ({ a }) => [{ name: 'listPropertyUnits', params: { id: a.propertyId } }],
  listDivisions: ({ a }) => [{ name: 'listDivisions', params: { id: a.propertyId } }],
  createDivision: ({ a }) => [
    { name: 'createDivision', params: { id: a.propertyId }, payload: { name: 'pwned' } },
  ],
  deleteDivision: ({ a }) => [{ name: 'deleteDivision', params: { id: a.divisionId } }],
  uploadLease: ({ a }) => [
    { name: 'uploadLease', params: { id: a.propertyId }, payload: { text: 'pwned lease' } },
  ],
  extractLeaseText: ({ a }) => [
    { name: 'extractLeaseText', params: { id: a.propertyId }, payload: { text: 'pwned lease' } },
  ],
  redeliverWebhook: ({ a }) => [{ name: 'redeliverWebhook', params: { id: a.webhookDeliveryId } }],
  importListing: ({ a }) => [
    {
      name: 'importListing',
      payload: { url: 'https://listings.example/1', propertyId: a.propertyId },
    },
  ],
  createUnit: ({ a }) => [
    { name: 'createUnit', payload: { propertyId: a.propertyId, unitNumber: 'pwned' } },
  ],
  getUnit: ({ a }) => [{ name: 'getUnit', params: { id: a.unitId } }],
  updateUnit: ({ a }) => [
    { name: 'updateUnit', params: { id: a.unitId }, payload: { unitNumber: 'pwned' } },
  ],
  deleteUnit: ({ a }) => [{ name: 'deleteUnit', params: { id: a.unitId } }],
  listUnitListings: ({ a }) => [{ name: 'listUnitListings', params: { id: a.unitId } }],
  listUnitTenantLeases: ({ a }) => [{ name: 'listUnitTenantLeases', params: { id: a.unitId } }],
  listPropertyAttributes: ({ a }) => [
    { name: 'listPropertyAttributes', params: { id: a.propertyId } },
  ],
  listUnitAttributes: ({ a }) => [{ name: 'listUnitAttributes', params: { id: a.unitId } }],
  createAttribute: ({ a }) =>
    (
      [
        ['properties', a.propertyId],
        ['units', a.unitId],
        ['users', a.manager.id],
      ] as const
    ).map(([ownerTable, ownerID]) => ({
      name: 'createAttribute' as const,
      payload: { attributeType: 'LATE_FEE_POLICY', ownerTable, ownerID, textContent: 'pwned' },
    })),
  updateAttribute: ({ a }) => [
    { name: 'updateAttribute', params: { id: a.attributeId }, payload: { textContent: 'CUSTOM' } },
  ],
  getTenant: ({ a }) => [{ name: 'getTenant', params: { id: a.tenantId } }],
  updateTenant: ({ a }) => [
    { name: 'updateTenant', params: { id: a.tenantId }, payload: { firstName: 'Pwned' } },
  ],
  createTenantLease: ({ a, b }) => [
    {
      name: 'createTenantLease',
      payload: { tenantId: a.tenantId, propertyId: b.propertyId, unitId: b.unitId },
    },
    {
      name: 'createTenantLease',
      payload: { tenantId: b.tenantId, propertyId: a.propertyId, unitId: a.unitId },
    },
    {
      name: 'createTenantLease',
      payload: { tenantId: b.tenantId, propertyId: b.propertyId, unitId: a.unitId },
    },
  ],
  deleteTenantLease: ({ a }) => [{ name: 'deleteTenantLease', params: { id: a.leaseId } }],
  updateLeasingAgent: ({ a }) => [
    { name: 'updateLeasingAgent', params: { id: a.leasingAgentId }, payload: { firstName: 'P' } },
  ],
  deleteLeasingAgent: ({ a }) => [{ name: 'deleteLeasingAgent', params: { id: a.leasingAgentId } }],
  getPhoneCall: ({ a }) => [{ name: 'getPhoneCall', params: { phoneCallId: a.phoneCallId } }],
  getPropertyInterestConversation: ({ a, b }) => [
    {
      name: 'getPropertyInterestConversation',
      params: { propertyId: a.propertyId },
      query: { tenantId: a.prospectId },
    },
    // A's prospect through B's own property id.
    {
      name: 'getPropertyInterestConversation',
      params: { propertyId: b.propertyId },
      query: { tenantId: a.prospectId },
    },
  ],
  startResidentConversation: ({ a, b }) => [
    { name: 'startResidentConversation', payload: { propertyId: a.propertyId } },
    { name: 'startResidentConversation', payload: { propertyId: b.propertyId, unitId: a.unitId } },
  ],
  getResidentConversation: ({ a }) => [
    { name: 'getResidentConversation', params: { id: a.residentConversationId } },
  ],
  sendResidentMessage: ({ a }) => [
    {
      name: 'sendResidentMessage',
      params: { id: a.residentConversationId },
      payload: { message: 'pwned' },
    },
  ],
  resetResidentConversation: ({ a }) => [
    { name: 'resetResidentConversation', params: { id: a.residentConversationId } },
  ],
  streamResidentConversation: ({ a }) => [
    { name: 'streamResidentConversation', params: { id: a.residentConversationId } },
  ],
  getUser: ({ a }) => [{ name: 'getUser', params: { id: a.manager.id } }],
  updateUser: ({ a }) => [
    { name: 'updateUser', params: { id: a.manager.id }, payload: { firstName: 'Pwned' } },
    {
      name: 'updateUser',
      params: { id: a.manager.id },
      payload: { webhookURL: 'https://evil.example/hook' },
    },
  ],
  getWorkflowRun: ({ a }) => [{ name: 'getWorkflowRun', params: { id: a.workflowRunId } }],
  resolveAttention: ({ a }) => [
    { name: 'resolveAttention', params: { id: a.attentionItemId }, payload: {} },
  ],
  answerAttention: ({ a }) => [
    {
      name: 'answerAttention',
      params: { id: a.attentionItemId },
      payload: { answer: 'pwned', remember: true },
    },
  ],
  listPropertyFacts: ({ a }) => [{ name: 'listPropertyFacts', params: { id: a.propertyId } }],
  createPropertyFact: ({ a, b }) => [
    {
      name: 'createPropertyFact',
      params: { id: a.propertyId },
      payload: { question: 'pwned?', answer: 'pwned' },
    },
    // B's own property, A's unit.
    {
      name: 'createPropertyFact',
      params: { id: b.propertyId },
      payload: { question: 'pwned?', answer: 'pwned', unitId: a.unitId },
    },
  ],
  updatePropertyFact: ({ a }) => [
    { name: 'updatePropertyFact', params: { id: a.factId }, payload: { answer: 'pwned' } },
  ],
  deletePropertyFact: ({ a }) => [{ name: 'deletePropertyFact', params: { id: a.factId } }],
  getLeadConversation: ({ a }) => [{ name: 'getLeadConversation', params: { id: a.interestId } }],
  sendLeadMessage: ({ a }) => [
    { name: 'sendLeadMessage', params: { id: a.interestId }, payload: { message: 'pwned' } },
  ],
  bookLeadViewing: ({ a, slot }) => [
    { name: 'bookLeadViewing', params: { id: a.interestId }, payload: { datetime: slot } },
  ],
  cancelViewing: ({ a }) => [{ name: 'cancelViewing', params: { id: a.viewingId } }],
  markViewingOutcome: ({ a }) => [
    { name: 'markViewingOutcome', params: { id: a.viewingId }, payload: { outcome: 'NO_SHOW' } },
  ],
  setLeadAssistant: ({ a }) => [
    { name: 'setLeadAssistant', params: { id: a.interestId }, payload: { paused: true } },
  ],
  sendPropertyTestText: ({ a }) => [
    {
      name: 'sendPropertyTestText',
      params: { propertyId: a.propertyId },
      payload: { to: '+13125550123' },
    },
  ],
  revokeCalendarFeed: ({ a }) => [{ name: 'revokeCalendarFeed', params: { id: a.calendarFeedId } }],
  getShowings: ({ a }) => [{ name: 'getShowings', params: { propertyId: a.propertyId } }],
  updateShowings: ({ a, b }) => [
    {
      name: 'updateShowings',
      params: { propertyId: a.propertyId },
      payload: { showingMode: 'SELF_GUIDED', viewingAssignment: 'FIXED', agentIds: [] },
    },
    // B's own property, A's agent: B may not give A's agent its viewings.
    {
      name: 'updateShowings',
      params: { propertyId: b.propertyId },
      payload: {
        showingMode: 'AGENT',
        viewingAssignment: 'ROUND_ROBIN',
        agentIds: [a.leasingAgentId],
      },
    },
  ],
  createOpenHouse: ({ a }) => [
    {
      name: 'createOpenHouse',
      params: { propertyId: a.propertyId },
      payload: {
        startsAt: new Date(Date.now() + 40 * 86_400_000).toISOString(),
        endsAt: new Date(Date.now() + 40 * 86_400_000 + 3_600_000).toISOString(),
        capacity: 3,
      },
    },
  ],
  deleteOpenHouse: ({ a, b }) => [
    {
      name: 'deleteOpenHouse',
      params: { propertyId: a.propertyId, openHouseId: a.openHouseId },
    },
    // B's own property, A's open house.
    {
      name: 'deleteOpenHouse',
      params: { propertyId: b.propertyId, openHouseId: a.openHouseId },
    },
  ],
  reassignViewing: ({ a, b }) => [
    { name: 'reassignViewing', params: { id: a.viewingId }, payload: { leasingAgentId: null } },
    // B's own viewing given to A's agent.
    {
      name: 'reassignViewing',
      params: { id: b.viewingId },
      payload: { leasingAgentId: a.leasingAgentId },
    },
  ],
  // A's agent: B may not make a subscription of A's agent's viewings.
  createCalendarFeed: ({ a }) => [
    { name: 'createCalendarFeed', payload: { leasingAgentId: a.leasingAgentId } },
  ],
  refreshCalendarSource: ({ a }) => [
    { name: 'refreshCalendarSource', params: { id: a.calendarSourceId } },
  ],
  deleteCalendarSource: ({ a }) => [
    { name: 'deleteCalendarSource', params: { id: a.calendarSourceId } },
  ],
  // A's agent: B may not add a busy calendar that would block A's agent's slots.
  createCalendarSource: ({ a }) => [
    {
      name: 'createCalendarSource',
      payload: {
        leasingAgentId: a.leasingAgentId,
        name: 'pwned',
        url: 'https://calendar.example/pwned.ics',
      },
    },
  ],
};

/** Any day of this month, as 'MM-DD-YYYY': the seeded leads start now. */
const THIS_MONTH = `${String(new Date().getUTCMonth() + 1).padStart(2, '0')}-01-${new Date().getUTCFullYear()}`;

/** Manager endpoints that take no id: B's answer holds nothing of A's. */
const MANAGER_LISTS: Partial<Record<EndpointName, Record<string, string>>> = {
  listProperties: {},
  listLeasingAgents: {},
  listUserAttributes: {},
  listLeads: {},
  listLeadsPage: {},
  exportLeads: {},
  listResidentConversations: {},
  listWorkflowRuns: {},
  listAttention: {},
  listViewings: { to: new Date(Date.now() + 30 * 86_400_000).toISOString() },
  countAttention: {},
  getSubscription: {},
  tenantInterestAnalytics: { startDate: '01-01-2000', endDate: '12-31-2099' },
  messageAnalytics: { startDate: '01-01-2000', endDate: '12-31-2099' },
  leadTrendAnalytics: { endDate: THIS_MONTH },
  listCalendarFeeds: {},
  listCalendarSources: {},
  listWebhookDeliveries: {},
  getSetup: {},
};

/** Manager endpoints that name no other record at all: only the caller's own account. */
const MANAGER_OWN_ACCOUNT_ONLY: Partial<Record<EndpointName, string>> = {
  createProperty: 'address, type and name only',
  createLeasingAgent: 'names and contact details only',
  createTenant: 'names and contact details only',
  createWebhookKey: 'the caller’s own key',
  sendWebhookTest: 'a test event to the caller’s own URL',
  checkout: 'a quantity for the caller’s own subscription',
  openBillingPortal: 'the caller’s own billing account',
  createWorkflowRun: 'a template type and free-text variables',
  signOutEverywhere: 'the caller’s own sessions',
  updateSetup: 'the caller’s own checklist and welcome-question state',
};

/** A's prospect and A's resident against manager B's property, conversation and units. */
const SESSION_ATTACKS: Partial<Record<EndpointName, (x: Accounts) => Attack[]>> = {
  getPropertyInterestConversation: ({ b }) => [
    { name: 'getPropertyInterestConversation', params: { propertyId: b.propertyId } },
  ],
  sendPropertyInterestMessage: ({ b }) => [
    {
      name: 'sendPropertyInterestMessage',
      params: { propertyId: b.propertyId },
      payload: { message: 'hello' },
    },
  ],
  resetPropertyInterestConversation: ({ b }) => [
    { name: 'resetPropertyInterestConversation', params: { propertyId: b.propertyId } },
  ],
  scheduleViewing: ({ a, b, slot }) => [
    {
      name: 'scheduleViewing',
      params: { propertyId: b.propertyId },
      payload: { datetime: slot, propertyId: b.propertyId },
    },
    // Their own lead, but B's unit: the booking (and its e-mails) would name B's unit.
    {
      name: 'scheduleViewing',
      params: { propertyId: a.propertyId },
      payload: { datetime: slot, propertyId: a.propertyId, unitId: b.unitId },
    },
  ],
  requestCall: ({ a, b }) => [
    { name: 'requestCall', payload: { propertyId: b.propertyId, phone: '3125550123' } },
    // Their own lead, but B's unit: the call (and B-side webhooks) would carry B's unit.
    {
      name: 'requestCall',
      payload: { propertyId: a.propertyId, unitId: b.unitId, phone: '3125550123' },
    },
  ],
  startResidentConversation: ({ b }) => [
    { name: 'startResidentConversation', payload: { propertyId: b.propertyId } },
  ],
  getResidentConversation: ({ b }) => [
    { name: 'getResidentConversation', params: { id: b.residentConversationId } },
  ],
  sendResidentMessage: ({ b }) => [
    {
      name: 'sendResidentMessage',
      params: { id: b.residentConversationId },
      payload: { message: 'hello' },
    },
  ],
  resetResidentConversation: ({ b }) => [
    { name: 'resetResidentConversation', params: { id: b.residentConversationId } },
  ],
  streamResidentConversation: ({ b }) => [
    { name: 'streamResidentConversation', params: { id: b.residentConversationId } },
  ],
  getPropertyInterestUnread: ({ b }) => [
    { name: 'getPropertyInterestUnread', params: { propertyId: b.propertyId } },
  ],
  streamPropertyInterestConversation: ({ b }) => [
    { name: 'streamPropertyInterestConversation', params: { propertyId: b.propertyId } },
  ],
  textMeInstead: ({ b }) => [
    { name: 'textMeInstead', payload: { propertyId: b.propertyId, phone: '3125550123' } },
  ],
};

const hasPathParam = (name: EndpointName) => /\{\w+\}/.test(endpoints[name].path);
const allows = (name: EndpointName, audience: string) =>
  (endpoints[name].auth as readonly string[]).includes(audience);
const names = Object.keys(endpoints) as EndpointName[];

function urlOf(attack: Attack): string {
  const path = endpoints[attack.name].path.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = attack.params?.[key];
    if (!value) throw new Error(`${attack.name}: no value for {${key}}`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams(attack.query ?? {}).toString();
  return query ? `${path}?${query}` : path;
}

/** The first slot the default viewing hours offer, a day or more from now (in UTC). */
function offeredSlot(): string {
  const start = new Date(Date.now() + 86_400_000);
  start.setUTCMinutes(0, 0, 0);
  for (let step = 0; step < 14 * 48; step++) {
    const at = new Date(start.getTime() + step * 30 * 60_000);
    if (isOfferedSlot(defaultViewingDays(), wallClockAt(at, 'UTC'))) return at.toISOString();
  }
  throw new Error('The default viewing hours offer no slot.');
}

describe('the ownership table covers the contract', () => {
  it('has a foreign-id case for every manager endpoint with a path parameter', () => {
    const missing = names.filter(
      (name) => allows(name, 'manager') && hasPathParam(name) && !MANAGER_ATTACKS[name],
    );
    expect(missing).toEqual([]);
  });

  it('classifies every manager endpoint: foreign-id cases, own lists, or own account only', () => {
    const unclassified = names.filter(
      (name) =>
        allows(name, 'manager') &&
        !MANAGER_ATTACKS[name] &&
        !MANAGER_LISTS[name] &&
        !MANAGER_OWN_ACCOUNT_ONLY[name],
    );
    expect(unclassified).toEqual([]);
  });

  it('has a foreign-id case for every prospect and resident endpoint with an id', () => {
    const missing = names.filter(
      (name) =>
        (allows(name, 'tenant') || allows(name, 'resident')) &&
        (hasPathParam(name) || name === 'requestCall' || name === 'startResidentConversation') &&
        !SESSION_ATTACKS[name],
    );
    expect(missing).toEqual([]);
  });
});

describe('another account’s id on every endpoint', () => {
  let t: TestApp;
  let x: Accounts;
  let prospectA: { authorization: string };
  let residentA: { authorization: string };

  beforeAll(async () => {
    // Room in the quota, so that a create reaches its ownership check rather than a 402.
    t = await createTestApp({ TIMEZONE: 'UTC', FREE_UNITS: '100' });
    x = {
      a: await seedAccount(t.app, 'alpha'),
      b: await seedAccount(t.app, 'bravo'),
      slot: offeredSlot(),
    };
    prospectA = await tokenFor(t.app, 'tenant', x.a.prospectId, x.a.prospectEmail);
    residentA = await tokenFor(
      t.app,
      'resident',
      x.a.tenantId,
      `resident.${x.a.marker}@example.com`,
    );
  });
  afterAll(() => t.close());

  async function expectRefused(attack: Attack, headers: { authorization: string }) {
    const before = await snapshot(t.app);
    const response = await t.app.inject({
      method: endpoints[attack.name].method,
      url: urlOf(attack),
      headers,
      ...(attack.payload ? { payload: attack.payload } : {}),
    });
    const label = `${attack.name} ${urlOf(attack)} ${JSON.stringify(attack.payload ?? {})}`;
    expect(response.statusCode, `${label}: ${response.body}`).toBe(attack.status ?? 404);
    expect(response.body, label).not.toContain(x.a.marker);
    expect(await snapshot(t.app), `${label} changed the database`).toEqual(before);
  }

  it('would see a write: the snapshot changes when A edits A’s own property', async () => {
    const before = await snapshot(t.app);
    const own = await t.app.inject({
      method: 'PATCH',
      url: urlOf({ name: 'updateProperty', params: { id: x.a.propertyId } }),
      headers: x.a.manager.headers,
      payload: { customId: 'own-edit' },
    });
    expect(own.statusCode).toBe(200);
    expect(await snapshot(t.app)).not.toEqual(before);
  });

  it('refuses manager B every one of manager A’s records, changing nothing', async () => {
    const attacks = Object.values(MANAGER_ATTACKS).flatMap((make) => make?.(x) ?? []);
    expect(attacks.length).toBeGreaterThan(40);
    for (const attack of attacks) await expectRefused(attack, x.b.manager.headers);
  });

  it('shows manager B none of manager A’s records in any list or count', async () => {
    for (const [name, query] of Object.entries(MANAGER_LISTS) as [EndpointName, object][]) {
      const url = urlOf({ name, query: query as Record<string, string> });
      const asB = await t.app.inject({ method: 'GET', url, headers: x.b.manager.headers });
      expect(asB.statusCode, name).toBe(200);
      expect(asB.body, name).not.toContain(x.a.marker);
      for (const id of [x.a.propertyId, x.a.unitId, x.a.interestId, x.a.workflowRunId]) {
        expect(asB.body, name).not.toContain(id);
      }
    }
    // Counts: A and B were seeded alike, so B's counts equal A's unless B counts A's rows too.
    for (const name of ['tenantInterestAnalytics', 'messageAnalytics'] as const) {
      const url = urlOf({ name, query: MANAGER_LISTS[name] });
      const asA = await t.app.inject({ method: 'GET', url, headers: x.a.manager.headers });
      const asB = await t.app.inject({ method: 'GET', url, headers: x.b.manager.headers });
      expect(Object.values(asA.json() as Record<string, number>).some((n) => n > 0)).toBe(true);
      expect(asB.json(), name).toEqual(asA.json());
    }
    const trend = urlOf({ name: 'leadTrendAnalytics', query: MANAGER_LISTS.leadTrendAnalytics });
    const trendA = await t.app.inject({ method: 'GET', url: trend, headers: x.a.manager.headers });
    const trendB = await t.app.inject({ method: 'GET', url: trend, headers: x.b.manager.headers });
    expect((trendA.json() as { months: { chats: number }[] }).months.at(-1)?.chats).toBeGreaterThan(
      0,
    );
    expect(trendB.json()).toEqual(trendA.json());
  });

  it('refuses A’s prospect and A’s resident everything of manager B’s, changing nothing', async () => {
    for (const [name, make] of Object.entries(SESSION_ATTACKS) as [
      EndpointName,
      (x: Accounts) => Attack[],
    ][]) {
      for (const attack of make(x)) {
        const sessions = [
          ...(allows(name, 'tenant') ? [prospectA] : []),
          ...(allows(name, 'resident') ? [residentA] : []),
        ];
        for (const headers of sessions) await expectRefused(attack, headers);
      }
    }
  });
});
