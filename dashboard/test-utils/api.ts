import { cleanNotifications } from '@mantine/notifications';
import { type FakeApi, type FakeHandlers, fakeApi } from '@porchlight/client/testing';
import { cleanup } from '@testing-library/react';
import { vi } from 'vitest';
import { queryClient } from '../src/queries/query.ts';

/**
 * Serves `handlers` as the API for this test (see @porchlight/client/testing): the global
 * fetch, which the client uses in tests (main.tsx configures nothing here), is the fake
 * until `resetAfterTest`. An endpoint without a handler answers 404, so no test reaches a
 * network.
 */
export function serveApi(handlers: FakeHandlers = {}): FakeApi {
  const api = fakeApi(handlers);
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

/**
 * After each test: unmount, empty the server-data cache, restore fetch and every stubbed
 * global, and clear every toast.
 */
export function resetAfterTest(): void {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
  cleanNotifications();
}
