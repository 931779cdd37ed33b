import { Notifications } from '@mantine/notifications';
import type { LeadConversation, LeadPage, LeadRow } from '@porchlight/client';
import {
  type FakeApi,
  type FakeHandlers,
  type FakeReply,
  sample,
} from '@porchlight/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fill,
  findDialog,
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../test-utils/index.ts';
import { testLead } from '../features/leads/testing/lead-row.ts';
import { LeadsPage } from './leads.page.tsx';

const counts = { interestCount: 7, scheduledViewingCount: 3, messageCount: 42 };

/** listLeadsPage's answer for these rows: each property and unit once. */
function pageOf(
  rows: LeadRow[],
  extra: { viewingAt?: string; unitNumber?: string } = {},
): LeadPage {
  const unit = extra.unitNumber ? sample.unit({ unitNumber: extra.unitNumber }) : null;
  return {
    leads: rows.map(({ property: _p, unit: _u, ...lead }) => ({
      ...lead,
      tenantPropertyInterest: { ...lead.tenantPropertyInterest, unitId: unit?.id ?? null },
      viewingAt: extra.viewingAt ?? null,
      timeZone: 'America/Los_Angeles',
      lastViewingOutcome: null,
    })),
    properties: [...new Map(rows.map((row) => [row.property.id, row.property])).values()],
    units: unit ? [unit] : [],
    nextCursor: null,
  };
}

const NO_TREND: FakeReply<'leadTrendAnalytics'> = { status: 200, body: { months: [] } };

const routes = (): FakeHandlers => ({
  tenantInterestAnalytics: { status: 200, body: { ...counts, messageCount: 0 } },
  messageAnalytics: { status: 200, body: { ...counts, interestCount: 0 } },
  leadTrendAnalytics: NO_TREND,
  exportLeads: { status: 200, body: 'Name\r\n' },
});

function serve(leads = [testLead()], extra: Parameters<typeof pageOf>[1] = {}) {
  return serveApi({
    ...routes(),
    listLeadsPage: { status: 200, body: pageOf(leads, extra) },
    getPhoneCall: ({ params }) =>
      params.phoneCallId === 'call-1'
        ? {
            status: 200,
            body: {
              startedAt: '2026-11-02T10:00:00.000Z',
              endedAt: '2026-11-02T10:04:05.000Z',
              recordingUrl: 'https://calls.example/rec-1.mp3',
            },
          }
        : { status: 200, body: { startedAt: null, endedAt: null, recordingUrl: null } },
  });
}

async function openPage() {
  const view = render(
    <MemoryRouter>
      <Notifications />
      <LeadsPage />
    </MemoryRouter>,
  );
  await flush();
  return view;
}

/** The names in the first column of the rendered rows (the e-mail under them left out). */
const names = (root: ParentNode) =>
  [...root.querySelectorAll('tbody tr[aria-rowindex]')].map(
    (tr) => tr.querySelector('td button')?.textContent,
  );
const sorts = (api: FakeApi) =>
  api.callsTo('listLeadsPage').map((c) => `${c.query?.sort} ${c.query?.order}`);
const ranges = (api: FakeApi, endpoint: 'tenantInterestAnalytics' | 'messageAnalytics') =>
  api.callsTo(endpoint).map((c) => `${c.query?.startDate}..${c.query?.endDate}`);
const pageCalls = (api: FakeApi) => api.callsTo('listLeadsPage');
const header = (label: string) =>
  screen.getByRole('columnheader', { name: new RegExp(`^${label}`) });
const sortBy = (label: string) => within(header(label)).getByRole('button');
const button = (name: string | RegExp) => screen.getByRole('button', { name });

afterEach(() => {
  vi.useRealTimers();
  resetAfterTest();
});

