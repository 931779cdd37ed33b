/**
 * Amenity checkboxes of the leasing settings, with the No Pets rule.
 */
import { AMENITIES, AMENITY_LABELS, type Amenity } from './enums.ts';

/** The amenities that No Pets excludes. */
export const PET_AMENITIES = [
  'LARGE_DOGS',
  'SMALL_DOGS',
  'CATS',
] as const satisfies readonly Amenity[];

/** The amenities that say which animals may live here: Pet Settings edits them. */
export const PET_CHOICES = [...PET_AMENITIES, 'NO_PETS'] as const satisfies readonly Amenity[];

/** True for Large Dogs, Small Dogs, Cats and No Pets. */
export const isPetChoice = (code: string) => (PET_CHOICES as readonly string[]).includes(code);

/** The amenities that are things and places (parking, laundry, a pool), not pet rules. */
export const HOME_AMENITIES: readonly Amenity[] = AMENITIES.filter((code) => !isPetChoice(code));

/**
 * One stored list from the two editors: the pet choices of `pets` and the other amenities
 * of `home`, in catalogue order. Each editor passes the property's list for the other half.
 */
export function mergeAmenities(pets: readonly string[], home: readonly string[]): Amenity[] {
  const chosen = new Set([
    ...pets.filter(isPetChoice),
    ...home.filter((code) => !isPetChoice(code)),
  ]);
  return AMENITIES.filter((code) => chosen.has(code));
}

const isPetAmenity = (amenity: Amenity) => (PET_AMENITIES as readonly Amenity[]).includes(amenity);

/**
 * The selection after ticking (`checked`) or unticking `amenity`: ticking No Pets
 * clears Large Dogs, Small Dogs and Cats; ticking any of those clears No Pets.
 * Returns a new list in catalogue order, without repeats.
 */
export function toggleAmenity(
  selected: readonly Amenity[],
  amenity: Amenity,
  checked: boolean,
): Amenity[] {
  const next = new Set(selected);
  if (!checked) {
    next.delete(amenity);
  } else {
    next.add(amenity);
    if (amenity === 'NO_PETS') for (const pet of PET_AMENITIES) next.delete(pet);
    if (isPetAmenity(amenity)) next.delete('NO_PETS');
  }
  return AMENITIES.filter((code) => next.has(code));
}

/** True for the three pet amenities while No Pets is selected. */
export function isAmenityDisabled(selected: readonly Amenity[], amenity: Amenity): boolean {
  return isPetAmenity(amenity) && selected.includes('NO_PETS');
}

/** Display label of an amenity code; an unknown code is shown as is. */
export function amenityLabel(code: string): string {
  return Object.hasOwn(AMENITY_LABELS, code) ? AMENITY_LABELS[code as Amenity] : code;
}
