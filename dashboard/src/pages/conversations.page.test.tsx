import { Notifications } from '@mantine/notifications';
import type { AdminTenantInterest } from '@porchlight/client';
import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fill,
  flush,
  renderAt,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
} from '../../test-utils/index.ts';
import { useSession } from '../session/store.ts';
import { ConversationsPage } from './conversations.page.tsx';

const interest = (id: string, propertyId: string, updatedAt: string): AdminTenantInterest =>
  sample.adminInterest({
    id,
    propertyId,
    status: 'PRE_SCREENING_COMPLETE',
    createdAt: '2026-11-01T10:00:00Z',
    updatedAt,
    propertyAddress: `${id.slice(0, 2)} Main St`,
  });
const OLD = interest(
  'a1111111-1111-4111-8111-111111111111',
  'ABCDEF01-0000-4000-8000-000000000001',
  '2026-11-01T10:00:00Z',
);
const NEW = interest(
  'a2222222-2222-4222-8222-222222222222',
  'fedcba02-0000-4000-8000-000000000002',
  '2026-11-20T10:00:00Z',
);

function serve() {
  return serveApi({
    adminListTenantInterests: { status: 200, body: [OLD, NEW] },
    adminGetProperty: ({ params }) => ({
      status: 200,
      body: sample.property({ id: params.id, address: '5 Admin Way' }),
    }),
    adminGetPotentialTenant: ({ params }) => ({
      status: 200,
      body: sample.potentialTenant({
        id: params.id,
        firstName: 'Pia',
        lastName: 'Prospect',
        email: 'pia@example.com',
      }),
    }),
    adminGetConversation: {
      status: 200,
      body: sample.conversation({
        messages: [
          sample.message({
            role: 'user',
            content: 'Any pools?',
            createdAt: '2026-11-20T10:00:00Z',
          }),
        ],
      }),
    },
  });
}

async function openAs(isAdmin: boolean) {
  useSession.setState({ token: 't', userId: sample.user().id, user: sample.user({ isAdmin }) });
  const view = renderAt(
    <>
      <Notifications />
      <ConversationsPage />
    </>,
    '/conversations',
  );
  await flush();
  return view;
}

/** The id under each row's address. */
const propertyIds = (root: ParentNode) =>
  [...root.querySelectorAll('tbody tr')].map(
    (tr) => tr.querySelector('td')?.querySelectorAll('p')[1]?.textContent,
  );

afterEach(() => {
  resetAfterTest();
  useSession.setState({ user: null });
});

describe('ConversationsPage', () => {
  it('redirects a manager who is not the admin', async () => {
    const api = serve();
    await openAs(false);
    expect(screen.getByTestId('elsewhere')).toBeDefined();
    expect(api.calls).toHaveLength(0);
  });

  it('lists interests newest update first and searches the property id case-insensitively', async () => {
    serve();
    const view = await openAs(true);
    const search = screen.getByLabelText('Search by Property ID');
    expect(propertyIds(view.container)).toEqual([NEW.propertyId, OLD.propertyId]);
    await fill(view.user, search, 'abcdef');
    expect(propertyIds(view.container)).toEqual([OLD.propertyId]);
    await fill(view.user, search, 'CBA0');
    expect(propertyIds(view.container)).toEqual([NEW.propertyId]);
  });

  it('prompts for a selection, then shows its details and conversation', async () => {
    serve();
    const view = await openAs(true);
    expect(screen.getByText('Click to select a tenant property interest')).toBeDefined();
    await view.user.click(view.container.querySelector('tbody tr') as HTMLElement);
    await waitFor(() => expect(view.container.textContent).toContain('5 Admin Way'));
    expect(view.container.textContent).toContain('Pia Prospect');
    expect(view.container.textContent).toContain('pia@example.com');
    await view.user.click(screen.getByRole('button', { name: 'View Conversation' }));
    expect(await screen.findByText('Any pools?')).toBeDefined();
  });
});
