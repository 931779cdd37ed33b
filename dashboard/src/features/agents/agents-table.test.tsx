import { Notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { click, getButton, render } from '../../../test-utils/index.ts';
import { getControl, typeText } from '../profile/testing/dom.ts';
import { fakeApi, resetAfterTest, settle } from '../profile/testing/fake-api.ts';
import { AgentsTable } from './agents-table.tsx';

const agent = (id: string, phone: string) => ({
  id,
  userId: '11111111-1111-4111-8111-111111111111',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: `ada-${id.slice(0, 4)}@example.com`,
  phone,
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
});
const TEN = agent('aaaaaaaa-0000-4000-8000-000000000001', '5551234567');
const ELEVEN = agent('aaaaaaaa-0000-4000-8000-000000000002', '15551234567');

async function renderTable() {
  const view = render(
    <>
      <Notifications />
      <AgentsTable />
    </>,
  );
  await settle();
  return view;
}

afterEach(resetAfterTest);

describe('AgentsTable', () => {
  it('shows 11-digit phones as +1 (xxx) xxx-xxxx and 10-digit ones as (xxx) xxx-xxxx', async () => {
    fakeApi({ 'GET /api/v1/leasing-agents': { status: 200, body: [TEN, ELEVEN] } });
    const { container } = await renderTable();
    const headers = [...container.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'Actions']);
    const phones = [...container.querySelectorAll('tbody tr')].map(
      (row) => row.querySelectorAll('td')[2]?.textContent,
    );
    expect(phones).toEqual(['(555) 123-4567', '+1 (555) 123-4567']);
  });

  it('refuses an invalid phone inline and sends the normalised one', async () => {
    const { calls } = fakeApi({
      'GET /api/v1/leasing-agents': { status: 200, body: [] },
      'POST /api/v1/leasing-agents': (call) => ({
        status: 201,
        body: { ...TEN, ...(call.body as object) },
      }),
    });
    const { container } = await renderTable();
    click(getButton(container, 'Add Leasing Agent'));
    await settle();
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
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    typeText(phone, '+1 (555) 765-4321');
    expect(document.body.textContent).not.toContain('Please enter a valid phone number.');
    click(save);
    await settle();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace@example.com',
      phone: '15557654321',
    });
  });

  it('edits an agent with a PATCH and its title says so', async () => {
    const { calls } = fakeApi({
      'GET /api/v1/leasing-agents': { status: 200, body: [TEN] },
      'PATCH /api/v1/leasing-agents/:id': { status: 200, body: TEN },
    });
    const { container } = await renderTable();
    click(container.querySelector<HTMLButtonElement>('[aria-label="Edit Ada Lovelace"]')!);
    await settle();
    expect(document.body.textContent).toContain('Edit Leasing Agent');
    expect(getControl(document.body, 'Phone').value).toBe('5551234567');
    typeText(getControl(document.body, 'Last name'), 'Byron');
    click(getButton(document.body as unknown as HTMLElement, 'Save'));
    await settle();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe(`/api/v1/leasing-agents/${TEN.id}`);
    expect(patch?.body).toMatchObject({ lastName: 'Byron', phone: '5551234567' });
  });

  it('asks before deleting and reports the outcome with the spec texts', async () => {
    const { calls } = fakeApi({
      'GET /api/v1/leasing-agents': { status: 200, body: [TEN] },
      'DELETE /api/v1/leasing-agents/:id': { status: 200, body: { ok: true } },
    });
    const { container } = await renderTable();
    click(container.querySelector<HTMLButtonElement>('[aria-label="Delete Ada Lovelace"]')!);
    await settle();
    expect(document.body.textContent).toContain(
      'Are you sure you want to delete this leasing agent? This cannot be undone.',
    );
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    click(getButton(document.body as unknown as HTMLElement, 'Delete'));
    await settle();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      `/api/v1/leasing-agents/${TEN.id}`,
    ]);
    expect(document.body.textContent).toContain('Leasing agent deleted successfully');
  });

  it('says when a delete failed', async () => {
    fakeApi({
      'GET /api/v1/leasing-agents': { status: 200, body: [TEN] },
      'DELETE /api/v1/leasing-agents/:id': {
        status: 500,
        body: { error: { code: 'E', message: 'e' } },
      },
    });
    const { container } = await renderTable();
    click(container.querySelector<HTMLButtonElement>('[aria-label="Delete Ada Lovelace"]')!);
    await settle();
    click(getButton(document.body as unknown as HTMLElement, 'Delete'));
    await settle();
    expect(document.body.textContent).toContain('Failed to delete leasing agent');
  });
});
