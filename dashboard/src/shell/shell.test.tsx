import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, click, getButton, renderRoutes, waitFor } from '../../test-utils/index.ts';
import { useUi } from '../session/store.ts';
import { openSubscriptionRequired } from './api-error.ts';
import { MobileNotice } from './mobile-notice.tsx';
import { RouteError } from './route-error.tsx';
import { SubscriptionRequiredModal } from './subscription-required-modal.tsx';

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

  it('can be dismissed, stays dismissed in the tab, and sits under every dialog', () => {
    sessionStorage.clear();
    setUserAgent(IPHONE);
    const view = renderRoutes([{ path: '/', element: <MobileNotice /> }], '/');
    const notice = view.container.querySelector('[role="status"]') as HTMLElement;
    expect(Number(notice.style.zIndex)).toBeLessThan(200);
    click(view.container.querySelector('button[aria-label="Dismiss notice"]') as HTMLElement);
    expect(view.container.textContent).not.toContain('mobile device');
    cleanup();
    const again = renderRoutes([{ path: '/', element: <MobileNotice /> }], '/');
    expect(again.container.textContent).not.toContain('mobile device');
    sessionStorage.clear();
    setUserAgent(DESKTOP);
  });
});

describe('the router error page', () => {
  it("says 'Unexpected Application Error!' for a page that throws, never the exception", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const view = renderRoutes(
      [{ path: '/', element: <Broken />, errorElement: <RouteError /> }],
      '/',
    );
    await waitFor(() =>
      expect(view.container.querySelector('h1')?.textContent).toBe('Unexpected Application Error!'),
    );
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
    await waitFor(() => expect(document.body.textContent).toContain('Subscription Required'));
    expect(document.body.textContent).toContain(
      'You need to upgrade your subscription to create more properties and units.',
    );
    expect(getButton(document.body, 'Close')).toBeDefined();
    click(getButton(document.body, 'Update Subscription'));
    expect(view.path()).toBe('/settings');
    expect(useUi.getState().subscriptionRequired).toBe(false);
  });
});
