import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { LoginForm } from '../features/auth/login-form.tsx';
import { CALLBACK_ERROR, useMagicLink } from '../features/auth/use-magic-link.ts';
import { EntryLayout } from '../layout/entry-layout.tsx';
import { useSession } from '../session/store.ts';

/**
 * /login: confirms and exchanges an e-mailed link, or asks for an address; a stored token
 * goes to /.
 */
export function LoginPage() {
  const link = useMagicLink();
  const token = useSession((state) => state.token);

  if (link.state === 'confirm' || link.state === 'exchanging') {
    return (
      <EntryLayout>
        <Stack align="center" gap="md">
          <Title order={1} size="h2">
            Sign in to Porchlight
          </Title>
          <Text ta="center">
            Continue as <strong>{link.email}</strong>?
          </Text>
          <Button
            size="md"
            onClick={link.confirm}
            loading={link.state === 'exchanging'}
            data-autofocus
          >
            Sign in as {link.email}
          </Button>
          {link.state === 'exchanging' && (
            <Text role="status" size="sm" c="dimmed">
              <Loader size="xs" aria-hidden="true" mr={6} />
              Signing you in…
            </Text>
          )}
        </Stack>
      </EntryLayout>
    );
  }
  if (token) return <Navigate to="/" replace />;
  return (
    <EntryLayout>
      <LoginForm notice={link.state === 'failed' ? CALLBACK_ERROR : null} />
    </EntryLayout>
  );
}
