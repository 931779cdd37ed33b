/**
 * The two addresses of the Resident AI manager view. Both carry propertyId and, once one is
 * chosen, unitId.
 */

function query(entries: Record<string, string | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(entries)) if (value) search.set(key, value);
  return search.toString();
}

/**
 * The read-only link a manager shares with residents: /resident-ai with resident=true on
 * the public origin. The server answers that address with the widget's residents' chat
 * page (without resident=true it is this dashboard view).
 */
export function residentShareLink(
  origin: string,
  propertyId: string,
  unitId: string | null,
): string {
  return `${origin}/resident-ai?${query({ propertyId, unitId, resident: 'true' })}`;
}

/**
 * The chat panel's frame: the widget's /embed page in resident mode, exactly as a customer
 * embeds it (docs/embedding.md), with this page's origin as hostOrigin, and with the top bar
 * the residents' own page has (Athena, Resident assistant, the reset menu).
 */
export function residentEmbedSrc(
  hostOrigin: string,
  propertyId: string,
  unitId: string | null,
): string {
  return `/embed?${query({ propertyId, unitId, mode: 'resident', showTopbar: 'true', hostOrigin })}`;
}

/** The manager view's own address for a property and unit. */
export function residentAiPath(propertyId: string, unitId?: string | null): string {
  return `/resident-ai?${query({ propertyId, unitId })}`;
}
