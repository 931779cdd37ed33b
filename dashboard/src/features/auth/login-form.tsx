import { Button, Group, Stack, Title } from '@mantine/core';
import { login } from '@porchlight/client';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { FormAlert } from '../../ui/form-alert.tsx';
import { emailError } from './email-check.ts';
import { EmailField } from './email-field.tsx';
import { LinkSent } from './link-sent.tsx';

export const LOGIN_ERROR = 'Error logging in, please try again.';

export interface LoginFormProps {
  /** Shown above the form, e.g. the failed link exchange. */
  notice?: string | null;
}

/** E-mail field, Login and Sign Up (spec section 2, /login). */
export function LoginForm({ notice }: LoginFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = emailError(email);
    setError(problem);
    if (problem) return;
    setSending(true);
    setFailed(false);
    const result = await login({ body: { email: email.trim() } });
    setSending(false);
    if (result.status === 200) setSentTo(email.trim());
    else setFailed(true);
  };

  if (sentTo) {
    return (
      <LinkSent title="Login link sent">
        We sent a login link to <strong>{sentTo}</strong>. Open it from your inbox to sign in.
      </LinkSent>
    );
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-labelledby="login-title">
      <Stack>
        <Title order={2} size="h3" id="login-title">
          Log in
        </Title>
        <FormAlert message={notice} />
        <EmailField value={email} error={error} onChange={setEmail} />
        <FormAlert message={failed ? LOGIN_ERROR : null} />
        <Group grow>
          <Button type="submit" loading={sending}>
            Login
          </Button>
          <Button component={Link} to="/signup" variant="default">
            Sign Up
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
