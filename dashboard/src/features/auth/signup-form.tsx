import { Alert, Anchor, Button, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { signup } from '@porchlight/client';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { emailError } from './email-check.ts';

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

/** Account creation (spec section 2, /signup): e-mail, names and Number of Doors. */
export function SignupForm() {
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [unitsManaged, setUnitsManaged] = useState<number | string>('');
  const [errors, setErrors] = useState<SignupErrors>({});
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const [done, setDone] = useState(false);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problems = validateSignup({ email, firstName, lastName, unitsManaged });
    setErrors(problems);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    setFailed(false);
    const result = await signup({
      body: {
        email: email.trim(),
        firstName: firstName.trim(),
        lastName: lastName.trim(),
        unitsManaged: Math.trunc(Number(unitsManaged)),
      },
    });
    setSending(false);
    if (result.status === 200) setDone(true);
    else setFailed(true);
  };

  if (done) {
    return (
      <Stack role="status" gap="xs">
        <Title order={2} size="h3">
          Confirm your e-mail
        </Title>
        <Text>
          We sent a confirmation link to <strong>{email.trim()}</strong>. Open it to confirm your
          e-mail and sign in.
        </Text>
      </Stack>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="signup-title">
      <Stack>
        <Title order={2} size="h3" id="signup-title">
          Sign up
        </Title>
        <TextInput
          label="E-mail address"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <TextInput
          label="First name"
          autoComplete="given-name"
          required
          value={firstName}
          error={errors.firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
        />
        <TextInput
          label="Last name"
          autoComplete="family-name"
          required
          value={lastName}
          error={errors.lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
        />
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
        {failed && (
          <Alert color="red" role="alert">
            {SIGNUP_ERROR}
          </Alert>
        )}
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