describe('LeadsPage', () => {
  it('shows the three counts of the current month and moves one calendar month per arrow', async () => {
    // Only Date is faked: the page's month starts from "now"; timers stay real.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 15, 12));
    const api = serve();
    const { container, user } = await openPage();
    expect(container.textContent).toContain('January 2026');
    expect(screen.getByTestId('stat-interestCount').textContent).toBe('7');
    expect(screen.getByTestId('stat-scheduledViewingCount').textContent).toBe('3');
    expect(screen.getByTestId('stat-messageCount').textContent).toBe('42');
    expect(ranges(api, 'tenantInterestAnalytics')).toEqual(['01-01-2026..01-31-2026']);

    await user.click(button('Previous month'));
    expect(container.textContent).toContain('December 2025');
    await user.click(button('Next month'));
    await user.click(button('Next month'));
    expect(container.textContent).toContain('February 2026');
    // January, seen a moment ago, comes from the cache: it is not asked again.
    await waitFor(() =>
      expect(ranges(api, 'messageAnalytics')).toEqual([
        '01-01-2026..01-31-2026',
        '12-01-2025..12-31-2025',
        '02-01-2026..02-28-2026',
      ]),
    );
  });

  it('jumps to any month from the year of months that the month name opens', async () => {
    const api = serve();
    const { container, user } = await openPage();
    await user.click(screen.getByRole('button', { name: /, choose another month$/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose a month' }, { timeout: 5000 });
    await user.click(within(dialog).getByRole('button', { name: /^Sep/ }));
    const year = new Date().getFullYear();
    await waitFor(() => expect(container.textContent).toContain(`September ${year}`));
    await waitFor(() =>
      expect(ranges(api, 'tenantInterestAnalytics')).toContain(`09-01-${year}..09-30-${year}`),
    );
  });

  it('asks the server for last message newest first; a header click sorts ascending, a second toggles', async () => {
    const api = serve([
      testLead({ firstName: 'Cy', lastName: 'C', lastMessageAt: '2026-01-12T10:00:00Z' }),
      testLead({ firstName: 'Bea', lastName: 'B', lastMessageAt: '2026-01-10T10:00:00Z' }),
    ]);
    const { container, user } = await openPage();
    // The table shows the server's order as it is.
    expect(names(container)).toEqual(['Cy C', 'Bea B']);
    expect(header('Last Message').getAttribute('aria-sort')).toBe('descending');
    expect(sorts(api).at(-1)).toBe('lastMessage desc');

    await user.click(sortBy('Name'));
    await waitFor(() => expect(sorts(api).at(-1)).toBe('name asc'));
    expect(header('Name').getAttribute('aria-sort')).toBe('ascending');
    expect(header('Last Message').getAttribute('aria-sort')).toBe('none');
    await user.click(sortBy('Name'));
    await waitFor(() => expect(sorts(api).at(-1)).toBe('name desc'));
    await user.click(sortBy('Unit'));
    await waitFor(() => expect(sorts(api).at(-1)).toBe('unit asc'));
    await user.click(sortBy('Viewing'));
    await waitFor(() => expect(sorts(api).at(-1)).toBe('viewing asc'));
  });

  it('names each lead by the name they gave, else by their e-mail', async () => {
    serve([
      testLead({ firstName: 'Priya', lastName: 'Shah', email: 'priya@example.com' }),
      testLead({ firstName: 'Dana', lastName: null, email: 'dana@example.com' }),
      testLead({ firstName: null, lastName: null, email: 'nameless@example.com' }),
    ]);
    const { container } = await openPage();
    expect(names(container)).toEqual(['Priya Shah', 'Dana', 'nameless@example.com']);
    // The e-mail second, under a name; never said twice where it is the name.
    const firstCells = [...container.querySelectorAll('tbody tr[aria-rowindex] td:first-child')];
    expect(firstCells[0]?.textContent).toBe('Priya Shahpriya@example.com');
    expect(firstCells[2]?.textContent).toBe('nameless@example.com');
    expect(button('Conversation with Priya Shah')).toBeTruthy();
  });

  it('shows the unit and the viewing, and placeholder move-in dates as not set', async () => {
    serve(
      [
        testLead({ firstName: 'Sched', status: 'SCHEDULING_COMPLETE', moveInDate: '0000-00-00' }),
        testLead({ firstName: 'Pre', status: 'PRE_SCREENING_COMPLETE', moveInDate: '2027-03-01' }),
      ],
      { viewingAt: '2027-01-05T15:00:00.000Z', unitNumber: '3C' },
    );
    const { container } = await openPage();
    const cells = (column: number) =>
      [...container.querySelectorAll('tbody tr[aria-rowindex]')].map(
        (tr) => tr.querySelectorAll('td')[column]?.textContent,
      );
    expect(cells(1)).toEqual(['Not set', 'Mar 1, 2027']);
    expect(cells(4)).toEqual(['3C', '3C']);
    expect(cells(5)[0]).toMatch(/^Tue, Jan 5(, 2027)?7:00 AM PST$/);
  });

  it('searches by name, e-mail or phone on the server, and exports what it shows as CSV', async () => {
    const api = serve();
    const { user } = await openPage();
    await fill(user, screen.getByRole('searchbox'), '555-0100');
    await waitFor(() => expect(pageCalls(api).at(-1)?.query?.q).toBe('555-0100'));
    URL.createObjectURL = vi.fn(() => 'blob:leads');
    URL.revokeObjectURL = vi.fn();
    // jsdom cannot download; the anchor's click is where the browser would.
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(button('Export CSV'));
    await waitFor(() => expect(api.callsTo('exportLeads')).toHaveLength(1));
    const exported = api.callsTo('exportLeads')[0];
    expect(exported?.query?.q).toBe('555-0100');
    expect(exported?.query?.sort).toBe('lastMessage');
    await waitFor(() => expect(download).toHaveBeenCalled());
    download.mockRestore();
  });

  it('filters by channel on the server, says when none match, and exports with it', async () => {
    const api = serve();
    const { user } = await openPage();
    const channel = screen.getByRole('combobox', { name: /^Channel/ });
    expect(
      within(channel)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All', 'Chat', 'E-mail', 'Text']);
    api.on('listLeadsPage', { status: 200, body: pageOf([]) });
    await user.selectOptions(channel, 'Text');
    await waitFor(() => expect(pageCalls(api).at(-1)?.query?.channel).toBe('SMS'));
    expect(await screen.findByText('No leads match this search.')).toBeDefined();
    URL.createObjectURL = vi.fn(() => 'blob:leads');
    URL.revokeObjectURL = vi.fn();
    const download = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await user.click(button('Export CSV'));
    await waitFor(() => expect(api.callsTo('exportLeads')[0]?.query?.channel).toBe('SMS'));
    download.mockRestore();
    await user.selectOptions(channel, 'All');
    await waitFor(() => expect(pageCalls(api).at(-1)?.query).not.toHaveProperty('channel'));
  });

  it('reads the next page from the cursor, rendering only the rows in view', async () => {
    const first = Array.from({ length: 100 }, (_, i) => testLead({ firstName: `Lead${i}` }));
    const api = serveApi({
      ...routes(),
      listLeadsPage: ({ query }) =>
        query?.cursor === 'next'
          ? { status: 200, body: pageOf([testLead({ firstName: 'Last' })]) }
          : { status: 200, body: { ...pageOf(first), nextCursor: 'next' } },
    });
    const { container, user } = await openPage();
    const table = screen.getByRole('table', { name: 'Leads' });
    expect(table.getAttribute('aria-rowcount')).toBe('-1');
    const rendered = container.querySelectorAll('tbody tr[aria-rowindex]').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(50);
    await user.click(button('Load more leads'));
    await waitFor(() => expect(table.getAttribute('aria-rowcount')).toBe('102'));
    expect(pageCalls(api).filter((c) => c.query?.cursor === 'next')).toHaveLength(1);
  });

  it('shows call durations as minutes:seconds with the recording link', async () => {
    serve([
      testLead({
        firstName: 'Cal',
        lastName: 'Ler',
        phoneCalls: [
          {
            id: '99999999-9999-4999-8999-999999999999',
            phoneCallId: 'call-1',
            phoneNumber: '5415550100',
            createdAt: '2026-01-02T10:00:00.000Z',
          },
        ],
      }),
    ]);
    const { user } = await openPage();
    await user.click(button('Phone Calls (1) of Cal Ler'));
    const dialog = await findDialog();
    await waitFor(() => expect(dialog.textContent).toContain('4:05'));
    expect(dialog.textContent).toContain('Phone Calls with Cal Ler');
    expect(dialog.textContent).toContain('(541) 555-0100');
    const link = within(dialog).getByRole('link', { name: 'Listen to recording' });
    expect(link.getAttribute('href')).toBe('https://calls.example/rec-1.mp3');
    expect(link.getAttribute('target')).toBe('_blank');
  });

  it("says 'No phone calls recorded' for a lead without calls", async () => {
    serve([testLead({ firstName: 'Quiet' })]);
    const { user } = await openPage();
    await user.click(button(/^Phone Calls \(0\) of Quiet/));
    expect(await screen.findByText('No phone calls recorded')).toBeDefined();
  });

  it("opens the lead's chat with every thread, and the manager can write in it", async () => {
    const lead = testLead({ firstName: 'Chat', lastName: 'Ty' });
    const leadId = lead.tenantPropertyInterest.id;
    const api = serveApi({
      listLeadsPage: { status: 200, body: pageOf([lead]) },
      tenantInterestAnalytics: { status: 200, body: counts },
      messageAnalytics: { status: 200, body: counts },
      leadTrendAnalytics: NO_TREND,
      getLeadConversation: {
        status: 200,
        body: {
          leadId,
          currentThreadId: '00000000-0000-4000-8000-0000000000c2',
          assistantPaused: false,
          threads: [
            {
              id: '00000000-0000-4000-8000-0000000000c1',
              startedAt: '2026-01-01T10:00:00Z',
              messages: [
                { role: 'user', content: 'Before my reset', createdAt: '2026-01-01T10:00:00Z' },
              ],
            },
            {
              id: '00000000-0000-4000-8000-0000000000c2',
              startedAt: '2026-01-02T10:00:00Z',
              messages: [
                {
                  role: 'user',
                  content: 'Is parking included?',
                  createdAt: '2026-01-02T10:00:00Z',
                },
                {
                  role: 'assistant',
                  content: 'See https://x.example/p.',
                  createdAt: '2026-01-02T10:00:05Z',
                },
              ],
            },
          ],
        },
      },
      sendLeadMessage: { status: 200, body: { ok: true } },
    });
    const { user } = await openPage();
    await user.click(button('Conversation with Chat Ty'));
    expect(await screen.findByText('Is parking included?')).toBeDefined();
    expect(api.callsTo('getLeadConversation')[0]?.params).toEqual({ id: leadId });
    expect(document.body.textContent).toContain('Earlier conversation, started');
    const dialog = within(await findDialog());
    const link = dialog.getByRole('link', { name: 'https://x.example/p' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(dialog.queryByText(/^By (e-mail|text)$/)).toBeNull();
    expect(
      dialog.getByText('Your reply will be shown in the chat, where the prospect wrote.'),
    ).toBeDefined();
    // Sending nothing is refused before any call; a message is sent as the manager.
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    expect(await dialog.findByText('Write a message first.')).toBeDefined();
    expect(api.callsTo('sendLeadMessage')).toHaveLength(0);
    await fill(user, dialog.getByRole('textbox'), 'Hi, this is Mary from the office.');
    await user.click(dialog.getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(api.callsTo('sendLeadMessage')[0]?.body).toEqual({
        message: 'Hi, this is Mary from the office.',
      }),
    );
  });

  it('marks messages by e-mail or text with their delivery, and says where a reply goes', async () => {
    const lead = testLead({ firstName: 'Dana', lastName: 'Mail', email: 'dana@example.com' });
    const thread = '00000000-0000-4000-8000-0000000000d1';
    const at = '2026-01-02T10:00:00Z';
    const conversation = (messages: LeadConversation['threads'][number]['messages']) => ({
      status: 200 as const,
      body: {
        leadId: lead.tenantPropertyInterest.id,
        currentThreadId: thread,
        assistantPaused: false,
        threads: [{ id: thread, startedAt: at, messages }],
      },
    });
    const api = serveApi({
      ...routes(),
      listLeadsPage: { status: 200, body: pageOf([lead]) },
      getLeadConversation: conversation([
        { role: 'user', content: 'Hi from the chat', createdAt: at },
        { role: 'user', content: 'Is it pet friendly?', createdAt: at, channel: 'EMAIL' },
        {
          role: 'assistant',
          content: 'Yes, cats are welcome.',
          createdAt: at,
          channel: 'EMAIL',
          delivery: 'DELIVERED',
        },
        {
          role: 'manager',
          content: 'Happy to show it Friday.',
          authorName: 'Mary',
          createdAt: at,
          channel: 'EMAIL',
          delivery: 'FAILED',
        },
        {
          role: 'assistant',
          content: 'One more thing.',
          createdAt: at,
          channel: 'EMAIL',
          delivery: 'NOT_SENT',
        },
        {
          role: 'assistant',
          content: 'And another.',
          createdAt: at,
          channel: 'EMAIL',
          delivery: 'QUEUED',
        },
      ]),
    });
    const { user } = await openPage();
    await user.click(button('Conversation with Dana Mail'));
    const dialog = within(await findDialog());
    await dialog.findByText('Is it pet friendly?');
    const items = dialog.getAllByRole('listitem');
    expect(items).toHaveLength(6);
    // The chat's own message carries no badge; the prospect's e-mail has no delivery.
    expect(items[0]?.textContent).not.toMatch(/By e-mail|Sent|Delivered/);
    expect(within(items[1]!).getByText('By e-mail')).toBeDefined();
    expect(items[1]?.textContent).not.toMatch(/Delivered|Sending|Sent/);
    expect(within(items[2]!).getByText('Delivered')).toBeDefined();
    expect(within(items[3]!).getByText('Not delivered')).toBeDefined();
    expect(items[4]?.textContent).toContain('Not sent — the prospect unsubscribed');
    expect(within(items[5]!).getByText('Sending…')).toBeDefined();
    // The composer names where the reply goes, and the textarea is described by it.
    const target = 'Your reply will be sent by e-mail to dana@example.com.';
    expect(dialog.getByText(target)).toBeDefined();
    const box = dialog.getByRole('textbox', { name: 'Write to Dana Mail as yourself' });
    const describedBy = box.getAttribute('aria-describedby') ?? '';
    const description = describedBy
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent ?? '')
      .join(' ');
    expect(description).toContain(target);
    expect(api.unmatched).toEqual([]);
  });

  it('names a texting prospect by their number and says a reply goes by text to it', async () => {
    // Known only by the number they texted from: filed under a placeholder e-mail.
    const lead = testLead({
      firstName: null,
      lastName: null,
      email: 'sms-15415550100@sms.invalid',
      tenant: { phone: '+15415550100' },
    });
    const thread = '00000000-0000-4000-8000-0000000000d2';
    const at = '2026-01-02T10:00:00Z';
    const reply = (messages: LeadConversation['threads'][number]['messages']) => ({
      status: 200 as const,
      body: {
        leadId: lead.tenantPropertyInterest.id,
        currentThreadId: thread,
        assistantPaused: true,
        threads: [{ id: thread, startedAt: at, messages }],
      },
    });
    serveApi({
      ...routes(),
      listLeadsPage: { status: 200, body: pageOf([lead]) },
      getLeadConversation: reply([
        { role: 'user', content: 'Emailing first', createdAt: at, channel: 'EMAIL' },
        { role: 'user', content: 'Now texting', createdAt: at, channel: 'SMS' },
        { role: 'assistant', content: 'Got it', createdAt: at, channel: 'SMS', delivery: 'SENT' },
      ]),
    });
    const { user } = await openPage();
    expect(screen.getAllByText('+1 (541) 555-0100').length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toContain('sms.invalid');
    await user.click(button('Conversation with +1 (541) 555-0100'));
    const dialog = within(await findDialog());
    expect(
      await dialog.findByText('Your reply will be sent by text message to +1 (541) 555-0100.'),
    ).toBeDefined();
    expect(dialog.getAllByText('By text')).toHaveLength(2);
    expect(dialog.getByText('Sent')).toBeDefined();
  });

  it('shows a toast, never the raw error, when the leads cannot load', async () => {
    serveApi({
      listLeadsPage: { status: 500, body: sample.apiError('INTERNAL', 'boom') },
      tenantInterestAnalytics: { status: 200, body: counts },
      messageAnalytics: { status: 200, body: counts },
      leadTrendAnalytics: NO_TREND,
    });
    await openPage();
    expect(await screen.findByText('An error occurred. Please try again.')).toBeDefined();
    expect(document.body.textContent).not.toContain('boom');
  });
});
