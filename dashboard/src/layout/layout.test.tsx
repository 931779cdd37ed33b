import { Outlet } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  cleanup,
  findDialog,
  renderRoutes,
  screen,
  waitFor,
  within,
} from '../../test-utils/index.ts';
import { useUi } from '../session/store.ts';
import { openSubscriptionRequired } from '../ui/api-error.ts';
import { SubscriptionRequiredModal } from '../ui/subscription-required-modal.tsx';
import { EntryLayout } from './entry-layout.tsx';
import { MOBILE_NOTICE_SHOWN, MobileNotice } from './mobile-notice.tsx';
import { RouteError } from './route-error.tsx';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';

function Broken(): never {
  throw new Error('secret stack detail');
}

function setUserAgent(value: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(value);
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  sessionStorage.clear();
  useUi.setState({ subscriptionRequired: false });
});

describe('the mobile notice', () => {
  it('shows both spec texts on an iOS or Android agent, re-checked on resize', () => {
    setUserAgent(DESKTOP);
    const view = renderRoutes([{ path: '/', element: <MobileNotice /> }], '/');
    expect(view.container.textContent).not.toContain('mobile device');
    setUserAgent(IPHONE);
    act(() => window.dispatchEvent(new Event('resize')));
    expect(view.container.textContent).toContain(
      'You seem to be visiting us from a mobile device.',
    );
    expect(view.container.textContent).toContain(
      'Please visit us on a desktop computer for the full experience.',
    );
    setUserAgent(DESKTOP);
    act(() => window.dispatchEvent(new Event('resize')));
    expect(view.container.textContent).not.toContain('mobile device');
  });

  it('can be dismissed, stays dismissed in the tab, and sits under every dialog', async () => {
    setUserAgent(IPHONE);
    const view = renderRoutes([{ path: '/', element: <MobileNotice /> }], '/');
    const notice = screen.getByRole('status');
    expect(Number(notice.style.zIndex)).toBeLessThan(200);
    await view.user.click(screen.getByRole('button', { name: 'Dismiss notice' }));
    expect(view.container.textContent).not.toContain('mobile device');
    cleanup();
    const again = renderRoutes([{ path: '/', element: <MobileNotice /> }], '/');
    expect(again.container.textContent).not.toContain('mobile device');
  });

  it('is shown once per session: gone on the next page and after a reload, undismissed', async () => {
    setUserAgent(IPHONE);
    const routes = [
      {
        path: '/',
        element: (
          <>
            <MobileNotice />
            <Outlet />
          </>
        ),
        children: [
          { path: 'properties', element: <p>properties</p> },
          { path: 'leads', element: <p>leads</p> },
        ],
      },
    ];
    const view = renderRoutes(routes, '/properties');
    expect(screen.getByRole('status').textContent).toContain(
      'You seem to be visiting us from a mobile device.',
    );
    expect(sessionStorage.getItem(MOBILE_NOTICE_SHOWN)).toBe('1');
    await act(() => view.router.navigate('/leads'));
    expect(view.container.textContent).toContain('leads');
    expect(view.container.textContent).not.toContain('mobile device');
    // Back on the first page: still gone.
    await act(() => view.router.navigate('/properties'));
    expect(view.container.textContent).not.toContain('mobile device');
    // A reload in the same tab (a new mount, the same sessionStorage): not shown again.
    cleanup();
    const reloaded = renderRoutes(routes, '/leads');
    expect(reloaded.container.textContent).toContain('leads');
    expect(reloaded.container.textContent).not.toContain('mobile device');
    // A new session (a new tab) shows it again.
    cleanup();
    sessionStorage.clear();
    renderRoutes(routes, '/leads');
    expect(screen.getByRole('status')).toBeDefined();
  });
});

describe('the account-entry frame (/login, /signup)', () => {
  it("shows the spec's footer, 'All rights reserved' from 2024 to this year, on a phone too", () => {
    setUserAgent(IPHONE);
    const view = renderRoutes([{ path: '/', element: <EntryLayout>form</EntryLayout> }], '/');
    const footer = view.container.querySelector('footer');
    expect(footer?.textContent).toBe(
      `© 2024–${new Date().getFullYear()} Porchlight. All rights reserved`,
    );
  });
});

describe('the router error page', () => {
  it("says 'Unexpected Application Error!' for a page that throws, never the exception", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderRoutes(
      [{ path: '/', element: <Broken />, errorElement: <RouteError /> }],
      '/',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeDefined();
    expect(view.container.textContent).not.toContain('secret stack detail');
  });

  it('styles a 405 thrown by the router', async () => {
    const view = renderRoutes(
      [
        {
          path: '/',
          loader: () => {
            throw new Response('', { status: 405 });
          },
          element: <p>never</p>,
          errorElement: <RouteError />,
        },
      ],
      '/',
    );
    await waitFor(() => expect(view.container.textContent).toContain('Method not allowed'));
    expect(view.container.textContent).toContain('405');
  });
});

describe("the 'Subscription Required' modal", () => {
  it('opens on a 402 and leads to /settings', async () => {
    const view = renderRoutes(
      [
        { path: '/', element: <SubscriptionRequiredModal /> },
        { path: '/settings', element: <p>settings</p> },
      ],
      '/',
    );
    act(() => openSubscriptionRequired());
    const dialog = within(await findDialog());
    expect(dialog.getByText('Subscription Required')).toBeDefined();
    expect(
      dialog.getByText(
        'You need to upgrade your subscription to create more properties and units.',
      ),
    ).toBeDefined();
    expect(dialog.getByRole('button', { name: 'Close' })).toBeDefined();
    await view.user.click(dialog.getByRole('button', { name: 'Update Subscription' }));
    expect(view.path()).toBe('/settings');
    expect(useUi.getState().subscriptionRequired).toBe(false);
  });
});
