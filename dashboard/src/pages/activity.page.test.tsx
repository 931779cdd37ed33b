import { Notifications } from '@mantine/notifications';
import type { ResidentConversationItem } from '@porchlight/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { click, getButton, render, waitFor } from '../../test-utils/index.ts';
import { fakeApi, resetAfterTest, settle } from '../features/profile/testing/fake-api.ts';
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
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    tenant: { firstName: first, lastName: last },
    property: { address },
    unit: unitNumber === null ? null : { unitNumber },
    lastMessage: lastMessageAt ? { role: 'user', content: 'Hi', createdAt: lastMessageAt } : null,
    conversation: { id },
  };
}

const ITEMS = [
  item('Ann', 'Lee', '12 Oak St', '1A', '2026-11-20T10:00:00Z'),
  item('Bob', 'Kay', '9 Elm St', null, '2026-11-22T10:00:00Z'),
  item('Cid', 'Roe', '300 Pine Rd', '3C', null),
];

async function openPage(items: ResidentConversationItem[]) {
  const api = fakeApi({
    'GET /api/v1/conversations/resident': { status: 200, body: items },
    'GET /api/v1/conversations/resident/:id': (_call, { id }) => ({
      status: 200,
      body: {
        id,
        messages: [{ role: 'user', content: 'The sink leaks', createdAt: '2026-11-20T10:00:00Z' }],
      },
    }),
  });
  const view = render(
    <MemoryRouter>
      <Notifications />
      <ActivityPage />
    </MemoryRouter>,
  );
  await settle();
  return { ...view, api };
}

const column = (root: ParentNode, index: number) =>
  [...root.querySelectorAll('tbody tr')].map((tr) => tr.querySelectorAll('td')[index]?.textContent);
const sortButton = (root: ParentNode, label: string) =>
  [...root.querySelectorAll('th button')].find((b) =>
    b.textContent?.startsWith(label),
  ) as HTMLElement;
const ariaSort = (root: ParentNode, label: string) =>
  sortButton(root, label).closest('th')?.getAttribute('aria-sort');

afterEach(resetAfterTest);

describe('ActivityPage', () => {
  it('explains the page and lists conversations by last message, newest first, with dashes', async () => {
    const { container } = await openPage(ITEMS);
    expect(container.textContent).toContain("Your residents' calls and chats");
    expect(column(container, 2)).toEqual(['Bob Kay', 'Ann Lee', 'Cid Roe']);
    expect(column(container, 1)).toEqual(['-', '1A', '3C']);
    expect(column(container, 3)?.[2]).toBe('No messages');
    expect(ariaSort(container, 'Last Message')).toBe('descending');
    const headers = [...container.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers.slice(0, 4)).toEqual([
      'Property Address↕',
      'Unit Number',
      'Tenant Name↕',
      'Last Message▼',
    ]);
  });

  it('starts a new column ascending and toggles the sorted one', async () => {
    const { container } = await openPage(ITEMS);
    click(sortButton(container, 'Property Address'));
    expect(column(container, 0)).toEqual(['9 Elm St', '12 Oak St', '300 Pine Rd']);
    expect(ariaSort(container, 'Property Address')).toBe('ascending');
    click(sortButton(container, 'Property Address'));
    expect(column(container, 0)).toEqual(['300 Pine Rd', '12 Oak St', '9 Elm St']);
    click(sortButton(container, 'Tenant Name'));
    expect(column(container, 2)).toEqual(['Ann Lee', 'Bob Kay', 'Cid Roe']);
    click(sortButton(container, 'Last Message'));
    // Ascending now; the conversation without messages stays last.
    expect(column(container, 2)).toEqual(['Ann Lee', 'Bob Kay', 'Cid Roe']);
    expect(ariaSort(container, 'Last Message')).toBe('ascending');
  });

  it("says 'No conversations found' for an empty list", async () => {
    const { container } = await openPage([]);
    expect(container.textContent).toContain('No conversations found');
  });

  it("opens 'Conversation with {first} {last}', 'Loading messages...' until the messages arrive", async () => {
    const { container, api } = await openPage(ITEMS);
    // Hold the conversation's answer until the dialog has been seen loading.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      await held;
      return api.fetch(...args);
    });
    click(getButton(container, 'View Conversation'));
    const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(dialog()?.textContent).toContain('Conversation with Bob Kay'));
    expect(dialog().textContent).toContain('Loading messages...');
    answer();
    await waitFor(() => expect(dialog().textContent).toContain('The sink leaks'));
    expect(dialog().textContent).not.toContain('Loading messages...');
  });
});
