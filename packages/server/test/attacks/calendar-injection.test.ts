/**
 * Attack: a line break in a one-line field (a unit number, an address, a name) that ends up
 * in a calendar invitation. Calendar apps break lines on CR and LF alike, and some on VT,
 * FF, NEL, U+2028 and U+2029 too, so a manager's "4B<CR>ORGANIZER:mailto:…" would add
 * lines (another ORGANIZER, ATTENDEEs) to invitations sent from the product's domain.
 * The API refuses every line-breaking character in a one-line field (a 400 naming the
 * field, nothing stored), and the invitation's builder never lets a value break a line.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractListing } from '../../src/modules/import/extract-listing.ts';
import {
  type ViewingDetails,
  viewingCancellation,
  viewingInvitation,
} from '../../src/modules/viewings/viewing.mails.ts';
import { createTestApp, type TestApp } from '../helpers.ts';
import { type SeededAccount, seedAccount, snapshot } from './fixtures.ts';

/** Every character some reader takes for the end of a line. */
const BREAKS: [string, string][] = [
  ['a lone carriage return', '\r'],
  ['a line feed', '\n'],
  ['CRLF', '\r\n'],
  ['a vertical tab', '\v'],
  ['a form feed', '\f'],
  ['NEL (U+0085)', '\u0085'],
  ['a line separator (U+2028)', '\u2028'],
  ['a paragraph separator (U+2029)', '\u2029'],
];

/** Lines an attacker would add: a colon is plain text in a TEXT value, so it needs no escape. */
const ORGANIZER = 'ORGANIZER:mailto:boss@evil.example';
const ATTENDEE = 'ATTENDEE:mailto:victim@evil.example';

describe('line breaks in one-line fields, at the API', () => {
  let t: TestApp;
  let account: SeededAccount;
  beforeAll(async () => {
    t = await createTestApp();
    account = await seedAccount(t.app, 'breaks');
  });
  afterAll(() => t.close());

  /** Requests that each put `bad` into one one-line field, and that field's name. */
  const attempts = (bad: string) => {
    const { propertyId, unitId, tenantId, manager } = account;
    return [
      ['POST', '/api/v1/units', { propertyId, unitNumber: `4B${bad}${ORGANIZER}` }, 'unitNumber'],
      ['PATCH', `/api/v1/units/${unitId}`, { unitNumber: `4B${bad}${ORGANIZER}` }, 'unitNumber'],
      [
        'POST',
        '/api/v1/properties',
        { address: `1 Main St${bad}${ATTENDEE}`, type: 'CONDO' },
        'address',
      ],
      ['PATCH', `/api/v1/properties/${propertyId}`, { address: `1 Main St${bad}x` }, 'address'],
      ['PATCH', `/api/v1/properties/${propertyId}`, { name: `Elm Court${bad}x` }, 'name'],
      ['POST', `/api/v1/properties/${propertyId}/divisions`, { name: `North${bad}x` }, 'name'],
      ['PATCH', `/api/v1/users/${manager.id}`, { firstName: `Ann${bad}x` }, 'firstName'],
      ['PATCH', `/api/v1/users/${manager.id}`, { locationCity: `Chicago${bad}x` }, 'locationCity'],
      ['PATCH', `/api/v1/tenants/${tenantId}`, { lastName: `Lee${bad}x` }, 'lastName'],
      [
        'POST',
        `/api/v1/properties/${propertyId}/facts`,
        { question: `Parking?${bad}x`, answer: 'Yes.' },
        'question',
      ],
    ] as const;
  };

  it.each(BREAKS)(
    'refuses %s in a unit number, an address, a name … with a 400 naming the field, changing nothing',
    async (_, bad) => {
      const before = await snapshot(t.app);
      for (const [method, url, payload, field] of attempts(bad)) {
        const response = await t.app.inject({
          method,
          url,
          headers: account.manager.headers,
          payload,
        });
        const where = `${method} ${url} ${field}`;
        expect(response.statusCode, where).toBe(400);
        expect(response.json(), where).toMatchObject({ error: { code: 'VALIDATION', field } });
        expect(response.json().error.message, where).toBe(`${field} must be on one line.`);
      }
      expect(await snapshot(t.app)).toEqual(before);
    },
  );

  it('still takes a one-line value, and line breaks where text has paragraphs', async () => {
    const unit = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/units/${account.unitId}`,
      headers: account.manager.headers,
      payload: { unitNumber: '4B (rear)', description: 'Sunny.\r\nQuiet.\u2028Near the park.' },
    });
    expect(unit.statusCode).toBe(200);
    expect(unit.json()).toMatchObject({ unitNumber: '4B (rear)' });
    const blank = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/properties/${account.propertyId}`,
      headers: account.manager.headers,
      payload: { address: '   ' },
    });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toMatchObject({
      field: 'address',
      message: 'address must not be blank.',
    });
  });
});

/**
 * The iCalendar text read as a lenient calendar app reads it: folded lines joined again
 * (CRLF then a space or tab), then a new line at every line-breaking character, not only
 * at CRLF.
 */
function leniently(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split(/\r\n|[\r\n\v\f\u0085\u2028\u2029]/)
    .filter((line) => line !== '');
}

/** A property's value with its TEXT escapes undone (RFC 5545, 3.3.11). */
const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));

