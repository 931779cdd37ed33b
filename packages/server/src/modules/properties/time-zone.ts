/**
 * A property's time zone, from its address (issue 27, finding 6: never a wrong one).
 *
 * - A US address, known by its state or territory before the ZIP code ("Portland, OR 97201",
 *   "Chicago, Illinois 60606") or by naming the country ("…, USA"): the ZIP code's zone in
 *   zipcode-to-timezone (every ZIP to its zone, split states included, such as Oregon's
 *   Mountain-time corner or Indiana's counties). The territories (PR, GU, VI, AS, MP) have
 *   one clock each, which that dataset lacks: theirs is taken from @vvo/tzdb as below.
 * - Elsewhere, the country the address ends with (@vvo/tzdb: the IANA zones grouped by
 *   country and clock, updated from the tz database every day): a country with one clock
 *   gives its zone; in one with several (Canada, Australia…), the city decides among the
 *   main cities of each clock, and only when every city named agrees.
 * - Otherwise null, digits that look like a ZIP code included: the server's TIMEZONE
 *   applies, and the property's Leasing Settings show it for the manager to choose one.
 *
 * Everything is indexed once (the country names on the first look-up); a look-up is then a
 * few regex and map reads, some 15 µs.
 */
import { createRequire } from 'node:module';
import { isValidTimeZone } from '@porchlight/domain';
import { rawTimeZones, timeZonesNames } from '@vvo/tzdb';
import { badRequest } from '../../http/errors.ts';

const require = createRequire(import.meta.url);
const zipcodes = require('zipcode-to-timezone') as { lookup(zip: string): string | null };

/** The 50 states and DC: their ZIP codes decide. */
const US_STATES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

/** The inhabited territories, each its own ISO country code with one clock. */
const US_TERRITORIES: Record<string, string[]> = {
  PR: ['Puerto Rico'],
  GU: ['Guam'],
  VI: ['U.S. Virgin Islands', 'US Virgin Islands', 'Virgin Islands'],
  AS: ['American Samoa'],
  MP: ['Northern Mariana Islands'],
};

/** Lower case, no accents, no punctuation, single spaces: "St. John's" → "st johns". */
function normalized(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’.]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

// ---- Countries and their clocks (@vvo/tzdb), indexed once.

/** Each country's clocks: one entry per group of zones that show the same time. */
const clocksByCountry = new Map<string, (typeof rawTimeZones)[number][]>();
for (const clock of rawTimeZones) {
  const clocks = clocksByCountry.get(clock.countryCode) ?? [];
  clocks.push(clock);
  clocksByCountry.set(clock.countryCode, clocks);
}

const zoneTabNames = new Set<string>(timeZonesNames);

/**
 * For the countries with several clocks: normalised city name → the zones it is given.
 * A city named in a clock's main cities gets that clock's own zone name, or the zone named
 * after the city itself when the tz database has one in the group (Melbourne →
 * Australia/Melbourne, same clock as Australia/Sydney).
 */
const cityZones = new Map<string, Map<string, Set<string>>>();
let longestCityName = 1;
for (const [country, clocks] of clocksByCountry) {
  if (clocks.length < 2) continue;
  const cities = new Map<string, Set<string>>();
  for (const clock of clocks) {
    for (const city of clock.mainCities) {
      const key = normalized(city);
      if (!key) continue;
      const own = clock.group.find(
        (zone) => zoneTabNames.has(zone) && normalized(zone.split('/').at(-1) ?? '') === key,
      );
      const zones = cities.get(key) ?? new Set<string>();
      zones.add(own ?? clock.name);
      cities.set(key, zones);
      longestCityName = Math.max(longestCityName, key.split(' ').length);
    }
  }
  cityZones.set(country, cities);
}

/**
 * Normalised country name → ISO code: the dataset's English name, the English names and
 * short names of the platform's Intl data, the name in the country's own main language
 * ("Deutschland", "España"), and a few everyday ones. A name that could be two countries,
 * or a US state (Georgia), is left out: such an address gets no zone rather than a guess.
 * Built on the first look-up, not at start-up (Intl's names in ~90 languages take ~80 ms).
 */
