import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface LinkSentProps {
  title: string;
  /** Where the link went and what to do with it. */
  children: ReactNode;
}

/** What replaces the login or signup form once the e-mailed link is on its way. */
export function LinkSent({ title, children }: LinkSentProps) {
  return (
    <Stack role="status" gap="xs">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Text>{children}</Text>
    </Stack>
  );
}
