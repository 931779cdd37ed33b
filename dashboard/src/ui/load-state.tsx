import { Button, Group, Loader, Text } from '@mantine/core';

export interface LoadStateProps {
  /** What is loaded, as the sentences name it: 'Busy calendars'. */
  what: string;
  loading: boolean;
  onRetry: () => void;
}

/**
 * What a section shows before its data is in: a spinner named for it while loading, and when
 * the load failed, a plain sentence with Try again.
 */
export function LoadState({ what, loading, onRetry }: LoadStateProps) {
  if (loading) return <Loader size="sm" aria-label={`Loading ${what.toLowerCase()}`} />;
  return (
    <Group gap="sm">
      <Text size="sm">{what} could not be loaded.</Text>
      <Button variant="default" size="xs" onClick={onRetry}>
        Try again
      </Button>
    </Group>
  );
}
