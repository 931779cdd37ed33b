import { Notifications } from '@mantine/notifications';
import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  click,
  flush,
  getButton,
  render,
  resetAfterTest,
  serveApi,
} from '../../../test-utils/index.ts';
import { AppointmentCalendar } from './appointment-calendar.tsx';
import { getControl, selectOption } from './testing/dom.ts';

const select = (root: ParentNode, label: string) =>
  root.querySelector<HTMLSelectElement>(`select[aria-label="${label}"]`)!;
const selectedText = (element: HTMLSelectElement) =>
  element.options[element.selectedIndex]?.textContent;
const modeRadio = (root: ParentNode, mode: string) =>
  root.querySelector<HTMLInputElement>(`input[type="radio"][value="${mode}"]`)!;

function renderCalendar(user = sample.user()) {
  const onSaved = vi.fn();
  const view = render(
    <>
      <Notifications />
      <AppointmentCalendar user={user} onSaved={onSaved} />
    </>,
  );
  return { ...view, onSaved };
}

afterEach(resetAfterTest);

// Mantine renders every field of the form: slow under a loaded test pool, not flaky.
describe('AppointmentCalendar', { timeout: 15_000 }, () => {
  it('shows seven weekday rows open 9:00 AM to 5:00 PM by default, weekends Closed', () => {
    serveApi();
    const { container } = renderCalendar();
    const rows = [...container.querySelectorAll('tr[data-day]')];
    expect(rows.map((r) => r.getAttribute('data-day'))).toEqual([
      'monday',
      'tuesday',
      'wednesday',
      'thursday',
      'friday',
      'saturday',
      'sunday',
    ]);
    expect(select(container, 'Monday opens').value).toBe('9:00');
    expect(selectedText(select(container, 'Monday opens'))).toBe('9:00 AM');
    expect(selectedText(select(container, 'Friday closes'))).toBe('5:00 PM');
    expect(rows[5]?.textContent).toContain('Closed');
    expect(select(container, 'Saturday opens')).toBeNull();
  });

  it('offers 48 half-hour times in 12-hour format and lengths of 15 to 60 minutes', () => {
    serveApi();
    const { container } = renderCalendar();
    const options = [...select(container, 'Monday opens').options].map((o) => o.textContent);
    expect(options).toHaveLength(48);
    expect(options.slice(0, 3)).toEqual(['12:00 AM', '12:30 AM', '1:00 AM']);
    expect(options).toContain('12:30 PM');
    expect(options.at(-1)).toBe('11:30 PM');
    const length = getControl<HTMLSelectElement>(container, 'Appointment length');
    expect([...length.options].map((o) => o.value)).toEqual(['15', '30', '45', '60']);
    expect(length.value).toBe('30');
  });

  it('opens a closed day at 9:00 AM to 5:00 PM', () => {
    serveApi();
    const user = sample.user();
    user.viewingDays.sunday = { enabled: false, times: [] };
    const { container } = renderCalendar(user);
    click(getControl(container, 'Sunday'));
    expect(selectedText(select(container, 'Sunday opens'))).toBe('9:00 AM');
    expect(selectedText(select(container, 'Sunday closes'))).toBe('5:00 PM');
  });

  it('saves the mode at once and keeps the new mode even when saving fails', async () => {
    const api = serveApi({ updateUser: { status: 500, body: sample.apiError() } });
    const { container } = renderCalendar();
    click(modeRadio(container, 'TEXT'));
    await flush();
    expect(api.calls.map((c) => [c.endpoint, c.body])).toEqual([
      ['updateUser', { scheduleViewing: 'TEXT' }],
    ]);
    expect(document.body.textContent).toContain(
      'Error updating viewing availability. Please try again.',
    );
    expect(modeRadio(container, 'TEXT').checked).toBe(true);
    expect(select(container, 'Monday opens')).toBeNull();
  });

  it('refuses a day that closes before it opens, then saves length and hours', async () => {
    const api = serveApi({ updateUser: ({ body }) => ({ status: 200, body: sample.user(body) }) });
    const { container, onSaved } = renderCalendar();
    selectOption(select(container, 'Monday closes'), '8:00');
    click(getButton(container, 'Save'));
    await flush();
    expect(container.textContent).toContain('The closing time must be after the opening time.');
    expect(api.calls).toHaveLength(0);

    selectOption(select(container, 'Monday closes'), '12:30');
    selectOption(getControl<HTMLSelectElement>(container, 'Appointment length'), '45');
    click(getButton(container, 'Save'));
    await flush();
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
