import { NativeSelect, NumberInput, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { AVAILABILITIES, UNIT_TYPES } from '@porchlight/domain';
import { codeOptions } from '../../ui/labels.ts';
import {
  UNIT_NUMBER_RULES,
  type UnitFormErrors,
  type UnitFormValues,
  type UnitNumberField,
} from './unit-form-values.ts';

export interface UnitFieldsProps {
  values: UnitFormValues;
  errors: UnitFormErrors;
  onChange: <K extends keyof UnitFormValues>(field: K, value: UnitFormValues[K]) => void;
  disabled?: boolean;
  /** The unit number is required by hand (not when a listing URL is given). */
  requireNumber?: boolean;
}

const NUMBER_FIELDS = Object.keys(UNIT_NUMBER_RULES) as UnitNumberField[];
/** The fields chosen from a list of codes. */
type CodeField = 'type' | 'availability';

/** The unit's fields, shared by 'Add New Unit' and the unit page's edit mode. */
export function UnitFields({ values, errors, onChange, disabled, requireNumber }: UnitFieldsProps) {
  const codeSelect = (field: CodeField, label: string, codes: readonly string[]) => (
    <NativeSelect
      label={label}
      data={codeOptions(codes)}
      value={values[field]}
      disabled={disabled}
      onChange={(event) => onChange(field, event.currentTarget.value as UnitFormValues[CodeField])}
    />
  );
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Unit number"
          required={requireNumber}
          value={values.unitNumber}
          error={errors.unitNumber}
          disabled={disabled}
          onChange={(event) => onChange('unitNumber', event.currentTarget.value)}
        />
        {codeSelect('type', 'Type', UNIT_TYPES)}
        {NUMBER_FIELDS.map((field) => {
          const rule = UNIT_NUMBER_RULES[field];
          return (
            <NumberInput
              key={field}
              label={rule.label}
              min={rule.min}
              step={rule.step}
              decimalScale={rule.decimals}
              allowDecimal={rule.decimals > 0}
              allowNegative={false}
              value={values[field]}
              error={errors[field]}
              disabled={disabled}
              onChange={(value) => onChange(field, value)}
            />
          );
        })}
        <TextInput
          label="Currency"
          maxLength={3}
          value={values.currency}
          error={errors.currency}
          disabled={disabled}
          onChange={(event) => onChange('currency', event.currentTarget.value.toUpperCase())}
        />
        {codeSelect('availability', 'Availability', AVAILABILITIES)}
        <TextInput
          label="Custom ID"
          description="Sent with this unit in webhooks."
          value={values.customId}
          disabled={disabled}
          onChange={(event) => onChange('customId', event.currentTarget.value)}
        />
        <TextInput
          label="Video link"
          description="A YouTube link, shown to prospects."
          type="url"
          value={values.videoLink}
          error={errors.videoLink}
          disabled={disabled}
          onChange={(event) => onChange('videoLink', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label="Description"
        autosize
        minRows={3}
        value={values.description}
        disabled={disabled}
        onChange={(event) => onChange('description', event.currentTarget.value)}
      />
    </Stack>
  );
}
