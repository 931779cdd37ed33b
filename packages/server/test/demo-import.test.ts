import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../src/db/schema/index.ts';
import { DEMO_PROPERTY_ID } from '../src/modules/demo/demo.seed.ts';
import { createExpireDemoTask } from '../src/modules/demo/demo.task.ts';
import { createTestApp, type TestApp } from './helpers.ts';

const LISTING = `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@type":"Apartment",
 "numberOfBedrooms":1,"numberOfBathroomsTotal":1,"unitNumber":"7C",
 "floorSize":{"@type":"QuantitativeValue","value":610,"unitCode":"FTK"},
 "address":{"@type":"PostalAddress","streetAddress":"77 Lake Shore Dr","addressLocality":"Chicago","addressRegion":"IL"},
 "offers":{"@type":"Offer","price":"1675","priceCurrency":"USD"}}</script>
</head><body><h1>Lake view 1 bed</h1></body></html>`;

let t: TestApp;
let server: Server;
let origin = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (request.url === '/listing/7c') {
      response.writeHead(200, { 'content-type': 'text/html' }).end(LISTING);
    } else response.writeHead(404).end();
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  t = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true' });
});

afterAll(async () => {
  await t.close();
  await new Promise((resolve) => server.close(resolve));
});

const importDemo = (url: string, ip = '203.0.113.7') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/demo-imports',
    payload: { url },
    remoteAddress: ip,
  });
const get = (url: string) => t.app.inject({ method: 'GET', url });

/** Polls as /demo does, once it has the ids: until UNCLAIMED, or a 404 when the import failed. */
async function settled(url: string) {
  for (let i = 0; i < 300; i++) {
    const response = await get(url);
    if (response.statusCode === 404 || response.json().status === 'UNCLAIMED') return response;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`${url} never settled`);
}

describe("a demo of the visitor's own listing", () => {
  it('imports the page into a demo property and unit that /demo can show', async () => {
    const response = await importDemo(`${origin}/listing/7c`);
    expect(response.statusCode).toBe(200);
    const { propertyId, unitId } = response.json();
    expect((await get(`/api/v1/demo-properties/${propertyId}`)).json().status).toBe('PROCESSING');

    const property = await settled(`/api/v1/demo-properties/${propertyId}`);
    expect(property.json()).toMatchObject({
      status: 'UNCLAIMED',
      address: '77 Lake Shore Dr, Chicago, IL',
    });
    const unit = await settled(`/api/v1/demo-units/${unitId}`);
    expect(unit.json()).toMatchObject({
      status: 'UNCLAIMED',
      unitNumber: '7C',
      bedrooms: 1,
      monthlyPrice: 1675,
      sizeSqft: 610,
    });
    const listings = await get(`/api/v1/demo-units/${unitId}/listings`);
    expect(listings.json()[0].url).toBe(`${origin}/listing/7c`);

    // A prospect can chat with it at once, like on the seeded demo.
    const chat = await t.app.inject({
      method: 'POST',
      url: '/api/v2/conversations/property-interest',
      payload: { email: 'visitor@example.com', propertyId, unitId },
    });
    expect(chat.statusCode).toBe(201);
  });

  it('removes a demo whose page cannot be read, so the polls answer 404', async () => {
    const { propertyId } = (await importDemo(`${origin}/listing/missing`)).json();
    expect((await settled(`/api/v1/demo-properties/${propertyId}`)).statusCode).toBe(404);
  });

  it('refuses addresses it must never fetch, and floods from one address', async () => {
    for (const url of ['ftp://example.com/x', 'http://user:pw@example.com/', 'not a url']) {
      expect((await importDemo(url)).statusCode).toBe(400);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await importDemo(`${origin}/listing/7c`, '198.51.100.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('deletes a demo import when it expires, never the seeded demo', async () => {
    const { propertyId } = (await importDemo(`${origin}/listing/7c`, '192.0.2.1')).json();
    const expire = createExpireDemoTask(t.app);
    await expire({ propertyId });
    await expire({ propertyId: DEMO_PROPERTY_ID });
    expect(await t.app.db.select().from(properties).where(eq(properties.id, propertyId))).toEqual(
      [],
    );
    expect(
      await t.app.db.select().from(properties).where(eq(properties.id, DEMO_PROPERTY_ID)),
    ).toHaveLength(1);
  });
});
