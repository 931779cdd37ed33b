import type { Unit, User } from '@porchlight/client';
import { type FakeApi, sample } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  flush,
  renderAt,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
} from '../../test-utils/index.ts';
import { useSession } from '../session/store.ts';
import { Sidebar } from './sidebar.tsx';

const unit = (id: string, unitNumber: string | null, status: Unit['status'] = 'CLAIMED') =>
  sample.unit({ id, propertyId: 'p1', unitNumber, status });

let api: FakeApi;

beforeEach(() => {
  localStorage.clear();
  useSession.getState().signIn({ token: 't', userId: 'u', email: 'pat@example.com' });
  api = serveApi({
    countAttention: { status: 200, body: { openCount: 0 } },
    listProperties: {
      status: 200,
      body: [
        sample.property({ id: 'p1', address: '1200 Evergreen Terrace, Springfield' }),
        sample.property({ id: 'p2', address: '9 Elm St' }),
      ],
    },
    listPropertyUnits: {
      status: 200,
      body: [unit('u1', '4B'), unit('u2', null), unit('u3', '7', 'PROCESSING')],
    },
  });
});

afterEach(resetAfterTest);

const linkTexts = (root: HTMLElement) =>
  [...root.querySelectorAll('nav a')].map((link) => link.textContent?.trim());

describe('Sidebar', () => {
  it('shows the properties by cut address and the open property’s ready units', async () => {
    const { container } = renderAt(<Sidebar />, '/properties/p1', '/properties/:id');
    await waitFor(() => expect(linkTexts(container)).toContain('4B'));
    const texts = linkTexts(container);
    expect(texts).toContain('1200 Evergreen...');
    expect(texts).toContain('9 Elm St');
    // A cut address is named by the whole address; a whole one by its text.
    expect(
      screen.getByRole('link', { name: '1200 Evergreen Terrace, Springfield' }).textContent,
    ).toBe('1200 Evergreen...');
    expect(screen.getByRole('link', { name: '9 Elm St' }).getAttribute('aria-label')).toBeNull();
    expect(texts).toContain('Unit');
    expect(texts).not.toContain('7');
    expect(api.callsTo('listPropertyUnits').map((call) => call.params)).toContainEqual({
      id: 'p1',
    });
  });

  it('shows the whole address of a cut entry as its tooltip', async () => {
    renderAt(<Sidebar />, '/properties', '/properties');
    const name = '1200 Evergreen Terrace, Springfield';
    const link = await screen.findByRole('link', { name });
    expect(link.closest('[title]')?.getAttribute('title')).toBe(name);
  });

  it("shows the user's address, 'Suggest a Feature' and 'Log Out', and no admin entry", async () => {
    const { container } = renderAt(<Sidebar />, '/properties');
    await flush();
    expect(container.textContent).toContain('pat@example.com');
    const suggest = screen.getByRole('link', { name: 'Suggest a Feature' });
    expect(suggest.getAttribute('target')).toBe('_blank');
    expect(container.textContent).toContain('Log Out');
    expect(linkTexts(container)).not.toContain('Conversations');
  });

  it('shows Conversations to the admin', async () => {
    useSession.getState().setUser({ id: 'u', email: 'a@x.io', isAdmin: true } as User);
    expect(useSession.getState().user?.isAdmin).toBe(true);
    const { container } = renderAt(<Sidebar />, '/properties');
    await flush();
    expect(linkTexts(container)).toContain('Conversations');
  });

  it('logs out from the sidebar, clearing the stored session', async () => {
    localStorage.setItem('tenantToken', 'x');
    const { user } = renderAt(<Sidebar />, '/properties');
    await flush();
    await user.click(screen.getByRole('button', { name: 'Log Out' }));
    expect(useSession.getState().token).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('tenantToken')).toBeNull();
  });
});