describe('line breaks in the calendar invitation', () => {
  const details = (bad: string): ViewingDetails => ({
    id: '00000000-0000-4000-8000-000000000001',
    start: new Date('2030-03-05T20:30:00Z'),
    durationMinutes: 30,
    when: 'Tuesday, March 5 at 2:30 PM CST',
    timeZone: 'America/Chicago',
    address: `1 Main St${bad}${ORGANIZER}${bad}${ATTENDEE}`,
    unitLabel: `4B${bad}${ATTENDEE}`,
    prospectEmail: 'prospect@example.com',
    prospectName: `Pat${bad}${ORGANIZER}`,
    managerEmail: 'manager@example.com',
    publicUrl: 'https://app.porchlight.test',
  });

  it.each(BREAKS)(
    'keeps %s in a value from adding a line: one ORGANIZER, one ATTENDEE',
    (_, bad) => {
      for (const ics of [viewingInvitation(details(bad)), viewingCancellation(details(bad))]) {
        const lines = leniently(ics);
        expect(lines.filter((line) => /^ORGANIZER[;:]/i.test(line))).toEqual([
          'ORGANIZER;CN="Property manager":MAILTO:manager@example.com',
        ]);
        expect(lines.filter((line) => /^ATTENDEE[;:]/i.test(line))).toHaveLength(1);
        expect(lines.filter((line) => /^ATTENDEE[;:]/i.test(line))[0]).toMatch(
          /:mailto:prospect@example\.com$/i,
        );
        expect(lines[0]).toBe('BEGIN:VCALENDAR');
        expect(lines.at(-1)).toBe('END:VCALENDAR');
        // Nothing but CRLF ends a line, and the address is still all there, on one line.
        expect(ics.replaceAll('\r\n', '')).not.toMatch(/[\r\n\v\f\u0085\u2028\u2029]/);
        const location = lines.find((line) => line.startsWith('LOCATION:'));
        expect(unescapeText(location!.slice('LOCATION:'.length))).toBe(
          `1 Main St ${ORGANIZER} ${ATTENDEE}`,
        );
      }
    },
  );

  it('folds long lines at 75 octets, never inside a character', () => {
    const ics = viewingInvitation({
      ...details(' '),
      address: `${'Ünïcödé Straße 12 ☕ '.repeat(12)}🏠`,
      unitLabel: '🏢'.repeat(40),
    });
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
      expect(line).not.toMatch(/[\uD800-\uDFFF]/u);
    }
    const location = leniently(ics).find((line) => line.startsWith('LOCATION:'));
    expect(unescapeText(location!.slice('LOCATION:'.length))).toBe(
      `${'Ünïcödé Straße 12 ☕ '.repeat(12)}🏠`,
    );
  });
});

describe('line breaks in an imported listing', () => {
  it.each(BREAKS)('puts %s in a listing page’s address and unit number on one line', (_, bad) => {
    const page = `<script type="application/ld+json">${JSON.stringify({
      '@type': 'Apartment',
      unitNumber: `4B${bad}${ORGANIZER}`,
      address: { streetAddress: `1 Main St${bad}${ATTENDEE}`, addressLocality: 'Chicago' },
    })}</script>`;
    const listing = extractListing(page);
    expect(listing.unitNumber).toBe(`4B ${ORGANIZER}`);
    expect(listing.address).toMatch(/^1 Main St ATTENDEE:mailto:victim@evil\.example\b/);
    expect(listing.address).not.toMatch(/[\r\n\v\f\u0085\u2028\u2029]/);
  });
});

describe('rows stored with a line break before the API refused them', () => {
  let t: TestApp;
  let account: SeededAccount;
  beforeAll(async () => {
    t = await createTestApp();
    account = await seedAccount(t.app, 'old-rows');
  });
  afterAll(() => t.close());

  it('are put on one line by the migration, and read back without an error', async () => {
    const db = t.app.db;
    const { propertyId, unitId, manager } = account;
    // What an older server let through, written straight to the database.
    for (const [, bad] of BREAKS) {
      await db.execute(
        sql`update units set unit_number = ${`4B${bad}${ORGANIZER}`}, video_link = ${`x${bad}y`} where id = ${unitId}`,
      );
      await db.execute(
        sql`update properties set name = ${`Elm${bad}Court`}, address = ${`1 Main St${bad}${ATTENDEE}`} where id = ${propertyId}`,
      );
      await db.execute(sql`update users set first_name = ${`Ann${bad}x`} where id = ${manager.id}`);
      const migration = readFileSync(
        new URL('../../drizzle/0007_one_line_fields.sql', import.meta.url),
        'utf8',
      );
      for (const statement of migration.split('--> statement-breakpoint'))
        await db.execute(sql.raw(statement));

      const unit = await t.app.inject({
        method: 'GET',
        url: `/api/v1/units/${unitId}`,
        headers: manager.headers,
      });
      expect(unit.statusCode).toBe(200);
      expect(unit.json().unitNumber).toBe(`4B ${ORGANIZER}`);
      const property = await t.app.inject({
        method: 'GET',
        url: `/api/v1/properties/${propertyId}`,
        headers: manager.headers,
      });
      expect(property.statusCode).toBe(200);
      expect(property.json()).toMatchObject({
        name: 'Elm Court',
        address: `1 Main St ${ATTENDEE}`,
      });
    }
  });
});
