import { describe, expect, it } from 'vitest';
import { checkTenant, tenantBody } from './tenant-values.ts';

const draft = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', phone: '' };

describe('tenant form rules', () => {
  it("asks for every required field with the spec's text", () => {
    expect(checkTenant({ ...draft, lastName: ' ' }).alert).toBe(
      'Please fill in all required fields',
    );
    expect(checkTenant(draft)).toEqual({});
  });

  it('sends an empty phone as null and a valid one normalised', () => {
    expect(tenantBody(draft).phone).toBeNull();
    expect(tenantBody({ ...draft, phone: '(555) 123-4567' }).phone).toBe('5551234567');
  });

  it('refuses a phone that fails the phone check', () => {
    expect(checkTenant({ ...draft, phone: '123' }).phone).toBe(
      'Please enter a valid phone number.',
    );
  });
});
