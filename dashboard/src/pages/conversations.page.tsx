import { Loader, Stack, Title } from '@mantine/core';
import { Navigate } from 'react-router-dom';
import {
  AdminConversations,
  NOT_ADMIN_REDIRECT,
} from '../features/conversations/admin-conversations.tsx';
import { useSession } from '../session/store.ts';

/** /conversations: the admin's view of every tenant interest; anyone else is redirected. */
export function ConversationsPage() {
  const user = useSession((state) => state.user);
  // The shell fetches the signed-in user; until it arrives nobody is known to be admin.
  if (!user) return <Loader aria-label="Loading" />;
  if (!user.isAdmin) return <Navigate to={NOT_ADMIN_REDIRECT} replace />;
  return (
    <Stack gap="lg">
      <Title order={1}>Conversations</Title>
      <AdminConversations />
    </Stack>
  );
}
