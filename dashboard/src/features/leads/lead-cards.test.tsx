import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, resetAfterTest, screen, within } from '../../../test-utils/index.ts';
import { screenWidth } from '../../ui/testing-stacked.ts';
import { leadMoment } from './lead-columns.ts';
import { LeadsTable } from './leads-table.tsx';
import { testLead } from './testing/lead-row.ts';

const ADDRESS = '1600 Pennsylvania Avenue Northwest, Washington, DC 20500';

function rows() {
  return [
    {
      ...testLead({ firstName: 'Ada', lastName: 'Lovelace', address: ADDRESS }),
      viewingAt: null,
    },
  ];
}

afterEach(() => {
  resetAfterTest();
  vi.restoreAllMocks();
});

describe('the leads table on a phone and a desktop', () => {
  it('is stacked cards below 600 px: every column named, the whole address, the actions', async () => {
    screenWidth(390);
    const onOpen = vi.fn();
    const view = render(
      <LeadsTable
        rows={rows()}
        sort={{ column: 'lastMessage', direction: 'desc' }}
        onSort={() => {}}
        onOpen={onOpen}
      />,
    );
    expect(screen.queryByRole('table')).toBeNull();
    const list = screen.getByRole('list', { name: 'Leads' });
    const card = within(within(list).getByRole('listitem'));
    for (const label of ['Status', 'Move-in Date', 'Property', 'Unit', 'Viewing', 'Last Message']) {
      expect(card.getByText(label).tagName).toBe('DT');
    }
    expect(card.getByText(ADDRESS).tagName).toBe('DD');
    await view.user.click(card.getByRole('button', { name: 'Ada Lovelace' }));
    await view.user.click(card.getByRole('button', { name: 'Conversation with Ada Lovelace' }));
    expect(onOpen.mock.calls.map(([, dialog]) => dialog)).toEqual(['details', 'conversation']);
  });

  it('sorts on a phone by a Sort by choice and an order button, as the headers do', async () => {
    screenWidth(390);
    const onSort = vi.fn();
    const view = render(
      <LeadsTable
        rows={rows()}
        sort={{ column: 'lastMessage', direction: 'desc' }}
        onSort={onSort}
        onOpen={() => {}}
      />,
    );
    const select = screen.getByLabelText<HTMLSelectElement>('Sort by');
    expect(select.value).toBe('lastMessage');
    await view.user.selectOptions(select, 'Move-in Date');
    await view.user.click(screen.getByRole('button', { name: 'Descending' }));
    expect(onSort.mock.calls).toEqual([['moveInDate'], ['lastMessage']]);
  });

  it('keeps the table, with its headers, from 600 px up', () => {
    screenWidth(1440);
    render(
      <LeadsTable
        rows={rows()}
        sort={{ column: 'lastMessage', direction: 'desc' }}
        onSort={() => {}}
        onOpen={() => {}}
      />,
    );
    const table = screen.getByRole('table', { name: 'Leads' });
    expect(within(table).getAllByRole('columnheader').length).toBeGreaterThan(5);
    expect(screen.queryByRole('list', { name: 'Leads' })).toBeNull();
  });

  it('says there are no leads on a phone too', () => {
    screenWidth(390);
    render(
      <LeadsTable
        rows={[]}
        sort={{ column: 'lastMessage', direction: 'desc' }}
        onSort={() => {}}
        onOpen={() => {}}
        emptyText="Nothing here."
      />,
    );
    expect(screen.getByText('Nothing here.')).toBeDefined();
  });
});

describe('leadMoment', () => {
  const now = new Date('2026-11-28T12:00:00Z');
  it('says the day and the clock at the property, the year only when it is not this one', () => {
    expect(leadMoment('2026-11-28T06:25:00Z', 'America/Los_Angeles', now)).toEqual({
      day: 'Fri, Nov 27',
      clock: '10:25 PM PST',
      full: 'Fri, Nov 27, 10:25 PM PST',
    });
    expect(leadMoment('2027-01-05T15:00:00Z', 'America/Los_Angeles', now).day).toBe(
      'Tue, Jan 5, 2027',
    );
  });
});
