import { describe, expect, it } from 'vitest';
import {
  amenityLabel,
  HOME_AMENITIES,
  isAmenityDisabled,
  mergeAmenities,
  PET_CHOICES,
  toggleAmenity,
} from './amenities.ts';

describe('toggleAmenity', () => {
  it('adds a ticked amenity in catalogue order', () => {
    expect(toggleAmenity(['POOL'], 'CATS', true)).toEqual(['CATS', 'POOL']);
  });

  it('removes an unticked amenity', () => {
    expect(toggleAmenity(['CATS', 'POOL'], 'POOL', false)).toEqual(['CATS']);
  });

  it('clears large dogs, small dogs and cats when No Pets is ticked', () => {
    const result = toggleAmenity(['LARGE_DOGS', 'SMALL_DOGS', 'CATS', 'POOL'], 'NO_PETS', true);
    expect(result).toEqual(['NO_PETS', 'POOL']);
  });

  it.each(['LARGE_DOGS', 'SMALL_DOGS', 'CATS'] as const)(
    'clears No Pets when %s is ticked',
    (pet) => {
      expect(toggleAmenity(['NO_PETS', 'POOL'], pet, true)).toEqual([pet, 'POOL']);
    },
  );

  it('leaves No Pets alone when a non-pet amenity is ticked', () => {
    expect(toggleAmenity(['NO_PETS'], 'CENTRAL_AIR', true)).toEqual(['NO_PETS', 'CENTRAL_AIR']);
  });

  it('does not repeat an amenity ticked twice and does not mutate the input', () => {
    const selected = ['POOL' as const];
    expect(toggleAmenity(selected, 'POOL', true)).toEqual(['POOL']);
    expect(selected).toEqual(['POOL']);
  });
});

describe('isAmenityDisabled', () => {
  it('disables the three pet amenities while No Pets is on', () => {
    expect(isAmenityDisabled(['NO_PETS'], 'LARGE_DOGS')).toBe(true);
    expect(isAmenityDisabled(['NO_PETS'], 'SMALL_DOGS')).toBe(true);
    expect(isAmenityDisabled(['NO_PETS'], 'CATS')).toBe(true);
  });

  it('keeps other amenities and No Pets itself enabled', () => {
    expect(isAmenityDisabled(['NO_PETS'], 'POOL')).toBe(false);
    expect(isAmenityDisabled(['NO_PETS'], 'NO_PETS')).toBe(false);
  });

  it('enables pet amenities when No Pets is off', () => {
    expect(isAmenityDisabled(['POOL'], 'CATS')).toBe(false);
  });
});

describe('amenityLabel', () => {
  it('labels codes as the spec does and shows unknown codes as is', () => {
    expect(amenityLabel('ON_SITE_PARKING')).toBe('On Site Parking');
    expect(amenityLabel('NO_PETS')).toBe('No Pets');
    expect(amenityLabel('HOT_TUB')).toBe('HOT_TUB');
    expect(amenityLabel('toString')).toBe('toString');
  });
});

describe('the two editors of one amenity list', () => {
  it('splits pet choices from home amenities', () => {
    expect(HOME_AMENITIES).not.toContain('CATS');
    expect(HOME_AMENITIES).toContain('POOL');
    expect(PET_CHOICES).toEqual(['LARGE_DOGS', 'SMALL_DOGS', 'CATS', 'NO_PETS']);
  });

  it('merges each half from its own editor, in catalogue order', () => {
    expect(mergeAmenities(['CATS', 'POOL'], ['POOL', 'NO_PETS', 'ON_SITE_PARKING'])).toEqual([
      'CATS',
      'ON_SITE_PARKING',
      'POOL',
    ]);
  });
});