let countryNames: { byName: Map<string, string>; longest: number } | undefined;
function countryByName() {
  if (countryNames) return countryNames;
  const names = new Map<string, string | null>();
  const add = (name: string | undefined, code: string) => {
    const key = name ? normalized(name) : '';
    if (!key) return;
    const known = names.get(key);
    names.set(key, known === undefined || known === code ? code : null);
  };
  const displayNames = new Map<string, Intl.DisplayNames>();
  const displayName = (locale: string, code: string, style: 'long' | 'short' = 'long') => {
    const key = `${locale}:${style}`;
    let inLocale = displayNames.get(key);
    if (!inLocale) {
      inLocale = new Intl.DisplayNames([locale], { type: 'region', style, fallback: 'none' });
      displayNames.set(key, inLocale);
    }
    try {
      return inLocale.of(code);
    } catch {
      return undefined;
    }
  };
  for (const [code, clocks] of clocksByCountry) {
    add(clocks[0]?.countryName, code);
    add(displayName('en', code), code);
    add(displayName('en', code, 'short'), code);
    try {
      add(displayName(new Intl.Locale(`und-${code}`).maximize().language, code), code);
    } catch {
      // A code Intl cannot place: its English names are enough.
    }
  }
  const everyday: Record<string, string[]> = {
    US: ['USA', 'United States of America', 'United States', 'America'],
    GB: ['UK', 'Great Britain', 'Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland'],
    NL: ['Netherlands', 'The Netherlands', 'Holland'],
    ...US_TERRITORIES,
  };
  for (const [code, aliases] of Object.entries(everyday))
    for (const name of aliases) add(name, code);
  for (const state of Object.values(US_STATES)) names.delete(normalized(state));
  const byName = new Map<string, string>();
  for (const [name, code] of names) if (code) byName.set(name, code);
  countryNames = {
    byName,
    longest: Math.max(...[...byName.keys()].map((name) => name.split(' ').length)),
  };
  return countryNames;
}

/** The country an address ends with ("…, France", "…, London SW1A 2AA United Kingdom"). */
function countryOf(lastPart: string): string | null {
  const { byName, longest } = countryByName();
  const words = normalized(lastPart).split(' ');
  for (let length = Math.min(longest, words.length); length >= 1; length--) {
    const code = byName.get(words.slice(-length).join(' '));
    if (code) return code;
  }
  return null;
}

/** A country's zone: its only clock's, else the one every city the address names agrees on. */
function zoneInCountry(country: string, cityParts: string[]): string | null {
  const clocks = clocksByCountry.get(country) ?? [];
  if (clocks.length === 1) return clocks[0]?.name ?? null;
  const cities = cityZones.get(country);
  if (!cities) return null;
  const found = new Set<string>();
  for (const part of cityParts) {
    const words = normalized(part).split(' ');
    for (let start = 0; start < words.length; start++) {
      for (let end = start + 1; end <= Math.min(words.length, start + longestCityName); end++) {
        for (const zone of cities.get(words.slice(start, end).join(' ')) ?? []) found.add(zone);
      }
    }
  }
  return found.size === 1 ? ([...found][0] ?? null) : null;
}

// ---- US addresses.

