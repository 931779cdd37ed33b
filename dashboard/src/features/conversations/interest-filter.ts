import type { TenantPropertyInterest } from '@porchlight/client';

/**
 * The admin's list: interests whose property id contains `search` (case-insensitive,
 * surrounding spaces ignored), newest update first.
 */
export function filterInterests(
  interests: readonly TenantPropertyInterest[],
  search: string,
): TenantPropertyInterest[] {
  const needle = search.trim().toLowerCase();
  return interests
    .filter((interest) => interest.propertyId.toLowerCase().includes(needle))
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}
