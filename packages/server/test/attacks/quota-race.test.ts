/**
 * Attack: racing the unit quota. A manager one live unit below the quota fires twenty
 * requests at once, through every route that can add a live unit (create a unit, re-enable
 * one, import a listing into a new or an existing property): exactly
 * one gets through, the other nineteen answer 402, and exactly one live unit is added.
 */
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties, subscriptions, units } from '../../src/db/schema/index.ts';
import { countLiveUnits } from '../../src/modules/billing/quota.ts';
import { createManager, createTestApp, type TestApp } from '../helpers.ts';

let t: TestApp;
let server: Server;
let listingUrl = '';

beforeAll(async () => {
  // The listing page answers slowly, so an import that wins keeps its PROCESSING unit
  // (which counts as live) while the race is counted.
  server = createServer((_request, response) => {
    setTimeout(() => response.writeHead(200, { 'content-type': 'text/html' }).end('<html/>'), 3000);
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  listingUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/listing`;
  t = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the unit quota under a mixed race', () => {
  it('lets exactly one of twenty parallel live-unit writes through, on any route', async () => {
    const manager = await createManager(t.app);
    await t.app.db.insert(subscriptions).values({
      userId: manager.id,
      quantity: 4,
      billingCycleAnchor: 1_700_000_000,
      provider: 'local',
    });
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '5 Race Street', type: 'CONDO' })
      .returning();
    const propertyId = property!.id;
    // Four live units of an allowance of five (4 subscribed + 1 free), five off the market.
    await t.app.db
      .insert(units)
      .values(Array.from({ length: 4 }, (_, i) => ({ propertyId, unitNumber: `live-${i}` })));
    const occupied = await t.app.db
      .insert(units)
      .values(
        Array.from({ length: 5 }, (_, i) => ({
          propertyId,
          unitNumber: `off-${i}`,
          availability: 'OCCUPIED',
        })),
      )
      .returning();
    expect(await countLiveUnits(t.app.db, manager.id)).toBe(4);

    const headers = manager.headers;
    const requests = Array.from({ length: 20 }, (_, i) => {
      switch (i % 4) {
        case 0:
          return {
            method: 'POST' as const,
            url: '/api/v1/units',
            payload: { propertyId, unitNumber: `r${i}` },
          };
        case 1:
          return {
            method: 'PATCH' as const,
            url: `/api/v1/units/${occupied[Math.floor(i / 4)]!.id}`,
            payload: { availability: 'AVAILABLE' },
          };
        case 2:
          return {
            method: 'POST' as const,
            url: '/api/v1/import-listing',
            payload: { url: listingUrl },
          };
        default:
          return {
            method: 'POST' as const,
            url: '/api/v1/import-listing',
            payload: { url: listingUrl, propertyId },
          };
      }
    });
    const responses = await Promise.all(
      requests.map((request) => t.app.inject({ ...request, headers })),
    );
    const statuses = responses.map((response) => response.statusCode);
    const passed = statuses.filter((status) => status === 200 || status === 201);
    expect(passed, JSON.stringify(statuses)).toHaveLength(1);
    expect(statuses.filter((status) => status === 402)).toHaveLength(19);
    for (const response of responses.filter((r) => r.statusCode === 402)) {
      expect(response.json().error.code).toBe('SUBSCRIPTION_REQUIRED');
    }
    expect(await countLiveUnits(t.app.db, manager.id)).toBe(5);
    const stillOccupied = await t.app.db
      .select()
      .from(units)
      .where(and(eq(units.propertyId, propertyId), eq(units.availability, 'OCCUPIED')));
    expect(stillOccupied.length).toBeGreaterThanOrEqual(4);
  });
});
