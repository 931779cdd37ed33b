import { Center, Loader, Stack, Text } from '@mantine/core';

/**
 * What a first visit shows while its page's code arrives, instead of a blank screen: the
 * router renders it until the lazy routes of the address have loaded.
 */
export function PageLoading() {
  return (
    <Center h="60vh" role="status" aria-live="polite">
      <Stack align="center" gap="xs">
        <Loader aria-hidden="true" />
        <Text c="gray.7">Loading Porchlight…</Text>
      </Stack>
    </Center>
  );
}
