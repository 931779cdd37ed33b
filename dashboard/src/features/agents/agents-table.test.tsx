import { Notifications } from '@mantine/notifications';
import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import {
  click,
  flush,
  getButton,
  render,
  resetAfterTest,
  serveApi,
} from '../../../test-utils/index.ts';
import { getControl, typeText } from '../profile/testing/dom.ts';
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
  await flush();
  return view;
}

afterEach(resetAfterTest);

describe('AgentsTable', () => {
  it('shows 11-digit phones as +1 (xxx) xxx-xxxx and 10-digit ones as (xxx) xxx-xxxx', async () => {
    serveApi({ listLeasingAgents: { status: 200, body: [TEN, ELEVEN] } });
    const { container } = await renderTable();
    const headers = [...container.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'Actions']);
    const phones = [...container.querySelectorAll('tbody tr')].map(
      (row) => row.querySelectorAll('td')[2]?.textContent,
    );
    expect(phones).toEqual(['(555) 123-4567', '+1 (555) 123-4567']);
  });

  it('refuses an invalid phone inline and sends the normalised one', async () => {
    const api = serveApi({
      listLeasingAgents: { status: 200, body: [] },
      createLeasingAgent: ({ body }) => ({ status: 201, body: { ...TEN, ...body } }),
    });
    const { container } = await renderTable();
    click(getButton(container, 'Add Leasing Agent'));
    await flush();
    expect(document.body.textContent).toContain('Add Leasing Agent');
    typeText(getControl(document.body, 'First name'), 'Grace');
    typeText(getControl(document.body, 'Last name'), 'Hopper');
    typeText(getControl(document.body, 'E-mail'), 'grace@example.com');
    const phone = getControl(document.body, 'Phone');
    typeText(phone, '012-345-6789');
    expect(document.body.textContent).toContain('Please enter a valid phone number.');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    const save = getButton(document.body as unknown as HTMLElement, 'Save');
    expect(save.disabled).toBe(true);
    expect(api.callsTo('createLeasingAgent')).toHaveLength(0);

    typeText(phone, '+1 (555) 765-4321');
    expect(document.body.textContent).not.toContain('Please enter a valid phone number.');
    click(save);
    await flush();
    expect(api.callsTo('createLeasingAgent')[0]?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '15557654321',
    });
  });

  it('edits an agent with a PATCH and its title says so', async () => {
    const api = serveApi({
      listLeasingAgents: { status: 200, body: [TEN] },
      updateLeasingAgent: { status: 200, body: TEN },
    });
    const { container } = await renderTable();
    click(container.querySelector<HTMLButtonElement>('[aria-label="Edit Ada Lovelace"]')!);
    await flush();
    expect(document.body.textContent).toContain('Edit Leasing Agent');
    expect(getControl(document.body, 'Phone').value).toBe('5551234567');
    typeText(getControl(document.body, 'Last name'), 'Byron');
    click(getButton(document.body as unknown as HTMLElement, 'Save'));
    await flush();
    const patch = api.callsTo('updateLeasingAgent')[0];
    expect(patch?.params).toEqual({ id: TEN.id });
    expect(patch?.body).toMatchObject({ lastName: 'Byron', phone: '5551234567' });
  });

  it('asks before deleting and reports the outcome with the spec texts', async () => {
    const api = serveApi({
      listLeasingAgents: { status: 200, body: [TEN] },
      deleteLeasingAgent: { status: 200, body: { ok: true } },
    });
    const { container } = await renderTable();
    click(container.querySelector<HTMLButtonElement>('[aria-label="Delete Ada Lovelace"]')!);
    await flush();
    expect(document.body.textContent).toContain(
      'Are you sure you want to delete this leasing agent? This cannot be undone.',
    );
    expect(api.callsTo('deleteLeasingAgent')).toHaveLength(0);
    click(getButton(document.body as unknown as HTMLElement, 'Delete'));
    await flush();
    expect(api.callsTo('deleteLeasingAgent').map((c) => c.params)).toEqual([{ id: TEN.id }]);
    expect(document.body.textContent).toContain('Leasing agent deleted successfully');
  });

  it('says when a delete failed', async () => {
    serveApi({
      listLeasingAgents: { status: 200, body: [TEN] },
      deleteLeasingAgent: { status: 500, body: sample.apiError() },
    });
    const { container } = await renderTable();
    click(container.querySelector<HTMLButtonElement>('[aria-label="Delete Ada Lovelace"]')!);
    await flush();
    click(getButton(document.body as unknown as HTMLElement, 'Delete'));
    await flush();
    expect(document.body.textContent).toContain('Failed to delete leasing agent');
  });
});
