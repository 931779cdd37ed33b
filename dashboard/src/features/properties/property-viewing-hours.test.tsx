import { sample } from '@porchlight/client/testing';
import { defaultViewingDays } from '@porchlight/domain';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { render, resetAfterTest, screen, serveApi, waitFor } from '../../../test-utils/index.ts';
import { PropertyViewingHours } from './property-viewing-hours.tsx';

afterEach(resetAfterTest);

const ownWeek = () => {
  const days = defaultViewingDays();
  days.saturday = { enabled: true, times: [{ openTime: '10:00', closeTime: '14:00' }] };
  return days;
};

function open(viewingDays: ReturnType<typeof defaultViewingDays> | null) {
  const property = sample.property({ viewingDays });
  const api = serveApi({
    updateProperty: { status: 200, body: sample.property({ viewingDays: ownWeek() }) },
  });
  return {
    api,
    ...render(
      <MemoryRouter>
        <PropertyViewingHours property={property} onSaved={() => {}} />
      </MemoryRouter>,
    ),
  };
}

describe("a property's viewing hours", () => {
  it('says it uses the account’s hours, and gives it a week of its own on Save', async () => {
    const { api, user } = open(null);
    expect(screen.getByText(/uses your account's viewing hours/)).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Set hours for this property' }));
    await user.click(screen.getByRole('switch', { name: 'Saturday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('updateProperty')).toHaveLength(1));
    expect(api.callsTo('updateProperty')[0]?.body.viewingDays?.saturday.enabled).toBe(true);
    expect(await screen.findByText(/This property has its own viewing hours/)).toBeDefined();
  });

  it('refuses a day that closes before it opens, without saving', async () => {
    const { api, user } = open(ownWeek());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Saturday closes' }), '9:00');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The closing time must be after the opening time.'),
    ).toBeDefined();
    expect(api.callsTo('updateProperty')).toHaveLength(0);
  });

  it('goes back to the account’s hours with null', async () => {
    const { api, user } = open(ownWeek());
    await user.click(screen.getByRole('button', { name: 'Use my account’s hours' }));
    await waitFor(() => expect(api.callsTo('updateProperty')).toHaveLength(1));
    expect(api.callsTo('updateProperty')[0]?.body).toEqual({ viewingDays: null });
  });
});
