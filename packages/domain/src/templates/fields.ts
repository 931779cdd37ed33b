/**
 * Builders for catalogue entries, so each template reads as its list of fields.
 */
import {
  MEDIUMS,
  type Medium,
  TEXT_LENGTHS,
  type TextLength,
  type WorkflowType,
} from '../enums.ts';
import { WORKFLOW_EMOJIS } from './emoji.ts';
import type { FieldType, TemplateField, WorkflowTemplate } from './types.ts';

export const TEXT_LENGTH_LABELS: Readonly<Record<TextLength, string>> = {
  SHORT: 'Short',
  MEDIUM: 'Medium',
  LONG: 'Long',
};

export const MEDIUM_LABELS: Readonly<Record<Medium, string>> = {
  SMS: 'SMS',
  EMAIL: 'Email',
  MEMO: 'Memo',
  PHONE_SCRIPT: 'Phone Script',
};

/** Flags a field the spec marks optional. */
export const OPTIONAL = { optional: true } as const;

function builder(type: FieldType) {
  return (
    id: string,
    label: string,
    placeholder = '',
    extra: Partial<TemplateField> = {},
  ): TemplateField => ({ id, label, type, ...(placeholder ? { placeholder } : {}), ...extra });
}

export const text = builder('text');
export const textarea = builder('textarea');
export const number = builder('number');
export const date = builder('date');
export const time = builder('time');
export const checkbox = builder('checkbox');

/** The two advanced selects every template has, with this template's defaults. */
export function advancedFields(textLength: TextLength, medium: Medium): TemplateField[] {
  return [
    {
      id: 'textLength',
      label: 'Text length',
      type: 'select',
      options: TEXT_LENGTHS.map((value) => ({ value, label: TEXT_LENGTH_LABELS[value] })),
      defaultValue: textLength,
    },
    {
      id: 'medium',
      label: 'Medium',
      type: 'select',
      options: MEDIUMS.map((value) => ({ value, label: MEDIUM_LABELS[value] })),
      defaultValue: medium,
    },
  ];
}

/** A catalogue template; its emoji comes from {@link WORKFLOW_EMOJIS}. */
export function defineTemplate(spec: {
  type: WorkflowType;
  title: string;
  description: string;
  textLength: TextLength;
  medium: Medium;
  fields: TemplateField[];
}): WorkflowTemplate {
  const { type, title, description, fields } = spec;
  const emoji = WORKFLOW_EMOJIS[type];
  return {
    type,
    title,
    description,
    emoji,
    fields,
    advancedFields: advancedFields(spec.textLength, spec.medium),
  };
}

/**
 * How a field's label is marked, as the spec states it: a red asterisk when the field is
 * flagged required, '(optional)' otherwise. No catalogue field carries the required flag,
 * so every label reads '(optional)' and nothing is enforced.
 */
export function fieldMarker(field: TemplateField): 'required' | 'optional' {
  return field.required === true ? 'required' : 'optional';
}
