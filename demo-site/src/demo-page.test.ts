import type { FakeApi } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  demoApi,
  expectSeededIds,
  listing,
  PROPERTY_ID,
  property,
  readyDemo,
  renderPage,
  settle,
  text,
  UNIT_ID,
  unit,
} from './test-utils.ts';

const PREPARING = 'Creating your AI leasing agent. This may take up to 15 seconds.';

let api: FakeApi;
let stop: () => void;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  api = demoApi();
});
afterEach(() => {
  stop?.();
  expectSeededIds(api);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const start = (search?: string) => {
  const page = renderPage(search);
  stop = page.stop;
  return page.root;
};

describe('missing ids', () => {
  it("says 'No property ID provided' without calling the API", async () => {
    const root = start(`?unitId=${UNIT_ID}`);
    await settle();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('No property ID provided');
    expect(text(root)).not.toContain(PREPARING);
    expect(api.calls).toEqual([]);
    expect(api.unmatched).toEqual([]);
  });

  it('opens the seeded sample listing at once for a visitor who opened /demo as it is', async () => {
    readyDemo(api);
    const root = start('');
    await settle();
    expect(text(root)).not.toContain('No property ID provided');
    expect(root.querySelector('.demo-ready')).not.toBeNull();
    expect(api.callsTo('getDemoProperty').length).toBeGreaterThan(0);
    // And under it, the way to try one's own listing.
    expect(text(root)).toContain('Or try Athena on your own listing');
  });

  it('falls back to the message, the sample link and the form when the sample cannot be read', async () => {
    api.on('getDemoProperty', apiError(404, 'Property not found'));
    const root = start('');
    await settle();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('No property ID provided');
    const sample = [...root.querySelectorAll('a')].find(
      (a) => a.textContent === 'Try the sample listing',
    );
    expect(sample?.getAttribute('href')).toBe(
      '/demo?propertyId=d3e0d3e0-0000-4000-8000-000000000001&unitId=d3e0d3e0-0000-4000-8000-000000000002',
    );
    expect(text(root)).toContain('Or try Athena on your own listing');
  });

  it("says 'No unit ID provided' when only the property is given", async () => {
    const root = start(`?propertyId=${PROPERTY_ID}&unitId=`);
    await settle();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('No unit ID provided');
    expect(api.calls).toEqual([]);
    expect(api.unmatched).toEqual([]);
  });
});

describe('preparing the demo', () => {
  it('polls the property, then the unit, every second until both are UNCLAIMED', async () => {
    api.on(
      'getDemoProperty',
      { status: 200, body: property({ status: 'PROCESSING' }) },
      { status: 200, body: property({ status: 'PROCESSING' }) },
      { status: 200, body: property() },
    );
    api.on(
      'getDemoUnit',
      { status: 200, body: unit({ status: 'PROCESSING' }) },
      { status: 200, body: unit() },
    );
    api.on('listDemoUnitListings', { status: 200, body: [listing] });
    const root = start();
    await settle();
    expect(root.querySelector('[role="status"]')?.textContent?.trim()).toBe(PREPARING);
    expect(api.callsTo('getDemoProperty')).toHaveLength(1);
    expect(api.callsTo('getDemoUnit')).toHaveLength(0);

    await settle(999);
    expect(api.callsTo('getDemoProperty')).toHaveLength(1);
    await settle(1);
    expect(api.callsTo('getDemoProperty')).toHaveLength(2);
    await settle(1000);
    expect(api.callsTo('getDemoProperty')).toHaveLength(3);
    // The property is ready: the unit is asked at once, and is not ready yet.
    expect(api.callsTo('getDemoUnit')).toHaveLength(1);
    expect(text(root)).toContain(PREPARING);
    expect(api.callsTo('listDemoUnitListings')).toHaveLength(0);

    await settle(1000);
    expect(api.callsTo('getDemoUnit')).toHaveLength(2);
    expect(api.callsTo('listDemoUnitListings')).toHaveLength(1);
    expect(api.callsTo('getDemoProperty')).toHaveLength(3);
    expect(text(root)).not.toContain(PREPARING);
    expect(root.querySelector('h2')?.textContent).toBe('120 Maple Court, Austin, TX 78704');
  });

  it('retries network failures, server errors and 429 after one second', async () => {
    api.on(
      'getDemoProperty',
      { status: 0, body: null },
      apiError(500, 'Something went wrong.'),
      apiError(429, 'Too many requests.'),
      { status: 200, body: property() },
    );
    api.on('getDemoUnit', apiError(503, 'Unavailable.'), { status: 200, body: unit() });
    api.on('listDemoUnitListings', { status: 200, body: [listing] });
    const root = start();
    await settle();
    for (let second = 1; second <= 3; second++) {
      expect(text(root)).toContain(PREPARING);
      await settle(1000);
    }
    expect(api.callsTo('getDemoProperty')).toHaveLength(4);
    expect(api.callsTo('getDemoUnit')).toHaveLength(1);
    await settle(1000);
    expect(api.callsTo('getDemoUnit')).toHaveLength(2);
    expect(root.querySelector('h2')?.textContent).toBe('120 Maple Court, Austin, TX 78704');
  });
});

describe('failures that end the demo', () => {
  it("shows 'Error: {message}' with the server's message when the id is refused", async () => {
    api.on('getDemoProperty', apiError(404, 'Property not found.'));
    const root = start();
    await settle();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Error: Property not found.');
    await settle(5000);
    expect(api.callsTo('getDemoProperty')).toHaveLength(1);
  });

  it("shows 'Error: {message}' when the unit is refused", async () => {
    api.on('getDemoProperty', { status: 200, body: property() });
    api.on('getDemoUnit', apiError(400, 'unitId must be a UUID.'));
    const root = start();
    await settle();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('Error: unitId must be a UUID.');
  });

  it("shows 'No property data available' when the property answers without data", async () => {
    api.on(
      'getDemoProperty',
      () => new Response('null', { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    const root = start();
    await settle();
    expect(root.querySelector('[role="alert"]')?.textContent).toBe('No property data available');
  });
});

describe('the ready demo', () => {
  it('shows the address, the unit summary with amenity labels, and what the agent can do', async () => {
    readyDemo(api);
    const root = start();
    await settle();
    expect(root.querySelector('h2')?.textContent).toBe('120 Maple Court, Austin, TX 78704');
    const rows = [...root.querySelectorAll('.summary > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows.slice(0, 6)).toEqual([
      ['Type', 'Apartment'],
      ['Unit number', '2B'],
      ['Size', '860 sq ft'],
      ['Bedrooms', '2'],
      ['Bathrooms', '1'],
      ['Rent', '$1,650 / month'],
    ]);
    const amenities = [...root.querySelectorAll('.chips li')].map((li) => li.textContent);
    expect(amenities).toEqual([
      'Small Dogs',
      'Cats',
      'On Site Parking',
      'In Unit Laundry',
      'Central Air',
      'Pool',
    ]);
    const heading = [...root.querySelectorAll('h3')].find(
      (h) => h.textContent === 'This AI Leasing Agent Can:',
    );
    const items = [...(heading?.nextElementSibling?.querySelectorAll('li') ?? [])];
    expect(items.map((li) => li.textContent)).toEqual([
      'Answer questions about the property',
      'Ask pre-screening questions',
      'Schedule viewings',
      'Take phone calls',
      'Reference the lease',
    ]);
    expect(text(root)).not.toContain('There was an error fetching the listings');
    // The page's own 'Book a Call' links stay on the page around the demo.
    const bookCall = [...document.querySelectorAll('a')].filter(
      (a) => a.textContent === 'Book a Call',
    );
    expect(bookCall.length).toBeGreaterThan(0);
  });

  it("shows a size of -1 as 'Not listed'", async () => {
    readyDemo(api);
    api.on('getDemoUnit', { status: 200, body: unit({ sizeSqft: -1 }) });
    const root = start();
    await settle();
    const size = [...root.querySelectorAll('.summary > div')].find(
      (row) => row.querySelector('dt')?.textContent === 'Size',
    );
    expect(size?.querySelector('dd')?.textContent).toBe('Not listed');
  });

  it('shows the listings alert when the unit has no listing', async () => {
    readyDemo(api);
    api.on('listDemoUnitListings', { status: 200, body: [] });
    const root = start();
    await settle();
    expect(root.querySelector('.listing [role="alert"]')?.textContent).toBe(
      'There was an error fetching the listings for this unit',
    );
    // The demo still works: the form is there.
    expect(root.querySelector('form')).not.toBeNull();
  });

  it('shows the listings alert when the listings cannot be fetched', async () => {
    readyDemo(api);
    api.on('listDemoUnitListings', apiError(500, 'Something went wrong.'));
    const root = start();
    await settle();
    expect(root.querySelector('.listing [role="alert"]')?.textContent).toBe(
      'There was an error fetching the listings for this unit',
    );
  });
});
