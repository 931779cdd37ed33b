import { type Amenity, oneLine, type PropertyType, type UnitType } from '@porchlight/domain';
import * as cheerio from 'cheerio';

export interface ExtractedListing {
  address: string | null;
  propertyType: PropertyType | null;
  unitType: UnitType | null;
  unitNumber: string | null;
  price: number | null;
  currency: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  sizeSqft: number | null;
  description: string | null;
  amenities: Amenity[];
  hasPhotos: boolean;
}

type Json = Record<string, unknown>;

const num = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : Number(String(value ?? '').replace(/[^0-9.]/g, ''));
  return Number.isFinite(n) && String(value ?? '').trim() !== '' ? n : null;
};
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
/**
 * Text that is one line by nature (an address, a unit number), as the contract's one-line
 * fields take it: a page's line breaks become spaces, so they never reach an invitation.
 */
const line = (value: unknown) => text(typeof value === 'string' ? oneLine(value) : value);

/** Every object in the page's JSON-LD blocks, @graph and arrays flattened. */
function jsonLdObjects($: cheerio.CheerioAPI): Json[] {
  const out: Json[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (node && typeof node === 'object') {
      out.push(node as Json);
      const graph = (node as Json)['@graph'];
      if (graph) visit(graph);
      for (const key of ['mainEntity', 'itemOffered', 'offers', 'about'])
        if ((node as Json)[key]) visit((node as Json)[key]);
    }
  };
  $('script[type="application/ld+json"]').each((_, el) => {
    try {
      visit(JSON.parse($(el).text()));
    } catch {
      // A broken block is skipped; the other sources still apply.
    }
  });
  return out;
}

const typesOf = (o: Json) => [o['@type']].flat().map((t) => String(t ?? ''));
const PLACE_TYPES = [
  'Apartment',
  'SingleFamilyResidence',
  'Accommodation',
  'House',
  'Residence',
  'ApartmentComplex',
  'Place',
  'Product',
  'RealEstateListing',
];

