/**
 * The dashboard's server data: one TanStack Query cache. A client call resolves to
 * `{ status, body }` and never throws, so `okBody` turns a non-2xx answer into an ApiError
 * carrying the status; retries, error states and `showApiError` (which reads `status`) then
 * work on it. Client state (session, preferences, cross-page UI) stays in zustand
 * (session/store.ts); nothing fetched is copied there.
 */
import { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { showApiError, statusOf } from '../ui/api-error.ts';

/** A call the server answered with a non-2xx status, or 0 for no answer (network, abort). */
export class ApiError extends Error {
  constructor(readonly status: number) {
    super(`API call failed with status ${status}`);
    this.name = 'ApiError';
  }
}

interface ClientResult {
  status: number;
  body: unknown;
}

/** The body of a result's 2xx answers. */
export type OkBody<R> = R extends { status: 200 | 201 | 204; body: infer B } ? B : never;

/** Awaits a client call: its 2xx body, or throws ApiError with the status. */
export async function okBody<R extends ClientResult>(call: Promise<R>): Promise<OkBody<R>> {
  const result = await call;
  if (result.status >= 200 && result.status < 300) return result.body as OkBody<R>;
  throw new ApiError(result.status);
}

/**
 * Only what may pass on its own is asked again, and only what the client has not already
 * retried (it repeats a GET after a network error, 408, 429 or 503; packages/client): no
 * answer at all (0) or another server error. A 4xx is the answer (401 signs out through the
 * client's hook), and a rate limit is not asked again sooner than it said.
 */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return error.status === 0 || (error.status >= 500 && error.status !== 503);
}

const MAX_RETRIES = 2;

/**
 * The app's defaults: data counts as fresh for 30 s (a page opened again within that shows
 * it at once, with no request), then is asked again on mount and when the tab regains focus.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: true,
        // The client reports no answer as status 0 itself: a query never waits for `online`.
        networkMode: 'always',
        retry: (failures, error) => failures < MAX_RETRIES && isRetryable(error),
      },
    },
  });
}

/**
 * The one cache: the app's provider (app.tsx) and the save helpers that are plain functions
 * (they invalidate what they changed) share it.
 */
export const queryClient = createQueryClient();

/** Marks every query under each key prefix stale and refetches the ones on screen. */
export function invalidate(...keys: readonly (readonly unknown[])[]): Promise<void> {
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}

/**
 * Tells the manager that a load failed (a toast, a warning), once its retries are spent and
 * again after each failed Try again; not when a refetch fails behind data on screen. Called
 * by the component that shows the data, so two screens sharing a query each keep their own
 * way of saying it.
 */
export function useLoadError(
  query: { error: unknown; data: unknown },
  report: (error: unknown) => void,
): void {
  const reportRef = useRef(report);
  reportRef.current = report;
  const failed = query.data === undefined ? query.error : null;
  useEffect(() => {
    if (failed) reportRef.current(failed);
  }, [failed]);
}

/** A load whose failure only goes to the console: the section then stays empty. */
export const warnLoadError =
  (what: string) =>
  (error: unknown): void =>
    console.warn(`[porchlight] ${what} not loaded`, statusOf(error));

/** True when the load was answered 404 or 400 (an unknown or malformed id). */
export const isMissing = (error: unknown): boolean => {
  const status = statusOf(error);
  return status === 404 || status === 400;
};

/** A page's own record: a 404 or 400 shows the page's 'not found'; anything else the toast. */
export function reportUnlessMissing(error: unknown): void {
  if (!isMissing(error)) showApiError(error);
}
