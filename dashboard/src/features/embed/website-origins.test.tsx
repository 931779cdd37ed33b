import { describe, expect, it } from 'vitest';
import { originOf } from './website-origins.tsx';

describe('originOf', () => {
  it('reads a site as the origin a browser sends', () => {
    expect(originOf('https://www.Example.com/listings/4b?x=1')).toBe('https://www.example.com');
    expect(originOf('www.example.com')).toBe('https://www.example.com');
    expect(originOf('http://localhost:8080/')).toBe('http://localhost:8080');
    expect(originOf('https://example.com:443')).toBe('https://example.com');
  });

  it('refuses what is no web address', () => {
    expect(originOf('my site')).toBeNull();
    expect(originOf('ftp://example.com')).toBeNull();
    expect(originOf('example')).toBeNull();
  });
});
