import { Checkbox, NativeSelect, Text, Textarea, TextInput } from '@mantine/core';
import { fieldMarker, OPTIONAL_LABEL, type TemplateField } from '@porchlight/domain';
import { MUTED_TEXT } from './colors.ts';

/** The DOM id of a field's control, so validation can move the focus to it. */
export const fieldDomId = (id: string) => `assistant-field-${id}`;

export interface TemplateFieldControlProps {
  field: TemplateField;
  value: string | boolean | undefined;
  error?: string;
  onChange: (id: string, value: string | boolean) => void;
}

/** The label with the spec's marker: a red asterisk when required, '(optional)' otherwise. */
function FieldLabel({ field }: { field: TemplateField }) {
  if (fieldMarker(field) === 'required') {
    return (
      <>
        {field.label}{' '}
        <Text span c="red" aria-hidden="true">
          *
        </Text>
      </>
    );
  }
  return (
    <>
      {field.label}{' '}
      <Text span c={MUTED_TEXT} size="sm" fw={400}>
        {OPTIONAL_LABEL}
      </Text>
    </>
  );
}

const INPUT_TYPES = { text: 'text', number: 'number', date: 'date', time: 'time' } as const;

/** One form field in the control its type needs (text, textarea, number, date, time, checkbox, select). */
export function TemplateFieldControl({ field, value, error, onChange }: TemplateFieldControlProps) {
  const common = {
    id: fieldDomId(field.id),
    label: <FieldLabel field={field} />,
    error,
    'aria-required': field.required === true || undefined,
  };
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'checkbox':
      return (
        <Checkbox
          {...common}
          checked={value === true}
          onChange={(event) => onChange(field.id, event.currentTarget.checked)}
        />
      );
    case 'select':
      return (
        <NativeSelect
          {...common}
          data={field.options?.map((option) => ({ ...option })) ?? []}
          value={text}
          onChange={(event) => onChange(field.id, event.currentTarget.value)}
        />
      );
    case 'textarea':
      return (
        <Textarea
          {...common}
          autosize
          minRows={2}
          maxRows={8}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(field.id, event.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={INPUT_TYPES[field.type]}
          inputMode={field.type === 'number' ? 'decimal' : undefined}
          step={field.type === 'number' ? 'any' : undefined}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(field.id, event.currentTarget.value)}
        />
      );
  }
}
