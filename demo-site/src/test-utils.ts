/**
 * Test helpers: the real index.html body in the document, and a fake API at the fetch
 * level (real Request and Response objects), so the real client and ky run.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vi } from 'vitest';
import { startDemo } from './demo-page.ts';

export const PROPERTY_ID = 'd3e0d3e0-0000-4000-8000-000000000001';
export const UNIT_ID = 'd3e0d3e0-0000-4000-8000-000000000002';
export const PAGE_URL = `http://localhost:3000/demo?propertyId=${PROPERTY_ID}&unitId=${UNIT_ID}`;
export const LISTING_URL = 'https://example.com/listings/maple-court-2b';

export const property = (overrides: Record<string, unknown> = {}) => ({
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

export const unit = (overrides: Record<string, unknown> = {}) => ({
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

export const listing = {
  id: 'a1',
  unitId: UNIT_ID,
  url: LISTING_URL,
  createdAt: '2026-11-23T10:00:00.000Z',
};

export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const apiError = (status: number, message: string) =>
  json(status, { error: { code: status === 404 ? 'NOT_FOUND' : 'ERROR', message } });

type Reply = Response | Error;

export interface Seen {
  method: string;
  path: string;
  body: unknown;
}

/** A fake API: `on('GET /api/...', ...replies)`; the last reply repeats; unknown routes 404. */
export function fakeApi() {
  const routes = new Map<string, Reply[]>();
  const calls: Seen[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const call = {
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? JSON.parse(text) : undefined,
    };
    calls.push(call);
    const queue = routes.get(`${call.method} ${call.path}`);
    const reply = queue && (queue.length > 1 ? queue.shift() : queue[0]);
    if (!reply) return apiError(404, 'Not found.');
    if (reply instanceof Error) throw reply;
    return reply.clone();
  };
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    on(route: string, ...replies: Reply[]) {
      routes.set(route, replies);
    },
    to: (route: string) => calls.filter((c) => `${c.method} ${c.path}` === route),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

export const PROPERTY_ROUTE = `GET /api/v1/demo-properties/${PROPERTY_ID}`;
export const UNIT_ROUTE = `GET /api/v1/demo-units/${UNIT_ID}`;
export const LISTINGS_ROUTE = `GET /api/v1/demo-units/${UNIT_ID}/listings`;
export const INTEREST_ROUTE = 'POST /api/v1/demo-interests';

/** Answers the seeded demo, ready at once. */
export function readyDemo(api: FakeApi) {
  api.on(PROPERTY_ROUTE, json(200, property()));
  api.on(UNIT_ROUTE, json(200, unit()));
  api.on(LISTINGS_ROUTE, json(200, [listing]));
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
