import type { RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, renderRoutes } from '../../test-utils/index.ts';
import { routes } from '../routes.tsx';
import { type PageShape, pageShape } from './page-loading.tsx';

/** Every address of the route table whose page is a lazy chunk, params filled in. */
function lazyPaths(table: RouteObject[], prefix = ''): string[] {
  return table.flatMap((route) => {
    const path = route.path
      ? `${prefix}/${route.path.replace(/:\w+/g, '11111111-1111-4111-8111-111111111111')}`
      : prefix;
    const own = route.lazy && route.path ? [path.replace(/\/+/g, '/')] : [];
    return [...own, ...lazyPaths(route.children ?? [], path)];
  });
}

afterEach(cleanup);

describe('the loading fallback', () => {
  const paths = lazyPaths(routes);

  it('covers the route table (the walk finds its lazy pages)', () => {
    expect(paths).toContain('/properties');
    expect(paths).toContain('/leads');
    expect(paths.length).toBeGreaterThanOrEqual(18);
  });

  it.each(paths)('%s shows a skeleton while its code loads, never a blank page', (path) => {
    const view = renderRoutes(routes, path);
    // The very first render, before any chunk has arrived.
    const status = view.container.querySelector('[role="status"]');
    expect(status?.textContent).toContain('Loading Porchlight…');
    expect(view.container.querySelectorAll('.mantine-Skeleton-root').length).toBeGreaterThan(3);
  });

  it('draws each page in its own shape', () => {
    const shapes: Record<string, PageShape> = {
      '/login': 'entry',
      '/signup': 'entry',
      '/properties': 'list',
      '/properties/p1': 'detail',
      '/properties/p1/units/u1': 'detail',
      '/leads': 'list',
      '/settings': 'form',
      '/profile/business': 'form',
      '/assistant': 'detail',
      '/assistant/history': 'list',
    };
    for (const [path, shape] of Object.entries(shapes)) expect(pageShape(path), path).toBe(shape);
  });
});
