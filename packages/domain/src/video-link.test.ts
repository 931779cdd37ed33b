import { describe, expect, it } from 'vitest';
import { INVALID_VIDEO_LINK_MESSAGE, isValidVideoLink } from './video-link.ts';

describe('isValidVideoLink', () => {
  it('accepts an empty link', () => {
    expect(isValidVideoLink('')).toBe(true);
    expect(isValidVideoLink('   ')).toBe(true);
    expect(isValidVideoLink(null)).toBe(true);
  });

  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://youtube.com/watch?v=dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ?t=42',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/abc123',
    'HTTPS://WWW.YOUTUBE.COM/watch?v=x',
  ])('accepts %s', (url) => {
    expect(isValidVideoLink(url)).toBe(true);
  });

  it.each([
    'https://vimeo.com/76979871',
    'javascript:alert(1)',
    'https://youtube.com.evil.com/watch?v=x',
    'https://youtube.com@evil.com/watch',
    'https://evil.com/youtube.com/watch?v=x',
    'https://notyoutube.com/watch?v=x',
    'ftp://youtube.com/watch?v=x',
    'https://youtube.com',
    'https://youtube.com/watch?v=a b',
  ])('rejects %s', (url) => {
    expect(isValidVideoLink(url)).toBe(false);
  });

  it('exports the error text verbatim', () => {
    expect(INVALID_VIDEO_LINK_MESSAGE).toBe('Please enter a valid YouTube URL');
  });
});
