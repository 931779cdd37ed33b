import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attributes,
  leaseChunks,
  properties,
  propertyFacts,
  units,
  users,
} from '../src/db/schema/index.ts';
import { loadKnowledgeSource } from '../src/modules/assistant/index.ts';
import { preparedLookup } from '../src/modules/assistant/knowledge-cache.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from './helpers.ts';

/*
 * Athena's turn keeps what it read about a property (policies, lease, taught facts, the
 * manager's viewing settings) while the property's context_version stands. These check that
 * every change to those rows moves it, and only for the properties it concerns.
 */
describe("a property's context version", () => {
  let t: TestApp;
  let me: TestManager;
  let other: TestManager;
  let mine: string[] = [];
  let theirs = '';
  let unitId = '';

  const versions = async () => {
    const rows = await t.app.db
      .select({ id: properties.id, version: properties.contextVersion })
      .from(properties)
      .where(inArray(properties.id, [...mine, theirs]));
    return Object.fromEntries(rows.map((row) => [row.id, row.version]));
  };
  /** Runs `change` and answers which properties' versions moved. */
  const moved = async (change: () => Promise<unknown>) => {
    const before = await versions();
    await change();
    const after = await versions();
    return Object.keys(after)
      .filter((id) => after[id] !== before[id])
      .sort();
  };

  beforeAll(async () => {
    t = await createTestApp();
    me = await createManager(t.app);
    other = await createManager(t.app);
    const rows = await t.app.db
      .insert(properties)
      .values([
        { userId: me.id, address: '1 First St', type: 'CONDO' },
        { userId: me.id, address: '2 Second St', type: 'CONDO' },
        { userId: other.id, address: '3 Third St', type: 'CONDO' },
      ])
      .returning({ id: properties.id });
    mine = [rows[0]!.id, rows[1]!.id];
    theirs = rows[2]!.id;
    const [unit] = await t.app.db
      .insert(units)
      .values({ propertyId: mine[1]!, unitNumber: '2B' })
      .returning({ id: units.id });
    unitId = unit!.id;
  });
  afterAll(() => t.close());

  it("moves with a lease's passages, added and removed, once per statement", async () => {
    const passages = Array.from({ length: 50 }, (_, i) => ({
      propertyId: mine[0]!,
      position: i,
      content: `Clause ${i}`,
    }));
    const before = await versions();
    await t.app.db.insert(leaseChunks).values(passages);
    expect((await versions())[mine[0]!]).toBe(before[mine[0]!]! + 1);
    expect(
      await moved(() => t.app.db.delete(leaseChunks).where(eq(leaseChunks.propertyId, mine[0]!))),
    ).toEqual([mine[0]]);
  });

  it('moves with a taught fact, added, changed and removed', async () => {
    let factId = '';
    expect(
      await moved(async () => {
        const [fact] = await t.app.db
          .insert(propertyFacts)
          .values({ propertyId: mine[1]!, question: 'Bikes?', answer: 'A bike room.' })
          .returning({ id: propertyFacts.id });
        factId = fact!.id;
      }),
    ).toEqual([mine[1]]);
    expect(
      await moved(() =>
        t.app.db
          .update(propertyFacts)
          .set({ answer: 'A locked bike room.' })
          .where(eq(propertyFacts.id, factId)),
      ),
    ).toEqual([mine[1]]);
    expect(
      await moved(() => t.app.db.delete(propertyFacts).where(eq(propertyFacts.id, factId))),
    ).toEqual([mine[1]]);
  });

  it("moves with a policy: the manager's for all their properties, a property's, a unit's", async () => {
    const policy = (ownerTable: string, ownerId: string) =>
      t.app.db.insert(attributes).values({
        userId: me.id,
        attributeType: `PARKING_${ownerTable.toUpperCase()}`,
        ownerTable,
        ownerId,
        textContent: 'Street parking',
      });
    expect(await moved(() => policy('users', me.id))).toEqual([...mine].sort());
    expect(await moved(() => policy('properties', mine[0]!))).toEqual([mine[0]]);
    expect(await moved(() => policy('units', unitId))).toEqual([mine[1]]);
    expect(
      await moved(() => t.app.db.delete(attributes).where(eq(attributes.userId, me.id))),
    ).toEqual([...mine].sort());
  });

  it('moves with a unit of the property, added, changed and removed (Athena tells of the other homes)', async () => {
    let added = '';
    expect(
      await moved(async () => {
        const [unit] = await t.app.db
          .insert(units)
          .values({ propertyId: mine[0]!, unitNumber: '3C', monthlyPrice: 1800 })
          .returning({ id: units.id });
        added = unit!.id;
      }),
    ).toEqual([mine[0]]);
    expect(
      await moved(() =>
        t.app.db.update(units).set({ monthlyPrice: 1750 }).where(eq(units.id, added)),
      ),
    ).toEqual([mine[0]]);
    expect(await moved(() => t.app.db.delete(units).where(eq(units.id, added)))).toEqual([mine[0]]);
  });

  it("moves with the manager's viewing settings, and not with anything else of theirs", async () => {
    expect(
      await moved(() =>
        t.app.db.update(users).set({ viewingDuration: 45 }).where(eq(users.id, me.id)),
      ),
    ).toEqual([...mine].sort());
    expect(
      await moved(() =>
        t.app.db.update(users).set({ lastName: 'Renamed' }).where(eq(users.id, me.id)),
      ),
    ).toEqual([]);
    expect(
      await moved(() =>
        t.app.db.update(users).set({ scheduleViewing: 'TEXT' }).where(eq(users.id, other.id)),
      ),
    ).toEqual([theirs]);
  });

  it("lets Athena tell a prospect of the property's other open homes, never an occupied one", async () => {
    const [own, open] = await t.app.db
      .insert(units)
      .values([
        { propertyId: theirs, unitNumber: '1A', bedrooms: 1, monthlyPrice: 1400 },
        { propertyId: theirs, unitNumber: '2B', bedrooms: 2, monthlyPrice: 1900 },
        { propertyId: theirs, unitNumber: '3C', bedrooms: 3, availability: 'OCCUPIED' },
      ])
      .returning();
    const [property] = await t.app.db.select().from(properties).where(eq(properties.id, theirs));
    const source = await loadKnowledgeSource(t.app.db, property!, own!.id);
    expect(source.otherUnits.map((unit) => unit.unitNumber)).toEqual([open!.unitNumber]);
    const lookUp = await preparedLookup(source);
    expect(lookUp('how much is the 2 bed?')?.answer).toContain('$1,900');
    expect(lookUp('how much is rent?')?.answer).toContain('$1,400');
    const resident = await loadKnowledgeSource(t.app.db, property!, own!.id, { otherUnits: false });
    expect(resident.otherUnits).toEqual([]);
  });
});
