/**
 * Test helpers: the real index.html body in the document, and the typed fake API of
 * @porchlight/client/testing at the fetch level (real Request and Response objects), so the
 * real client runs.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoProperty, DemoUnit, ErrorStatus, Listing } from '@porchlight/client';
import { type FakeApi, fakeApi, sample } from '@porchlight/client/testing';
import { expect, vi } from 'vitest';
import { startDemo } from './demo-page.ts';

export const PROPERTY_ID = 'd3e0d3e0-0000-4000-8000-000000000001';
export const UNIT_ID = 'd3e0d3e0-0000-4000-8000-000000000002';
export const PAGE_URL = `http://localhost:3000/demo?propertyId=${PROPERTY_ID}&unitId=${UNIT_ID}`;
export const LISTING_URL = 'https://example.com/listings/maple-court-2b';

export const property = (overrides: Partial<DemoProperty> = {}): DemoProperty => ({
  id: PROPERTY_ID,
  address: '120 Maple Court, Austin, TX 78704',
  type: 'MULTI_FAMILY',
  amenities: 'SMALL_DOGS,CATS,ON_SITE_PARKING,IN_UNIT_LAUNDRY,CENTRAL_AIR,POOL',
  status: 'UNCLAIMED',
  dogsAllowedCount: 1,
  catsAllowedCount: 2,
  petsAllowedCount: 2,
  restrictedDogBreeds: 'PIT_BULL,ROTTWEILER',
  maxDogSizeLbs: 40,
  ...overrides,
});

export const unit = (overrides: Partial<DemoUnit> = {}): DemoUnit => ({
  id: UNIT_ID,
  propertyId: PROPERTY_ID,
  status: 'UNCLAIMED',
  unitNumber: '2B',
  type: 'APARTMENT',
  sizeSqft: 860,
  bedrooms: 2,
  bathrooms: 1,
  monthlyPrice: 1650,
  currency: 'USD',
  ...overrides,
});

export const listing: Listing = {
  id: 'a1',
  unitId: UNIT_ID,
  url: LISTING_URL,
  createdAt: '2026-11-23T10:00:00.000Z',
};

/** An error reply with the server's ApiError body: NOT_FOUND for a 404, ERROR otherwise. */
export const apiError = <S extends ErrorStatus>(status: S, message: string) => ({
  status,
  body: sample.apiError(status === 404 ? 'NOT_FOUND' : 'ERROR', message),
});

/**
 * The typed fake API as the page's network: demo-site's code calls the client without
 * configuring it, so the fake is the global fetch (vi.unstubAllGlobals removes it).
 */
export function demoApi(): FakeApi {
  const api = fakeApi();
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/** Answers the seeded demo, ready at once. */
export function readyDemo(api: FakeApi) {
  api.on('getDemoProperty', { status: 200, body: property() });
  api.on('getDemoUnit', { status: 200, body: unit() });
  api.on('listDemoUnitListings', { status: 200, body: [listing] });
}

/**
 * The fake answers an endpoint whatever its ids; this holds every demo call to the seeded
 * property and unit, and every request to an endpoint of the contract.
 */
export function expectSeededIds(api: FakeApi) {
  expect(api.unmatched).toEqual([]);
  for (const call of api.callsTo('getDemoProperty')) {
    expect(call.params).toEqual({ propertyId: PROPERTY_ID });
  }
  for (const call of [...api.callsTo('getDemoUnit'), ...api.callsTo('listDemoUnitListings')]) {
    expect(call.params).toEqual({ unitId: UNIT_ID });
  }
}

// happy-dom's URL cannot hold a file: URL, hence the path functions.
const body = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), 'index.html'),
  'utf8',
).match(/<body>([\s\S]*)<\/body>/)?.[1];

/** Puts the real page in the document and starts the demo with `search`. */
export function renderPage(search = `?propertyId=${PROPERTY_ID}&unitId=${UNIT_ID}`) {
  document.body.innerHTML = body ?? '';
  const controller = new AbortController();
  const root = document.getElementById('demo')!;
  const done = startDemo({ root, search, pageUrl: PAGE_URL, signal: controller.signal });
  return { root, done, stop: () => controller.abort() };
}

/** Lets fetches and promise chains settle, advancing fake time by `ms`. */
export async function settle(ms = 0) {
  await vi.advanceTimersByTimeAsync(ms);
  for (let i = 0; i < 20; i++) await vi.advanceTimersByTimeAsync(0);
}

export const text = (root: ParentNode) => (root as HTMLElement).textContent ?? '';

interface HappyDomSettings {
  enableIframePageLoading: boolean;
  fetch: { interceptor: unknown };
}

/**
 * happy-dom loads no frame and logs an error for each one; here a frame loads a blank
 * stand-in page instead (the widget's /chat is not under test), so the output stays clean
 * and the tests check the frame's src and title.
 */
export function standInFrames() {
  const settings = (window as unknown as { happyDOM: { settings: HappyDomSettings } }).happyDOM
    .settings;
  settings.enableIframePageLoading = true;
  settings.fetch.interceptor = {
    beforeAsyncRequest: async () =>
      new Response('<!doctype html><title>Chat</title>', {
        headers: { 'content-type': 'text/html' },
      }),
  };
}
