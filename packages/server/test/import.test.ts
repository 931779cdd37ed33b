import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listings, properties, units } from '../src/db/schema/index.ts';
import { BlockedUrlError, safeFetch } from '../src/http/safe-fetch.ts';
import { extractListing } from '../src/modules/import/extract-listing.ts';
import { createManager, createTestApp, type TestApp, type TestManager } from './helpers.ts';

const ZILLOW_LIKE = `<!doctype html><html><head><title>2 bd apartment</title>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[
 {"@type":"Apartment","name":"Sunny 2 bed","numberOfBedrooms":2,"numberOfBathroomsTotal":1.5,
  "floorSize":{"@type":"QuantitativeValue","value":940,"unitCode":"FTK"},"unitNumber":"4B",
  "description":"Corner unit with in-unit washer and dryer.","image":"https://img.example/1.jpg",
  "address":{"@type":"PostalAddress","streetAddress":"210 W Oak St","addressLocality":"Chicago","addressRegion":"IL","postalCode":"60610"},
  "amenityFeature":[{"@type":"LocationFeatureSpecification","name":"Pool"},{"@type":"LocationFeatureSpecification","name":"Garage parking"}]},
 {"@type":"Offer","price":"2150","priceCurrency":"USD"}]}</script></head><body><h1>Sunny 2 bed</h1></body></html>`;
const OPEN_GRAPH = `<html><head><meta property="og:title" content="Charming duplex near the park">
<meta property="og:description" content="Three bedrooms, central air, cats OK.">
<meta property="product:price:amount" content="1800"><meta property="og:image" content="https://img.example/2.jpg"></head><body></body></html>`;
const TEXT_ONLY =
  '<html><body><p>For rent: 55 Birch Lane, Madison WI 53703. 3 beds, 2 baths, 1,250 sq ft. $1,950/mo. Pool and parking.</p></body></html>';
/** An Apartments.com-like page: the complex and the unit as separate JSON-LD items. */
const APARTMENTS_LIKE = `<!doctype html><html><head><title>The Lofts at 500 Main - Apartments for Rent</title>
<meta property="og:title" content="The Lofts at 500 Main">
<script type="application/ld+json">[{"@context":"http://schema.org","@type":"ApartmentComplex","name":"The Lofts at 500 Main",
"address":{"@type":"PostalAddress","streetAddress":"500 Main St","addressLocality":"Austin","addressRegion":"TX","postalCode":"78701"},
"amenityFeature":["Fitness Center","Pool","Elevator","Washer/Dryer"],"petsAllowed":true},
{"@context":"http://schema.org","@type":"Product","name":"Unit 1204","offers":{"@type":"Offer","price":2495,"priceCurrency":"USD"}}]</script>
</head><body><div class="unitInfo"><span>2 Beds</span> <span>2 Baths</span> <span>1,105 sq ft</span></div></body></html>`;
/** A Buildium-like listing: Open Graph plus labelled values in the page. */
const BUILDIUM_LIKE = `<!doctype html><html><head><title>12 Elm Ct #3 | Rentals</title>
<meta property="og:title" content="12 Elm Ct #3, Denver, CO 80203">
<meta property="og:description" content="2 bed 1 bath townhome with garage parking and in-unit laundry.">
<meta property="og:image" content="https://images.managebuilding.com/x.jpg"></head>
<body><h1>12 Elm Ct #3, Denver, CO 80203</h1><ul><li>Rent: $1,850</li><li>Bedrooms: 2</li><li>Bathrooms: 1</li><li>Square feet: 980</li></ul>
<p>Available now.</p></body></html>`;
const NOTHING = '<html><body><p>Welcome to our website.</p></body></html>';

describe('reading listing pages', () => {
  it('takes schema.org JSON-LD first', () => {
    expect(extractListing(ZILLOW_LIKE)).toMatchObject({
      address: '210 W Oak St, Chicago, IL 60610',
      price: 2150,
      currency: 'USD',
      bedrooms: 2,
      bathrooms: 1.5,
      sizeSqft: 940,
      unitNumber: '4B',
      propertyType: 'APARTMENT',
      hasPhotos: true,
    });
    expect(extractListing(ZILLOW_LIKE).amenities).toEqual(
      expect.arrayContaining(['POOL', 'ON_SITE_PARKING', 'IN_UNIT_LAUNDRY']),
    );
  });

  it('falls back to Open Graph, then to the page text', () => {
    expect(extractListing(OPEN_GRAPH)).toMatchObject({
      propertyType: 'DUPLEX',
      price: 1800,
      description: 'Three bedrooms, central air, cats OK.',
    });
    expect(extractListing(TEXT_ONLY)).toMatchObject({
      address: '55 Birch Lane, Madison WI 53703',
      bedrooms: 3,
      bathrooms: 2,
      sizeSqft: 1250,
      price: 1950,
    });
    expect(extractListing(NOTHING)).toMatchObject({ address: null, price: null, bedrooms: null });
  });
});

