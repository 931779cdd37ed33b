import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';

export interface EntryLayoutProps {
  children: ReactNode;
}

/**
 * The frame of the account-entry pages (/login, /signup), with the spec's footer ('All
 * rights reserved' with the years) as on every signed-in page, phone or desktop.
 */
export function EntryLayout({ children }: EntryLayoutProps) {
  return (
    <Container size={440} py={64} component="main">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1}>Porchlight</Title>
          <Text c="dimmed">An AI leasing assistant for landlords and property managers.</Text>
        </Stack>
        <Paper withBorder shadow="sm" p="lg">
          {children}
        </Paper>
        <Footer />
      </Stack>
    </Container>
  );
}
