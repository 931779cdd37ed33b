import { Notifications } from '@mantine/notifications';
import type { ResidentConversationItem } from '@porchlight/client';
import { sample } from '@porchlight/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findDialog,
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
  within,
} from '../../test-utils/index.ts';
import { ActivityPage } from './activity.page.tsx';

let n = 0;
function item(
  first: string,
  last: string,
  address: string,
  unitNumber: string | null,
  lastMessageAt: string | null,
): ResidentConversationItem {
  n += 1;
  return sample.residentConversationItem({
    tenant: { firstName: first, lastName: last },
    property: { address },
    unit: unitNumber === null ? null : { unitNumber },
    lastMessage: lastMessageAt
      ? sample.message({ role: 'user', content: 'Hi', createdAt: lastMessageAt })
      : null,
    conversation: { id: sample.id(n) },
  });
}

const ITEMS = [
  item('Ann', 'Lee', '12 Oak St', '1A', '2026-11-20T10:00:00Z'),
  item('Bob', 'Kay', '9 Elm St', null, '2026-11-22T10:00:00Z'),
  item('Cid', 'Roe', '300 Pine Rd', '3C', null),
];

async function openPage(items: ResidentConversationItem[]) {
  const api = serveApi({
    listResidentConversations: { status: 200, body: items },
    getResidentConversation: ({ params }) => ({
      status: 200,
      body: sample.conversation({
        id: params.id,
        messages: [
          sample.message({
            role: 'user',
            content: 'The sink leaks',
            createdAt: '2026-11-20T10:00:00Z',
          }),
        ],
      }),
    }),
  });
  const view = render(
    <MemoryRouter>
      <Notifications />
      <ActivityPage />
    </MemoryRouter>,
  );
  await flush();
  return { ...view, api };
}

const column = (root: ParentNode, index: number) =>
  [...root.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[index]?.textContent);
const sortButton = (label: string) => screen.getByRole('button', { name: new RegExp(`^${label}`) });
const ariaSort = (label: string) =>
  screen.getByRole('columnheader', { name: new RegExp(`^${label}`) }).getAttribute('aria-sort');

afterEach(resetAfterTest);

describe('ActivityPage', () => {
  it('explains the page and lists conversations by last message, newest first, with dashes', async () => {
    const { container } = await openPage(ITEMS);
    expect(screen.getByText(/^Your residents' calls and chats/)).toBeDefined();
    expect(column(container, 2)).toEqual(['Bob Kay', 'Ann Lee', 'Cid Roe']);
    expect(column(container, 1)).toEqual(['-', '1A', '3C']);
    expect(column(container, 3)?.[2]).toBe('No messages');
    expect(ariaSort('Last Message')).toBe('descending');
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual([
      'Property Address↕',
      'Unit Number',
      'Tenant Name↕',
      'Last Message▼',
    ]);
  });

  it('starts a new column ascending and toggles the sorted one', async () => {
    const { container, user } = await openPage(ITEMS);
    await user.click(sortButton('Property Address'));
    expect(column(container, 0)).toEqual(['9 Elm St', '12 Oak St', '300 Pine Rd']);
    expect(ariaSort('Property Address')).toBe('ascending');
    await user.click(sortButton('Property Address'));
    expect(column(container, 0)).toEqual(['300 Pine Rd', '12 Oak St', '9 Elm St']);
    await user.click(sortButton('Tenant Name'));
    expect(column(container, 2)).toEqual(['Ann Lee', 'Bob Kay', 'Cid Roe']);
    await user.click(sortButton('Last Message'));
    // Ascending now; the conversation without messages stays last.
    expect(column(container, 2)).toEqual(['Ann Lee', 'Bob Kay', 'Cid Roe']);
    expect(ariaSort('Last Message')).toBe('ascending');
  });

  it("says 'No conversations found' for an empty list", async () => {
    await openPage([]);
    expect(screen.getByText('No conversations found')).toBeDefined();
  });

  it("opens 'Conversation with {first} {last}', 'Loading messages...' until the messages arrive", async () => {
    const { api, user } = await openPage(ITEMS);
    // Hold the conversation's answer until the dialog has been seen loading.
    const answer = api.hold('getResidentConversation');
    await user.click(screen.getByRole('button', { name: 'View Conversation with Bob Kay' }));
    const dialog = within(await findDialog());
    expect(dialog.getByText('Conversation with Bob Kay')).toBeDefined();
    expect(dialog.getByText('Loading messages...')).toBeDefined();
    answer();
    expect(await dialog.findByText('The sink leaks')).toBeDefined();
    expect(dialog.queryByText('Loading messages...')).toBeNull();
  });
});
