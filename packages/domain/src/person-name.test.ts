import { describe, expect, it } from 'vitest';
import { PERSON_NAME_MAX, personName, splitPersonName } from './person-name.ts';

describe('splitPersonName', () => {
  it('takes the first word as first name and the rest as last name', () => {
    expect(splitPersonName('Priya Shah')).toEqual({ firstName: 'Priya', lastName: 'Shah' });
    expect(splitPersonName('  Ana  de la   Cruz ')).toEqual({
      firstName: 'Ana',
      lastName: 'de la Cruz',
    });
    expect(splitPersonName('Dana')).toEqual({ firstName: 'Dana', lastName: null });
  });

  it('capitalises a name typed all in lower case, and keeps any other as written', () => {
    expect(splitPersonName('priya shah')).toEqual({ firstName: 'Priya', lastName: 'Shah' });
    expect(splitPersonName('DeShawn de la Cruz')).toEqual({
      firstName: 'DeShawn',
      lastName: 'de la Cruz',
    });
  });

  it('keeps a name on one line', () => {
    expect(splitPersonName('Priya\nShah\u2028Jr')).toEqual({
      firstName: 'Priya',
      lastName: 'Shah Jr',
    });
  });

  it('takes no e-mail, phone number, blank or overlong text for a name', () => {
    expect(splitPersonName('dana@example.com')).toBeNull();
    expect(splitPersonName('555 123 4567')).toBeNull();
    expect(splitPersonName('   ')).toBeNull();
    expect(splitPersonName(null)).toBeNull();
    expect(splitPersonName('a'.repeat(PERSON_NAME_MAX + 1))).toBeNull();
  });
});

describe('personName', () => {
  it('joins what is known', () => {
    expect(personName('Priya', 'Shah')).toBe('Priya Shah');
    expect(personName('Dana', null)).toBe('Dana');
    expect(personName(null, ' ')).toBeNull();
  });
});
