import {
  type DemoProperty,
  type DemoUnit,
  getDemoProperty,
  getDemoUnit,
  listDemoUnitListings,
} from '@porchlight/client';

/** The spec's retry interval while the demo is being prepared (section 4, 'Demo setup'). */
export const POLL_INTERVAL_MS = 1000;

export type DemoLoad =
  | { kind: 'ready'; property: DemoProperty; unit: DemoUnit; listingUrl: string | null }
  | { kind: 'noData' }
  | { kind: 'error'; message: string }
  | { kind: 'stopped' };

/** Any client result: the readiness check reads status and body only. */
type Poll = { status: number; body: unknown };
type Step<T> = { done: T } | { final: DemoLoad } | 'retry';

/**
 * One answer to a demo property or unit fetch. Not ready (status other than UNCLAIMED),
 * network failures, 5xx and 429 are retried, as the spec asks. A 4xx that says the id
 * itself is wrong (400, 404…) would be retried for ever in vain, so it ends in the error
 * view with the server's message instead.
 */
function judge<T extends { status: string }>(result: Poll): Step<T> {
  const { status, body } = result;
  if (status === 200) {
    if (typeof body !== 'object' || body === null) return { final: { kind: 'noData' } };
    return (body as T).status === 'UNCLAIMED' ? { done: body as T } : 'retry';
  }
  if (status >= 400 && status < 500 && status !== 408 && status !== 429) {
    const message = (body as { error?: { message?: unknown } } | null)?.error?.message;
    return {
      final: {
        kind: 'error',
        message: typeof message === 'string' ? message : `The server answered ${status}.`,
      },
    };
  }
  return 'retry';
}

/** Resolves after `ms`, or at once (false) when `signal` aborts. */
const wait = (ms: number, signal: AbortSignal) =>
  new Promise<boolean>((resolve) => {
    if (signal.aborted) return resolve(false);
    const timer = setTimeout(() => resolve(true), ms);
    const abort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    signal.addEventListener('abort', abort, { once: true });
  });

async function pollUntilReady<T extends { status: string }>(
  fetchOnce: () => Promise<Poll>,
  signal: AbortSignal,
): Promise<{ done: T } | { final: DemoLoad }> {
  while (!signal.aborted) {
    const step = judge<T>(await fetchOnce());
    if (step !== 'retry') return step;
    if (!(await wait(POLL_INTERVAL_MS, signal))) break;
  }
  return { final: { kind: 'stopped' } };
}

/**
 * The demo's setup (spec section 4): polls the property every second until it is
 * UNCLAIMED, then the unit likewise, then loads the unit's listings once. `listingUrl` is
 * the first listing's URL, or null when the listings could not be fetched or are empty
 * (the page then shows the listings alert).
 */
export async function loadDemo(
  propertyId: string,
  unitId: string,
  signal: AbortSignal,
): Promise<DemoLoad> {
  // The page asks again every second itself (the spec's retry), so no call repeats on its own.
  const call = { signal, retry: 0 };
  const property = await pollUntilReady<DemoProperty>(
    () => getDemoProperty({ params: { propertyId } }, call),
    signal,
  );
  if ('final' in property) return property.final;
  const unit = await pollUntilReady<DemoUnit>(
    () => getDemoUnit({ params: { unitId } }, call),
    signal,
  );
  if ('final' in unit) return unit.final;
  const listings = await listDemoUnitListings({ params: { unitId } }, call);
  if (signal.aborted) return { kind: 'stopped' };
  const first = listings.status === 200 ? listings.body[0] : undefined;
  return {
    kind: 'ready',
    property: property.done,
    unit: unit.done,
    listingUrl: first?.url ?? null,
  };
}
