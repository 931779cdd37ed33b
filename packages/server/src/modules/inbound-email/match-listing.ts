import type { DbOrTx } from '../../db/connection.ts';
import { listListingUrls, listPropertiesWithUnits } from './inbound-email.queries.ts';
import type { ParsedLead } from './parse-lead.ts';

export interface ListingMatch {
  propertyId: string;
  unitId: string | null;
}

/** 'https://www.zillow.com/b/12-oak/?utm=x#top' → 'zillow.com/b/12-oak': query, hash, www and slash do not count. */
export const listingKey = (raw: string) => {
  try {
    const url = new URL(raw);
    return `${url.hostname.replace(/^www\./, '')}${url.pathname.replace(/\/+$/, '')}`.toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
};

const WORDS: Record<string, string> = {
  street: 'st',
  avenue: 'ave',
  road: 'rd',
  boulevard: 'blvd',
  drive: 'dr',
  lane: 'ln',
  court: 'ct',
  place: 'pl',
  terrace: 'ter',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  apartment: 'apt',
};

/** Lower case, no punctuation, common street words shortened: '12 Oak Street, Apt 3' → '12 oak st apt 3'. */
export const addressKey = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => WORDS[word] ?? word)
    .join(' ');

/** The house number and street words of an address ('12 oak st'), the part a listing must repeat. */
const streetKey = (address: string) => addressKey(address.split(',')[0] ?? address);

const UNIT_IN_TEXT = /(?:#|\bunit\s*|\bapt\.?\s*|\bapartment\s*|\bsuite\s*)([a-z0-9-]{1,10})\b/i;

/**
 * The manager's property and unit a lead e-mail is about: by the listing URL kept on a unit
 * (the strongest sign), else by the street address the mail names, then the unit by its
 * number (or the only unit). Only this manager's properties are considered.
 */
export async function matchListing(
  db: DbOrTx,
  userId: string,
  lead: Pick<ParsedLead, 'listingUrls' | 'listingText' | 'unitNumber' | 'subject'>,
): Promise<ListingMatch | null> {
  const rows = await listPropertiesWithUnits(db, userId);
  if (rows.length === 0) return null;

  const unitIds = rows.flatMap((row) => (row.unitId ? [row.unitId] : []));
  if (lead.listingUrls.length > 0 && unitIds.length > 0) {
    const wanted = new Set(lead.listingUrls.map(listingKey));
    const kept = await listListingUrls(db, unitIds);
    const hit = kept.find((listing) => wanted.has(listingKey(listing.url)));
    const row = hit && rows.find((r) => r.unitId === hit.unitId);
    if (row) return { propertyId: row.propertyId, unitId: row.unitId };
  }

  const said = addressKey([lead.listingText, lead.subject].filter(Boolean).join(' '));
  const byProperty = new Map<string, typeof rows>();
  for (const row of rows)
    byProperty.set(row.propertyId, [...(byProperty.get(row.propertyId) ?? []), row]);
  const candidates = [...byProperty.values()].filter(([first]) => {
    const street = streetKey(first!.address);
    return (
      (street.length > 3 && said.includes(street)) ||
      (first!.name
        ? said.includes(addressKey(first!.name)) && addressKey(first!.name).length > 3
        : false)
    );
  });
  if (candidates.length !== 1) return null;
  const propertyUnits = candidates[0]!.filter((row) => row.unitId);
  const number = (
    lead.unitNumber ??
    UNIT_IN_TEXT.exec(lead.listingText ?? '')?.[1] ??
    ''
  ).toLowerCase();
  const unit =
    propertyUnits.find((row) => number && row.unitNumber?.toLowerCase() === number) ??
    (propertyUnits.length === 1 ? propertyUnits[0] : undefined);
  return { propertyId: candidates[0]![0]!.propertyId, unitId: unit?.unitId ?? null };
}
