import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from './email.ts';

describe('isValidEmail', () => {
  it('accepts ordinary addresses, plus tags and subdomains', () => {
    expect(isValidEmail('jane@example.com')).toBe(true);
    expect(isValidEmail('jane.doe+leads@mail.example.co.uk')).toBe(true);
  });

  it('accepts a dotless domain, as the browser does', () => {
    expect(isValidEmail('admin@localhost')).toBe(true);
  });

  it('ignores surrounding whitespace', () => {
    expect(isValidEmail('  jane@example.com ')).toBe(true);
  });

  it('rejects missing parts, spaces and double @', () => {
    for (const bad of ['', 'jane', 'jane@', '@example.com', 'ja ne@example.com', 'a@b@c.com']) {
      expect(isValidEmail(bad), bad).toBe(false);
    }
  });

  it('rejects a domain label that starts or ends with a hyphen', () => {
    expect(isValidEmail('jane@-example.com')).toBe(false);
    expect(isValidEmail('jane@example-.com')).toBe(false);
  });

  it('rejects null and undefined', () => {
    expect(isValidEmail(null)).toBe(false);
    expect(isValidEmail(undefined)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases, so one person is one address', () => {
    expect(normalizeEmail('  Ana.Lopez@Example.COM ')).toBe('ana.lopez@example.com');
  });
});
