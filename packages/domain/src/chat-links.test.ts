import { describe, expect, it } from 'vitest';
import { CALENDAR_MARKER, splitLinks, withBookingLink } from './chat-links.ts';

describe('splitLinks', () => {
  it('returns plain text as one segment and empty text as none', () => {
    expect(splitLinks('Hello there')).toEqual([{ kind: 'text', text: 'Hello there' }]);
    expect(splitLinks('')).toEqual([]);
    expect(splitLinks(undefined)).toEqual([]);
  });

  it('links an https URL and keeps the surrounding text', () => {
    expect(splitLinks('See https://example.com/a?b=1 now')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', href: 'https://example.com/a?b=1', text: 'https://example.com/a?b=1' },
      { kind: 'text', text: ' now' },
    ]);
  });

  it('links a www. address with an https href', () => {
    expect(splitLinks('www.example.com')).toEqual([
      { kind: 'link', href: 'https://www.example.com', text: 'www.example.com' },
    ]);
  });

  it('leaves trailing sentence punctuation out of the link', () => {
    expect(splitLinks('Apply at http://example.com/apply.')).toEqual([
      { kind: 'text', text: 'Apply at ' },
      { kind: 'link', href: 'http://example.com/apply', text: 'http://example.com/apply' },
      { kind: 'text', text: '.' },
    ]);
    const segments = splitLinks('(see https://example.com), then');
    expect(segments[1]).toEqual({
      kind: 'link',
      href: 'https://example.com',
      text: 'https://example.com',
    });
    expect(segments[2]).toEqual({ kind: 'text', text: '), then' });
  });

  it('keeps a closing parenthesis that the URL itself opened', () => {
    const url = 'https://en.wikipedia.org/wiki/Lease_(law)';
    expect(splitLinks(`${url}.`)[0]).toEqual({ kind: 'link', href: url, text: url });
  });

  it('does not link a bare scheme', () => {
    expect(splitLinks('type https:// here')).toEqual([
      { kind: 'text', text: 'type https:// here' },
    ]);
  });

  it('turns the standalone CALENDAR marker into a calendar segment', () => {
    expect(splitLinks('Pick a time: CALENDAR')).toEqual([
      { kind: 'text', text: 'Pick a time: ' },
      { kind: 'calendar' },
    ]);
    expect(CALENDAR_MARKER).toBe('CALENDAR');
  });

  it('consumes the brackets of [CALENDAR]', () => {
    expect(splitLinks('Book here [CALENDAR].')).toEqual([
      { kind: 'text', text: 'Book here ' },
      { kind: 'calendar' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('ignores lowercase calendar, longer words and the marker inside a URL', () => {
    expect(splitLinks('my calendar CALENDARS')).toEqual([
      { kind: 'text', text: 'my calendar CALENDARS' },
    ]);
    expect(splitLinks('https://x.com/CALENDAR')).toEqual([
      { kind: 'link', href: 'https://x.com/CALENDAR', text: 'https://x.com/CALENDAR' },
    ]);
  });

  it('keeps the marker as text when calendar segments are turned off', () => {
    expect(splitLinks('CALENDAR please', { calendar: false })).toEqual([
      { kind: 'text', text: 'CALENDAR please' },
    ]);
  });
});

describe('withBookingLink', () => {
  it('puts the booking link where the picker would open, and leaves prose alone', () => {
    const link = 'https://porchlight.example/chat?propertyId=p';
    expect(withBookingLink('Pick a time that suits you here: CALENDAR', link)).toBe(
      `Pick a time that suits you here: ${link}`,
    );
    expect(withBookingLink('Book here: [CALENDAR].', link)).toBe(`Book here: ${link}.`);
    expect(withBookingLink('Add it to your calendar.', link)).toBe('Add it to your calendar.');
  });
});
