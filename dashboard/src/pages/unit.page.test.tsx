import { type FakeApi, sample } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  click,
  getButton,
  getByLabel,
  renderAt,
  resetAfterTest,
  serveApi,
  type,
  waitFor,
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
  await waitFor(() => expect(view.container.querySelector('h1')?.textContent).toBe('4B'));
  return view;
}

describe('UnitPage', () => {
  it('cuts the back label at 15 characters and shows the chat link of the unit', async () => {
    const { container } = await openPage();
    await waitFor(() => expect(container.textContent).toContain('← Evergreen Terra...'));
    const link = getByLabel(container, 'Chat link');
    expect(link.readOnly).toBe(true);
    expect(link.value).toBe(`${window.location.origin}/chat?propertyId=${PROPERTY}&unitId=${UNIT}`);
    const tryIt = [...container.querySelectorAll('a')].find(
      (a) => a.textContent === 'Try the chat link',
    );
    expect(tryIt?.getAttribute('href')).toBe(link.value);
    expect(tryIt?.getAttribute('target')).toBe('_blank');
  });

  it('shows the disabled-chatbot banner and re-enables with AVAILABLE', async () => {
    api.on('updateUnit', { status: 200, body: { ...unit, availability: 'AVAILABLE' } });
    const { container } = await openPage();
    expect(container.textContent).toContain('Chatbot disabled');
    click(getButton(container, 'Re-enable Chatbot'));
    await waitFor(() => expect(container.textContent).not.toContain('Chatbot disabled'));
    const [update] = api.callsTo('updateUnit');
    expect(update?.params).toEqual({ id: UNIT });
    expect(update?.body).toEqual({ availability: 'AVAILABLE' });
  });

  it('blocks saving a video link that is not YouTube', async () => {
    const { container } = await openPage();
    click(getButton(container, 'Edit unit'));
    type(getByLabel(container, 'Video link'), 'https://example.com/tour');
    click(getButton(container, 'Save'));
    await waitFor(() =>
      expect(container.textContent).toContain('Please enter a valid YouTube URL'),
    );
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
    const { container } = await openPage();
    click(getButton(container, 'Add Tenant'));
    const dialog = () => document.body.querySelector('[role="dialog"]') as HTMLElement;
    await waitFor(() => expect(dialog()).not.toBeNull());
    click(getButton(dialog(), 'Save'));
    expect(dialog().textContent).toContain('Please fill in all required fields');
    type(getByLabel(dialog(), 'First name'), 'Ada');
    type(getByLabel(dialog(), 'Last name'), 'Lovelace');
    type(getByLabel(dialog(), 'E-mail address'), 'ada@example.com');
    click(getButton(dialog(), 'Save'));
    await waitFor(() => expect(api.callsTo('createTenantLease')).toHaveLength(1));
    expect(api.callsTo('createTenant').map((call) => call.body)).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: null },
    ]);
    expect(api.callsTo('createTenantLease').map((call) => call.body)).toEqual([
      { tenantId: 't1', propertyId: PROPERTY, unitId: UNIT },
    ]);
  });
});
