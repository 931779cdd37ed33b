import type { Viewing } from '@porchlight/client';
import { SAMPLE_IDS, sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, resetAfterTest, screen, serveApi, waitFor } from '../../../test-utils/index.ts';
import { MarkOutcome } from './mark-outcome.tsx';
import { ShownBySelect } from './shown-by-select.tsx';
import { ViewingCard } from './viewing-card.tsx';
import { viewingStatus } from './viewing-status.tsx';

const HOUR = 60 * 60_000;
const at = (ms: number) => new Date(Date.now() + ms).toISOString();

function viewing(overrides: Partial<Viewing> = {}): Viewing {
  return {
    id: sample.id(40),
    startsAt: at(3 * HOUR),
    endsAt: at(3.5 * HOUR),
    timeZone: 'America/Chicago',
    property: { id: SAMPLE_IDS.property, address: '77 Lake Shore Dr', name: null },
    unit: null,
    leasingAgent: null,
    confirmedAt: null,
    outcome: null,
    openHouse: false,
    lead: {
      id: sample.id(41),
      name: 'Ana López',
      email: 'ana@example.com',
      phone: null,
      status: 'SCHEDULING_COMPLETE',
      moveInDate: null,
      monthlyIncome: null,
      totalResidents: null,
      pets: null,
      smoking: null,
    },
    ...overrides,
  };
}

afterEach(resetAfterTest);

describe('viewingStatus', () => {
  it('says whether an upcoming viewing is confirmed, and how a past one went', () => {
    expect(viewingStatus(viewing())).toBe('Not confirmed yet');
    expect(viewingStatus(viewing({ confirmedAt: at(-HOUR) }))).toBe('Confirmed');
    expect(viewingStatus(viewing({ startsAt: at(-HOUR) }))).toBe('Not marked yet');
    expect(viewingStatus(viewing({ startsAt: at(-HOUR), outcome: 'NO_SHOW' }))).toBe('No-show');
    expect(viewingStatus(viewing({ startsAt: at(-HOUR), outcome: 'SHOWN' }))).toBe('Shown');
  });
});

describe('ViewingCard', () => {
  it('shows an upcoming viewing as not confirmed, with nothing to mark', () => {
    render(<ViewingCard viewing={viewing()} onOpen={vi.fn()} onChanged={vi.fn()} />);
    expect(screen.getByText('Not confirmed yet')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Mark shown' })).toBeNull();
  });

  it('marks a viewing that has started as a no-show, by keyboard', async () => {
    const started = viewing({ startsAt: at(-HOUR), endsAt: at(-0.5 * HOUR) });
    const api = serveApi({
      markViewingOutcome: { status: 200, body: { ...started, outcome: 'NO_SHOW' } },
    });
    const onChanged = vi.fn();
    const { user } = render(
      <ViewingCard viewing={started} onOpen={vi.fn()} onChanged={onChanged} />,
    );
    const group = screen.getByRole('group', { name: 'How the viewing with Ana López went' });
    expect(group).toBeDefined();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement?.textContent).toBe('No-show');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    expect(api.callsTo('markViewingOutcome')[0]?.body).toEqual({ outcome: 'NO_SHOW' });
    expect(onChanged.mock.calls[0]?.[0]).toMatchObject({ outcome: 'NO_SHOW' });
  });
});

describe('MarkOutcome', () => {
  it('presses the current outcome and says plainly when the server refuses', async () => {
    serveApi({
      markViewingOutcome: {
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'Not yet.' } },
      },
    });
    const { user } = render(
      <MarkOutcome viewing={viewing({ outcome: 'SHOWN' })} onMarked={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Mark shown' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await user.click(screen.getByRole('button', { name: 'No-show' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This viewing has not started yet.',
    );
  });
});

describe('ShownBySelect', () => {
  const agents = [sample.leasingAgent({ firstName: 'Ada', lastName: 'Lovelace' })];

  it('gives the viewing to another agent', async () => {
    const ada = agents[0]!;
    const moved = viewing({ leasingAgent: { id: ada.id, name: 'Ada Lovelace' } });
    const api = serveApi({ reassignViewing: { status: 200, body: moved } });
    const onChanged = vi.fn();
    const { user } = render(
      <ShownBySelect viewing={viewing()} agents={agents} onChanged={onChanged} />,
    );
    const select = screen.getByLabelText('Shown by') as HTMLSelectElement;
    expect(select.value).toBe('');
    expect(select.options[0]?.textContent).toBe('You (the manager)');
    await user.selectOptions(select, 'Ada Lovelace');
    await waitFor(() => expect(onChanged).toHaveBeenCalledWith(moved));
    expect(api.callsTo('reassignViewing')[0]?.body).toEqual({ leasingAgentId: ada.id });
  });

  it('says so plainly when the change cannot be made', async () => {
    serveApi({
      reassignViewing: {
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Not found.' } },
      },
    });
    const { user } = render(
      <ShownBySelect viewing={viewing()} agents={agents} onChanged={vi.fn()} />,
    );
    await user.selectOptions(screen.getByLabelText('Shown by'), 'Ada Lovelace');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Who shows it could not be changed. Please try again later.',
    );
  });
});
