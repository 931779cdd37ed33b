import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  conversations,
  messages,
  potentialTenants,
  properties,
  tenantPropertyInterests,
  units,
  viewings,
} from '../src/db/schema/index.ts';
import {
  createManager,
  createTestApp,
  type TestApp,
  type TestManager,
  tokenFor,
} from './helpers.ts';

interface PageBody {
  leads: Array<{
    tenantPropertyInterest: {
      id: string;
      propertyId: string;
      unitId: string | null;
      status: string;
    };
    potentialTenant: { email: string; firstName: string | null; phone: string | null };
    lastMessageAt: string | null;
    viewingAt: string | null;
  }>;
  properties: Array<{ id: string }>;
  units: Array<{ id: string }>;
  nextCursor: string | null;
}

const SORTS = [
  'name',
  'moveInDate',
  'status',
  'property',
  'unit',
  'viewing',
  'lastMessage',
  'createdAt',
] as const;
const STATUSES = ['PRE_SCREENING', 'PRE_SCREENING_COMPLETE', 'SCHEDULING_COMPLETE'];

describe('the paged lead list', () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  const propertyIds: string[] = [];
  const unitIds: string[] = [];
  let myLeads: string[] = [];
  let otherLead = '';
  let seq = 0;

  const page = (query: string, headers = me.headers) =>
    t.app.inject({ method: 'GET', url: `/api/v1/leads/page?${query}`, headers });

  /** Many leads sharing one created_at, names, statuses and dates: ties everywhere. */
  async function seedLeads(propertyId: string, count: number, createdAt: Date) {
    const ids: string[] = [];
    for (let i = 0; i < count; i++) {
      seq += 1;
      const [prospect] = await t.app.db
        .insert(potentialTenants)
        .values({ email: `lead${seq}@example.com`, phone: `(312) 555-${String(1000 + seq)}` })
        .returning();
      let conversationId: string | null = null;
      let lastMessageAt: Date | null = null;
      if (seq % 3 !== 0) {
        // Days repeat: many leads share a last message time.
        const at = new Date(Date.UTC(2026, 0, 1 + (seq % 4)));
        lastMessageAt = at;
        const [conversation] = await t.app.db
          .insert(conversations)
          .values({
            kind: 'PROPERTY_INTEREST',
            propertyId,
            potentialTenantId: prospect!.id,
            lastMessageAt: at,
          })
          .returning();
        conversationId = conversation!.id;
        await t.app.db
          .insert(messages)
          .values({ conversationId, role: 'user', content: 'hi', createdAt: at });
      }
      const [interest] = await t.app.db
        .insert(tenantPropertyInterests)
        .values({
          propertyId,
          potentialTenantId: prospect!.id,
          unitId: seq % 2 ? (unitIds[seq % unitIds.length] ?? null) : null,
          conversationId,
          lastMessageAt,
          status: STATUSES[seq % 3]!,
          firstName: seq % 5 === 0 ? null : ['Ann', 'Bob', 'Cy'][seq % 3]!,
          lastName: 'Lee',
          moveInDate: seq % 4 === 0 ? '0001-01-01' : `2027-0${1 + (seq % 3)}-01`,
          createdAt,
        })
        .returning();
      if (seq % 4 === 1) {
        const at = new Date(Date.UTC(2027, 0, 1, 10 + (seq % 3)) + seq * 60_000);
        await t.app.db.insert(viewings).values({
          interestId: interest!.id,
          propertyId,
          startsAt: at,
          endsAt: new Date(at.getTime() + 1_800_000),
        });
      }
      ids.push(interest!.id);
    }
    return ids;
  }

  /** Every page of a query, collecting lead ids in order. */
  async function allPages(query: string, between?: () => Promise<void>) {
    const ids: string[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const response = await page(`${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as PageBody;
      ids.push(...body.leads.map((lead) => lead.tenantPropertyInterest.id));
      cursor = body.nextCursor;
      if (!cursor) return ids;
      await between?.();
    }
    throw new Error('Pagination never ended.');
  }

  beforeAll(async () => {
    t = await createTestApp();
    me = await createManager(t.app);
    other = await createManager(t.app);
    for (const address of ['12 Oak St', '7 Birch Ave']) {
      const [row] = await t.app.db
        .insert(properties)
        .values({ userId: me.id, address, type: 'CONDO' })
        .returning();
      propertyIds.push(row!.id);
      for (const unitNumber of ['1A', '2B']) {
        const [unit] = await t.app.db
          .insert(units)
          .values({ propertyId: row!.id, unitNumber })
          .returning();
        unitIds.push(unit!.id);
      }
    }
    const sameInstant = new Date('2026-06-01T12:00:00Z');
    myLeads = [
      ...(await seedLeads(propertyIds[0]!, 14, sameInstant)),
      ...(await seedLeads(propertyIds[1]!, 9, new Date('2026-07-01T12:00:00Z'))),
    ];
    const [theirs] = await t.app.db
      .insert(properties)
      .values({ userId: other.id, address: '1 Elsewhere', type: 'CONDO' })
      .returning();
    otherLead = (await seedLeads(theirs!.id, 1, sameInstant))[0] as string;
  });
  afterAll(() => t.close());

  it('gives every lead exactly once across pages, in the one-page order, for every sort and order', async () => {
    for (const sort of SORTS) {
      for (const order of ['asc', 'desc']) {
        const paged = await allPages(`sort=${sort}&order=${order}&limit=4`);
        const whole = await allPages(`sort=${sort}&order=${order}&limit=200`);
        expect(paged, `${sort} ${order}`).toEqual(whole);
        expect(new Set(paged).size).toBe(myLeads.length);
        expect([...paged].sort()).toEqual([...myLeads].sort());
      }
    }
  });

  it('gives every lead exactly once while leads are added between pages', async () => {
    const added: string[] = [];
    const seen = await allPages('sort=lastMessage&order=desc&limit=3', async () => {
      added.push(...(await seedLeads(propertyIds[0]!, 1, new Date())));
    });
    expect(new Set(seen).size).toBe(seen.length);
    for (const id of myLeads) expect(seen).toContain(id);
    for (const id of seen) expect([...myLeads, ...added]).toContain(id);
    myLeads.push(...added);
  });

  it('sends each property and unit once per page, and shows the viewing', async () => {
    const body = (await page('limit=200')).json() as PageBody;
    expect(body.properties.map((p) => p.id).sort()).toEqual([...propertyIds].sort());
    expect(new Set(body.units.map((u) => u.id)).size).toBe(body.units.length);
    expect(body.leads.some((lead) => lead.viewingAt !== null)).toBe(true);
    const sorted = (await page('sort=viewing&order=desc&limit=200')).json() as PageBody;
    const times = sorted.leads.flatMap((lead) => (lead.viewingAt ? [lead.viewingAt] : []));
    expect(times).toEqual([...times].sort().reverse());
    expect(sorted.leads.at(-1)?.viewingAt).toBeNull();
    const byMessage = (await page('sort=lastMessage&order=desc&limit=200')).json() as PageBody;
    const stamps = byMessage.leads.flatMap((lead) =>
      lead.lastMessageAt ? [lead.lastMessageAt] : [],
    );
    expect(stamps).toEqual([...stamps].sort().reverse());
    expect(byMessage.leads.at(-1)?.lastMessageAt).toBeNull();
  });

  it('puts the lead with the newest message first, however the message came', async () => {
    const before = ((await page('sort=lastMessage&order=desc&limit=200')).json() as PageBody).leads;
    // The oldest lead that has a chat: a manager writes in it now.
    const lead = before.findLast((row) => row.lastMessageAt !== null);
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/v1/leads/${lead!.tenantPropertyInterest.id}/messages`,
      headers: me.headers,
      payload: { message: 'Are you still looking?' },
    });
    expect(response.statusCode, response.body).toBe(200);
    const first = ((await page('sort=lastMessage&order=desc&limit=1')).json() as PageBody).leads;
    expect(first.map((row) => row.tenantPropertyInterest.id)).toEqual([
      lead!.tenantPropertyInterest.id,
    ]);
    expect(Date.parse(first[0]!.lastMessageAt!)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('combines filters: status, property, unit, date range and search by name, e-mail or phone', async () => {
    const all = ((await page('limit=200')).json() as PageBody).leads;
    const check = async (query: string, keep: (lead: PageBody['leads'][number]) => boolean) => {
      const ids = await allPages(`${query}&limit=2`);
      const expected = all.filter(keep).map((lead) => lead.tenantPropertyInterest.id);
      expect(ids.sort(), query).toEqual(expected.sort());
      expect(expected.length, query).toBeGreaterThan(0);
    };
    await check(
      `status=PRE_SCREENING_COMPLETE&propertyId=${propertyIds[0]}`,
      (l) =>
        l.tenantPropertyInterest.status === 'PRE_SCREENING_COMPLETE' &&
        l.tenantPropertyInterest.propertyId === propertyIds[0],
    );
    await check(`unitId=${unitIds[1]}`, (l) => l.tenantPropertyInterest.unitId === unitIds[1]);
    await check(
      'from=2026-06-15T00:00:00Z&to=2026-07-15T00:00:00Z',
      (l) => l.tenantPropertyInterest.propertyId === propertyIds[1],
    );
    await check('q=BOB', (l) => l.potentialTenant.firstName === 'Bob');
    await check('q=lead1%40', (l) => l.potentialTenant.email.startsWith('lead1@'));
    const phone = all[0]!.potentialTenant.phone!.replace(/\D/g, '').slice(-7);
    await check(
      `q=${phone.slice(0, 3)}-${phone.slice(3)}&status=${all[0]!.tenantPropertyInterest.status}`,
      (l) =>
        l.potentialTenant.phone?.replace(/\D/g, '').includes(phone) === true &&
        l.tenantPropertyInterest.status === all[0]!.tenantPropertyInterest.status,
    );
    // A LIKE wildcard in the search is text, not "anything".
    expect(((await page('q=%25')).json() as PageBody).leads).toEqual([]);
  });

  it('shows a manager only their own leads, whatever the filter names', async () => {
    const mine = await allPages('limit=200');
    expect(mine).not.toContain(otherLead);
    const theirs = (await page(`propertyId=${propertyIds[0]}`, other.headers)).json() as PageBody;
    expect(theirs.leads).toEqual([]);
    expect(theirs.properties).toEqual([]);
    const theirAll = (await page('limit=200', other.headers)).json() as PageBody;
    expect(theirAll.leads.map((l) => l.tenantPropertyInterest.id)).toEqual([otherLead]);
    expect((await page('limit=5', {} as TestManager['headers'])).statusCode).toBe(401);
    const tenant = await tokenFor(t.app, 'tenant', me.id);
    expect([401, 403]).toContain((await page('limit=5', tenant)).statusCode);
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leads/export',
      headers: other.headers,
    });
    expect(exported.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('follows a viewing cancelled and a prospect renamed in the sorts', async () => {
    const byViewing = (await page('sort=viewing&order=desc&limit=1')).json() as PageBody;
    const lead = byViewing.leads[0]!.tenantPropertyInterest.id;
    expect(byViewing.leads[0]!.viewingAt).not.toBeNull();
    const [removed] = await t.app.db
      .delete(viewings)
      .where(eq(viewings.interestId, lead))
      .returning();
    const after = (await page('sort=viewing&order=desc&limit=200')).json() as PageBody;
    expect(after.leads.find((row) => row.tenantPropertyInterest.id === lead)?.viewingAt).toBeNull();
    await t.app.db.insert(viewings).values(removed!);

    const [row] = await t.app.db
      .select({ prospect: tenantPropertyInterests.potentialTenantId })
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.id, myLeads[1]!));
    await t.app.db
      .update(tenantPropertyInterests)
      .set({ firstName: null, lastName: null })
      .where(eq(tenantPropertyInterests.id, myLeads[1]!));
    await t.app.db
      .update(potentialTenants)
      .set({ firstName: 'Aaaron', lastName: 'Aardvark' })
      .where(eq(potentialTenants.id, row!.prospect));
    const first = (await page('sort=name&order=asc&limit=1')).json() as PageBody;
    expect(first.leads[0]!.tenantPropertyInterest.id).toBe(myLeads[1]);
    expect(first.leads[0]!.potentialTenant.firstName).toBe('Aaaron');
  });

  /**
   * The manager's lead ids in the order of `key` (a lower-case address or unit number read
   * through the joins, as the list sorted before it kept them on the lead), missing values
   * last, ties by id in the same direction.
   */
  async function joinedOrder(key: 'address' | 'unit', order: 'asc' | 'desc') {
    const value = key === 'address' ? sql`lower(p.address)` : sql`lower(u.unit_number)`;
    const direction = sql.raw(order);
    const { rows } = await t.app.db.execute<{ id: string }>(sql`
      select i.id from tenant_property_interests i
        join properties p on p.id = i.property_id
        left join units u on u.id = i.unit_id
      where p.user_id = ${me.id}
      order by ${value} ${direction} nulls last, i.id ${direction}`);
    return rows.map((row) => row.id);
  }

  it('sorts by property and unit as their names read now: renamed, renumbered or deleted', async () => {
    const check = async () => {
      for (const order of ['asc', 'desc'] as const) {
        expect(await allPages(`sort=property&order=${order}&limit=5`)).toEqual(
          await joinedOrder('address', order),
        );
        expect(await allPages(`sort=unit&order=${order}&limit=5`)).toEqual(
          await joinedOrder('unit', order),
        );
      }
    };
    await check();
    const [spare] = await t.app.db
      .insert(units)
      .values({ propertyId: propertyIds[1]!, unitNumber: 'zz' })
      .returning();
    const moved = myLeads[2]!;
    await t.app.db
      .update(tenantPropertyInterests)
      .set({ unitId: spare!.id })
      .where(eq(tenantPropertyInterests.id, moved));
    // The address that sorted last now sorts first; a unit renumbered; a unit deleted.
    await t.app.db
      .update(properties)
      .set({ address: '0 Aspen Way' })
      .where(eq(properties.id, propertyIds[1]!));
    await t.app.db.update(units).set({ unitNumber: '0' }).where(eq(units.id, unitIds[3]!));
    await check();
    await t.app.db.delete(units).where(eq(units.id, spare!.id));
    const gone = (await page('sort=unit&order=asc&limit=200')).json() as PageBody;
    expect(gone.leads.at(-1)?.tenantPropertyInterest.unitId).toBeNull();
    await check();
  });

  it("finds a lead by its prospect's new e-mail and phone, and no longer by the old", async () => {
    const [row] = await t.app.db
      .select({ prospect: tenantPropertyInterests.potentialTenantId })
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.id, myLeads[3]!));
    const ids = async (q: string) =>
      ((await page(`q=${encodeURIComponent(q)}&limit=200`)).json() as PageBody).leads.map(
        (lead) => lead.tenantPropertyInterest.id,
      );
    await t.app.db
      .update(potentialTenants)
      .set({ email: 'Renamed.Person@Example.org', phone: '+1 (646) 555-0199' })
      .where(eq(potentialTenants.id, row!.prospect));
    expect(await ids('renamed.person@')).toEqual([myLeads[3]]);
    expect(await ids('646-555-01')).toEqual([myLeads[3]]);
    expect(await ids('lead4@example')).toEqual([]);
    // The lead's own phone, when it has one, is the one searched.
    await t.app.db
      .update(tenantPropertyInterests)
      .set({ phone: '718 555 0123' })
      .where(eq(tenantPropertyInterests.id, myLeads[3]!));
    expect(await ids('7185550123')).toEqual([myLeads[3]]);
    expect(await ids('6465550199')).toEqual([]);
  });

  it('computes the keys of the leads already there as migration 0016 runs', async () => {
    const keysOf = async () =>
      (
        await t.app.db.execute(sql`
          select id, owner_id, sort_name, property_sort, unit_sort, search_text, phone_digits
            from tenant_property_interests order by id`)
      ).rows;
    const kept = await keysOf();
    expect(kept.every((row) => row.search_text && row.property_sort)).toBe(true);
    // As a lead stood before 0016: none of its new keys (writing them fires no trigger).
    await t.app.db.execute(sql`update tenant_property_interests
      set property_sort = null, unit_sort = null, search_text = null, phone_digits = null`);
    const backfill = readFileSync(
      new URL('../drizzle/0016_leads_sort_indexes.sql', import.meta.url),
      'utf8',
    )
      .split('--> statement-breakpoint')
      .map((statement) => statement.trim())
      .find((statement) => statement.endsWith('SET "property_id" = "property_id";'));
    await t.app.db.execute(sql.raw(backfill!));
    expect(await keysOf()).toEqual(kept);
  });

  it("moves a property's leads with it should the property change hands", async () => {
    const [lead] = await t.app.db
      .select({ propertyId: tenantPropertyInterests.propertyId })
      .from(tenantPropertyInterests)
      .where(eq(tenantPropertyInterests.id, otherLead));
    const moveTo = (userId: string) =>
      t.app.db.update(properties).set({ userId }).where(eq(properties.id, lead!.propertyId));
    await moveTo(me.id);
    try {
      expect(await allPages('limit=200')).toContain(otherLead);
      expect(((await page('limit=200', other.headers)).json() as PageBody).leads).toEqual([]);
    } finally {
      await moveTo(other.id);
    }
  });

  it('refuses bad input with a clear 400', async () => {
    const first = (await page('sort=name&limit=2')).json() as PageBody;
    for (const query of [
      'limit=0',
      'limit=1000',
      'sort=email',
      'status=LOST',
      'propertyId=nope',
      'cursor=garbage',
      `sort=status&cursor=${first.nextCursor}`,
      'from=2026-08-01T00:00:00Z&to=2026-07-01T00:00:00Z',
    ]) {
      const response = await page(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('VALIDATION');
    }
  });

  it('exports the filtered rows as CSV, in order, spreadsheet formulas neutralised', async () => {
    await t.app.db
      .update(tenantPropertyInterests)
      .set({ firstName: '=HYPERLINK("x")' })
      .where(eq(tenantPropertyInterests.id, myLeads[0] as string));
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/leads/export?propertyId=${propertyIds[1]}&sort=name&order=asc`,
      headers: me.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="leads-/);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Name,Email,Phone,Move-in Date,Status,Property,Unit,Viewing,Last Message,Created,Time Zone',
    );
    // Times at the property's clocks, with their offset, and the zone named.
    const first = lines[1]!.split(',');
    expect(first.at(-2)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    expect(first.at(-1)).toMatch(/^[A-Za-z_]+(\/[A-Za-z_]+)*$/);
    const paged = (
      (await page(`propertyId=${propertyIds[1]}&sort=name&order=asc&limit=200`)).json() as PageBody
    ).leads;
    expect(lines.slice(1).map((line) => line.split(',')[1])).toEqual(
      paged.map((lead) => lead.potentialTenant.email),
    );
    const all = await t.app.inject({
      method: 'GET',
      url: '/api/v1/leads/export',
      headers: me.headers,
    });
    expect(all.body).toContain(`"'=HYPERLINK(""x"") Lee"`);
    expect(all.body.trim().split('\r\n')).toHaveLength(myLeads.length + 1);
  });
});
