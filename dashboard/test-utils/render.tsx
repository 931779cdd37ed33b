import { MantineProvider } from '@mantine/core';
import { notifyManager, QueryClientProvider } from '@tanstack/react-query';
import {
  act,
  configure,
  getConfig,
  type RenderOptions,
  type RenderResult,
  render as renderWithLibrary,
} from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { queryClient } from '../src/queries/query.ts';
import { theme } from '../src/theme.ts';

// A loaded test pool answers slower than a laptop: findBy* and waitFor wait up to 3 s.
configure({ asyncUtilTimeout: 3000 });

// Testing Library wraps each user-event call in a wrapper that ends by waiting a
// setTimeout(0): under vitest's fake timers that timeout never fires (the library knows
// only Jest's). There, the call runs in one act() scope instead, which flushes the updates
// it causes; the test then moves the clock with `advance`.
const { asyncWrapper } = getConfig();
configure({
  asyncWrapper: (action) =>
    vi.isFakeTimers() ? act(async () => await action()) : asyncWrapper(action),
});

// The cache tells components about an answer in a microtask rather than a setTimeout(0),
// which under fake timers would wait for the clock to move.
notifyManager.setScheduler(queueMicrotask);

// A failed load fails at once in a test (no retries to wait through), and the app's cache
// (which the save helpers invalidate) is emptied after each test (resetAfterTest).
queryClient.setDefaultOptions({
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme}>{children}</MantineProvider>
    </QueryClientProvider>
  );
}

export interface Rendered extends RenderResult {
  /** A user-event session: `await user.click(…)`, `await user.type(…)`. */
  user: UserEvent;
}

/**
 * Renders `ui` inside the app's MantineProvider, as Mantine's vite-template test-utils do,
 * with a user-event session. Events are dispatched without pauses between them (delay
 * null), so no timer runs between keystrokes, with real or fake timers alike; a click
 * skips the hover events before it (nothing here reacts to hover, and each is a render).
 */
export function render(ui: ReactNode, options: Omit<RenderOptions, 'wrapper'> = {}): Rendered {
  return {
    user: userEvent.setup({ delay: null, skipHover: true }),
    ...renderWithLibrary(ui, { wrapper: Providers, ...options }),
  };
}

export interface RouterRendered extends Rendered {
  router: ReturnType<typeof createMemoryRouter>;
  /** The router's current path with its query. */
  path: () => string;
}

/**
 * Renders a route table in a memory router at `path`, so a test can follow redirects and
 * links without a browser.
 */
export function renderRoutes(routes: RouteObject[], path: string): RouterRendered {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return {
    ...render(<RouterProvider router={router} />),
    router,
    path: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

/** Renders `ui` as the page at `path` (matched by `pattern`), with a catch-all that names the path. */
export function renderAt(ui: ReactNode, path: string, pattern = path): RouterRendered {
  return renderRoutes(
    [
      { path: pattern, element: ui },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    path,
  );
}
