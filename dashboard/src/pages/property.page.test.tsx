import type { Unit } from '@porchlight/client';
import { type FakeApi, sample } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  fill,
  renderAt,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
  within,
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
    getShowings: {
      status: 200,
      body: {
        showingMode: 'AGENT',
        viewingAssignment: 'FIXED',
        agentIds: [],
        openHouses: [],
        timeZone: 'America/Chicago',
      },
    },
  });
});

afterEach(() => {
  resetAfterTest();
  vi.useRealTimers();
});

async function openPage() {
  const view = renderAt(<PropertyPage />, `/properties/${ID}`, '/properties/:propertyId');
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const button = (name: string) => screen.getByRole('button', { name });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(new RegExp(`^${label}`));
const queryField = (label: string) => screen.queryByLabelText(new RegExp(`^${label}`));

describe('PropertyPage', () => {
  it('titles an unnamed page with its address cut at a word, the whole in a tooltip', async () => {
    await openPage();
    const heading = screen.getByRole('heading', { level: 1 });
    // Never 'Terrace, Springf': cut at a word within 30 characters, no trailing comma.
    expect(heading.textContent).toBe('742 Evergreen Terrace...');
    expect(
      screen.getByRole('heading', {
        level: 1,
        name: '742 Evergreen Terrace, Springfield, Oregon 97403',
      }),
    ).toBe(heading);
    // The whole address is the heading's tooltip.
    expect(heading.getAttribute('title')).toBe('742 Evergreen Terrace, Springfield, Oregon 97403');
  });

  it('has the Showings section, loaded for this property', async () => {
    await openPage();
    const showings = await screen.findByRole('region', { name: 'Showings' });
    expect(
      await within(showings).findByRole('radiogroup', { name: 'How viewings happen' }),
    ).toBeDefined();
    expect(api.callsTo('getShowings')[0]?.params).toEqual({ propertyId: ID });
  });

  it('edits one part at a time: address, then leasing, then back to none', async () => {
    const { user } = await openPage();
    await user.click(button('Edit details'));
    expect(field('Address').value).toBe(property.address);
    await user.click(button('Edit leasing settings'));
    expect(queryField('Address')).toBeNull();
    expect(field('Parking price')).toBeDefined();
    // The open mode's button closes it again.
    await user.click(button('Cancel'));
    expect(queryField('Parking price')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit details' })).not.toBeNull();
  });

  it('trims a division name, refuses a blank one, and adds with Enter', async () => {
    api.on('createDivision', {
      status: 201,
      body: { id: 'd1', propertyId: ID, name: 'North wing' },
    });
    const { container, user } = await openPage();
    const input = field('Division name');
    await fill(user, input, '   ');
    await user.click(within(input.form as HTMLFormElement).getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Please enter a division name.')).toBeDefined();
    expect(api.callsTo('createDivision')).toHaveLength(0);
    await fill(user, input, '  North wing ');
    await user.keyboard('{Enter}');
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
    // The page checks again after a second: the clock is moved rather than waited for.
    vi.useFakeTimers();
    renderAt(<PropertyPage />, `/properties/${ID}`, '/properties/:propertyId');
    await advance(0);
    const units = () => screen.getByRole('region', { name: 'Units' }).textContent;
    expect(units()).toContain('1A');
    expect(units()).not.toContain('2B');
    await advance(999);
    expect(api.callsTo('listPropertyUnits')).toHaveLength(1);
    await advance(1);
    expect(units()).toContain('2B');
    expect(api.callsTo('listPropertyUnits')).toHaveLength(2);
  });
});
