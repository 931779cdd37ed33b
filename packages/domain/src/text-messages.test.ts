import { describe, expect, it } from 'vitest';
import {
  e164Phone,
  isSmsPlaceholderEmail,
  phoneOfSmsPlaceholder,
  quietHoursEnd,
  SMS_PART_MAX,
  smsKeyword,
  smsParts,
  smsPlaceholderEmail,
} from './text-messages.ts';

describe('smsKeyword', () => {
  it.each([
    ['STOP', 'STOP'],
    ['stop', 'STOP'],
    [' Stop. ', 'STOP'],
    ['STOP!', 'STOP'],
    ['StopAll', 'STOP'],
    ['unsubscribe', 'STOP'],
    ['Cancel', 'STOP'],
    ['END', 'STOP'],
    ['quit', 'STOP'],
    ['START', 'START'],
    ['Unstop', 'START'],
    ['help', 'HELP'],
    ['INFO', 'HELP'],
  ] as const)('reads %j as %s', (text, keyword) => {
    expect(smsKeyword(text)).toBe(keyword);
  });

  it.each([
    'yes',
    'Yes!',
    'stop texting me so early',
    'please stop',
    'help me find a 2 bedroom',
    'we have no pets, start date is March',
    'ending my lease in May',
    '',
    '   ',
  ])('takes %j for an ordinary text (a whole text only is a keyword)', (text) => {
    expect(smsKeyword(text)).toBeNull();
  });
});

const LINK = /^\s*(?:https?:\/\/\S+\s*)+$/i;
const words = (text: string) => text.split(/\s+/).filter(Boolean);

describe('smsParts', () => {
  const sentence = 'Parking is $95 a month in the garage under the building, with a charger. ';

  it('keeps a short message whole, and sends nothing for an empty one', () => {
    expect(smsParts('  Hi there!  ')).toEqual(['Hi there!']);
    expect(smsParts('')).toEqual([]);
    expect(smsParts(' \n\t ')).toEqual([]);
  });

  it('cuts a long message between sentences, every part within the limit', () => {
    const text = sentence.repeat(12);
    const parts = smsParts(text);
    expect(parts.length).toBeGreaterThan(2);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(SMS_PART_MAX);
      expect(part).toMatch(/^Parking/);
      expect(part).toMatch(/charger\.$/);
    }
    expect(words(parts.join(' '))).toEqual(words(text));
  });

  it('loses nothing of prices, decimals, abbreviations and links inside a sentence', () => {
    const text = `${sentence.repeat(4)}Rent is $1,850.00 and the deposit is 1.5 months, i.e. $2,775. See the photos at https://example.com/listing/3c?tab=photos&x=1 any time. Is Tuesday OK? Great!`;
    const parts = smsParts(text);
    expect(words(parts.join(' '))).toEqual(words(text));
    expect(parts.join(' ')).toContain('$1,850.00');
    expect(parts.join(' ')).toContain('https://example.com/listing/3c?tab=photos&x=1');
  });

  it('never sends a link alone: it stays with the sentence before it, even past the limit', () => {
    const link = `https://porchlight.example/chat?propertyId=${'a'.repeat(36)}&unitId=${'b'.repeat(36)}`;
    const text = `${sentence.repeat(4)}Pick a time here:\n${link}`;
    const parts = smsParts(text);
    for (const part of parts) expect(part).not.toMatch(LINK);
    const last = parts.at(-1)!;
    expect(last.endsWith(link)).toBe(true);
    expect(last).toContain('Pick a time here:');
    // Only a part that ends with a glued link may be longer than the limit.
    for (const part of parts) {
      if (part.length > SMS_PART_MAX) expect(part.endsWith(link)).toBe(true);
    }
    expect(words(parts.join(' '))).toEqual(words(text));
  });

  it('keeps a link that opens a long message with what follows it', () => {
    const link = 'https://porchlight.example/chat?propertyId=1';
    const parts = smsParts(`${link}\n\n${sentence.repeat(6)}`);
    expect(parts[0]!.startsWith(`${link} Parking`)).toBe(true);
    for (const part of parts) expect(part).not.toMatch(LINK);
  });

  it('cuts a sentence longer than the limit between words', () => {
    const long = `${'word '.repeat(100).trim()}.`;
    const parts = smsParts(long);
    expect(parts.length).toBe(2);
    for (const part of parts) {
      expect(part.length).toBeLessThanOrEqual(SMS_PART_MAX);
      expect(part).not.toMatch(/^\s|\s$/);
    }
    expect(words(parts.join(' '))).toEqual(words(long));
  });

  it('follows a smaller limit', () => {
    const parts = smsParts('One two three. Four five six. Seven eight nine.', 20);
    expect(parts).toEqual(['One two three.', 'Four five six.', 'Seven eight nine.']);
  });
});

