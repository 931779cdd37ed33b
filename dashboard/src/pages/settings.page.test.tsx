import { Notifications } from '@mantine/notifications';
import { type FakeReply, sample } from '@porchlight/client/testing';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  findDialog,
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../test-utils/index.ts';
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
  await flush();
  return view;
}

const NO_SUBSCRIPTION: FakeReply<'getSubscription'> = {
  status: 404,
  body: sample.apiError('NO_SUBSCRIPTION', 'none'),
};

beforeEach(() => {
  useSession.setState({ token: 't', userId: sample.user().id, user: sample.user() });
  serveApi({ getSubscription: NO_SUBSCRIPTION });
});
afterEach(() => {
  resetAfterTest();
  useSession.setState({ user: null });
});

describe('SettingsPage', () => {
  it("shows 'Payment successful!' after checkout and drops the parameter", async () => {
    await renderAt('/settings?success=true');
    expect(screen.getByText('Payment successful!')).toBeDefined();
    expect(screen.getByTestId('search').textContent).toBe('');
  });

  it("shows 'Payment cancelled, please try again' after a cancelled checkout", async () => {
    await renderAt('/settings?canceled=true');
    expect(screen.getByText('Payment cancelled, please try again')).toBeDefined();
    expect(document.body.textContent).not.toContain('Payment successful!');
  });

  it('shows the billing card and keeps Developer Settings under Advanced Settings', async () => {
    const { container } = await renderAt('/settings');
    expect(container.textContent).toContain('Billing Settings');
    expect(document.body.textContent).not.toContain('Payment');
    const toggle = screen.getByRole('button', { name: /Advanced Settings/ });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('signs out on every device after a confirmation, and clears this session', async () => {
    const api = serveApi({
      getSubscription: NO_SUBSCRIPTION,
      signOutEverywhere: { status: 200, body: { ok: true } },
    });
    const { user } = await renderAt('/settings');
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await findDialog();
    expect(within(dialog).getByText('Sign out on every device?')).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(useSession.getState().token).toBeNull());
    expect(api.calls.map((c) => c.endpoint)).toContain('signOutEverywhere');
  });
});
