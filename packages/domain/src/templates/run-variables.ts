/**
 * Conversion between the assistant form and a run's variables.
 */
import type { TemplateField, WorkflowTemplate } from './types.ts';

/** What the form holds per field id: text for inputs and selects, a flag for checkboxes. */
export type FormValues = Record<string, string | boolean>;
export type RunVariables = Record<string, string | number | boolean>;

const allFields = (template: WorkflowTemplate): readonly TemplateField[] => [
  ...template.fields,
  ...template.advancedFields,
];

const isOption = (field: TemplateField, value: unknown) =>
  field.options?.some((option) => option.value === value) ?? false;

const isChecked = (value: unknown) => value === true || value === 'true' || value === 'on';

function variableOf(field: TemplateField, value: unknown): string | number | boolean | undefined {
  if (field.type === 'checkbox') return isChecked(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return undefined;
    return field.type === 'number' ? value : String(value);
  }
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const trimmed = value.trim();
  if (field.type === 'number') {
    const parsed = Number(trimmed);
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  if (field.type === 'select') return isOption(field, trimmed) ? trimmed : undefined;
  return trimmed;
}

/**
 * The run payload: number fields become numbers, checkboxes true or false, other
 * values trimmed text. Empty values, unreadable numbers, unknown select choices and
 * ids the template does not have are omitted.
 */
export function toRunVariables(
  template: WorkflowTemplate,
  formValues: Readonly<Record<string, unknown>> | null | undefined,
): RunVariables {
  const variables: RunVariables = {};
  for (const field of allFields(template)) {
    const value = variableOf(field, formValues?.[field.id]);
    if (value !== undefined) variables[field.id] = value;
  }
  return variables;
}

/** An empty form: blank inputs, unticked checkboxes, selects at the template's defaults. */
export function defaultFormValues(template: WorkflowTemplate): FormValues {
  const values: FormValues = {};
  for (const field of allFields(template)) {
    values[field.id] = field.type === 'checkbox' ? false : (field.defaultValue ?? '');
  }
  return values;
}

/** The form refilled from a saved run's variables; missing or invalid values keep the defaults. */
export function toFormValues(
  template: WorkflowTemplate,
  variables: Readonly<Record<string, unknown>> | null | undefined,
): FormValues {
  const values = defaultFormValues(template);
  for (const field of allFields(template)) {
    const saved = variableOf(field, variables?.[field.id]);
    if (saved === undefined) continue;
    values[field.id] = typeof saved === 'boolean' ? saved : String(saved);
  }
  return values;
}

/** Ids of fields flagged required but left empty (none in today's catalogue, as the spec says). */
export function missingRequiredFields(
  template: WorkflowTemplate,
  formValues: Readonly<Record<string, unknown>> | null | undefined,
): string[] {
  const variables = toRunVariables(template, formValues);
  return allFields(template)
    .filter((field) => field.required === true && field.type !== 'checkbox')
    .filter((field) => variables[field.id] === undefined)
    .map((field) => field.id);
}
