import { Notifications } from '@mantine/notifications';
import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../../test-utils/index.ts';
import { AppointmentCalendar } from './appointment-calendar.tsx';

const select = (label: string) => screen.getByLabelText<HTMLSelectElement>(label);
const querySelect = (label: string) => screen.queryByLabelText<HTMLSelectElement>(label);
const selectedText = (element: HTMLSelectElement) =>
  element.options[element.selectedIndex]?.textContent;
const modeRadio = (label: 'Calendar' | 'Text') =>
  screen.getByRole<HTMLInputElement>('radio', { name: label });
const save = () => screen.getByRole('button', { name: 'Save' });

function renderCalendar(manager = sample.user()) {
  const onSaved = vi.fn();
  const view = render(
    <>
      <Notifications />
      <AppointmentCalendar user={manager} onSaved={onSaved} />
    </>,
  );
  return { ...view, onSaved };
}

afterEach(resetAfterTest);

// Mantine renders every field of the form: slow under a loaded test pool, not flaky.
describe('AppointmentCalendar', { timeout: 15_000 }, () => {
  it('shows seven weekday rows open 9:00 AM to 5:00 PM by default, weekends Closed', () => {
    serveApi();
    renderCalendar();
    const table = screen.getByRole('table', { name: 'Weekly availability' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.getAttribute('data-day'))).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(select('Monday opens').value).toBe('9:00');
    expect(selectedText(select('Monday opens'))).toBe('9:00 AM');
    expect(selectedText(select('Friday closes'))).toBe('5:00 PM');
    expect(rows[5]?.textContent).toContain('Closed');
    expect(querySelect('Saturday opens')).toBeNull();
  });

  it('offers 48 half-hour times in 12-hour format and lengths of 15 to 60 minutes', () => {
    serveApi();
    renderCalendar();
    const options = [...select('Monday opens').options].map((o) => o.textContent);
    expect(options).toHaveLength(48);
    expect(options.slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
    expect(options).toContain('12:30 PM');
    expect(options.at(-1)).toBe('11:30 PM');
    const length = select('Appointment length');
    expect([...length.options].map((o) => o.value)).toEqual(['15', '30', '45', '60']);
    expect(length.value).toBe('30');
  });

  it('opens a closed day at 9:00 AM to 5:00 PM', async () => {
    serveApi();
    const manager = sample.user();
    manager.viewingDays.sunday = { enabled: false, times: [] };
    const { user } = renderCalendar(manager);
    await user.click(screen.getByRole('switch', { name: 'Sunday' }));
    expect(selectedText(select('Sunday opens'))).toBe('9:00 AM');
    expect(selectedText(select('Sunday closes'))).toBe('5:00 PM');
  });

  it('saves the mode at once and keeps the new mode even when saving fails', async () => {
    const api = serveApi({ updateUser: { status: 500, body: sample.apiError() } });
    const { user } = renderCalendar();
    await user.click(modeRadio('Text'));
    expect(
      await screen.findByText('Error updating viewing availability. Please try again.'),
    ).toBeDefined();
    expect(api.calls.map((c) => [c.endpoint, c.body])).toEqual([
      ['updateUser', { scheduleViewing: 'TEXT' }],
    ]);
    expect(modeRadio('Text').checked).toBe(true);
    expect(querySelect('Monday opens')).toBeNull();
  });

  it('refuses a day that closes before it opens, then saves length and hours', async () => {
    const api = serveApi({ updateUser: ({ body }) => ({ status: 200, body: sample.user(body) }) });
    const { user, onSaved } = renderCalendar();
    await user.selectOptions(select('Monday closes'), '8:00');
    await user.click(save());
    await flush();
    expect(screen.getByText('The closing time must be after the opening time.')).toBeDefined();
    expect(api.calls).toHaveLength(0);

    await user.selectOptions(select('Monday closes'), '12:30');
    await user.selectOptions(select('Appointment length'), '45');
    await user.click(save());
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const body = api.callsTo('updateUser')[0]?.body;
    expect(body?.viewingDuration).toBe(45);
    expect(body?.viewingDays?.monday).toEqual({
      enabled: true,
      times: [{ openTime: '9:00', closeTime: '12:30' }],
    });
    expect(body?.viewingDays?.saturday).toEqual({
      enabled: false,
      times: [{ openTime: '9:00', closeTime: '17:00' }],
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ viewingDuration: 45 }));
  });
});
