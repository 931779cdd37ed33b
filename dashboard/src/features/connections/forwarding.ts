/** The listing sources that forward leads by e-mail. */
export const LISTING_SOURCES = ['zillow', 'buildium'] as const;
export type ListingSource = (typeof LISTING_SOURCES)[number];

/**
 * 'zillow-<listingEmailId>@<mail domain>' (spec section 9). The domain is the server's
 * MAIL_DOMAIN, which the user record carries, so the address is always the one that
 * receives mail.
 */
export function forwardingAddress(
  source: ListingSource,
  listingEmailId: string,
  mailDomain: string,
): string {
  return `${source}-${listingEmailId}@${mailDomain}`;
}
