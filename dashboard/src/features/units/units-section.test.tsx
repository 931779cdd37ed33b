import { sample } from '@porchlight/client/testing';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, resetAfterTest, screen, serveApi, within } from '../../../test-utils/index.ts';
import { screenWidth } from '../../ui/testing-stacked.ts';
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
});
