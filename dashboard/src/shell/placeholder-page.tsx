import { Paper, Stack, Text, Title } from '@mantine/core';

export interface PlaceholderPageProps {
  title: string;
  /** One sentence on what the page will hold. */
  text: string;
}

/** A page of the second dashboard part that is not built yet: says so plainly. */
export function PlaceholderPage({ title, text }: PlaceholderPageProps) {
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Paper withBorder p="xl" radius="md" style={{ borderStyle: 'dashed' }}>
        <Text>{text}</Text>
        <Text c="dimmed" size="sm" mt="xs">
          This page is coming soon.
        </Text>
      </Paper>
    </Stack>
  );
}
