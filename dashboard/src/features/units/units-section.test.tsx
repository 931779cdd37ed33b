import { sample } from '@porchlight/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, resetAfterTest, screen, serveApi, within } from '../../../test-utils/index.ts';
import { useUi } from '../../session/store.ts';
import { screenWidth } from '../../ui/testing-stacked.ts';
import { setupSample } from '../setup/testing-setup.ts';
import { UnitsSection } from './units-section.tsx';

function serveUnits() {
  serveApi({
    listPropertyUnits: {
      status: 200,
      body: [sample.unit({ id: 'u1', propertyId: 'p1', unitNumber: '4B', status: 'CLAIMED' })],
    },
  });
}

afterEach(() => {
  resetAfterTest();
  vi.restoreAllMocks();
});

describe('UnitsSection', () => {
  it('lists the units as stacked cards below 600 px, each column named', async () => {
    screenWidth(390);
    serveUnits();
    render(
      <MemoryRouter>
        <UnitsSection propertyId="p1" />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: '4B' });
    expect(link.getAttribute('href')).toBe('/properties/p1/units/u1');
    expect(screen.queryByRole('table')).toBeNull();
    const card = within(screen.getByRole('listitem'));
    for (const label of ['Type', 'Beds / baths', 'Size', 'Rent']) {
      expect(card.getByText(label).tagName).toBe('DT');
    }
    expect(card.getByText(/^Chatbot /)).toBeDefined();
  });

  it('keeps the table from 600 px up', async () => {
    screenWidth(1440);
    serveUnits();
    render(
      <MemoryRouter>
        <UnitsSection propertyId="p1" />
      </MemoryRouter>,
    );
    await screen.findByRole('link', { name: '4B' });
    const table = screen.getByRole('table');
    expect(within(table).getByRole('columnheader', { name: 'Chatbot' })).toBeDefined();
  });

  it('checks the plan before the unit form opens: at the limit, the upgrade path comes first', async () => {
    screenWidth(1440);
    serveApi({
      listPropertyUnits: { status: 200, body: [] },
      getSetup: {
        status: 200,
        body: setupSample(['PROPERTY', 'UNITS'], { unitQuota: { live: 1, allowed: 1 } }),
      },
    });
    const { user } = render(
      <MemoryRouter>
        <UnitsSection propertyId="p1" />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add Unit' }));
    await vi.waitFor(() => expect(useUi.getState().subscriptionRequired).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Add New Unit' })).toBeNull();
    useUi.getState().setSubscriptionRequired(false);
  });

  it('opens the unit form when the plan has room', async () => {
    screenWidth(1440);
    serveApi({
      listPropertyUnits: { status: 200, body: [] },
      getSetup: {
        status: 200,
        body: setupSample(['PROPERTY'], { unitQuota: { live: 0, allowed: 1 } }),
      },
    });
    const { user } = render(
      <MemoryRouter>
        <UnitsSection propertyId="p1" />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Add Unit' }));
    expect(await screen.findByRole('dialog', { name: 'Add New Unit' })).toBeDefined();
    expect(useUi.getState().subscriptionRequired).toBe(false);
  });
});