describe('reading the listing sites managers use', () => {
  it('reads an Apartments.com-like page: the complex address and the unit offer', () => {
    expect(extractListing(APARTMENTS_LIKE)).toMatchObject({
      address: '500 Main St, Austin, TX 78701',
      propertyType: 'MULTI_FAMILY',
      unitNumber: '1204',
      price: 2495,
      bedrooms: 2,
      bathrooms: 2,
      sizeSqft: 1105,
    });
  });

  it('reads a Buildium-like page: labelled values, never the tail of another number', () => {
    expect(extractListing(BUILDIUM_LIKE)).toMatchObject({
      address: '12 Elm Ct #3, Denver, CO 80203',
      unitNumber: '3',
      price: 1850,
      bedrooms: 2,
      bathrooms: 1,
      sizeSqft: 980,
      hasPhotos: true,
    });
    expect(extractListing(BUILDIUM_LIKE).amenities).toEqual(
      expect.arrayContaining(['IN_UNIT_LAUNDRY', 'ON_SITE_PARKING']),
    );
  });
});

describe('fetching only public pages', () => {
  it.each([
    'http://127.0.0.1/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://0x7f.0.0.1/',
    'http://0.0.0.0/',
    'http://169.254.169.254/latest/meta-data/',
    'http://10.0.0.5/',
    'http://192.168.1.1/',
    'http://localhost/',
    'file:///etc/passwd',
    'http://user:pass@example.com/',
  ])('refuses %s', async (url) => {
    await expect(safeFetch(url, { timeoutMs: 2000 })).rejects.toThrow(BlockedUrlError);
  });
});

describe('importing a listing URL', () => {
  let t: TestApp;
  let manager: TestManager;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = createServer((request, response) => {
      const pages: Record<string, string> = {
        '/zillow': ZILLOW_LIKE,
        '/og': OPEN_GRAPH,
        '/nothing': NOTHING,
      };
      if (request.url === '/redirect-inside') {
        response.writeHead(302, { location: 'http://169.254.169.254/' });
        return response.end();
      }
      const page = pages[request.url ?? ''];
      response.writeHead(page ? 200 : 404, { 'content-type': 'text/html' });
      response.end(page ?? 'not found');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    t = await createTestApp({ OUTBOUND_ALLOW_LOOPBACK: 'true', FREE_UNITS: '10' });
    manager = await createManager(t.app);
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const importUrl = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/import-listing',
      headers: manager.headers,
      payload,
    });

  async function waitForStatus(table: typeof properties | typeof units, id: string) {
    for (let i = 0; i < 200; i++) {
      const [row] = await t.app.db.select().from(table).where(eq(table.id, id));
      if (row?.status !== 'PROCESSING') return row;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('The import did not finish.');
  }

  it('creates a PROCESSING property at once, then fills it and its unit and marks them CLAIMED', async () => {
    const response = await importUrl({ url: `${base}/zillow` });
    expect(response.statusCode).toBe(200);
    const { propertyId } = response.json() as { propertyId: string };
    const property = await waitForStatus(properties, propertyId);
    expect(property).toMatchObject({
      status: 'CLAIMED',
      address: '210 W Oak St, Chicago, IL 60610',
      userId: manager.id,
    });
    const [unit] = await t.app.db.select().from(units).where(eq(units.propertyId, propertyId));
    expect(unit).toMatchObject({
      status: 'CLAIMED',
      unitNumber: '4B',
      monthlyPrice: 2150,
      bedrooms: 2,
      bathrooms: 1.5,
      sizeSqft: 940,
    });
    const [listing] = await t.app.db.select().from(listings).where(eq(listings.unitId, unit!.id));
    expect(listing?.url).toBe(`${base}/zillow`);
  });

  it('adds a unit to an existing property when one is given', async () => {
    const [property] = await t.app.db
      .insert(properties)
      .values({ userId: manager.id, address: '1 Main St', type: 'DUPLEX' })
      .returning();
    const response = await importUrl({ url: `${base}/og`, propertyId: property!.id });
    const { unitId } = response.json() as { unitId: string };
    expect(await waitForStatus(units, unitId)).toMatchObject({
      status: 'CLAIMED',
      monthlyPrice: 1800,
    });
  });

  it('removes the item when the page cannot be read, so the dashboard shows its error', async () => {
    for (const path of ['/missing', '/redirect-inside']) {
      const { propertyId } = (await importUrl({ url: `${base}${path}` })).json() as {
        propertyId: string;
      };
      expect(await waitForStatus(properties, propertyId)).toBeUndefined();
    }
  });

  it('refuses a non-http URL and another manager’s property', async () => {
    expect((await importUrl({ url: 'ftp://example.com/x' })).statusCode).toBe(400);
    const other = await createManager(t.app);
    const [theirs] = await t.app.db
      .insert(properties)
      .values({ userId: other.id, address: '9 Elsewhere', type: 'CONDO' })
      .returning();
    expect((await importUrl({ url: `${base}/og`, propertyId: theirs!.id })).statusCode).toBe(404);
  });
});
