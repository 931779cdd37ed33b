/**
 * Checks the assistant form before any call, so a mistake is shown next to its field
 * instead of coming back as a refused request. The limits are the API's (contract
 * WorkflowVariablesSchema): text up to 10,000 characters, numbers within ±10^12.
 */
import type { FormValues, TemplateField, WorkflowTemplate } from '@porchlight/domain';

export type FormErrors = Record<string, string>;

export const MAX_TEXT_LENGTH = 10_000;
export const MAX_NUMBER = 1e12;

function fieldError(field: TemplateField, value: string | boolean | undefined): string | null {
  if (typeof value === 'boolean' || field.type === 'checkbox') return null;
  const text = (value ?? '').trim();
  if (text === '') return field.required ? 'Please fill in this field.' : null;
  if (field.type === 'number') {
    const number = Number(text);
    if (!Number.isFinite(number)) return 'Please enter a number.';
    if (Math.abs(number) > MAX_NUMBER) return 'Please enter a smaller number.';
  }
  if (text.length > MAX_TEXT_LENGTH) return 'Please keep this under 10,000 characters.';
  return null;
}

/** One message per field that cannot be sent as it is; empty when the form is fine. */
export function validateForm(template: WorkflowTemplate, values: FormValues): FormErrors {
  const errors: FormErrors = {};
  for (const field of [...template.fields, ...template.advancedFields]) {
    const error = fieldError(field, values[field.id]);
    if (error) errors[field.id] = error;
  }
  return errors;
}
