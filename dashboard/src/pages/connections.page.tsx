import { Loader, Stack, Text, Title } from '@mantine/core';
import { ConnectionCards } from '../features/connections/connection-cards.tsx';
import { useSignedInUser } from '../features/profile/use-signed-in-user.ts';

/** /connections: the listing sources that forward leads to Porchlight. */
export function ConnectionsPage() {
  const { user } = useSignedInUser();
  if (!user) return <Loader aria-label="Loading connections" />;
  return (
    <Stack gap="xl" maw={1000}>
      <Title order={1}>Connections</Title>
      <Text c="dimmed">
        Forward the leads your listings receive to these addresses, and Athena answers them.
      </Text>
      <ConnectionCards user={user} />
    </Stack>
  );
}
