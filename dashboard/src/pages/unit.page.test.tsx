import { type FakeApi, sample } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fill,
  findDialog,
  renderAt,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
} from '../../test-utils/index.ts';
import { UnitPage } from './unit.page.tsx';

vi.mock('../features/policies/lazy-policy-editor.tsx', () => ({ LazyPolicyEditor: () => null }));

const PROPERTY = '44444444-4444-4444-8444-444444444444';
const UNIT = '55555555-5555-4555-8555-555555555555';
const unit = sample.unit({
  id: UNIT,
  propertyId: PROPERTY,
  unitNumber: '4B',
  availability: 'OCCUPIED',
  bedrooms: 2,
  bathrooms: 1.5,
  monthlyPrice: 1850,
});

let api: FakeApi;

beforeEach(() => {
  api = serveApi({
    countAttention: { status: 200, body: { openCount: 0 } },
    getUnit: { status: 200, body: unit },
    getProperty: {
      status: 200,
      body: sample.property({
        id: PROPERTY,
        name: 'Evergreen Terrace Apartments',
        address: '742 Evergreen',
      }),
    },
    listUnitListings: { status: 200, body: [] },
    listUnitTenantLeases: { status: 200, body: [] },
  });
});
afterEach(resetAfterTest);

async function openPage() {
  const view = renderAt(
    <UnitPage />,
    `/properties/${PROPERTY}/units/${UNIT}`,
    '/properties/:propertyId/units/:unitId',
  );
  expect(await screen.findByRole('heading', { level: 1, name: '4B' })).toBeDefined();
  return view;
}

const button = (name: string) => screen.getByRole('button', { name });

describe('UnitPage', () => {
  it('cuts the back label at 15 characters and shows the chat link of the unit', async () => {
    const { container } = await openPage();
    await waitFor(() => expect(container.textContent).toContain('← Evergreen Terra...'));
    const link = screen.getByLabelText<HTMLInputElement>('Chat link');
    expect(link.readOnly).toBe(true);
    expect(link.value).toBe(`${window.location.origin}/chat?propertyId=${PROPERTY}&unitId=${UNIT}`);
    const tryIt = screen.getByRole('link', { name: 'Try the chat link' });
    expect(tryIt.getAttribute('href')).toBe(link.value);
    expect(tryIt.getAttribute('target')).toBe('_blank');
  });

  it('shows the disabled-chatbot banner and re-enables with AVAILABLE', async () => {
    api.on('updateUnit', { status: 200, body: { ...unit, availability: 'AVAILABLE' } });
    const { container, user } = await openPage();
    expect(container.textContent).toContain('Chatbot disabled');
    await user.click(button('Re-enable Chatbot'));
    await waitFor(() => expect(container.textContent).not.toContain('Chatbot disabled'));
    const [update] = api.callsTo('updateUnit');
    expect(update?.params).toEqual({ id: UNIT });
    expect(update?.body).toEqual({ availability: 'AVAILABLE' });
  });

  it('blocks saving a video link that is not YouTube', async () => {
    const { user } = await openPage();
    await user.click(button('Edit unit'));
    await fill(user, await screen.findByLabelText(/^Video link/), 'https://example.com/tour');
    await user.click(button('Save'));
    expect(await screen.findByText('Please enter a valid YouTube URL')).toBeDefined();
    expect(api.callsTo('updateUnit')).toHaveLength(0);
  });

  it('adds a tenant and leases them the unit', async () => {
    api.on('createTenant', ({ body }) => ({
      status: 201,
      body: sample.tenant({ ...body, id: 't1' }),
    }));
    api.on('createTenantLease', ({ body }) => ({
      status: 201,
      body: sample.tenantLease({ ...body, id: 'l1' }),
    }));
    const { user } = await openPage();
    await user.click(button('Add Tenant'));
    const dialog = within(await findDialog());
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(dialog.getByText('Please fill in all required fields')).toBeDefined();
    await fill(user, dialog.getByLabelText(/^First name/), 'Ada');
    await fill(user, dialog.getByLabelText(/^Last name/), 'Lovelace');
    await fill(user, dialog.getByLabelText(/^E-mail address/), 'ada@example.com');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('createTenantLease')).toHaveLength(1));
    expect(api.callsTo('createTenant').map((call) => call.body)).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null },
    ]);
    expect(api.callsTo('createTenantLease').map((call) => call.body)).toEqual([
      { tenantId: 't1', propertyId: PROPERTY, unitId: UNIT },
    ]);
  });
});