const US_COUNTRY = String.raw`(?:USA|U\.S\.A\.?|U\.S\.?|US|United States(?: of America)?)`;
/** A ZIP code (ZIP+4 too) that ends its part of the address, as in every US address. */
const ZIP = new RegExp(String.raw`\b(\d{5})(?:-\d{4})?(?=\s*(?:,|$|${US_COUNTRY}\s*$))`, 'gi');
const stateCodes = [...Object.keys(US_STATES), ...Object.keys(US_TERRITORIES)];
/** A state's or territory's two letters (upper case, as written) just before the ZIP code. */
const CODE_BEFORE = new RegExp(
  String.raw`(?:^|[^A-Za-z])(${stateCodes.join('|')}|D\.C)\.?,?\s{0,3}$`,
);
const stateNames = [
  ...Object.entries(US_STATES).map(([code, name]) => [code, name] as const),
  ...Object.entries(US_TERRITORIES).flatMap(([code, names]) =>
    names.map((n) => [code, n] as const),
  ),
];
const codeByStateName = new Map(stateNames.map(([code, name]) => [normalized(name), code]));
/** A state's or territory's name just before the ZIP code. */
const NAME_BEFORE = new RegExp(
  String.raw`(?:^|[^A-Za-z])(${stateNames
    .map(([, name]) => name.replace(/\./g, String.raw`\.?`).replace(/ /g, String.raw`\s{1,3}`))
    .sort((a, b) => b.length - a.length)
    .join('|')}),?\s{0,3}$`,
  'i',
);
/**
 * How much text before a ZIP code can hold its state: longer than any match of the two
 * patterns above (at most 24 letters, their spaces, a comma), so a match never starts at a
 * cut. Reading only this much keeps a look-up linear in the address's length, however many
 * ZIP-like numbers an imported listing's address has.
 */
const STATE_WINDOW = 48;

/** The last ZIP code in the address that follows a state or territory, with its code. */
function stateAndZip(address: string): { state: string; zip: string } | null {
  let found: { state: string; zip: string } | null = null;
  for (const match of address.matchAll(ZIP)) {
    const before = address.slice(Math.max(0, match.index - STATE_WINDOW), match.index);
    const code = CODE_BEFORE.exec(before)?.[1];
    const name = code ? undefined : NAME_BEFORE.exec(before)?.[1];
    const state = code ? code.replace('.', '') : name && codeByStateName.get(normalized(name));
    if (state && match[1]) found = { state, zip: match[1] };
  }
  return found;
}

/** The last ZIP code after the street (a street number can have five digits too). */
function zipAfterStreet(address: string): string | null {
  const streetEnd = address.indexOf(',');
  let zip: string | null = null;
  if (streetEnd < 0) return null;
  for (const match of address.matchAll(ZIP)) if (match.index > streetEnd) zip = match[1] ?? null;
  return zip;
}

function usZone(state: string | null, zip: string | null): string | null {
  if (state && state in US_TERRITORIES) return zoneInCountry(state, []);
  return zip ? zipcodes.lookup(zip) : null;
}

/**
 * Longer than any address (the contract allows 500 characters): longer text, such as an
 * imported listing's, is no address to go by, and is not read through.
 */
const LONGEST_ADDRESS = 1000;

/** A property's zone from its address, or null when the address does not tell it for sure. */
export function timeZoneForAddress(text: string): string | null {
  if (text.length > LONGEST_ADDRESS) return null;
  const address = text.replace(/\s+/g, ' ');
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.at(-1);
  if (!last) return null;
  const country = countryOf(last);
  let zone: string | null = null;
  if (country === 'US' || country === null) {
    const us = stateAndZip(address);
    if (us) zone = usZone(us.state, us.zip);
    else if (country === 'US') zone = usZone(null, zipAfterStreet(address));
  } else {
    // The street is the first part when there are city and country parts after it.
    const cityParts = parts.slice(parts.length > 2 ? 1 : 0);
    zone = zoneInCountry(country, cityParts);
  }
  return zone && isValidTimeZone(zone) ? zone : null;
}

/** A zone a manager chose: an IANA name this platform knows, else a 400 naming the field. */
export function checkedTimeZone(zone: string | null): string | null {
  if (zone === null) return null;
  if (!isValidTimeZone(zone) || (!zone.includes('/') && zone !== 'UTC')) {
    throw badRequest(
      'Please choose a time zone from the list, such as America/Chicago.',
      'timeZone',
    );
  }
  return zone;
}

/** The zone a property's times are in: its own, else the server's default (TIMEZONE). */
export const zoneOf = (property: { timeZone: string | null }, fallback: string): string =>
  property.timeZone ?? fallback;
