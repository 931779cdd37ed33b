import { describe, expect, it } from 'vitest';
import {
  digitsOnly,
  hasLineBreak,
  normalizeDivisionName,
  oneLine,
  PROPERTY_TITLE_MAX,
  propertyFullTitle,
  propertyTitle,
  SIDEBAR_ADDRESS_MAX,
  sidebarAddress,
  truncate,
  truncateAtWord,
  UNIT_BACK_LABEL_MAX,
  unitBackLabel,
  unitLabel,
} from './text.ts';

describe('truncate', () => {
  it('returns text of exactly the limit unchanged, without an ellipsis', () => {
    expect(truncate('12345', 5)).toBe('12345');
  });

  it('cuts text one character over the limit and appends ...', () => {
    expect(truncate('123456', 5)).toBe('12345...');
  });

  it('returns an empty string for null or undefined', () => {
    expect(truncate(null, 5)).toBe('');
    expect(truncate(undefined, 5)).toBe('');
  });

  it('treats a negative or NaN limit as 0', () => {
    expect(truncate('abc', -3)).toBe('...');
    expect(truncate('abc', Number.NaN)).toBe('...');
  });
});

describe('sidebar and back labels', () => {
  it('uses the spec limits 20, 30 and 15', () => {
    expect([SIDEBAR_ADDRESS_MAX, PROPERTY_TITLE_MAX, UNIT_BACK_LABEL_MAX]).toEqual([20, 30, 15]);
  });

  it('cuts a sidebar address after 20 characters with an ellipsis', () => {
    expect(sidebarAddress('123 Main Street, Springfield')).toBe('123 Main Street...');
    expect(sidebarAddress('12 Elm St')).toBe('12 Elm St');
  });

  it('cuts at a word boundary and never leaves a trailing comma', () => {
    // The 21st character is a space: the whole first 20 are kept.
    expect(sidebarAddress('1200 Evergreen Terr. Springfield')).toBe('1200 Evergreen Terr...');
    expect(sidebarAddress('1200 Evergreen Terrace, Springfield')).toBe('1200 Evergreen...');
    expect(sidebarAddress('742 Evergreen Street, Springfield')).toBe('742 Evergreen Street...');
    // One word longer than the limit is cut inside it.
    expect(sidebarAddress('Llanfairpwllgwyngyllgogerychwyrndrobwll')).toBe(
      'Llanfairpwllgwyngyll...',
    );
    expect(truncateAtWord('  short  ', 20)).toBe('short');
    expect(truncateAtWord(null, 20)).toBe('');
  });

  it('cuts the unit back label after 15 characters', () => {
    expect(unitBackLabel('Sunset Apartments Tower')).toBe('Sunset Apartmen...');
  });
});

describe('propertyTitle', () => {
  it('prefers the property name', () => {
    expect(propertyTitle({ name: 'The Lofts', address: '1 Long Road' })).toBe('The Lofts');
  });

  it('falls back to the address cut at a word within 30 characters when the name is blank', () => {
    const address = '1600 Pennsylvania Avenue NW, Washington, DC 20500';
    expect(propertyTitle({ name: '  ', address })).toBe('1600 Pennsylvania Avenue NW...');
    expect(propertyTitle({ name: null, address: 'Short St' })).toBe('Short St');
    expect(propertyFullTitle({ name: '  ', address })).toBe(address);
    expect(propertyFullTitle({ name: 'The Lofts', address })).toBe('The Lofts');
  });

  it('gives an empty title when neither name nor address is known', () => {
    expect(propertyTitle({})).toBe('');
  });
});

describe('unitLabel', () => {
  it('uses the unit number, else Unit', () => {
    expect(unitLabel({ unitNumber: '4B' })).toBe('4B');
    expect(unitLabel({ unitNumber: '' })).toBe('Unit');
    expect(unitLabel({ unitNumber: null })).toBe('Unit');
    expect(unitLabel({})).toBe('Unit');
  });
});

describe('normalizeDivisionName', () => {
  it('trims the name and gives an empty string for blank input', () => {
    expect(normalizeDivisionName('  North Wing ')).toBe('North Wing');
    expect(normalizeDivisionName('   ')).toBe('');
    expect(normalizeDivisionName(undefined)).toBe('');
  });
});

describe('digitsOnly', () => {
  it('keeps digits and drops everything else', () => {
    expect(digitsOnly('+1 (212) 555-0100')).toBe('12125550100');
    expect(digitsOnly('abc')).toBe('');
    expect(digitsOnly(null)).toBe('');
  });
});

describe('line breaks', () => {
  const breaks = ['\n', '\r', '\r\n', '\v', '\f', '\u0085', '\u2028', '\u2029'];

  it.each(breaks)('finds %j, and puts text holding it on one line', (gap) => {
    expect(hasLineBreak(`4B${gap}ORGANIZER:x`)).toBe(true);
    expect(oneLine(`4B${gap}ORGANIZER:x`)).toBe('4B ORGANIZER:x');
  });

  it('leaves one-line text alone, tabs included', () => {
    expect(hasLineBreak('1 Main St,\tApt 2 – Ünït')).toBe(false);
    expect(oneLine('1 Main St,\tApt 2 – Ünït')).toBe('1 Main St,\tApt 2 – Ünït');
  });

  it('turns a run of breaks into one space', () => {
    expect(oneLine('a\r\n\r\n\u2028b')).toBe('a b');
  });
});
