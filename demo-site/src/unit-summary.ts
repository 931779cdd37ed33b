import type { DemoProperty, DemoUnit } from '@porchlight/client';
import { amenityLabel, formatMoney, listedSize, splitCommaList } from '@porchlight/domain';

/** Shown for a value the listing did not give (a size of -1, a missing count or price). */
export const NOT_LISTED = 'Not listed';

/** One row of the unit summary, as label and value. */
export interface SummaryRow {
  label: string;
  value: string;
}

/** 'APARTMENT' → 'Apartment', 'SINGLE_FAMILY_HOME' → 'Single family home'. */
export const codeLabel = (code: string) => {
  const words = code.toLowerCase().replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

const count = (value: number | null) =>
  typeof value === 'number' && Number.isFinite(value) ? String(value) : NOT_LISTED;

/** '860 sq ft', or 'Not listed' for -1 (spec: -1 means not listed). */
export function sizeText(sizeSqft: number | null): string {
  const size = listedSize(sizeSqft);
  return size === null ? NOT_LISTED : `${size.toLocaleString('en-US')} sq ft`;
}

/** '$1,650 / month' in the unit's currency (USD when it has none). */
export function rentText(monthlyPrice: number | null, currency: string | null): string {
  if (typeof monthlyPrice !== 'number' || !Number.isFinite(monthlyPrice)) return NOT_LISTED;
  const money = formatMoney(monthlyPrice, currency);
  return `${money} / month`;
}

/** The unit summary rows of the spec, in its order: type, unit number, size, rooms, rent. */
export function summaryRows(unit: DemoUnit): SummaryRow[] {
  return [
    { label: 'Type', value: codeLabel(unit.type) },
    { label: 'Unit number', value: unit.unitNumber?.trim() || NOT_LISTED },
    { label: 'Size', value: sizeText(unit.sizeSqft) },
    { label: 'Bedrooms', value: count(unit.bedrooms) },
    { label: 'Bathrooms', value: count(unit.bathrooms) },
    { label: 'Rent', value: rentText(unit.monthlyPrice, unit.currency) },
  ];
}

/** The property's amenities by label, in the order they are stored. */
export const amenityLabels = (property: Pick<DemoProperty, 'amenities'>) =>
  splitCommaList(property.amenities).map(amenityLabel);
