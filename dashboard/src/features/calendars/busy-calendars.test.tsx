import { Notifications } from '@mantine/notifications';
import type { CalendarSource, CalendarSourceOwner } from '@porchlight/client';
import { SAMPLE_IDS, sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  findDialog,
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../../test-utils/index.ts';
import { addressProblem } from './add-busy-calendar-form.tsx';
import { clockTime, sourceStatus } from './busy-calendar-text.ts';
import { BusyCalendars } from './busy-calendars.tsx';

const AGENT = SAMPLE_IDS.leasingAgent;
const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

const WORK: CalendarSource = {
  id: sample.id(1),
  leasingAgentId: null,
  name: 'Work',
  urlHint: 'calendar.google.com/…/basic.ics',
  fetchedAt: minutesAgo(5),
  succeededAt: minutesAgo(5),
  error: null,
  busyCount: 12,
};
const ADAS: CalendarSource = {
  id: sample.id(2),
  leasingAgentId: AGENT,
  name: 'Ada’s iCloud',
  urlHint: 'p52-caldav.icloud.com/…',
  fetchedAt: minutesAgo(2),
  succeededAt: minutesAgo(20),
  error: 'The calendar did not answer within 10 seconds.',
  busyCount: 3,
};
const PEOPLE: CalendarSourceOwner[] = [
  { leasingAgentId: null, name: 'You', sources: [WORK] },
  { leasingAgentId: AGENT, name: 'Ada Lovelace', sources: [ADAS] },
];

const person = (key: string) => document.querySelector<HTMLElement>(`[data-person="${key}"]`)!;

function renderSection() {
  return render(
    <>
      <Notifications />
      <BusyCalendars />
    </>,
  );
}

afterEach(resetAfterTest);

describe('sourceStatus', () => {
  const now = Date.parse('2026-03-02T15:05:00');
  it('says how recent the copy is, or why the last read failed and which copy is used', () => {
    expect(
      sourceStatus(
        { ...WORK, succeededAt: '2026-03-02T15:00:00', fetchedAt: '2026-03-02T15:00:00' },
        now,
      ),
    ).toBe('Updated 5 minutes ago · 12 busy times');
    expect(
      sourceStatus(
        { ...ADAS, fetchedAt: '2026-03-02T15:05:00', succeededAt: '2026-03-02T14:50:00' },
        now,
      ),
    ).toBe(
      'Could not read it at 3:05 PM: The calendar did not answer within 10 seconds. Using the copy from 2:50 PM (3 busy times).',
    );
    expect(sourceStatus({ ...ADAS, succeededAt: null, busyCount: 0 }, now)).toMatch(
      /None of its busy times are used yet\.$/,
    );
    expect(clockTime('2026-03-01T09:50:00', now)).toBe('Mar 1, 9:50 AM');
  });

  it('checks an address before sending it', () => {
    expect(addressProblem('')).toMatch(/Paste/);
    expect(addressProblem('ftp://x.example/a.ics')).toMatch(/https:\/\//);
    expect(addressProblem('webcal://p52-caldav.icloud.com/published/2/abc')).toBeNull();
  });
});

describe('BusyCalendars', { timeout: 15_000 }, () => {
  it('lists each person’s calendars with how their last read went', async () => {
    serveApi({ listCalendarSources: { status: 200, body: PEOPLE } });
    renderSection();
    const region = await screen.findByRole('region', { name: 'Busy calendars' });
    await within(region).findByRole('list', { name: 'Busy calendars by person' });
    expect(person('you').textContent).toContain('Work');
    expect(person('you').textContent).toContain('Updated 5 minutes ago · 12 busy times');
    expect(person(AGENT).textContent).toMatch(
      /Could not read it at .+: The calendar did not answer within 10 seconds\. Using the copy from .+ \(3 busy times\)\./,
    );
    expect(screen.getByRole('button', { name: 'Refresh Ada’s iCloud' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Remove Work' })).toBeDefined();
  });

  it('checks the form before calling, then adds the calendar to its person', async () => {
    const added: CalendarSource = {
      ...WORK,
      id: sample.id(3),
      leasingAgentId: AGENT,
      name: 'Ada work',
    };
    const api = serveApi({
      listCalendarSources: { status: 200, body: PEOPLE },
      createCalendarSource: { status: 201, body: added },
    });
    const { user } = renderSection();
    const form = await screen.findByRole('form', { name: 'Add a busy calendar' });
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(await within(form).findByText('Give it a name.')).toBeDefined();
    expect(within(form).getByText('Paste the secret address of the calendar.')).toBeDefined();
    await user.type(within(form).getByLabelText('Name'), 'Ada work');
    await user.type(within(form).getByLabelText('Secret address (iCal)'), 'ftp://x.example/a.ics');
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    expect(await within(form).findByText(/must start with https:\/\//)).toBeDefined();
    expect(api.callsTo('createCalendarSource')).toHaveLength(0);

    await user.clear(within(form).getByLabelText('Secret address (iCal)'));
    await user.type(
      within(form).getByLabelText('Secret address (iCal)'),
      'webcal://p52-caldav.icloud.com/published/2/abc',
    );
    await user.selectOptions(within(form).getByLabelText('Whose calendar'), 'Ada Lovelace');
    await user.click(within(form).getByRole('button', { name: 'Add calendar' }));
    await waitFor(() => expect(person(AGENT).textContent).toContain('Ada work'));
    expect(api.callsTo('createCalendarSource')[0]?.body).toEqual({
      leasingAgentId: AGENT,
      name: 'Ada work',
      url: 'webcal://p52-caldav.icloud.com/published/2/abc',
    });
  });

  it('refreshes a calendar and shows the new state', async () => {
    const api = serveApi({
      listCalendarSources: { status: 200, body: PEOPLE },
      refreshCalendarSource: {
        status: 200,
        body: { ...ADAS, error: null, succeededAt: minutesAgo(0), busyCount: 4 },
      },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Refresh Ada’s iCloud' }));
    await waitFor(() =>
      expect(person(AGENT).textContent).toContain('Updated just now · 4 busy times'),
    );
    expect(api.callsTo('refreshCalendarSource')[0]?.params).toEqual({ id: ADAS.id });
  });

  it('removes a calendar only after a confirmation', async () => {
    const api = serveApi({
      listCalendarSources: { status: 200, body: PEOPLE },
      deleteCalendarSource: { status: 200, body: { ok: true } },
    });
    const { user } = renderSection();
    await user.click(await screen.findByRole('button', { name: 'Remove Work' }));
    let dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(api.callsTo('deleteCalendarSource')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Remove Work' }));
    dialog = await findDialog();
    expect(within(dialog).getByText(/stop blocking viewing times/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Calendar removed')).toBeDefined();
    expect(api.callsTo('deleteCalendarSource')[0]?.params).toEqual({ id: WORK.id });
    expect(person('you').textContent).toContain('No busy calendar yet.');
  });
});
