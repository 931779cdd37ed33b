import { MantineProvider } from '@mantine/core';
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router-dom';
import { theme } from '../src/theme.ts';

export interface RenderResult {
  container: HTMLElement;
  unmount: () => void;
}

const mounted = new Set<() => void>();

/** Renders `ui` inside the app's MantineProvider, as Mantine's vite-template helper does. */
export function render(ui: ReactNode): RenderResult {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<MantineProvider theme={theme}>{ui}</MantineProvider>));
  const unmount = () => {
    act(() => root.unmount());
    container.remove();
    mounted.delete(unmount);
  };
  mounted.add(unmount);
  return { container, unmount };
}

export interface RouterRenderResult extends RenderResult {
  router: ReturnType<typeof createMemoryRouter>;
  /** The router's current path with its query. */
  path: () => string;
}

/**
 * Renders a route table (or one element at `pattern`) in a memory router at `path`, so a
 * test can follow redirects and links without a browser.
 */
export function renderRoutes(routes: RouteObject[], path: string): RouterRenderResult {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(<RouterProvider router={router} />);
  return {
    ...result,
    router,
    path: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}

/** Renders `ui` as the page at `path` (matched by `pattern`), with a catch-all that names the path. */
export function renderAt(ui: ReactNode, path: string, pattern = path): RouterRenderResult {
  return renderRoutes(
    [
      { path: pattern, element: ui },
      { path: '*', element: <p data-testid="elsewhere">elsewhere</p> },
    ],
    path,
  );
}

/** Unmounts everything `render` mounted; call it in afterEach. */
export function cleanup() {
  for (const unmount of [...mounted]) unmount();
}
