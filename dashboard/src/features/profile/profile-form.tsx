import { Group, Stack, TextInput, Title } from '@mantine/core';
import type { User } from '@porchlight/client';
import { INVALID_PHONE_MESSAGE, normalizePhone } from '@porchlight/domain';
import { type FormEvent, useState } from 'react';
import { FormFooter } from '../../ui/form-footer.tsx';
import { saveUser } from './save-user.ts';

export interface ProfileFormProps {
  user: User;
  /** Called with the saved user record. */
  onSaved: (user: User) => void;
}

/** Invalid only when something is typed that is not a phone number (empty clears it). */
const phoneInvalid = (phone: string) => phone.trim() !== '' && normalizePhone(phone) === '';

/** The profile section: e-mail read-only; first name, last name and phone editable. */
export function ProfileForm({ user, onSaved }: ProfileFormProps) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [phone, setPhone] = useState(user.phone ?? '');
  const [nameError, setNameError] = useState<{ first?: string; last?: string }>({});
  const [saving, setSaving] = useState(false);
  const invalidPhone = phoneInvalid(phone);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = {
      first: firstName.trim() ? undefined : 'Please enter your first name.',
      last: lastName.trim() ? undefined : 'Please enter your last name.',
    };
    setNameError(errors);
    if (invalidPhone || errors.first || errors.last) return;
    setSaving(true);
    const saved = await saveUser(user.id, {
      firstName: firstName.trim(),
      lastName: lastName.trim(),
      phone: phone.trim() === '' ? null : normalizePhone(phone),
    });
    setSaving(false);
    if (saved) onSaved(saved);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="profile-title">
          Profile
        </Title>
        <TextInput label="E-mail" type="email" value={user.email} readOnly />
        <Group grow align="flex-start">
          <TextInput
            label="First name"
            autoComplete="given-name"
            value={firstName}
            error={nameError.first}
            onChange={(e) => setFirstName(e.currentTarget.value)}
          />
          <TextInput
            label="Last name"
            autoComplete="family-name"
            value={lastName}
            error={nameError.last}
            onChange={(e) => setLastName(e.currentTarget.value)}
          />
        </Group>
        <TextInput
          label="Phone"
          type="tel"
          autoComplete="tel"
          value={phone}
          error={invalidPhone ? INVALID_PHONE_MESSAGE : undefined}
          onChange={(e) => setPhone(e.currentTarget.value)}
        />
        <FormFooter loading={saving} disabled={invalidPhone} justify="flex-start" />
      </Stack>
    </form>
  );
}
