import type { AttentionItem } from '@porchlight/client';
import { sample } from '@porchlight/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import {
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../test-utils/index.ts';
import { AttentionPage } from './attention.page.tsx';

afterEach(resetAfterTest);

const property = {
  id: sample.id(1),
  address: '3 Birch Court',
  name: null,
  timeZone: 'America/Chicago',
};

/** An item as the server lists it. */
function item(overrides: Partial<AttentionItem>): AttentionItem {
  return {
    id: sample.id(10),
    kind: 'NEW_LEAD',
    text: 'someone@example.com',
    urgency: null,
    status: 'OPEN',
    outcome: null,
    createdAt: '2026-11-02T10:00:00.000Z',
    resolvedAt: null,
    property,
    unit: null,
    lead: null,
    resident: null,
    ...overrides,
  };
}

const emergency = item({
  id: sample.id(11),
  kind: 'MAINTENANCE_REQUEST',
  urgency: 'EMERGENCY',
  text: 'Water is pouring through the bathroom ceiling',
  createdAt: '2026-11-02T09:00:00.000Z',
  unit: { id: sample.id(2), label: 'Unit 7' },
  resident: {
    id: sample.id(3),
    name: 'Rita Moreno',
    email: 'rita@example.com',
    phone: '5415550100',
  },
});
const routine = item({
  id: sample.id(12),
  kind: 'MAINTENANCE_REQUEST',
  urgency: 'ROUTINE',
  text: 'The kitchen drawer sticks',
  resident: { id: sample.id(3), name: 'Rita Moreno', email: 'rita@example.com', phone: null },
});
const namedLead = item({
  id: sample.id(13),
  kind: 'UNANSWERED_QUESTION',
  text: 'Is the garage heated?',
  lead: {
    id: sample.id(4),
    potentialTenantId: sample.id(5),
    name: 'Priya Shah',
    email: 'priya@example.com',
    phone: null,
    status: 'PRE_SCREENING',
  },
});

async function openPage(items: AttentionItem[]) {
  const api = serveApi({
    listAttention: { status: 200, body: { items, openCount: items.length } },
    resolveAttention: ({ params }) => ({
      status: 200,
      body: { ...(items.find((i) => i.id === params.id) ?? emergency), status: 'DONE' },
    }),
    countAttention: { status: 200, body: { openCount: 0 } },
  });
  const view = render(
    <MemoryRouter>
      <AttentionPage />
    </MemoryRouter>,
  );
  await flush();
  await waitFor(() => expect(screen.getAllByRole('article').length).toBe(items.length));
  return { api, ...view };
}

describe('Needs attention', () => {
  it('shows an emergency with a clear Emergency badge, first, with who and where', async () => {
    await openPage([emergency, namedLead, routine]);
    const [first, , last] = screen.getAllByRole('article');
    expect(first?.getAttribute('aria-label')).toBe(
      'Emergency: Maintenance request: Water is pouring through the bathroom ceiling',
    );
    const card = within(first as HTMLElement);
    expect(card.getByText('Emergency')).toBeTruthy();
    expect(card.getByText('Maintenance request')).toBeTruthy();
    expect(first?.textContent).toContain(
      'Rita Moreno · rita@example.com · (541) 555-0100 — 3 Birch Court, Unit 7',
    );
    // A resident has no lead to open: the card leads to Resident Activity instead.
    expect(card.getByRole('link', { name: 'Resident Activity' }).getAttribute('href')).toBe(
      '/activity',
    );
    expect(card.queryByRole('button', { name: 'Open conversation' })).toBeNull();
    // A routine repair has no emergency badge.
    expect(within(last as HTMLElement).queryByText('Emergency')).toBeNull();
    expect(within(last as HTMLElement).getByText('Maintenance request')).toBeTruthy();
  });

  it('names the prospect by the name they gave, before their e-mail', async () => {
    await openPage([namedLead]);
    const [card] = screen.getAllByRole('article');
    expect(card?.textContent).toContain('Priya Shah · priya@example.com — 3 Birch Court');
  });

  it('marks a maintenance request done', async () => {
    const { api, user } = await openPage([emergency]);
    await user.click(screen.getByRole('button', { name: 'Mark done' }));
    await waitFor(() => expect(api.callsTo('resolveAttention')).toHaveLength(1));
    expect(api.callsTo('resolveAttention')[0]?.body).toEqual({ outcome: 'DONE' });
    await waitFor(() => expect(screen.queryAllByRole('article')).toHaveLength(0));
  });
});
