import { describe, expect, it } from 'vitest';
import { at } from './extract.fixtures.ts';
import { cleanText, guarded, MAX_TEXT_LENGTH } from './text.ts';

describe('cleanText', () => {
  it('drops tags, decodes entities and straightens quotes and dashes', () => {
    expect(
      cleanText(
        '<p>We&#39;re  a&nbsp;family &amp; \u201cfriends\u201d \u2014 it\u2019s <b>3</b></p>',
      ),
    ).toBe('We\'re a family & "friends" - it\'s 3');
  });

  it('caps the text at the maximum length', () => {
    expect(cleanText('a'.repeat(10_000))).toHaveLength(MAX_TEXT_LENGTH);
  });

  it('gives an empty string for a value that is not text', () => {
    expect(cleanText(42)).toBe('');
  });
});

describe('guarded', () => {
  it('turns an error in the reader into no answer', () => {
    const extract = guarded<number>(() => {
      throw new Error('boom');
    });
    expect(extract('3', at())).toBeNull();
  });

  it('does not call the reader for blank text', () => {
    let calls = 0;
    const extract = guarded(() => ++calls);
    expect(extract('  \n ', at())).toBeNull();
    expect(calls).toBe(0);
  });
});
