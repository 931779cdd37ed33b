import { Checkbox, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type User, updateUser } from '@porchlight/client';
import type { FoundUs } from '@porchlight/domain';
import { type FormEvent, useState } from 'react';
import { useSession } from '../../session/store.ts';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { FormAlert } from '../../ui/form-alert.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { FOUND_US_OPTIONS, JOB_TITLE_OPTIONS, SOFTWARE_OPTIONS } from './business-labels.ts';
import {
  type BusinessDraft,
  businessBody,
  businessDraft,
  businessErrors,
  type CountField,
  countInput,
} from './business-profile-values.ts';

export interface BusinessProfileFormProps {
  user: User;
  /** Called with the saved user record. */
  onSaved?: (user: User) => void;
}

const COUNT_LABELS: Record<CountField, string> = {
  propertiesManaged: 'Number of properties managed',
  unitsManaged: 'Number of doors',
  yearsInBusiness: 'Years in business',
  employeesPM: 'Number of property managers or assistants employed',
  employeesVA: 'Number of virtual or remote assistants employed',
};

const LOCATION_FIELDS = [
  { field: 'locationCity', label: 'City', autoComplete: 'address-level2' },
  { field: 'locationState', label: 'State', autoComplete: 'address-level1' },
  { field: 'locationCountry', label: 'Country', autoComplete: 'country-name' },
] as const;

export const USER_ID_MISSING = 'User ID not found. Please try logging in again.';

/** The business profile (onboarding) form of /profile, /profile/business and the welcome dialog. */
export function BusinessProfileForm({ user, onSaved }: BusinessProfileFormProps) {
  const userId = useSession((state) => state.userId);
  const [draft, setDraft] = useState<BusinessDraft>(() => businessDraft(user));
  const [errors, setErrors] = useState<Partial<Record<CountField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = <K extends keyof BusinessDraft>(key: K, value: BusinessDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const countField = (field: CountField) => (
    <TextInput
      key={field}
      label={COUNT_LABELS[field]}
      inputMode="numeric"
      value={draft.counts[field]}
      error={errors[field]}
      onChange={(e) => {
        const value = countInput(e.currentTarget.value);
        setDraft((current) => ({ ...current, counts: { ...current.counts, [field]: value } }));
      }}
    />
  );

  const checkboxes = (
    field: 'jobTitle' | 'currentSoftware',
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <Checkbox.Group label={label} value={draft[field]} onChange={(value) => set(field, value)}>
      <Group mt={6}>
        {options.map((o) => (
          <Checkbox key={o.value} value={o.value} label={o.label} />
        ))}
      </Group>
    </Checkbox.Group>
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!userId) {
      setAlert(USER_ID_MISSING);
      return;
    }
    const found = businessErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await updateUser({ params: { id: userId }, body: businessBody(draft) });
    setSaving(false);
    if (result.status === 200) {
      notifySuccess('Saved!');
      onSaved?.(result.body);
    } else {
      showApiError(result, 'Error submitting form. Please try again.');
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Business information">
      <Stack gap="sm">
        <FormAlert message={alert} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {countField('propertiesManaged')}
          {countField('unitsManaged')}
        </SimpleGrid>
        {checkboxes('jobTitle', 'Job title', JOB_TITLE_OPTIONS)}
        {countField('yearsInBusiness')}
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          {LOCATION_FIELDS.map(({ field, label, autoComplete }) => (
            <TextInput
              key={field}
              label={label}
              autoComplete={autoComplete}
              value={draft[field]}
              maxLength={100}
              onChange={(e) => set(field, e.currentTarget.value)}
            />
          ))}
        </SimpleGrid>
        <NativeSelect
          label="How did you find us?"
          data={[{ value: '', label: 'Choose one' }, ...FOUND_US_OPTIONS]}
          value={draft.foundUs}
          onChange={(e) => set('foundUs', e.currentTarget.value as FoundUs | '')}
        />
        {draft.foundUs === 'OTHER' && (
          <TextInput
            label="Where did you find us?"
            value={draft.otherFoundUs}
            maxLength={200}
            onChange={(e) => set('otherFoundUs', e.currentTarget.value)}
          />
        )}
        {checkboxes('currentSoftware', 'Current software', SOFTWARE_OPTIONS)}
        {countField('employeesPM')}
        {countField('employeesVA')}
        <FormFooter loading={saving} justify="flex-start" />
      </Stack>
    </form>
  );
}
