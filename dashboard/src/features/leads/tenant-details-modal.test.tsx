import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '../../../test-utils/index.ts';
import { TenantDetailsModal } from './tenant-details-modal.tsx';
import { type LeadInput, testLead } from './testing/lead-row.ts';

afterEach(cleanup);

/** The Tenant Details dialog for a lead, and its fields by label. */
async function open(input: LeadInput) {
  render(<TenantDetailsModal row={testLead(input)} opened onClose={() => {}} />);
  await waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
  const dialog = document.querySelector<HTMLElement>('[role="dialog"]') as HTMLElement;
  const field = (label: string) => {
    const term = [...dialog.querySelectorAll('dt')].find((dt) => dt.textContent === label);
    return term?.nextElementSibling?.textContent ?? null;
  };
  return { dialog, field };
}

describe('TenantDetailsModal', () => {
  it('shows every potential-tenant field', async () => {
    const { dialog, field } = await open({
      firstName: 'Jane',
      lastName: 'Doe',
      moveInDate: '2027-03-01',
      tenant: {
        email: 'jane@example.com',
        phone: '5415550100',
        totalResidents: 2,
        monthlyIncome: 5200,
        smoking: false,
        pets: true,
        dogCount: 1,
        catCount: 0,
        totalPetCount: 1,
        dogBreeds: 'Beagle',
        dogSizeLbs: 25,
        emotionalSupportPet: 'ESA',
      },
    });
    expect(dialog.textContent).toContain('Tenant Details');
    expect(field('First Name')).toBe('Jane');
    expect(field('Last Name')).toBe('Doe');
    expect(field('Email')).toBe('jane@example.com');
    expect(field('Phone')).toBe('(541) 555-0100');
    expect(field('Move-in Date')).toBe('Mar 1, 2027');
    expect(field('Total Residents')).toBe('2');
    expect(field('Monthly Income')).toBe('$5,200.00');
    expect(field('Smoking')).toBe('No');
    expect(field('Pets')).toBe('Yes');
    expect(field('Emotional Support Pet')).toBe('Yes');
    expect(field('Dog Count')).toBe('1');
    expect(field('Cat Count')).toBe('0');
    expect(field('Total Pet Count')).toBe('1');
    expect(field('Dog Size (lbs)')).toBe('25');
    expect(field('Dog Breeds')).toBe('BeagleNon-restricted');
    expect(dialog.textContent).not.toContain('Warning');
  });

  it('shows a placeholder move-in date as not set', async () => {
    const { field } = await open({ moveInDate: '0001-01-01' });
    expect(field('Move-in Date')).toBe('Not set');
  });

  it("puts a 'Warning' badge on counts above the property's allowed counts", async () => {
    const { field } = await open({
      tenant: { dogCount: 3, catCount: 1, totalPetCount: 4 },
      property: { dogsAllowedCount: 2, catsAllowedCount: 1, petsAllowedCount: 3 },
    });
    expect(field('Dog Count')).toBe('3Warning');
    expect(field('Cat Count')).toBe('1');
    expect(field('Total Pet Count')).toBe('4Warning');
  });

  it("marks restricted breeds 'Warning', others 'Non-restricted', and a dog above the size limit", async () => {
    const { field } = await open({
      tenant: { dogCount: 2, dogBreeds: 'Pit Bull,Beagle', dogSizeLbs: 80 },
      property: { restrictedDogBreeds: 'PIT_BULL,ROTTWEILER', maxDogSizeLbs: 50 },
    });
    expect(field('Dog Breeds')).toBe('Pit BullWarningBeagleNon-restricted');
    expect(field('Dog Size (lbs)')).toBe('80Warning');
    expect(field('Dog Count')).toBe('2');
  });
});
