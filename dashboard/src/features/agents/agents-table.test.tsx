import { Notifications } from '@mantine/notifications';
import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fill,
  findDialog,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../../test-utils/index.ts';
import { keys } from '../../queries/keys.ts';
import { queryClient } from '../../queries/query.ts';
import { AgentsTable } from './agents-table.tsx';

const agent = (id: string, phone: string) =>
  sample.leasingAgent({ id, phone, email: `ada-${id.slice(0, 4)}@example.com` });
const TEN = agent('aaaaaaaa-0000-4000-8000-000000000001', '5551234567');
const ELEVEN = agent('aaaaaaaa-0000-4000-8000-000000000002', '15551234567');

async function renderTable() {
  const view = render(
    <>
      <Notifications />
      <AgentsTable />
    </>,
  );
  await screen.findByRole('table');
  return view;
}

const dialog = findDialog;

afterEach(resetAfterTest);

describe('AgentsTable', () => {
  it('shows 11-digit phones as +1 (xxx) xxx-xxxx and 10-digit ones as (xxx) xxx-xxxx', async () => {
    serveApi({ listLeasingAgents: { status: 200, body: [TEN, ELEVEN] } });
    await renderTable();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'Actions']);
    await screen.findByText('+1 (555) 123-4567');
    const phones = screen
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row).getAllByRole('cell')[2]?.textContent);
    expect(phones).toEqual(['(555) 123-4567', '+1 (555) 123-4567']);
  });

  it('refuses an invalid phone inline and sends the normalised one', async () => {
    const api = serveApi({
      listLeasingAgents: { status: 200, body: [] },
      createLeasingAgent: ({ body }) => ({ status: 201, body: { ...TEN, ...body } }),
    });
    const { user } = await renderTable();
    await user.click(screen.getByRole('button', { name: 'Add Leasing Agent' }));
    const form = within(await dialog());
    expect(form.getByText('Add Leasing Agent')).toBeDefined();
    await fill(user, form.getByLabelText(/First name/), 'Grace');
    await fill(user, form.getByLabelText(/Last name/), 'Hopper');
    await fill(user, form.getByLabelText(/E-mail/), 'grace@example.com');
    const phone = form.getByLabelText(/Phone/);
    await fill(user, phone, '012-345-6789');
    expect(form.getByText('Please enter a valid phone number.')).toBeDefined();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const save = form.getByRole<HTMLButtonElement>('button', { name: 'Save' });
    expect(save.disabled).toBe(true);
    expect(api.callsTo('createLeasingAgent')).toHaveLength(0);

    await fill(user, phone, '+1 (555) 765-4321');
    expect(form.queryByText('Please enter a valid phone number.')).toBeNull();
    await user.click(save);
    await waitFor(() =>
      expect(api.callsTo('createLeasingAgent')[0]?.body).toEqual({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        phone: '15557654321',
      }),
    );
  });

  it('edits an agent with a PATCH and its title says so', async () => {
    const api = serveApi({
      listLeasingAgents: { status: 200, body: [TEN] },
      updateLeasingAgent: { status: 200, body: TEN },
    });
    const { user } = await renderTable();
    await user.click(await screen.findByRole('button', { name: 'Edit Ada Lovelace' }));
    const form = within(await dialog());
    expect(form.getByText('Edit Leasing Agent')).toBeDefined();
    expect(form.getByLabelText<HTMLInputElement>(/Phone/).value).toBe('5551234567');
    await fill(user, form.getByLabelText(/Last name/), 'Byron');
    await user.click(form.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('updateLeasingAgent')).toHaveLength(1));
    const patch = api.callsTo('updateLeasingAgent')[0];
    expect(patch?.params).toEqual({ id: TEN.id });
    expect(patch?.body).toMatchObject({ lastName: 'Byron', phone: '5551234567' });
  });

  it('asks before deleting and reports the outcome with the spec texts', async () => {
    const api = serveApi({
      listLeasingAgents: { status: 200, body: [TEN] },
      deleteLeasingAgent: { status: 200, body: { ok: true } },
    });
    // The page's other sections that list the agents (calendar subscriptions) ask again.
    const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
    const { user } = await renderTable();
    await user.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    const confirm = within(await dialog());
    expect(
      confirm.getByText(
        'Are you sure you want to delete this leasing agent? This cannot be undone.',
      ),
    ).toBeDefined();
    expect(api.callsTo('deleteLeasingAgent')).toHaveLength(0);
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Leasing agent deleted successfully')).toBeDefined();
    expect(api.callsTo('deleteLeasingAgent').map((c) => c.params)).toEqual([{ id: TEN.id }]);
    expect(invalidated).toHaveBeenCalledWith({ queryKey: keys.calendarFeeds });
    invalidated.mockRestore();
  });

  it('says when a delete failed', async () => {
    serveApi({
      listLeasingAgents: { status: 200, body: [TEN] },
      deleteLeasingAgent: { status: 500, body: sample.apiError() },
    });
    const { user } = await renderTable();
    await user.click(await screen.findByRole('button', { name: 'Delete Ada Lovelace' }));
    await user.click(within(await dialog()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete leasing agent')).toBeDefined();
  });
});
