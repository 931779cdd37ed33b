import { sample } from '@porchlight/client/testing';
import { afterEach, describe, expect, it } from 'vitest';
import { render, resetAfterTest, screen, serveApi, waitFor } from '../../../test-utils/index.ts';
import { PetSettingsModal } from './pet-settings-modal.tsx';
import { petSummary } from './pet-summary.ts';

afterEach(resetAfterTest);

const box = (label: string) => screen.getByRole<HTMLInputElement>('checkbox', { name: label });
const count = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: label });

function open(overrides: Parameters<typeof sample.property>[0]) {
  const property = sample.property(overrides);
  const api = serveApi({ updateProperty: { status: 200, body: property } });
  const view = render(
    <PetSettingsModal property={property} opened onClose={() => {}} onSaved={() => {}} />,
  );
  return { api, ...view };
}

describe('Pet Settings, the one place for pets', () => {
  it('shows which animals are allowed, with counts only for those, 0 meaning no limit', async () => {
    open({ amenities: 'CATS,POOL', catsAllowedCount: 0, dogsAllowedCount: 0 });
    expect(box('Cats').checked).toBe(true);
    expect(box('Small Dogs').checked).toBe(false);
    expect(screen.queryByRole('checkbox', { name: 'Pool' })).toBeNull();
    expect(count('Cats allowed').disabled).toBe(false);
    expect(count('Dogs allowed').disabled).toBe(true);
    expect(screen.getAllByText('0 means no limit').length).toBeGreaterThan(0);
  });

  it('saves No Pets with every count 0 and keeps the other amenities', async () => {
    const { api, user } = open({
      amenities: 'CATS,POOL',
      catsAllowedCount: 2,
      petsAllowedCount: 2,
    });
    await user.click(box('No Pets'));
    expect(box('Cats').checked).toBe(false);
    expect(box('Cats').disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('updateProperty')).toHaveLength(1));
    expect(api.callsTo('updateProperty')[0]?.body).toMatchObject({
      amenities: 'NO_PETS,POOL',
      dogsAllowedCount: 0,
      catsAllowedCount: 0,
      petsAllowedCount: 0,
    });
  });
});

describe('petSummary', () => {
  it('says the rules as Athena reads them', () => {
    expect(petSummary({ amenities: 'CATS,SMALL_DOGS', dogsAllowedCount: 2 })).toBe(
      'Cats (no limit), Small dogs (up to 2 dogs)',
    );
    expect(petSummary({ amenities: 'NO_PETS', catsAllowedCount: 3 })).toBe('No pets');
    expect(petSummary({ amenities: 'LARGE_DOGS', maxDogSizeLbs: 80, petsAllowedCount: 1 })).toBe(
      'Dogs (no limit, 80 lb at most); 1 pet in all',
    );
    expect(petSummary({ amenities: 'POOL' })).toBeNull();
  });
});
