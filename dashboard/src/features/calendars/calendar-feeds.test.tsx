import { Notifications } from '@mantine/notifications';
import type { CalendarFeed } from '@porchlight/client';
import { SAMPLE_IDS, sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  act,
  findDialog,
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../../test-utils/index.ts';
import { agentsChanged } from '../agents/use-leasing-agents.ts';
import { CalendarFeeds, HOW_TO_SUBSCRIBE, KEEP_PRIVATE, MAKE_FAILED } from './calendar-feeds.tsx';

const AGENT = SAMPLE_IDS.leasingAgent;
const FEED_ID = sample.id(7);
const URL_MADE =
  'https://lease.example.com/api/v1/calendar-feeds/tok_abcdefghijklmnopqrstuv/viewings.ics';

/** The manager without an address, and their agent Ada with one made at midday UTC. */
const FEEDS: CalendarFeed[] = [
  { leasingAgentId: null, name: 'You', createdAt: null },
  {
    id: FEED_ID,
    leasingAgentId: AGENT,
    name: 'Ada Lovelace',
    createdAt: '2026-03-01T12:00:00.000Z',
  },
];

const button = (name: string) => screen.getByRole('button', { name });
const row = (key: string) => document.querySelector<HTMLElement>(`[data-row="${key}"]`)!;

function renderFeeds() {
  return render(
    <>
      <Notifications />
      <CalendarFeeds />
    </>,
  );
}

afterEach(resetAfterTest);

describe('CalendarFeeds', { timeout: 15_000 }, () => {
  it('lists the manager and each agent with their address in plain words', async () => {
    serveApi({ listCalendarFeeds: { status: 200, body: FEEDS } });
    renderFeeds();
    const list = await screen.findByRole('list', { name: 'Calendar subscriptions' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]?.textContent).toContain('You');
    expect(items[0]?.textContent).toContain('No address yet');
    expect(items[1]?.textContent).toContain('Ada Lovelace');
    expect(items[1]?.textContent).toContain('Address made on March 1, 2026');

    // Without an address: make one; with one: make a new one, or stop it.
    expect(within(items[0]!).getByRole('button', { name: 'Make address for you' })).toBeDefined();
    expect(within(items[0]!).queryByRole('button', { name: /^Stop address/ })).toBeNull();
    expect(button('Make a new address for Ada Lovelace').textContent).toBe('Make a new address');
    expect(button('Stop address for Ada Lovelace').textContent).toBe('Stop address');
    // No address is ever listed: only a hash is kept.
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('makes an address at once and shows it, focused, with Copy and how to subscribe', async () => {
    const api = serveApi({
      listCalendarFeeds: { status: 200, body: FEEDS },
      createCalendarFeed: { status: 201, body: { id: sample.id(8), url: URL_MADE } },
    });
    const { user } = renderFeeds();
    await user.click(await screen.findByRole('button', { name: 'Make address for you' }));

    const field = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Calendar address',
    });
    expect(api.callsTo('createCalendarFeed').map((c) => c.body)).toEqual([
      { leasingAgentId: null },
    ]);
    expect(field.value).toBe(URL_MADE);
    expect(field.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field));
    // Said plainly: it is shown once, where to add it, and to keep it private.
    const description = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('Copy it now: it will not be shown again.');
    const shown = screen.getByRole('group', { name: 'Your new address' });
    expect(shown.textContent).toContain(HOW_TO_SUBSCRIBE);
    expect(shown.textContent).toContain(KEEP_PRIVATE);
    expect(row('you').textContent).toMatch(/Address made on \w+ \d+, \d{4}/);
    expect(button('Make a new address for you')).toBeDefined();

    // user-event's session holds the clipboard; watch what is written to it.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await user.click(button('Copy your calendar address'));
    expect(await screen.findByText('Copied!')).toBeDefined();
    expect(writeText).toHaveBeenCalledWith(URL_MADE);
  });

  it('asks before making a new address, since the old one stops working', async () => {
    const api = serveApi({
      listCalendarFeeds: { status: 200, body: FEEDS },
      createCalendarFeed: { status: 201, body: { id: sample.id(9), url: URL_MADE } },
    });
    const { user } = renderFeeds();
    await user.click(
      await screen.findByRole('button', { name: 'Make a new address for Ada Lovelace' }),
    );
    let dialog = await findDialog();
    expect(within(dialog).getByText(/current address stops working at once/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(api.callsTo('createCalendarFeed')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(button('Make a new address for Ada Lovelace'));
    dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Make a new address' }));
    const field = await screen.findByRole<HTMLInputElement>('textbox', {
      name: 'Calendar address',
    });
    expect(api.callsTo('createCalendarFeed')[0]?.body).toEqual({ leasingAgentId: AGENT });
    expect(within(row(AGENT)).getByRole('group', { name: "Ada Lovelace's new address" })).toBe(
      field.closest('[role="group"]'),
    );
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('stops an address only after a confirmation, then offers to make one', async () => {
    const api = serveApi({
      listCalendarFeeds: { status: 200, body: FEEDS },
      revokeCalendarFeed: { status: 200, body: { ok: true } },
    });
    const { user } = renderFeeds();
    await user.click(await screen.findByRole('button', { name: 'Stop address for Ada Lovelace' }));
    let dialog = await findDialog();
    expect(within(dialog).getByText(/stops working at once/)).toBeDefined();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await flush();
    expect(api.callsTo('revokeCalendarFeed')).toHaveLength(0);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(button('Stop address for Ada Lovelace'));
    dialog = await findDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Stop address' }));
    expect(await screen.findByText('Address stopped')).toBeDefined();
    expect(api.callsTo('revokeCalendarFeed')[0]?.params).toEqual({ id: FEED_ID });
    expect(row(AGENT).textContent).toContain('No address yet');
    expect(screen.queryByRole('button', { name: 'Stop address for Ada Lovelace' })).toBeNull();
    // The pressed button is gone: the focus goes to the one that makes a new address.
    const make = button('Make address for Ada Lovelace');
    await waitFor(() => expect(document.activeElement).toBe(make));
  });

  it("says a failure in the dashboard's words, never the server's", async () => {
    serveApi({
      listCalendarFeeds: { status: 200, body: FEEDS },
      createCalendarFeed: { status: 500, body: sample.apiError('INTERNAL', 'db exploded') },
    });
    const { user } = renderFeeds();
    await user.click(await screen.findByRole('button', { name: 'Make address for you' }));
    expect(await screen.findByText(MAKE_FAILED)).toBeDefined();
    expect(document.body.textContent).not.toContain('db exploded');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(row('you').textContent).toContain('No address yet');
  });

  it('offers to try again when the list could not be loaded', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const api = serveApi();
    api.on(
      'listCalendarFeeds',
      { status: 500, body: sample.apiError() },
      { status: 200, body: FEEDS },
    );
    const { user } = renderFeeds();
    expect(await screen.findByText('Calendar subscriptions could not be loaded.')).toBeDefined();
    await user.click(button('Try again'));
    expect(await screen.findByRole('list', { name: 'Calendar subscriptions' })).toBeDefined();
    expect(warn).toHaveBeenCalled();
  });

  it('loads again when the leasing agents change', async () => {
    const api = serveApi();
    api.on(
      'listCalendarFeeds',
      { status: 200, body: FEEDS.slice(0, 1) },
      { status: 200, body: FEEDS },
    );
    render(<CalendarFeeds />);
    await screen.findByRole('list', { name: 'Calendar subscriptions' });
    expect(screen.queryByText('Ada Lovelace')).toBeNull();
    await act(() => agentsChanged());
    expect(await screen.findByText('Ada Lovelace')).toBeDefined();
    expect(api.callsTo('listCalendarFeeds')).toHaveLength(2);
  });
});
