import { Notifications } from '@mantine/notifications';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from '../../test-utils/index.ts';
import { click, getButton, waitFor } from '../../test-utils/user.ts';
import { fakeApi, resetAfterTest, settle } from '../features/profile/testing/fake-api.ts';
import { testUser, USER_ID } from '../features/profile/testing/user.ts';
import { useSession } from '../session/store.ts';
import { SettingsPage } from './settings.page.tsx';

function Search() {
  return <output data-testid="search">{useLocation().search}</output>;
}

async function renderAt(url: string) {
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <Notifications />
      <SettingsPage />
      <Search />
    </MemoryRouter>,
  );
  await settle();
  return view;
}

beforeEach(() => {
  useSession.setState({ token: 't', userId: USER_ID, user: testUser() });
  fakeApi({
    'GET /api/v1/subscriptions': {
      status: 404,
      body: { error: { code: 'NO_SUBSCRIPTION', message: 'none' } },
    },
  });
});
afterEach(() => {
  resetAfterTest();
  useSession.setState({ user: null });
});

describe('SettingsPage', () => {
  it("shows 'Payment successful!' after checkout and drops the parameter", async () => {
    const { container } = await renderAt('/settings?success=true');
    expect(document.body.textContent).toContain('Payment successful!');
    expect(container.querySelector('[data-testid="search"]')?.textContent).toBe('');
  });

  it("shows 'Payment cancelled, please try again' after a cancelled checkout", async () => {
    await renderAt('/settings?canceled=true');
    expect(document.body.textContent).toContain('Payment cancelled, please try again');
    expect(document.body.textContent).not.toContain('Payment successful!');
  });

  it('shows the billing card and keeps Developer Settings under Advanced Settings', async () => {
    const { container } = await renderAt('/settings');
    expect(container.textContent).toContain('Billing Settings');
    expect(document.body.textContent).not.toContain('Payment');
    const toggle = [...container.querySelectorAll('button')].find((b) =>
      b.textContent?.includes('Advanced Settings'),
    );
    expect(toggle?.getAttribute('aria-expanded')).toBe('false');
  });

  it('signs out on every device after a confirmation, and clears this session', async () => {
    const api = fakeApi({
      'GET /api/v1/subscriptions': {
        status: 404,
        body: { error: { code: 'NO_SUBSCRIPTION', message: 'none' } },
      },
      'POST /api/v1/auth/sign-out-everywhere': { status: 200, body: { ok: true } },
    });
    const { container } = await renderAt('/settings');
    click(getButton(container, 'Sign out everywhere'));
    await waitFor(() => expect(document.body.textContent).toContain('Sign out on every device?'));
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement;
    click(getButton(dialog, 'Sign out everywhere'));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'POST /api/v1/auth/sign-out-everywhere',
    );
  });
});
