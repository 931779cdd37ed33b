import { Loader, Stack, Text } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import { LoginForm } from '../features/auth/login-form.tsx';
import { CALLBACK_ERROR, useMagicLink } from '../features/auth/use-magic-link.ts';
import { useSession } from '../session/store.ts';
import { EntryLayout } from '../shell/entry-layout.tsx';

/** /login: exchanges an e-mailed link, or asks for an address; a stored token goes to /. */
export function LoginPage() {
  const link = useMagicLink();
  const token = useSession((state) => state.token);

  if (link === 'exchanging') {
    return (
      <EntryLayout>
        <Stack align="center" role="status">
          <Loader aria-hidden="true" />
          <Text>Signing you in…</Text>
        </Stack>
      </EntryLayout>
    );
  }
  if (token) return <Navigate to="/" replace />;
  return (
    <EntryLayout>
      <LoginForm notice={link === 'failed' ? CALLBACK_ERROR : null} />
    </EntryLayout>
  );
}
