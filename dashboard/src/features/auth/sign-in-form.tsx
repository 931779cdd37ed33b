import { Alert, Button, Stack, TextInput, Title } from '@mantine/core';
import { isValidEmail } from '@porchlight/domain';
import { type FormEvent, useState } from 'react';

export interface SignInFormProps {
  /** Called with the trimmed address once it is valid. */
  onSubmit?: (email: string) => void;
}

/**
 * Asks for the manager's e-mail address. Sign-in links are not sent yet: until the
 * sign-in flow lands, a valid address gets an honest notice instead.
 */
export function SignInForm({ onSubmit }: SignInFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setError('Please enter a valid e-mail address.');
      return;
    }
    setError(null);
    setSubmitted(true);
    onSubmit?.(email.trim());
  };

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="sign-in-title">
      <Stack>
        <Title order={2} size="h3" id="sign-in-title">
          Sign in
        </Title>
        <TextInput
          label="E-mail address"
          type="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Button type="submit">Email me a sign-in link</Button>
        {submitted && (
          <Alert role="status" title="Sign-in is not available yet">
            This preview does not send sign-in links. They arrive with the dashboard.
          </Alert>
        )}
      </Stack>
    </form>
  );
}
