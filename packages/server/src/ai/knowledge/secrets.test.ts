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

  it('drops a sentence about a person whose number no rule can cut apart from them', () => {
    const said = withoutSecrets(
      'Quiet hours start at 10 p.m. The warden for floors 20 through 24 is Ada Brook, Apartment 2210, (612) 555-0177.',
    );
    expect(said).toBe('Quiet hours start at 10 p.m.');
  });

  it('keeps what a sentence says once the neighbour in it is cut out', () => {
    const said = withoutSecrets(
      'Neighbor Tom Hale, (802) 555-0190, keeps a spare key. Trash goes out for Monday pickup with the Unit B resident, Ana Ruiz, (602) 555-0143.',
    );
    expect(said).not.toMatch(/Tom|Hale|Ana|Ruiz|555-01/);
    expect(said).toContain('Monday pickup');
  });

  it('quotes no clause number or heading', () => {
    expect(withoutSecrets('21. PAYMENT METHODS. Rent is paid through the portal.')).toBe(
      'Rent is paid through the portal.',
    );
  });
});

describe('withoutSecrets, more', () => {
  it('drops a code written with a hyphen and a sentence giving a person’s own number', () => {
    expect(
      withoutSecrets('Enter the front gate with code 43-21. The leasing office is upstairs.'),
    ).toBe('The leasing office is upstairs.');
    expect(
      withoutSecrets(
        'Our neighbor Marisol keeps a spare key; call her at (602) 555-0143. Call the office at (602) 555-0100.',
      ),
    ).toBe('Call the office at (602) 555-0100.');
    expect(withoutSecrets('For a lockout after hours call Dana at (602) 555-0199.')).toBe('');
  });
});
