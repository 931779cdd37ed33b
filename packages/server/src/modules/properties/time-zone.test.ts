import { describe, expect, it } from 'vitest';
import { timeZoneForAddress } from './time-zone.ts';

/**
 * A property's zone from its address (issue 27, finding 6): a ZIP code decides only in a
 * US address, a country with one clock gives it, a city decides in a country with several,
 * and anything else gives no zone (the manager is asked) rather than a wrong one.
 */
describe('timeZoneForAddress', () => {
  it.each([
    // US: the ZIP after a state or territory, or in an address that says it is in the US.
    ['1200 SW Park Ave, Portland, OR 97201', 'America/Los_Angeles'],
    ['350 5th Ave, New York, NY 10001-2023', 'America/New_York'],
    ['233 S Wacker Dr, Chicago, Illinois 60606', 'America/Chicago'],
    ['1600 Pennsylvania Ave NW, Washington, District of Columbia 20500', 'America/New_York'],
    ['1600 Pennsylvania Ave NW, Washington, DC 20500, USA', 'America/New_York'],
    ['350 5th Ave, New York 10001, United States', 'America/New_York'],
    // Paris, Texas: the state decides, not the city's name.
    ['100 N Main St, Paris, TX 75460', 'America/Chicago'],
    // Territories: their own zone, whatever the ZIP dataset knows.
    ['100 Calle Fortaleza, San Juan, PR 00901', 'America/Puerto_Rico'],
    ['100 Calle Fortaleza, San Juan, Puerto Rico', 'America/Puerto_Rico'],
    ['1 Marine Corps Dr, Hagatna, GU 96910', 'Pacific/Guam'],
    ['1 Main St, Charlotte Amalie, VI 00802', 'America/St_Thomas'],
    ['1 Main Rd, Pago Pago, AS 96799', 'Pacific/Pago_Pago'],
    ['1 Beach Rd, Saipan, MP 96950', 'Pacific/Saipan'],
  ])('%s → %s', (address, zone) => {
    expect(timeZoneForAddress(address)).toBe(zone);
  });

  it.each([
    // A country with one clock gives it, whatever digits the address has.
    ['12 Rue de Rivoli, 75001 Paris, France', 'Europe/Paris'],
    ['Unter den Linden 5, 10117 Berlin, Germany', 'Europe/Berlin'],
    ['Unter den Linden 5, 10117 Berlin, Deutschland', 'Europe/Berlin'],
    ['10 Downing Street, London SW1A 2AA, United Kingdom', 'Europe/London'],
    ['221B Baker Street, London NW1 6XE, UK', 'Europe/London'],
    ['Prinsengracht 263, 1016 GV Amsterdam, Netherlands', 'Europe/Amsterdam'],
    // Several clocks: the city decides.
    ['290 Bremner Blvd, Toronto, ON M5V 3L9, Canada', 'America/Toronto'],
    ['1055 Canada Pl, Vancouver, BC V6C 0C3, Canada', 'America/Vancouver'],
    ['Bennelong Point, Sydney NSW 2000, Australia', 'Australia/Sydney'],
    ['1 Spring St, Melbourne, Victoria 3000, Australia', 'Australia/Melbourne'],
    ['1 St Georges Tce, Perth WA 6000, Australia', 'Australia/Perth'],
  ])('%s → %s', (address, zone) => {
    expect(timeZoneForAddress(address)).toBe(zone);
  });

  it.each([
    // The only digits are a street number: no ZIP, and no country or state to go by.
    '12345 Main Street, Springfield',
    '12345 Main Street, Springfield, USA',
    '12 Elm Street',
    // A country the address names that no dataset knows.
    '1 Harbour Road, 12345 Port Azure, Atlantis',
    // A country with several clocks and a town the city list does not have.
    '1 Main Street, Smallville, Canada',
    // A US state without a ZIP: the state alone may span zones.
    '1 Main Street, Springfield, IL',
    // Digits that look like a ZIP after letters that look like a state, but then a town.
    'Unter den Linden 5, DE 10117 Berlin',
    '',
  ])('%j → no zone (the manager chooses)', (address) => {
    expect(timeZoneForAddress(address)).toBeNull();
  });

  it('is quick once loaded (it runs when a property is saved)', () => {
    timeZoneForAddress('290 Bremner Blvd, Toronto, ON M5V 3L9, Canada');
    const started = performance.now();
    for (let i = 0; i < 1000; i++) {
      timeZoneForAddress('290 Bremner Blvd, Toronto, ON M5V 3L9, Canada');
      timeZoneForAddress('1200 SW Park Ave, Portland, OR 97201');
    }
    expect(performance.now() - started).toBeLessThan(500);
  });
});
