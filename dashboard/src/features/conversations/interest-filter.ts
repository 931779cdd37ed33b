import type { AdminTenantInterest } from '@porchlight/client';

/**
 * The admin's list: interests whose property id contains `search` (the spec's search,
 * case-insensitive, surrounding spaces ignored), or whose property address or prospect's
 * name or e-mail does, newest update first.
 */
export function filterInterests(
  interests: readonly AdminTenantInterest[],
  search: string,
): AdminTenantInterest[] {
  const needle = search.trim().toLowerCase();
  return interests
    .filter((interest) =>
      [
        interest.propertyId,
        interest.propertyAddress,
        interest.tenantEmail,
        interest.tenantName ?? '',
      ].some((text) => text.toLowerCase().includes(needle)),
    )
    .sort((a, b) => Date.parse(b.updatedAt) - Date.parse(a.updatedAt));
}
