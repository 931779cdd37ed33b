/**
 * Pet rules: the warnings shown in Tenant Details and the pet-settings inputs.
 */
import { splitCommaList } from './comma-list.ts';
import { DOG_BREED_LABELS, type RestrictedDogBreed } from './enums.ts';
import { digitsOnly } from './text.ts';

/** Badge shown next to each pet value that breaks the property's rules. */
export const PET_WARNING_TEXT = 'Warning';
/** Shown next to a dog breed the property does not restrict. */
export const NON_RESTRICTED_TEXT = 'Non-restricted';
/** A lead's emotionalSupportPet value meaning yes. */
export const EMOTIONAL_SUPPORT_PET_YES = 'ESA';

/** What the lead told the assistant about their pets. */
export interface LeadPets {
  dogCount?: number | null;
  catCount?: number | null;
  totalPetCount?: number | null;
  dogBreeds?: string | null;
  dogSizeLbs?: number | null;
}

/** The property's pet settings; a null or missing limit means no limit. */
export interface PetPolicy {
  dogsAllowedCount?: number | null;
  catsAllowedCount?: number | null;
  petsAllowedCount?: number | null;
  restrictedDogBreeds?: string | null;
  maxDogSizeLbs?: number | null;
}

export interface BreedCheck {
  /** The breed as the lead gave it. */
  breed: string;
  /** Display label: the spec's label for a known breed code, else the text as given. */
  label: string;
  restricted: boolean;
}

export interface PetWarnings {
  countWarnings: { dogs: boolean; cats: boolean; totalPets: boolean };
  breeds: BreedCheck[];
  sizeWarning: boolean;
  hasWarning: boolean;
}

const exceeds = (value: number | null | undefined, limit: number | null | undefined) =>
  typeof value === 'number' && typeof limit === 'number' && value > limit;

/** 'Pit Bull', 'pit-bull' and 'PIT_BULL' all become 'PIT_BULL'. */
export function breedCode(breed: string): string {
  return breed
    .trim()
    .toUpperCase()
    .replace(/[\s-]+/g, '_');
}

/** The breed label of a code, or the given text when it is not a known breed. */
export function breedLabel(breed: string): string {
  const code = breedCode(breed);
  return Object.hasOwn(DOG_BREED_LABELS, code)
    ? DOG_BREED_LABELS[code as RestrictedDogBreed]
    : breed.trim();
}

/**
 * Compares a lead's pets with the property's rules: counts above the allowed
 * counts, dog breeds in the restricted list (matched by code, so 'Pit Bull' matches
 * PIT_BULL), and a dog heavier than maxDogSizeLbs. Missing values never warn.
 */
export function petWarnings(lead: LeadPets, property: PetPolicy): PetWarnings {
  const restricted = new Set(splitCommaList(property.restrictedDogBreeds).map(breedCode));
  const breeds = splitCommaList(lead.dogBreeds).map((breed) => ({
    breed,
    label: breedLabel(breed),
    restricted: restricted.has(breedCode(breed)),
  }));
  const countWarnings = {
    dogs: exceeds(lead.dogCount, property.dogsAllowedCount),
    cats: exceeds(lead.catCount, property.catsAllowedCount),
    totalPets: exceeds(lead.totalPetCount, property.petsAllowedCount),
  };
  const sizeWarning = exceeds(lead.dogSizeLbs, property.maxDogSizeLbs);
  const hasWarning =
    Object.values(countWarnings).some(Boolean) || sizeWarning || breeds.some((b) => b.restricted);
  return { countWarnings, breeds, sizeWarning, hasWarning };
}

/** The badge text of one breed: 'Warning' or 'Non-restricted'. */
export function breedBadge(check: BreedCheck): string {
  return check.restricted ? PET_WARNING_TEXT : NON_RESTRICTED_TEXT;
}

/** A pet-settings number input: digits only, empty becomes 0. */
export function parsePetCount(text: string | null | undefined): number {
  const digits = digitsOnly(text);
  return digits === '' ? 0 : Number.parseInt(digits, 10);
}

/** True when the lead's emotionalSupportPet value means yes. */
export function isEmotionalSupportPet(value: string | null | undefined): boolean {
  return value?.trim().toUpperCase() === EMOTIONAL_SUPPORT_PET_YES;
}
