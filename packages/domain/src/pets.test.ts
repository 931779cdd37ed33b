import { describe, expect, it } from 'vitest';
import {
  breedBadge,
  isEmotionalSupportPet,
  NON_RESTRICTED_TEXT,
  PET_WARNING_TEXT,
  parsePetCount,
  petLimits,
  petRules,
  petWarnings,
} from './pets.ts';

const policy = {
  dogsAllowedCount: 1,
  catsAllowedCount: 2,
  petsAllowedCount: 2,
  restrictedDogBreeds: 'PIT_BULL,ROTTWEILER',
  maxDogSizeLbs: 50,
};

describe('petWarnings counts', () => {
  it('warns when the dog count exceeds the allowed count, not when it equals it', () => {
    expect(petWarnings({ dogCount: 2 }, policy).countWarnings.dogs).toBe(true);
    expect(petWarnings({ dogCount: 1 }, policy).countWarnings.dogs).toBe(false);
  });

  it('warns when the cat count exceeds the allowed count', () => {
    expect(petWarnings({ catCount: 3 }, policy).countWarnings.cats).toBe(true);
    expect(petWarnings({ catCount: 2 }, policy).countWarnings.cats).toBe(false);
  });

  it('warns when the total pet count exceeds the allowed count', () => {
    const result = petWarnings({ totalPetCount: 3 }, policy);
    expect(result.countWarnings.totalPets).toBe(true);
    expect(result.hasWarning).toBe(true);
  });

  it('treats an allowed count of 0 as no pets of that kind', () => {
    expect(petWarnings({ catCount: 1 }, { catsAllowedCount: 0 }).countWarnings.cats).toBe(true);
  });

  it('treats null or missing limits as no limit', () => {
    const result = petWarnings(
      { dogCount: 9, catCount: 9, totalPetCount: 18, dogSizeLbs: 200 },
      { dogsAllowedCount: null, maxDogSizeLbs: null },
    );
    expect(result.hasWarning).toBe(false);
  });

  it('gives no warning when the lead did not say', () => {
    expect(petWarnings({}, policy).hasWarning).toBe(false);
  });
});

describe('petWarnings breeds', () => {
  it('marks restricted breeds and reports the others as non-restricted', () => {
    const result = petWarnings({ dogBreeds: 'Pit Bull, Labrador' }, policy);
    expect(result.breeds).toEqual([
      { breed: 'Pit Bull', label: 'Pit Bull', restricted: true },
      { breed: 'Labrador', label: 'Labrador', restricted: false },
    ]);
    expect(result.breeds.map(breedBadge)).toEqual([PET_WARNING_TEXT, NON_RESTRICTED_TEXT]);
    expect(result.hasWarning).toBe(true);
  });

  it('matches breed codes and labels in any case', () => {
    const result = petWarnings({ dogBreeds: 'ROTTWEILER,german shepherd' }, policy);
    expect(result.breeds.map((b) => [b.label, b.restricted])).toEqual([
      ['Rottweiler', true],
      ['German Shepherd', false],
    ]);
  });

  it('has no breed warnings when the property restricts none', () => {
    const result = petWarnings({ dogBreeds: 'MASTIFF' }, { restrictedDogBreeds: null });
    expect(result.breeds).toEqual([{ breed: 'MASTIFF', label: 'Mastiff', restricted: false }]);
    expect(result.hasWarning).toBe(false);
  });
});

describe('petWarnings size', () => {
  it('warns only when the dog is heavier than the maximum', () => {
    expect(petWarnings({ dogSizeLbs: 51 }, policy).sizeWarning).toBe(true);
    expect(petWarnings({ dogSizeLbs: 50 }, policy).sizeWarning).toBe(false);
  });
});

describe('texts', () => {
  it('exports the badge texts verbatim', () => {
    expect(PET_WARNING_TEXT).toBe('Warning');
    expect(NON_RESTRICTED_TEXT).toBe('Non-restricted');
  });
});

describe('parsePetCount', () => {
  it('keeps digits only and turns empty input into 0', () => {
    expect(parsePetCount('3')).toBe(3);
    expect(parsePetCount('1a2')).toBe(12);
    expect(parsePetCount('-4')).toBe(4);
    expect(parsePetCount('')).toBe(0);
    expect(parsePetCount('abc')).toBe(0);
    expect(parsePetCount(null)).toBe(0);
  });
});

describe('isEmotionalSupportPet', () => {
  it('reads ESA as yes and anything else as no', () => {
    expect(isEmotionalSupportPet('ESA')).toBe(true);
    expect(isEmotionalSupportPet(' esa ')).toBe(true);
    expect(isEmotionalSupportPet('NO')).toBe(false);
    expect(isEmotionalSupportPet(null)).toBe(false);
  });
});

describe('petRules: one reading of the pet amenities and the counts', () => {
  it('says nothing when no pet amenity is ticked and no count is set', () => {
    expect(petRules({ amenities: 'POOL', dogsAllowedCount: 0, catsAllowedCount: 0 })).toBeNull();
  });

  it('reads a ticked animal with the default count of 0 as allowed without a limit', () => {
    const rules = petRules({ amenities: 'CATS,POOL', catsAllowedCount: 0, dogsAllowedCount: 0 });
    expect(rules?.cats).toEqual({ allowed: true, max: null });
    expect(rules?.dogs.allowed).toBe(false);
  });

  it('reads a count as allowing its animal even when its amenity is not ticked', () => {
    const rules = petRules({ amenities: [], dogsAllowedCount: 2 });
    expect(rules?.dogs).toMatchObject({ allowed: true, max: 2, smallOnly: true });
  });

  it('lets No Pets outweigh every count', () => {
    const rules = petRules({ amenities: 'NO_PETS', dogsAllowedCount: 2, petsAllowedCount: 3 });
    expect(rules).toMatchObject({ noPets: true, total: null, dogs: { allowed: false, max: null } });
    expect(petLimits({ amenities: 'NO_PETS', dogsAllowedCount: 2 })).toEqual({
      dogs: 0,
      cats: 0,
      totalPets: 0,
    });
  });

  it('keeps restricted breeds as labels, large dogs and a weight limit as not small only', () => {
    const rules = petRules({
      amenities: ['LARGE_DOGS'],
      restrictedDogBreeds: 'Pit Bull,ROTTWEILER',
      maxDogSizeLbs: 80,
    });
    expect(rules?.restrictedBreeds).toEqual(['Pit Bull', 'Rottweiler']);
    expect(rules?.dogs).toMatchObject({ smallOnly: false, maxLbs: 80 });
  });
});

describe('petWarnings agree with petRules', () => {
  it('never warns about a cat where Cats is ticked and the count left at 0', () => {
    const property = { amenities: 'CATS', catsAllowedCount: 0, petsAllowedCount: 0 };
    expect(petWarnings({ catCount: 1, totalPetCount: 1 }, property).hasWarning).toBe(false);
  });

  it('warns about a dog where only cats are allowed, and about any pet under No Pets', () => {
    expect(petWarnings({ dogCount: 1 }, { amenities: 'CATS' }).countWarnings.dogs).toBe(true);
    const noPets = petWarnings({ catCount: 1 }, { amenities: 'NO_PETS', catsAllowedCount: 3 });
    expect(noPets.countWarnings.cats).toBe(true);
  });
});