describe('quietHoursEnd', () => {
  const at = (iso: string) => new Date(iso);

  it('lets texts go from 8 am to 9 pm at the property', () => {
    // 8:00 and 20:59 in Chicago (CDT, UTC-5).
    expect(quietHoursEnd(at('2025-06-10T13:00:00Z'), 'America/Chicago')).toBeNull();
    expect(quietHoursEnd(at('2025-06-11T01:59:00Z'), 'America/Chicago')).toBeNull();
  });

  it('holds them from 9 pm until 8 am the next morning, there', () => {
    // 21:00 in Chicago → 8:00 the next day, 13:00 UTC.
    expect(quietHoursEnd(at('2025-06-11T02:00:00Z'), 'America/Chicago')).toEqual(
      at('2025-06-11T13:00:00Z'),
    );
    // 3:30 in Chicago → 8:00 the same day.
    expect(quietHoursEnd(at('2025-06-11T08:30:00Z'), 'America/Chicago')).toEqual(
      at('2025-06-11T13:00:00Z'),
    );
    // 7:59 in Tokyo (no daylight saving).
    expect(quietHoursEnd(at('2025-06-10T22:59:00Z'), 'Asia/Tokyo')).toEqual(
      at('2025-06-10T23:00:00Z'),
    );
  });

  it('ends at 8 am daylight time on the morning clocks spring forward', () => {
    // New York, 9 March 2025: 2:00 EST becomes 3:00 EDT.
    // 22:00 EST on the 8th → 8:00 EDT on the 9th, 12:00 UTC (not 13:00).
    expect(quietHoursEnd(at('2025-03-09T03:00:00Z'), 'America/New_York')).toEqual(
      at('2025-03-09T12:00:00Z'),
    );
    // 1:30 EST, before the change, and 3:30 EDT, after it: the same morning.
    expect(quietHoursEnd(at('2025-03-09T06:30:00Z'), 'America/New_York')).toEqual(
      at('2025-03-09T12:00:00Z'),
    );
    expect(quietHoursEnd(at('2025-03-09T07:30:00Z'), 'America/New_York')).toEqual(
      at('2025-03-09T12:00:00Z'),
    );
  });

  it('ends at 8 am standard time on the morning clocks fall back', () => {
    // New York, 2 November 2025: 2:00 EDT becomes 1:00 EST.
    // 23:00 EDT on the 1st → 8:00 EST on the 2nd, 13:00 UTC.
    expect(quietHoursEnd(at('2025-11-02T03:00:00Z'), 'America/New_York')).toEqual(
      at('2025-11-02T13:00:00Z'),
    );
    // 1:30 twice (EDT, then EST): both wait until the same 8:00.
    expect(quietHoursEnd(at('2025-11-02T05:30:00Z'), 'America/New_York')).toEqual(
      at('2025-11-02T13:00:00Z'),
    );
    expect(quietHoursEnd(at('2025-11-02T06:30:00Z'), 'America/New_York')).toEqual(
      at('2025-11-02T13:00:00Z'),
    );
    // 8:00 EST itself: texts may go.
    expect(quietHoursEnd(at('2025-11-02T13:00:00Z'), 'America/New_York')).toBeNull();
  });

  it('follows a zone whose change is at midnight and one south of the equator', () => {
    // Santiago, 6 April 2025: midnight -03 becomes 23:00 -04 on the 5th.
    // 22:00 -03 on the 5th → 8:00 -04 on the 6th, 12:00 UTC.
    expect(quietHoursEnd(at('2025-04-06T01:00:00Z'), 'America/Santiago')).toEqual(
      at('2025-04-06T12:00:00Z'),
    );
    // Sydney, 5 October 2025: 2:00 AEST becomes 3:00 AEDT. 23:00 AEST on the 4th → 8:00
    // AEDT on the 5th, 21:00 UTC on the 4th.
    expect(quietHoursEnd(at('2025-10-04T13:00:00Z'), 'Australia/Sydney')).toEqual(
      at('2025-10-04T21:00:00Z'),
    );
  });
});

describe('phone numbers for texts', () => {
  it('writes numbers in E.164', () => {
    expect(e164Phone('(212) 555-0100')).toBe('+12125550100');
    expect(e164Phone('1-212-555-0100')).toBe('+12125550100');
    expect(e164Phone('+1 212 555 0100')).toBe('+12125550100');
    expect(e164Phone('+44 20 7946 0958')).toBe('+442079460958');
    expect(e164Phone('+12125550100')).toBe('+12125550100');
  });

  it('refuses what is not a number', () => {
    for (const bad of [
      '',
      '12345',
      '+0123456789',
      '+1234567',
      'call me',
      '+1 212 555 0100 ext 4',
      null,
    ]) {
      expect(e164Phone(bad)).toBeNull();
    }
  });

  it('files a texting prospect under an address that never delivers', () => {
    const email = smsPlaceholderEmail('+15551234567');
    expect(email).toBe('sms-15551234567@sms.invalid');
    expect(isSmsPlaceholderEmail(email)).toBe(true);
    expect(isSmsPlaceholderEmail('dana@example.com')).toBe(false);
    expect(isSmsPlaceholderEmail(null)).toBe(false);
    expect(phoneOfSmsPlaceholder(email)).toBe('+15551234567');
    expect(phoneOfSmsPlaceholder('dana@example.com')).toBeNull();
  });
});
