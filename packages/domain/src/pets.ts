/**
 * Pet rules: the warnings shown in Tenant Details and the pet-settings inputs.
 */
import { parseCommaList, splitCommaList } from './comma-list.ts';
import { AMENITIES, DOG_BREED_LABELS, type RestrictedDogBreed } from './enums.ts';
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

/**
 * The property's pet settings: which animals (the pet amenities: Cats, Small Dogs, Large
 * Dogs, No Pets) and the limits of Pet Settings. `petRules` reads them as one policy.
 */
export interface PetPolicy {
  amenities?: string | readonly string[] | null;
  dogsAllowedCount?: number | null;
  catsAllowedCount?: number | null;
  petsAllowedCount?: number | null;
  restrictedDogBreeds?: string | readonly string[] | null;
  maxDogSizeLbs?: number | null;
}

/** The one reading of a property's pet settings, for Athena, warnings and the dashboard. */
export interface PetRules {
  /** The manager ticked No Pets. */
  noPets: boolean;
  /** max: the most allowed; null when allowed without a limit (a count of 0). */
  cats: { allowed: boolean; max: number | null };
  dogs: { allowed: boolean; max: number | null; maxLbs: number | null; smallOnly: boolean };
  /** Most pets per home, all kinds together; null without a limit. */
  total: number | null;
  /** Labels of the restricted breeds ('Pit Bull'). */
  restrictedBreeds: string[];
}

const positive = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;

/** The items of a stored list ('CATS,POOL') or of an array of them. */
const items = (list: string | readonly string[] | null | undefined) =>
  splitCommaList(typeof list === 'string' ? list : (list ?? []).join(','));

/**
 * How the property's pet settings read, or null when they say nothing about pets (no pet
 * amenity ticked and no count set). An animal is allowed when its amenity is ticked or a
 * count for it is set; a count of 0 for an allowed animal means no limit, so 'Cats' with
 * the default 0 never reads as 'no cats'. No Pets outweighs every count.
 */
export function petRules(property: PetPolicy): PetRules | null {
  const amenities = parseCommaList(items(property.amenities).join(','), AMENITIES);
  const noPets = amenities.includes('NO_PETS');
  const dogs = positive(property.dogsAllowedCount);
  const cats = positive(property.catsAllowedCount);
  const maxLbs = positive(property.maxDogSizeLbs);
  const largeDogs = amenities.includes('LARGE_DOGS');
  const catsAllowed = !noPets && (amenities.includes('CATS') || cats !== null);
  const dogsAllowed = !noPets && (largeDogs || amenities.includes('SMALL_DOGS') || dogs !== null);
  if (!noPets && !catsAllowed && !dogsAllowed) return null;
  return {
    noPets,
    cats: { allowed: catsAllowed, max: catsAllowed ? cats : null },
    dogs: {
      allowed: dogsAllowed,
      max: dogsAllowed ? dogs : null,
      maxLbs: dogsAllowed ? maxLbs : null,
      smallOnly: dogsAllowed && !largeDogs && !maxLbs,
    },
    total: noPets ? null : positive(property.petsAllowedCount),
    restrictedBreeds: items(property.restrictedDogBreeds).map(breedLabel),
  };
}

/** The most of each kind a home may have: 0 when not allowed, null without a limit. */
export function petLimits(property: PetPolicy): {
  dogs: number | null;
  cats: number | null;
  totalPets: number | null;
} {
  const rules = petRules(property);
  // Settings that say nothing about pets: the counts as they stand (0 unless set).
  if (!rules)
    return {
      dogs: property.dogsAllowedCount ?? null,
      cats: property.catsAllowedCount ?? null,
      totalPets: property.petsAllowedCount ?? null,
    };
  if (rules.noPets) return { dogs: 0, cats: 0, totalPets: 0 };
  const limit = (kind: { allowed: boolean; max: number | null }) => (kind.allowed ? kind.max : 0);
  return { dogs: limit(rules.dogs), cats: limit(rules.cats), totalPets: rules.total };
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
 * Compares a lead's pets with the property's rules (`petLimits`): counts above the allowed
 * counts, dog breeds in the restricted list (matched by code, so 'Pit Bull' matches
 * PIT_BULL), and a dog heavier than maxDogSizeLbs. Missing values never warn.
 */
export function petWarnings(lead: LeadPets, property: PetPolicy): PetWarnings {
  const restricted = new Set(items(property.restrictedDogBreeds).map(breedCode));
  const breeds = splitCommaList(lead.dogBreeds).map((breed) => ({
    breed,
    label: breedLabel(breed),
    restricted: restricted.has(breedCode(breed)),
  }));
  const limits = petLimits(property);
  const countWarnings = {
    dogs: exceeds(lead.dogCount, limits.dogs),
    cats: exceeds(lead.catCount, limits.cats),
    totalPets: exceeds(lead.totalPetCount, limits.totalPets),
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
