import { Stack } from '@mantine/core';
import type { Unit } from '@porchlight/client';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../ui/form-footer.tsx';
import { saveUnit } from './save-unit.ts';
import { UnitFields } from './unit-fields.tsx';
import {
  toUpdateUnit,
  type UnitFormErrors,
  type UnitFormValues,
  unitToValues,
  validateUnit,
} from './unit-form-values.ts';

export interface UnitEditFormProps {
  unit: Unit;
  onSaved: (unit: Unit) => void;
  onCancel: () => void;
}

/** The unit page's edit mode; an invalid video link blocks saving. */
export function UnitEditForm({ unit, onSaved, onCancel }: UnitEditFormProps) {
  const [values, setValues] = useState<UnitFormValues>(() => unitToValues(unit));
  const [errors, setErrors] = useState<UnitFormErrors>({});
  const [saving, setSaving] = useState(false);

  const change = <K extends keyof UnitFormValues>(field: K, value: UnitFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateUnit(values);
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSaving(true);
    const saved = await saveUnit(unit.id, toUpdateUnit(values));
    setSaving(false);
    if (saved) onSaved(saved);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <UnitFields values={values} errors={errors} onChange={change} />
        <FormFooter onCancel={onCancel} loading={saving} />
      </Stack>
    </form>
  );
}
