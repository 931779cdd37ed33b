import { Notifications } from '@mantine/notifications';
import type { OpenHouse, Showings } from '@porchlight/client';
import { sample } from '@porchlight/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fill,
  fireEvent,
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../../test-utils/index.ts';
import { ShowingsSection } from './showings-section.tsx';
import { NO_AGENTS_CHOSEN } from './showings-section-form.tsx';

const PROPERTY = sample.property({ timeZone: 'America/Chicago' });
const ADA = sample.leasingAgent();
const GRACE = sample.leasingAgent({
  id: '99999999-0000-4999-8999-999999999999',
  firstName: 'Grace',
  lastName: 'Hopper',
});
const OPEN_HOUSE: OpenHouse = {
  id: 'dddddddd-dddd-4ddd-8ddd-dddddddddddd',
  // Saturday 9 March 2030, 10:00 to 12:00 in Chicago (CST).
  startsAt: '2030-03-09T16:00:00.000Z',
  endsAt: '2030-03-09T18:00:00.000Z',
  capacity: 10,
  booked: 3,
};
const SHOWINGS: Showings = {
  showingMode: 'AGENT',
  viewingAssignment: 'FIXED',
  agentIds: [],
  openHouses: [],
  timeZone: 'America/Chicago',
};

beforeEach(() => {
  // Only Date is mocked (no fake timers): user-event and Mantine keep their real timers.
  vi.setSystemTime(new Date('2030-03-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetAfterTest();
});

function open(showings: Partial<Showings> = {}) {
  const api = serveApi({
    getShowings: { status: 200, body: { ...SHOWINGS, ...showings } },
    listLeasingAgents: { status: 200, body: [ADA, GRACE] },
  });
  const view = render(
    <MemoryRouter>
      <Notifications />
      <ShowingsSection property={PROPERTY} />
    </MemoryRouter>,
  );
  return { ...view, api };
}

const region = () => screen.getByRole('region', { name: 'Showings' });
const setValue = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });

