/**
 * Comma-list fields (questions, amenities, petQuestions, restrictedDogBreeds,
 * jobTitle, currentSoftware, utilities, dogBreeds) are stored as one string such as
 * 'PETS,SMOKING'.
 */

/** Trimmed, non-empty items of a comma list, first occurrence kept, in written order. */
export function splitCommaList(text: string | null | undefined): string[] {
  if (typeof text !== 'string') return [];
  const items = text.split(',').map((item) => item.trim());
  return [...new Set(items.filter((item) => item !== ''))];
}

/**
 * The known codes of a comma list, in the order of `allowed`. Spaces and empty
 * items are tolerated; unknown codes and duplicates are dropped. Codes are
 * case-sensitive.
 */
export function parseCommaList<T extends string>(
  text: string | null | undefined,
  allowed: readonly T[],
): T[] {
  const present = new Set(splitCommaList(text));
  return allowed.filter((code) => present.has(code));
}

/** Joins items into the stored form ('A,B'), skipping blanks and repeats. */
export function joinCommaList(list: readonly string[] | null | undefined): string {
  return splitCommaList((list ?? []).join(',')).join(',');
}
