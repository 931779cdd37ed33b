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
import { askedDayOffset } from './viewing-time.ts';

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
  hours: Partial<ViewingHours> = {},
  asked?: string,
) {
  const api = fakeApi();
  api.on('getPropertyInterestConversation', {
    status: 200,
    body: conversation(...(asked ? [['user', asked] as ['user', string]] : []), [
      'assistant',
      'Would you like to see it? Pick a time here: CALENDAR',
    ]),
  });
  api.on('getViewingHours', { status: 200, body: { ...HOURS, ...hours } });
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

  describe('a day the prospect named', () => {
    const every = { enabled: true, times: [{ openTime: '9:00', closeTime: '17:00' }] };
    const week = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => [
        day,
        every,
      ]),
    ) as ViewingHours['viewingDays'];
    const heading = async (now: string, timezone: string, asked: string) => {
      vi.setSystemTime(new Date(now));
      const { dialog } = await openPicker(undefined, { viewingDays: week, timezone }, asked);
      return dialog.querySelector('h3')?.textContent;
    };

    it('opens on "this Saturday" at the property, though UTC is a day ahead (Friday 23:30 in Chicago)', async () => {
      expect(
        await heading('2030-03-09T05:30:00Z', 'America/Chicago', 'Can I see it this Saturday?'),
      ).toBe('Saturday, March 9');
    });

    it('opens on "this Saturday" as today at the property, though UTC is a day behind (Auckland)', async () => {
      expect(
        await heading('2030-03-08T11:30:00Z', 'Pacific/Auckland', 'this saturday please'),
      ).toBe('Saturday, March 9');
    });

    it('reads the day from the words, counted from a weekday (0 Sunday)', () => {
      // Friday (5).
      expect(askedDayOffset('this Saturday', 5)).toBe(1);
      expect(askedDayOffset('Saturday works', 5)).toBe(1);
      expect(askedDayOffset('next friday', 5)).toBe(7);
      expect(askedDayOffset('this friday', 5)).toBe(0);
      expect(askedDayOffset('next Tuesday', 5)).toBe(4);
      expect(askedDayOffset('after the holiday, on Monday', 5)).toBe(3);
      expect(askedDayOffset('I am free today', 5)).toBe(0);
      expect(askedDayOffset('Is there parking?', 5)).toBeNull();
      expect(askedDayOffset('a holiday', 5)).toBeNull();
    });

    it('opens on "next Tuesday", and on tomorrow, counted from the property’s today', async () => {
      // Monday 4 March, 23:50 in Chicago (Tuesday in UTC).
      expect(
        await heading('2030-03-05T05:50:00Z', 'America/Chicago', 'How about next Tuesday?'),
      ).toBe('Tuesday, March 5');
      chat?.destroy();
      expect(await heading('2030-03-05T05:50:00Z', 'America/Chicago', 'Tomorrow works')).toBe(
        'Tuesday, March 5',
      );
    });
  });

  it('asks to confirm the chosen time, in the property’s zone, before booking; Change time goes back', async () => {
    const { api, dialog } = await openPicker();
    await click(button(dialog, '2:30 PM'));
    // Nothing booked by the tap alone.
    expect(api.callsTo('scheduleViewing')).toEqual([]);
    const chosen = dialog.querySelector('[role="status"]');
    expect(chosen?.textContent).toBe('Monday, March 4 at 2:30 PM CST');
    const confirm = button(dialog, 'Confirm');
    expect(chat?.root.ownerDocument.activeElement).toBe(confirm);
    expect(confirm.getAttribute('aria-describedby')).toBe(chosen?.id);

    await click(button(dialog, 'Change time'));
    expect(api.callsTo('scheduleViewing')).toEqual([]);
    expect(dialog.querySelector('h3')?.textContent).toBe('Monday, March 4');
    expect(chat?.root.ownerDocument.activeElement?.textContent).toBe('2:30 PM');

    await click(button(dialog, '3:00 PM'));
    await click(button(dialog, 'Confirm'));
    expect(api.callsTo('scheduleViewing')[0]?.body).toMatchObject({
      datetime: '2030-03-04T21:00:00.000Z',
    });
  });

  it('leaves out the slots of today that have passed', async () => {
    vi.setSystemTime(new Date('2030-03-04T17:10:00Z')); // 11:10 in Chicago
    const { dialog } = await openPicker();
    expect(slotLabels(dialog)[0]).toBe('11:30 AM');
  });

  it('books the slot in the property’s time zone, then sends the chat message', async () => {
    const { api, dialog } = await openPicker();
    await click(button(dialog, '2:30 PM'));
    await click(button(dialog, 'Confirm'));

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
    await click(button(dialog, 'Confirm'));
    expect(chat?.root.querySelector('[role="alert"]')?.textContent).toContain(
      'An error occurred scheduling the viewing. Please try again.',
    );
    expect(api.callsTo('sendPropertyInterestMessage')).toHaveLength(0);
    expect(chat?.root.querySelector('[role="dialog"]')).not.toBeNull();
  });

  it('leaves out every slot a viewing would overlap a time nobody can show the property', async () => {
    const { dialog } = await openPicker(undefined, {
      unavailable: [
        // 10:00 to 11:00 and 12:15 to 12:45 in Chicago (CST): ends are free, starts are not.
        { start: '2030-03-04T16:00:00.000Z', end: '2030-03-04T17:00:00.000Z' },
        { start: '2030-03-04T18:15:00.000Z', end: '2030-03-04T18:45:00.000Z' },
      ],
    });
    const labels = slotLabels(dialog);
    expect(labels.slice(0, 7)).toEqual([
      '9:00 AM',
      '9:30 AM',
      '11:00 AM',
      '11:30 AM',
      '1:00 PM',
      '1:30 PM',
      '2:00 PM',
    ]);
    expect(labels).toHaveLength(13);
  });

  it('opens on the first day with a free time when the first open day is all busy', async () => {
    const { dialog } = await openPicker(undefined, {
      unavailable: [{ start: '2030-03-04T14:00:00.000Z', end: '2030-03-05T00:00:00.000Z' }],
    });
    expect(dialog.querySelector('h3')?.textContent).toBe('Monday, March 11');
    expect(slotLabels(dialog)[0]).toBe('9:00 AM');
  });

  describe('open houses', () => {
    const OPEN_HOUSES: ViewingHours['openHouses'] = [
      // Sunday 10 March 2030 is after the spring change: 11:00 CDT is 16:00 UTC.
      { start: '2030-03-10T16:00:00.000Z', end: '2030-03-10T18:00:00.000Z', placesLeft: 1 },
      { start: '2030-03-09T20:00:00.000Z', end: '2030-03-09T21:00:00.000Z', placesLeft: 0 },
      { start: '2030-03-09T16:00:00.000Z', end: '2030-03-09T18:00:00.000Z', placesLeft: 4 },
      { start: '2030-03-03T16:00:00.000Z', end: '2030-03-03T18:00:00.000Z', placesLeft: 9 },
    ];
    const openHousePicker = (openHouses = OPEN_HOUSES) =>
      openPicker(undefined, { showingMode: 'OPEN_HOUSE', openHouses });

    it('lists the open houses ahead by day with the places left, a full one not offered', async () => {
      const { dialog } = await openHousePicker();
      expect(dialog.textContent).not.toContain('Previous day');
      expect(dialog.querySelector('[aria-label="Next day"]')).toBeNull();
      expect([...dialog.querySelectorAll('h3')].map((h) => h.textContent)).toEqual([
        'Saturday, March 9',
        'Sunday, March 10',
      ]);
      const times = [...dialog.querySelectorAll<HTMLButtonElement>('.pl-slots button')];
      expect(times.map((b) => [b.textContent, b.disabled])).toEqual([
        ['10:00 AM – 12:00 PM · 4 places left', false],
        ['2:00 PM – 3:00 PM · Full', true],
        ['11:00 AM – 1:00 PM · 1 place left', false],
      ]);
      expect(dialog.querySelector('#pl-zone')?.textContent).toContain('America/Chicago');
    });

    it('books a place at the open house’s start, then sends the chat message', async () => {
      const { api, dialog } = await openHousePicker();
      await click(button(dialog, '10:00 AM – 12:00 PM · 4 places left'));
      await click(button(dialog, 'Confirm'));
      expect(api.callsTo('scheduleViewing')[0]?.body).toEqual({
        datetime: '2030-03-09T16:00:00.000Z',
        propertyId: PROPERTY,
        unitId: UNIT,
      });
      expect(api.callsTo('sendPropertyInterestMessage')[0]?.body).toEqual({
        message: 'I would like to schedule a viewing on Saturday, March 9 at 10:00 AM.',
      });
    });

    it('says there are no times when no open house is ahead', async () => {
      const { dialog } = await openHousePicker([OPEN_HOUSES[3]!]);
      expect(dialog.textContent).toContain('No available times for this date');
      expect(dialog.querySelectorAll('.pl-slots button')).toHaveLength(0);
    });
  });

  it('closes on Escape and gives focus back to the link that opened it', async () => {
    const { dialog, link } = await openPicker();
    expect(dialog.contains(document.activeElement)).toBe(true);
    await press(dialog, 'Escape');
    expect(chat?.root.querySelector('[role="dialog"]')).toBeNull();
    expect(document.activeElement).toBe(link);
  });
});

describe('the picker from a link', () => {
  it('opens by itself when the chat is opened with book=1 (a Reschedule link)', async () => {
    const api = fakeApi();
    api.on('getPropertyInterestConversation', {
      status: 200,
      body: conversation(['assistant', 'Your viewing is on Monday.']),
    });
    api.on('getViewingHours', { status: 200, body: HOURS });
    chat = await mount(api, { book: true });
    const dialog = chat.root.querySelector('[role="dialog"]');
    expect(dialog).not.toBeNull();
    expect(api.callsTo('getViewingHours')).toHaveLength(1);
  });
});