describe('ShowingsSection', () => {
  it('takes turns only among chosen agents, and saves the mode, the assignment and the agents', async () => {
    const { user, api } = open();
    api.on('updateShowings', ({ body }) => ({ status: 200, body: { ...SHOWINGS, ...body } }));
    await screen.findByRole('radio', { name: /An agent shows each viewing/ });
    expect(
      (screen.getByRole('radio', { name: /An agent shows/ }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      screen.getByText('None is set under Leasing settings, so bookings go to you.'),
    ).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Open houses' })).toBeNull();

    await user.click(screen.getByRole('radio', { name: /Take turns among these agents/ }));
    await user.click(within(region()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(NO_AGENTS_CHOSEN)).toBeDefined();
    expect(api.callsTo('updateShowings')).toHaveLength(0);

    const pool = screen.getByRole('group', { name: 'Agents who take turns' });
    expect(
      within(pool)
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('value')),
    ).toEqual([ADA.id, GRACE.id]);
    await user.click(within(pool).getByRole('checkbox', { name: 'Grace Hopper' }));
    await user.click(within(region()).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('updateShowings')).toHaveLength(1));
    expect(api.callsTo('updateShowings')[0]?.body).toEqual({
      showingMode: 'AGENT',
      viewingAssignment: 'ROUND_ROBIN',
      agentIds: [GRACE.id],
    });
    expect(api.callsTo('updateShowings')[0]?.params).toEqual({ propertyId: PROPERTY.id });
    expect(await screen.findByText('Saved!')).toBeDefined();
  });

  it('hides who a booking goes to for self-guided viewings and keeps it as it was', async () => {
    const { user, api } = open({ viewingAssignment: 'ROUND_ROBIN', agentIds: [ADA.id] });
    api.on('updateShowings', ({ body }) => ({ status: 200, body: { ...SHOWINGS, ...body } }));
    expect(await screen.findByRole('radiogroup', { name: 'Who a booking goes to' })).toBeDefined();
    await user.click(screen.getByRole('radio', { name: /Self-guided/ }));
    expect(screen.queryByRole('radiogroup', { name: 'Who a booking goes to' })).toBeNull();
    await user.click(within(region()).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('updateShowings')[0]?.body).toEqual({
        showingMode: 'SELF_GUIDED',
        viewingAssignment: 'ROUND_ROBIN',
        agentIds: [ADA.id],
      }),
    );
  });

  it('shows the open houses once "Open house" is chosen, with the places booked', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('radio', { name: /Open house/ }));
    const list = screen.getByRole('region', { name: 'Open houses' });
    expect(within(list).getByText('No open houses ahead yet.')).toBeDefined();
    expect(within(list).getByText(/once "Open house" is chosen and saved/)).toBeDefined();
    resetAfterTest();

    open({ showingMode: 'OPEN_HOUSE', openHouses: [OPEN_HOUSE] });
    const saved = await screen.findByRole('region', { name: 'Open houses' });
    expect(within(saved).getByText('Sat, Mar 9, 10:00 AM – 12:00 PM CST')).toBeDefined();
    expect(within(saved).getByText('3 of 10 places booked')).toBeDefined();
    expect(within(saved).queryByText(/once "Open house" is chosen/)).toBeNull();
  });

  it('asks before removing an open house, then takes it off the list', async () => {
    const { user, api } = open({ showingMode: 'OPEN_HOUSE', openHouses: [OPEN_HOUSE] });
    api.on('deleteOpenHouse', { status: 200, body: { ok: true } });
    const remove = await screen.findByRole('button', {
      name: 'Remove the open house on Sat, Mar 9, 10:00 AM – 12:00 PM CST',
    });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Remove this open house?' });
    expect(dialog.textContent).toContain('Prospects who booked a place are told it is cancelled');
    expect(api.callsTo('deleteOpenHouse')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByText('3 of 10 places booked')).toBeNull());
    expect(api.callsTo('deleteOpenHouse')[0]?.params).toEqual({
      propertyId: PROPERTY.id,
      openHouseId: OPEN_HOUSE.id,
    });
    expect(screen.getByText('No open houses ahead yet.')).toBeDefined();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Open houses' })),
    );
  });

  it('checks an open house before adding it at the property’s time, and says why the server refused one', async () => {
    const { user, api } = open({ showingMode: 'OPEN_HOUSE', openHouses: [OPEN_HOUSE] });
    const added: OpenHouse = {
      id: 'eeeeeeee-eeee-4eee-8eee-eeeeeeeeeeee',
      startsAt: '2030-03-10T18:00:00.000Z',
      endsAt: '2030-03-10T19:30:00.000Z',
      capacity: 4,
      booked: 0,
    };
    api.on(
      'createOpenHouse',
      { status: 400, body: sample.apiError('VALIDATION', 'It overlaps another open house.') },
      { status: 201, body: added },
    );
    const form = await screen.findByRole('form', { name: 'Add an open house' });
    const date = within(form).getByLabelText('Date');
    const start = within(form).getByLabelText('Starts (CST)');
    const end = within(form).getByLabelText('Ends (CST)');
    const submit = within(form).getByRole('button', { name: 'Add the open house' });

    await user.click(submit);
    expect(within(form).getByText('Choose a date.')).toBeDefined();
    setValue(date, '2030-02-28');
    await user.click(submit);
    expect(within(form).getByText('Choose a time that has not passed yet.')).toBeDefined();
    setValue(date, '2030-03-09');
    setValue(start, '11:00');
    setValue(end, '13:00');
    await user.click(submit);
    expect(
      within(form).getByText('This overlaps another open house of this property.'),
    ).toBeDefined();
    setValue(date, '2030-03-10');
    setValue(end, '10:30');
    await user.click(submit);
    expect(within(form).getByText('Choose an end after the start.')).toBeDefined();
    await fill(user, within(form).getByRole('textbox', { name: /^Places/ }), '');
    setValue(end, '14:30');
    await user.click(submit);
    expect(within(form).getByText('Enter a whole number of places from 1 to 200.')).toBeDefined();
    await flush();
    expect(api.callsTo('createOpenHouse')).toHaveLength(0);

    await fill(user, within(form).getByRole('textbox', { name: /^Places/ }), '4');
    setValue(start, '13:00');
    await user.click(submit);
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'It overlaps another open house.',
    );
    await user.click(submit);
    expect(await screen.findByText('Sun, Mar 10, 1:00 PM – 2:30 PM CDT')).toBeDefined();
    expect(screen.getByText('0 of 4 places booked')).toBeDefined();
    // Sunday 10 March 2030 is after the spring change in Chicago: 13:00 CDT is 18:00 UTC.
    expect(api.callsTo('createOpenHouse').map((call) => call.body)).toEqual([
      { startsAt: '2030-03-10T18:00:00.000Z', endsAt: '2030-03-10T19:30:00.000Z', capacity: 4 },
      { startsAt: '2030-03-10T18:00:00.000Z', endsAt: '2030-03-10T19:30:00.000Z', capacity: 4 },
    ]);
  });
});
