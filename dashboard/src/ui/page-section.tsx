import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface PageSectionProps {
  title: string;
  children: ReactNode;
}

/** A titled part of a page: an h2 above its content. */
export function PageSection({ title, children }: PageSectionProps) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
