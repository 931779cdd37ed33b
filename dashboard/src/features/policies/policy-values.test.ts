import type { Attribute } from '@porchlight/client';
import { describe, expect, it } from 'vitest';
import { changedTypes, normalizeValue, ownerRef, sameValue, saveStep } from './policy-values.ts';

const UNIT = '55555555-5555-4555-8555-555555555555';
const PROPERTY = '22222222-2222-4222-8222-222222222222';

const loaded = (ownerTable: Attribute['ownerTable'], ownerID: string): Attribute => ({
  id: '99999999-9999-4999-8999-999999999999',
  attributeType: 'TENANT_UTILITIES',
  ownerTable,
  ownerID,
  textContent: 'WATER',
  numericValue: null,
});

describe('policy values', () => {
  it('compare utilities regardless of order and blank text as unset', () => {
    expect(
      sameValue(
        'TENANT_UTILITIES',
        { textContent: 'GAS,WATER', numericValue: null },
        {
          textContent: 'WATER,GAS',
          numericValue: null,
        },
      ),
    ).toBe(true);
    expect(sameValue('NOISE_POLICY', { textContent: '  ', numericValue: null }, undefined)).toBe(
      true,
    );
  });

  it('keep a custom number only for a CUSTOM deposit', () => {
    expect(
      normalizeValue('SECURITY_DEPOSIT', { textContent: 'ONE_MONTH', numericValue: 3 }),
    ).toEqual({
      textContent: 'ONE_MONTH',
      numericValue: null,
    });
    expect(
      changedTypes({}, { SECURITY_DEPOSIT: { textContent: 'CUSTOM', numericValue: 2.5 } }),
    ).toEqual(['SECURITY_DEPOSIT']);
  });

  it("override a value a unit inherits from its property by creating the unit's own", () => {
    const owner = ownerRef({ type: 'unit', id: UNIT }, 'user-id');
    const step = saveStep(
      'TENANT_UTILITIES',
      { textContent: 'GAS', numericValue: null },
      loaded('properties', PROPERTY),
      owner,
    );
    expect(step).toEqual({
      kind: 'create',
      type: 'TENANT_UTILITIES',
      body: {
        attributeType: 'TENANT_UTILITIES',
        ownerTable: 'units',
        ownerID: UNIT,
        textContent: 'GAS',
        numericValue: null,
      },
    });
  });

  it('update a value the owner already has, whatever the case of its id', () => {
    const owner = ownerRef({ type: 'unit', id: UNIT.toUpperCase() }, 'user-id');
    const step = saveStep(
      'TENANT_UTILITIES',
      { textContent: 'GAS', numericValue: null },
      loaded('units', UNIT),
      owner,
    );
    expect(step.kind).toBe('update');
  });

  it('name the signed-in manager as the owner of business policies', () => {
    expect(ownerRef({ type: 'user' }, 'user-id')).toEqual({
      ownerTable: 'users',
      ownerID: 'user-id',
    });
  });
});
