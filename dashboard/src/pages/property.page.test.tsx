import type { Unit } from '@porchlight/client';
import { type FakeApi, sample } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  click,
  getButton,
  getByLabel,
  queryButton,
  renderAt,
  resetAfterTest,
  serveApi,
  type,
  waitFor,
} from '../../test-utils/index.ts';
import { PropertyPage } from './property.page.tsx';

vi.mock('../features/policies/lazy-policy-editor.tsx', () => ({ LazyPolicyEditor: () => null }));

const ID = '33333333-3333-4333-8333-333333333333';
const property = sample.property({
  id: ID,
  address: '742 Evergreen Terrace, Springfield, Oregon 97403',
  questions: 'PETS',
  amenities: 'NO_PETS',
  dogsAllowedCount: 0,
  catsAllowedCount: 0,
  petsAllowedCount: 0,
  updatedAt: '2025-01-01T00:00:00.000Z',
});

let api: FakeApi;

beforeEach(() => {
  api = serveApi({
    listPropertyFacts: { status: 200, body: [] },
    getProperty: { status: 200, body: property },
    listDivisions: { status: 200, body: [] },
    listPropertyUnits: { status: 200, body: [] },
    listLeasingAgents: { status: 200, body: [] },
  });
});
afterEach(() => {
  resetAfterTest();
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
    api.on('createDivision', {
      status: 201,
      body: { id: 'd1', propertyId: ID, name: 'North wing' },
    });
    const { container } = await openPage();
    const input = getByLabel(container, 'Division name');
    type(input, '   ');
    click(getButton(container, 'Add'));
    expect(container.textContent).toContain('Please enter a division name.');
    expect(api.callsTo('createDivision')).toHaveLength(0);
    type(input, '  North wing ');
    input.form?.requestSubmit();
    await waitFor(() => expect(container.textContent).toContain('North wing'));
    const [created] = api.callsTo('createDivision');
    expect(created?.params).toEqual({ id: ID });
    expect(created?.body).toEqual({ name: 'North wing' });
  });

  it('hides PROCESSING units and checks again every second until none is left', async () => {
    const unit = (id: string, status: Unit['status']) =>
      sample.unit({
        id,
        propertyId: ID,
        unitNumber: id,
        status,
        bedrooms: 1,
        bathrooms: 1,
        monthlyPrice: 1000,
      });
    api.on(
      'listPropertyUnits',
      { status: 200, body: [unit('1A', 'CLAIMED'), unit('2B', 'PROCESSING')] },
      { status: 200, body: [unit('1A', 'CLAIMED'), unit('2B', 'CLAIMED')] },
    );
    const { container } = await openPage();
    await waitFor(() => expect(container.textContent).toContain('1A'));
    const units = () => container.querySelector('[aria-labelledby="units-title"]')?.textContent;
    expect(units()).not.toContain('2B');
    await waitFor(() => expect(units()).toContain('2B'), 3000);
    expect(api.callsTo('listPropertyUnits')).toHaveLength(2);
  });
});
