import { Anchor, Button, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { signup } from '@porchlight/client';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../ui/form-alert.tsx';
import { emailError } from './email-check.ts';
import { EmailField } from './email-field.tsx';
import { LinkSent } from './link-sent.tsx';

export const SIGNUP_ERROR = 'Error signing up, please try again.';

interface SignupErrors {
  email?: string | null;
  firstName?: string;
  lastName?: string;
  unitsManaged?: string;
}

/** Checks the signup fields; an empty object means the form may be sent. */
export function validateSignup(values: {
  email: string;
  firstName: string;
  lastName: string;
  unitsManaged: number | string;
}): SignupErrors {
  const errors: SignupErrors = {};
  const email = emailError(values.email);
  if (email) errors.email = email;
  if (values.firstName.trim() === '') errors.firstName = 'Please enter your first name.';
  if (values.lastName.trim() === '') errors.lastName = 'Please enter your last name.';
  if (typeof values.unitsManaged !== 'number' || !Number.isFinite(values.unitsManaged)) {
    errors.unitsManaged = 'Please enter your number of doors.';
  } else if (values.unitsManaged < 0) {
    errors.unitsManaged = 'The number of doors cannot be negative.';
  }
  return errors;
}

const NAME_FIELDS = [
  { field: 'firstName', label: 'First name', autoComplete: 'given-name' },
  { field: 'lastName', label: 'Last name', autoComplete: 'family-name' },
] as const;

/** Account creation (spec section 2, /signup): e-mail, names and Number of Doors. */
export function SignupForm() {
  const [email, setEmail] = useState('');
  const [names, setNames] = useState({ firstName: '', lastName: '' });
  const [unitsManaged, setUnitsManaged] = useState<number | string>('');
  const [errors, setErrors] = useState<SignupErrors>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateSignup({ email, ...names, unitsManaged });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    setFailed(false);
    const result = await signup({
      body: {
        email: email.trim(),
        firstName: names.firstName.trim(),
        lastName: names.lastName.trim(),
        unitsManaged: Math.trunc(Number(unitsManaged)),
      },
    });
    setSending(false);
    if (result.status === 200) setDone(true);
    else setFailed(true);
  };

  if (done) {
    return (
      <LinkSent title="Confirm your e-mail">
        We sent a confirmation link to <strong>{email.trim()}</strong>. Open it to confirm your
        e-mail and sign in.
      </LinkSent>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="signup-title">
      <Stack>
        <Title order={2} size="h3" id="signup-title">
          Sign up
        </Title>
        <EmailField value={email} error={errors.email} onChange={setEmail} />
        {NAME_FIELDS.map(({ field, label, autoComplete }) => (
          <TextInput
            key={field}
            label={label}
            autoComplete={autoComplete}
            required
            value={names[field]}
            error={errors[field]}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setNames((current) => ({ ...current, [field]: value }));
            }}
          />
        ))}
        <NumberInput
          label="Number of Doors"
          required
          min={0}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          value={unitsManaged}
          error={errors.unitsManaged}
          onChange={setUnitsManaged}
        />
        <FormAlert message={failed ? SIGNUP_ERROR : null} />
        <Button type="submit" loading={sending}>
          Sign Up
        </Button>
        <Text size="sm" ta="center">
          Already have an account?{' '}
          <Anchor component={Link} to="/login">
            Log in
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
