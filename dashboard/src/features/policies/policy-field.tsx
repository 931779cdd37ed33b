import { Badge, Checkbox, Group, NativeSelect, NumberInput, Stack, Textarea } from '@mantine/core';
import { memo, type ReactNode } from 'react';
import {
  DEPOSIT_OPTIONS,
  type PolicyDefinition,
  RENTAL_DURATION_OPTIONS,
  RENTAL_LENGTH_OPTIONS,
  UTILITY_OPTIONS,
} from './policy-catalog.ts';
import { EMPTY_VALUE, type PolicyValue } from './policy-values.ts';

export interface PolicyFieldProps {
  definition: PolicyDefinition;
  value: PolicyValue | undefined;
  /** Called with the field's type and its new value (stable across renders, for memo). */
  onChange: (type: PolicyDefinition['type'], value: PolicyValue) => void;
  /** Differs from what was loaded. */
  changed: boolean;
  /** Inline validation message. */
  error?: string | null;
  /** Where an inherited value comes from, e.g. 'the property'; absent for an own value. */
  inheritedFrom?: string;
}

const NOT_SET = { value: '', label: 'Not set' };

/** Choices with a 'Not set' entry only while nothing is chosen (the API cannot unset a choice). */
const choices = (options: { value: string; label: string }[], current: string) =>
  current === '' ? [NOT_SET, ...options] : options;

/**
 * One policy with the control its type needs, marked when changed. Memoised: typing in one
 * of the 45 fields re-renders only that field.
 */
export const PolicyField = memo(function PolicyField({
  definition,
  value = EMPTY_VALUE,
  onChange: onTypeChange,
  changed,
  error,
  inheritedFrom,
}: PolicyFieldProps) {
  const { type, label: text, control } = definition;
  const onChange = (next: PolicyValue) => onTypeChange(type, next);
  const label: ReactNode = (
    <Group component="span" gap={6} display="inline-flex">
      {text}
      {changed && (
        <Badge component="span" size="xs" variant="light" color="orange">
          Changed
        </Badge>
      )}
    </Group>
  );
  const description = inheritedFrom ? `Inherited from ${inheritedFrom}` : undefined;
  const common = { label, description, error: error ?? undefined, id: `policy-${type}` };
  const current = value.textContent ?? '';

  switch (control) {
    case 'rentalLength':
      return (
        <NativeSelect
          {...common}
          data={choices(RENTAL_LENGTH_OPTIONS, current)}
          value={current}
          onChange={(e) => onChange({ textContent: e.currentTarget.value, numericValue: null })}
          data-changed={changed}
        />
      );
    case 'rentalDuration': {
      const months = value.numericValue === null ? '' : String(value.numericValue);
      return (
        <NativeSelect
          {...common}
          data={choices(RENTAL_DURATION_OPTIONS, months)}
          value={months}
          onChange={(e) =>
            onChange({ textContent: null, numericValue: Number(e.currentTarget.value) })
          }
          data-changed={changed}
        />
      );
    }
    case 'utilities':
      return (
        <Checkbox.Group
          {...common}
          value={current === '' ? [] : current.split(',')}
          onChange={(next) =>
            onChange({ textContent: utilitiesAfter(current, next), numericValue: null })
          }
          data-changed={changed}
        >
          <Group mt={6}>
            {UTILITY_OPTIONS.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.label} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case 'deposit':
      return (
        <Stack gap="xs" data-changed={changed}>
          <NativeSelect
            {...common}
            error={current === 'CUSTOM' ? undefined : common.error}
            data={choices(DEPOSIT_OPTIONS, current)}
            value={current}
            onChange={(e) =>
              onChange({ textContent: e.currentTarget.value, numericValue: value.numericValue })
            }
          />
          {current === 'CUSTOM' && (
            <NumberInput
              id={`policy-${type}-months`}
              label="Custom deposit (months)"
              min={0}
              step={0.1}
              decimalScale={2}
              allowNegative={false}
              error={common.error}
              value={value.numericValue ?? ''}
              onChange={(next) => onChange({ textContent: 'CUSTOM', numericValue: toNumber(next) })}
            />
          )}
        </Stack>
      );
    case 'noticeDays':
      return (
        <NumberInput
          {...common}
          min={0}
          allowNegative={false}
          suffix=" days"
          value={value.numericValue ?? ''}
          onChange={(next) => onChange({ textContent: null, numericValue: toNumber(next) })}
          data-changed={changed}
        />
      );
    default:
      return (
        <Textarea
          {...common}
          rows={3}
          resize="vertical"
          maxLength={20000}
          value={current}
          onChange={(e) => onChange({ textContent: e.currentTarget.value, numericValue: null })}
          data-changed={changed}
        />
      );
  }
});

/** NumberInput gives '' when empty. */
function toNumber(value: number | string): number | null {
  if (value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** 'None' excludes the others: ticking it clears them, ticking another clears it. */
function utilitiesAfter(current: string, next: string[]): string {
  const before = new Set(current.split(','));
  const added = next.find((code) => !before.has(code));
  if (added === 'NONE') return 'NONE';
  return next.filter((code) => code !== 'NONE').join(',');
}
