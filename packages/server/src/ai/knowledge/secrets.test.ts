import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './secrets.ts';

describe('withoutSecrets', () => {
  it("cuts out a named person's own number, even in a sentence about emergencies", () => {
    const said = withoutSecrets(
      'A spare key is held by the next-door resident at 222 Hardee St NE, Loretta Simms, (404) 555-0128, for emergency lockouts authorized by Manager only.',
    );
    expect(said).not.toContain('Loretta');
    expect(said).not.toContain('555-0128');
    expect(said).toContain('spare key');
  });

  it("keeps the office's emergency line, which is there to be called", () => {
    expect(withoutSecrets('For emergencies call the office at (404) 555-0100.')).toContain(
      '(404) 555-0100',
    );
  });

  it('drops a sentence with a door code or a bank account', () => {
    expect(withoutSecrets('Rent is due on the 1st. The lockbox code is 3917.')).toBe(
      'Rent is due on the 1st.',
    );
    expect(withoutSecrets('Pay by transfer, routing 061192835, account 4408127736.')).toBe('');
  });
});
