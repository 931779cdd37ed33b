import type { ViewingHours } from '@porchlight/client';
import { type FakeReply, fakeApi, sample } from '@porchlight/client/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  button,
  click,
  conversation,
  type Mounted,
  mount,
  PROPERTY,
  press,
  setUpChatTests,
  UNIT,
} from './test-utils.tsx';

let chat: Mounted | undefined;

const closed = { enabled: false, times: [] };
const HOURS: ViewingHours = {
  scheduleViewing: 'CALENDAR',
  viewingDuration: 30,
  // 08:00 UTC on Monday 4 March 2030 is 02:00 in Chicago: still Monday there.
  timezone: 'America/Chicago',
  showingMode: 'AGENT',
  unavailable: [],
  openHouses: [],
  viewingDays: {
    monday: { enabled: true, times: [{ openTime: '9:00', closeTime: '17:00' }] },
    tuesday: closed,
    wednesday: { enabled: true, times: [] },
    thursday: closed,
    friday: closed,
    saturday: closed,
    sunday: closed,
  },
};

setUpChatTests({ now: '2030-03-04T08:00:00Z', signedIn: true });

async function openPicker(
  book: FakeReply<'scheduleViewing'> = { status: 200, body: { ok: true } },
) {
  const api = fakeApi();
  api.on('getPropertyInterestConversation', {
    status: 200,
    body: conversation(['assistant', 'Would you like to see it? Pick a time here: CALENDAR']),
  });
  api.on('getViewingHours', { status: 200, body: HOURS });
  api.on('scheduleViewing', book);
  api.on('sendPropertyInterestMessage', { status: 200, body: { ok: true } });
  chat = await mount(api);
  const link = button(chat.root, 'Choose a viewing time');
  link.focus();
  await click(link);
  const dialog = chat.root.querySelector('[role="dialog"]') as HTMLElement;
  return { api, dialog, link };
}

const slotLabels = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('.pl-slots button')].map((b) => b.textContent);

describe('viewing picker', () => {
  it('opens from the CALENDAR marker on today with its half-hour slots', async () => {
    const { dialog } = await openPicker();
    expect(chat?.root.querySelector('[role="log"]')?.textContent).not.toContain('CALENDAR');
    expect(dialog.querySelector('h3')?.textContent).toBe('Monday, March 4');
    const labels = slotLabels(dialog);
    expect(labels).toHaveLength(17);
    expect(labels[0]).toBe('9:00 AM');
    expect(labels[11]).toBe('2:30 PM');
    expect(labels.at(-1)).toBe('5:00 PM');
  });

  it('moves one day at a time and says when a day has no times', async () => {
    const { dialog } = await openPicker();
    await click(button(dialog, 'Previous day'));
    expect(dialog.querySelector('h3')?.textContent).toBe('Monday, March 4');

    await click(button(dialog, 'Next day'));
    expect(dialog.querySelector('h3')?.textContent).toBe('Tuesday, March 5');
    expect(dialog.textContent).toContain('No available times for this date');

    await click(button(dialog, 'Next day'));
    expect(dialog.querySelector('h3')?.textContent).toBe('Wednesday, March 6');
    expect(dialog.textContent).toContain('No available times for this date');

    await click(button(dialog, 'Previous day'));
    expect(dialog.querySelector('h3')?.textContent).toBe('Tuesday, March 5');
  });

  it('leaves out the slots of today that have passed', async () => {
    vi.setSystemTime(new Date('2030-03-04T17:10:00Z')); // 11:10 in Chicago
    const { dialog } = await openPicker();
    expect(slotLabels(dialog)[0]).toBe('11:30 AM');
  });

  it('books the slot in the property’s time zone, then sends the chat message', async () => {
    const { api, dialog } = await openPicker();
    await click(button(dialog, '2:30 PM'));

    expect(api.callsTo('getViewingHours')[0]?.params).toEqual({ propertyId: PROPERTY });
    const booking = api.callsTo('scheduleViewing')[0];
    expect(booking?.params).toEqual({ propertyId: PROPERTY });
    expect(booking?.body).toEqual({
      datetime: '2030-03-04T20:30:00.000Z',
      propertyId: PROPERTY,
      unitId: UNIT,
    });
    expect(booking?.authorization).toBe('Bearer tok');
    expect(api.callsTo('sendPropertyInterestMessage')[0]?.body).toEqual({
      message: 'I would like to schedule a viewing on Monday, March 4 at 2:30 PM.',
    });
    expect(chat?.events).toContainEqual([
      'viewingScheduled',
      { datetime: '2030-03-04T20:30:00.000Z' },
    ]);
    expect(chat?.root.querySelector('[role="dialog"]')).toBeNull();
  });

  it('shows the spec alert and sends no message when booking fails', async () => {
    const { api, dialog } = await openPicker({
      status: 409,
      body: sample.apiError('CONFLICT', 'taken'),
    });
    await click(button(dialog, '9:00 AM'));
    expect(chat?.root.querySelector('[role="alert"]')?.textContent).toContain(
      'An error occurred scheduling the viewing. Please try again.',
    );
    expect(api.callsTo('sendPropertyInterestMessage')).toHaveLength(0);
    expect(chat?.root.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('closes on Escape and gives focus back to the link that opened it', async () => {
    const { dialog, link } = await openPicker();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await press(dialog, 'Escape');
    expect(chat?.root.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(link);
  });
});
