import { type FakeApi, sample } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoutes, resetAfterTest, screen, serveApi, waitFor } from '../test-utils/index.ts';
import { routes } from './routes.tsx';
import { logOut, reloadSessionFromStorage, useSession } from './session/store.ts';

const USER_ID = '11111111-1111-4111-8111-111111111111';
let api: FakeApi;
const heading = () => screen.queryByRole('heading', { level: 1 })?.textContent;
const signIn = () => screen.getByRole('button', { name: 'Sign in as pat@example.com' });

function storeSession() {
  localStorage.setItem('token', 'jwt-1');
  localStorage.setItem('userId', USER_ID);
  localStorage.setItem('email', 'pat@example.com');
  reloadSessionFromStorage();
}

beforeEach(() => {
  localStorage.clear();
  logOut();
  api = serveApi({
    countAttention: { status: 200, body: { openCount: 0 } },
    getUser: { status: 200, body: sample.user({ id: USER_ID, email: 'pat@example.com' }) },
    listProperties: { status: 200, body: [] },
  });
});
afterEach(resetAfterTest);

describe('redirects', () => {
  it('sends a manager page to /login without a stored token', async () => {
    const view = renderRoutes(routes, '/properties');
    await waitFor(() => expect(view.path()).toBe('/login'));
    await waitFor(() => expect(view.container.textContent).toContain('Log in'));
  });

  it('sends /profile/business and /settings to /login without a token', async () => {
    for (const path of ['/profile/business', '/settings', '/properties/p1/units/u1']) {
      const view = renderRoutes(routes, path);
      await waitFor(() => expect(view.path()).toBe('/login'));
      view.unmount();
    }
  });

  it('sends /login to / with a stored token, which shows the properties', async () => {
    storeSession();
    const view = renderRoutes(routes, '/login');
    await waitFor(() => expect(view.path()).toBe('/'));
    await waitFor(() =>
      expect(view.container.textContent).toContain('Add a property to get started'),
    );
    expect(heading()).toBe('Properties');
    // No property is open: the sidebar asks for no units (not /properties//units).
    expect(api.unmatched).toEqual([]);
  });

  it('sends /signup to /properties with a stored token', async () => {
    storeSession();
    const view = renderRoutes(routes, '/signup');
    await waitFor(() => expect(view.path()).toBe('/properties'));
  });

  it('spends the e-mailed link only on a click, then goes to /properties signed in', async () => {
    api.on('authCallback', { status: 200, body: { jwt: 'jwt-2', userID: USER_ID } });
    const view = renderRoutes(routes, '/login?token=abc&email=pat%40example.com');
    // A mail scanner that opens the link only sees the question.
    await waitFor(() => expect(view.container.textContent).toContain('pat@example.com'));
    expect(api.callsTo('authCallback')).toHaveLength(0);
    await view.user.click(signIn());
    await waitFor(() => expect(view.path()).toBe('/properties'));
    expect(api.callsTo('authCallback').map((call) => call.query)).toEqual([
      { token: 'abc', email: 'pat@example.com' },
    ]);
    expect(localStorage.getItem('token')).toBe('jwt-2');
    expect(localStorage.getItem('userId')).toBe(USER_ID);
    expect(localStorage.getItem('email')).toBe('pat@example.com');
  });

  it('says so when the link is refused, and stays signed out', async () => {
    api.on('authCallback', { status: 401, body: sample.apiError('UNAUTHORIZED') });
    const view = renderRoutes(routes, '/login?token=used&email=pat%40example.com');
    await waitFor(() => expect(view.container.textContent).toContain('pat@example.com'));
    await view.user.click(signIn());
    await waitFor(() =>
      expect(view.container.textContent).toContain(
        'There was an error logging in, please try again.',
      ),
    );
    expect(view.path()).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs out on a 401 from the properties list, clearing manager and tenant values', async () => {
    storeSession();
    localStorage.setItem('tenantToken', 'tt');
    localStorage.setItem('porchlight:tenantId', 'ti');
    localStorage.setItem('icpFormCount', '1');
    api.on('listProperties', { status: 401, body: sample.apiError('UNAUTHORIZED') });
    const view = renderRoutes(routes, '/properties');
    await waitFor(() => expect(view.path()).toBe('/login'));
    for (const key of ['token', 'userId', 'email', 'tenantToken', 'porchlight:tenantId']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
    expect(localStorage.getItem('icpFormCount')).toBe('1');
    expect(useSession.getState().token).toBeNull();
  });

  it('logs out when the user record is refused', async () => {
    storeSession();
    api.on('getUser', { status: 404, body: sample.apiError('NOT_FOUND') });
    const view = renderRoutes(routes, '/properties');
    await waitFor(() => expect(view.path()).toBe('/login'));
  });

  it("shows a styled 'Page not found' for an unknown path", async () => {
    const view = renderRoutes(routes, '/no/such/page');
    await waitFor(() => expect(heading()).toBe('Page not found'));
    expect(view.container.textContent).toContain('404');
  });
});
