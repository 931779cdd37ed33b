import { Anchor, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { SignInForm } from '../features/auth/sign-in-form.tsx';

/** The landing page: what Porchlight is, and where managers sign in. */
export function SignInPage() {
  return (
    <Container size={420} py={64} component="main">
      <Stack gap="lg">
        <Stack gap={4} ta="center">
          <Title order={1}>Porchlight</Title>
          <Text c="dimmed">An AI leasing assistant for landlords and property managers.</Text>
        </Stack>
        <Paper withBorder shadow="sm" p="lg">
          <SignInForm />
        </Paper>
        <Group justify="center" gap="lg">
          <Anchor href="/demo">See the demo</Anchor>
          <Anchor href="/chat">Open the chat</Anchor>
        </Group>
      </Stack>
    </Container>
  );
}
