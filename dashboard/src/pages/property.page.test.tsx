import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  cleanup,
  click,
  getButton,
  getByLabel,
  queryButton,
  renderAt,
  type,
  waitFor,
} from '../../test-utils/index.ts';
import { PropertyPage } from './property.page.tsx';

const api = vi.hoisted(() => ({
  listPropertyFacts: vi.fn(async () => ({ status: 200, body: [] })),
  getProperty: vi.fn(),
  updateProperty: vi.fn(),
  listDivisions: vi.fn(),
  createDivision: vi.fn(),
  listPropertyUnits: vi.fn(),
  listLeasingAgents: vi.fn(),
}));
vi.mock('@porchlight/client', () => api);
vi.mock('../features/policies/lazy-policy-editor.tsx', () => ({ LazyPolicyEditor: () => null }));

const ID = '33333333-3333-4333-8333-333333333333';
const property = {
  id: ID,
  name: null,
  address: '742 Evergreen Terrace, Springfield, Oregon 97403',
  type: 'MULTI_FAMILY',
  status: 'CLAIMED',
  leasingAgentId: null,
  questions: 'PETS',
  amenities: 'NO_PETS',
  parkingPrice: null,
  description: null,
  customId: null,
  petQuestions: '',
  dogsAllowedCount: 0,
  catsAllowedCount: 0,
  petsAllowedCount: 0,
  restrictedDogBreeds: '',
  maxDogSizeLbs: null,
  timeZone: null,
  updatedAt: '2025-01-01T00:00:00.000Z',
};

beforeEach(() => {
  api.getProperty.mockResolvedValue({ status: 200, body: property });
  api.listDivisions.mockResolvedValue({ status: 200, body: [] });
  api.listPropertyUnits.mockResolvedValue({ status: 200, body: [] });
  api.listLeasingAgents.mockResolvedValue({ status: 200, body: [] });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

async function openPage() {
  const view = renderAt(<PropertyPage />, `/properties/${ID}`, '/properties/:propertyId');
  await waitFor(() => expect(view.container.querySelector('h1')).not.toBeNull());
  return view;
}

describe('PropertyPage', () => {
  it('titles the page with the first 30 characters of the address when unnamed', async () => {
    const { container } = await openPage();
    expect(container.querySelector('h1')?.textContent).toBe('742 Evergreen Terrace, Springf');
  });

  it('edits one part at a time: address, then leasing, then back to none', async () => {
    const { container } = await openPage();
    click(getButton(container, 'Edit details'));
    expect(getByLabel(container, 'Address').value).toBe(property.address);
    click(getButton(container, 'Edit leasing settings'));
    expect(() => getByLabel(container, 'Address')).toThrow();
    expect(getByLabel(container, 'Parking price')).toBeDefined();
    // The open mode's button closes it again.
    click(getButton(container, 'Cancel'));
    expect(() => getByLabel(container, 'Parking price')).toThrow();
    expect(queryButton(container, 'Edit details')).not.toBeNull();
  });

  it('trims a division name, refuses a blank one, and adds with Enter', async () => {
    api.createDivision.mockResolvedValue({
      status: 201,
      body: { id: 'd1', propertyId: ID, name: 'North wing' },
    });
    const { container } = await openPage();
    const input = getByLabel(container, 'Division name');
    type(input, '   ');
    click(getButton(container, 'Add'));
    expect(container.textContent).toContain('Please enter a division name.');
    expect(api.createDivision).not.toHaveBeenCalled();
    type(input, '  North wing ');
    input.form?.requestSubmit();
    await waitFor(() => expect(container.textContent).toContain('North wing'));
    expect(api.createDivision).toHaveBeenCalledWith({
      params: { id: ID },
      body: { name: 'North wing' },
    });
  });

  it('hides PROCESSING units and checks again every second until none is left', async () => {
    const unit = (id: string, status: string) => ({
      id,
      propertyId: ID,
      unitNumber: id,
      status,
      type: 'APARTMENT',
      availability: 'AVAILABLE',
      currency: 'USD',
      bedrooms: 1,
      bathrooms: 1,
      sizeSqft: -1,
      monthlyPrice: 1000,
    });
    api.listPropertyUnits
      .mockResolvedValueOnce({
        status: 200,
        body: [unit('1A', 'CLAIMED'), unit('2B', 'PROCESSING')],
      })
      .mockResolvedValue({ status: 200, body: [unit('1A', 'CLAIMED'), unit('2B', 'CLAIMED')] });
    const { container } = await openPage();
    await waitFor(() => expect(container.textContent).toContain('1A'));
    const units = () => container.querySelector('[aria-labelledby="units-title"]')?.textContent;
    expect(units()).not.toContain('2B');
    await waitFor(() => expect(units()).toContain('2B'), 3000);
    expect(api.listPropertyUnits).toHaveBeenCalledTimes(2);
  });
});