function addressOf(value: unknown): string | null {
  if (typeof value === 'string') return text(value);
  if (!value || typeof value !== 'object') return null;
  const a = value as Json;
  const parts = [
    a.streetAddress,
    a.addressLocality,
    [a.addressRegion, a.postalCode].filter(Boolean).join(' '),
  ]
    .map(text)
    .filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

const AMENITY_WORDS: [RegExp, Amenity][] = [
  [/\b(in[- ]unit laundry|washer|dryer|w\/d)\b/i, 'IN_UNIT_LAUNDRY'],
  [/\b(parking|garage|carport)\b/i, 'ON_SITE_PARKING'],
  [/\bcentral (air|a\/?c)\b/i, 'CENTRAL_AIR'],
  [/\b(air conditioning|a\/c|\bac\b)\b/i, 'AIR_CONDITIONING'],
  [/\bpool\b/i, 'POOL'],
  [/\b(on[- ]site (manager|management)|resident manager)\b/i, 'ON_SITE_MANAGER'],
  [/\bcats? (ok|allowed|friendly)\b|\bcat[- ]friendly\b/i, 'CATS'],
  [/\b(small dogs?|dogs? under \d+)\b/i, 'SMALL_DOGS'],
  [/\b(large dogs?|dogs? (ok|allowed|friendly))\b/i, 'LARGE_DOGS'],
  [/\bno pets\b/i, 'NO_PETS'],
];

function propertyTypeOf(words: string): PropertyType | null {
  if (/\bcondo/i.test(words)) return 'CONDO';
  if (/\bco-?op\b/i.test(words)) return 'CO_OP';
  if (/\b(adu|accessory dwelling|in-law (suite|unit)|granny flat)\b/i.test(words)) return 'ADU';
  if (/\b(apartment complex|apartment community|multi-?family)\b|\bApartmentComplex\b/i.test(words))
    return 'MULTI_FAMILY';
  if (/\bduplex\b/i.test(words)) return 'DUPLEX';
  if (/\btriplex\b/i.test(words)) return 'TRIPLEX';
  if (/\b(single[- ]family|house|home|townhome|townhouse)\b/i.test(words))
    return 'SINGLE_FAMILY_HOME';
  if (/\bapartment|\bapt\b/i.test(words)) return 'APARTMENT';
  return null;
}

/**
 * Reads a listing page: schema.org JSON-LD first, then Open Graph and meta tags, then the
 * page's text. Every field is optional; what the page does not say stays null.
 */
export function extractListing(html: string): ExtractedListing {
  const $ = cheerio.load(html);
  const objects = jsonLdObjects($);
  const place = objects.find((o) => typesOf(o).some((t) => PLACE_TYPES.includes(t))) ?? {};
  const offer = objects.find((o) => typesOf(o).includes('Offer') || o.price !== undefined) ?? {};
  const meta = (name: string) =>
    text($(`meta[property="${name}"]`).attr('content')) ??
    text($(`meta[name="${name}"]`).attr('content'));
  // Block elements end a phrase: 'Rent: $1,850' and 'Bedrooms: 2' must not run together.
  $('br, p, li, div, tr, h1, h2, h3, h4, dt, dd, td, th, span').after(' ');
  const bodyText = $('body').text().replace(/\s+/g, ' ');
  /** 'Bedrooms: 2', 'Rent: $1,850', 'Square feet: 980': a label, then the number. */
  const labelled = (label: string) =>
    num(
      new RegExp(`\\b(?:${label})\\s*[:\\-]\\s*\\$?\\s?([\\d,]+(?:\\.\\d+)?)`, 'i').exec(
        bodyText,
      )?.[1],
    );
  /** '2 beds', '1.5 baths': a count before the word, never the tail of another number. */
  const counted = (word: string) =>
    num(new RegExp(`(?<![\\d,.])(\\d{1,2}(?:\\.5)?)\\s*(?:${word})\\b`, 'i').exec(bodyText)?.[1]);

  const found =
    addressOf(place.address) ??
    addressOf(objects.find((o) => typesOf(o).includes('PostalAddress'))) ??
    meta('og:street-address') ??
    text(
      /\b\d{1,6} [A-Z][\w.]*(?: [A-Z][\w.]*)* (?:St|Street|Ave|Avenue|Rd|Road|Blvd|Dr|Drive|Ln|Lane|Ct|Court|Way|Pl|Place)\b[^|<]{0,60}?\b[A-Z]{2} \d{5}\b/.exec(
        bodyText,
      )?.[0],
    ) ??
    meta('og:title');
  const address = line(found);
  const price =
    num(offer.price) ??
    num(meta('product:price:amount')) ??
    // 'Rent: $1,850' (the dollar sign required: 'For rent: 55 Birch Lane' is an address).
    num(/\b(?:rent|monthly rent|price)\s*[:-]\s*\$\s?([\d,]{3,7})/i.exec(bodyText)?.[1]) ??
    num(/\$\s?([\d,]{3,7})(?:\s*\/\s*mo|\s*per month|\s*a month)/i.exec(bodyText)?.[1]);
  const floor = place.floorSize as Json | undefined;
  const words = `${typesOf(place).join(' ')} ${meta('og:type') ?? ''} ${text(place.name) ?? ''} ${meta('og:title') ?? ''} ${text(place.description) ?? meta('og:description') ?? ''}`;
  const amenityText = [
    text(place.description) ?? '',
    meta('og:description') ?? '',
    ...[place.amenityFeature]
      .flat()
      .map((f) => (f && typeof f === 'object' ? String((f as Json).name ?? '') : String(f ?? ''))),
    bodyText,
  ].join(' ');
  return {
    address,
    propertyType: propertyTypeOf(words),
    unitType:
      typesOf(place).includes('SingleFamilyResidence') || /\bhouse\b/i.test(words)
        ? 'HOUSE'
        : 'APARTMENT',
    unitNumber:
      line(place.unitNumber) ??
      text(/(?:\b(?:Unit|Apt\.?)|#)\s*([A-Z0-9-]{1,6})\b/i.exec(address ?? '')?.[1]) ??
      text(
        /^(?:Unit|Apt\.?)\s*#?\s*([A-Z0-9-]{1,6})$/i.exec(
          text(objects.find((o) => typesOf(o).includes('Product'))?.name) ?? '',
        )?.[1],
      ),
    price,
    currency:
      text(offer.priceCurrency) ??
      meta('product:price:currency') ??
      (price !== null ? 'USD' : null),
    bedrooms:
      num(place.numberOfBedrooms) ??
      num(place.numberOfRooms) ??
      labelled('bedrooms|beds') ??
      counted('bd|beds?|bedrooms?'),
    bathrooms:
      num(place.numberOfBathroomsTotal) ??
      num(place.numberOfFullBathrooms) ??
      labelled('bathrooms|baths') ??
      counted('ba|baths?|bathrooms?'),
    sizeSqft:
      num(floor?.value) ??
      labelled('square feet|square footage|sq\\.? ?ft|size') ??
      num(/([\d,]{3,6})\s*(?:sq\.?\s?ft|square feet|sqft)/i.exec(bodyText)?.[1]),
    description: text(place.description) ?? meta('og:description') ?? meta('description'),
    amenities: [
      ...new Set(
        AMENITY_WORDS.filter(([pattern]) => pattern.test(amenityText)).map(([, code]) => code),
      ),
    ],
    hasPhotos: Boolean(place.image ?? meta('og:image') ?? $('img').length),
  };
}
