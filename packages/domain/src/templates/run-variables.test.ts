import { describe, expect, it } from 'vitest';
import { findTemplate } from './catalogue.ts';
import {
  defaultFormValues,
  missingRequiredFields,
  toFormValues,
  toRunVariables,
} from './run-variables.ts';
import type { WorkflowTemplate } from './types.ts';

const lateRent = findTemplate('OVERDUE_RENT_REMINDER')!.template;
const moveOut = findTemplate('MOVE_OUT_CHECKLIST')!.template;

describe('toRunVariables', () => {
  it('turns number fields into numbers', () => {
    const vars = toRunVariables(lateRent, { amountDue: '1500.50', daysLate: ' 5 ' });
    expect(vars.amountDue).toBe(1500.5);
    expect(vars.daysLate).toBe(5);
  });

  it('omits an unreadable number', () => {
    expect(toRunVariables(lateRent, { amountDue: 'lots' })).not.toHaveProperty('amountDue');
  });

  it('turns checkboxes into true or false, never omitting them', () => {
    expect(toRunVariables(moveOut, { forwardingAddress: true }).forwardingAddress).toBe(true);
    expect(toRunVariables(moveOut, { forwardingAddress: 'on' }).forwardingAddress).toBe(true);
    expect(toRunVariables(moveOut, {}).forwardingAddress).toBe(false);
  });

  it('omits empty values and keeps trimmed text', () => {
    const vars = toRunVariables(lateRent, { tenantName: '  Jane  ', lateFeeDetails: '   ' });
    expect(vars.tenantName).toBe('Jane');
    expect(vars).not.toHaveProperty('lateFeeDetails');
  });

  it('keeps a valid select choice and drops an unknown one', () => {
    expect(toRunVariables(lateRent, { textLength: 'LONG', medium: 'FAX' })).toEqual({
      textLength: 'LONG',
    });
  });

  it('drops ids the template does not have', () => {
    expect(toRunVariables(lateRent, { hacker: 'x' })).toEqual({});
    expect(toRunVariables(lateRent, null)).toEqual({});
  });

  it('sends the default selects of an untouched form', () => {
    expect(toRunVariables(lateRent, defaultFormValues(lateRent))).toEqual({
      textLength: 'SHORT',
      medium: 'EMAIL',
    });
  });
});

describe('toFormValues', () => {
  it('refills the form from saved variables, numbers as text', () => {
    const values = toFormValues(moveOut, {
      tenantName: 'Jane',
      forwardingAddress: true,
      medium: 'SMS',
    });
    expect(values.tenantName).toBe('Jane');
    expect(values.forwardingAddress).toBe(true);
    expect(values.medium).toBe('SMS');
    expect(values.textLength).toBe('MEDIUM');
    expect(toFormValues(lateRent, { amountDue: 1200 }).amountDue).toBe('1200');
  });

  it('keeps defaults for missing or invalid saved values', () => {
    const values = toFormValues(lateRent, { textLength: 'HUGE' });
    expect(values).toEqual(defaultFormValues(lateRent));
  });

  it('round-trips with toRunVariables', () => {
    const form = { ...defaultFormValues(lateRent), tenantName: 'Jane', daysLate: '3' };
    expect(toFormValues(lateRent, toRunVariables(lateRent, form))).toEqual(form);
  });
});

describe('missingRequiredFields', () => {
  it('enforces nothing in the catalogue, as no field is flagged required', () => {
    expect(missingRequiredFields(moveOut, {})).toEqual([]);
  });

  it('lists empty fields that are flagged required', () => {
    const flagged: WorkflowTemplate = {
      ...moveOut,
      fields: moveOut.fields.map((f) => (f.id === 'tenantName' ? { ...f, required: true } : f)),
    };
    expect(missingRequiredFields(flagged, { tenantName: ' ' })).toEqual(['tenantName']);
    expect(missingRequiredFields(flagged, { tenantName: 'Jane' })).toEqual([]);
  });
});
