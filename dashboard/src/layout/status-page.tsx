import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export interface StatusPageProps {
  /** The HTTP-like status shown large (404, 405, 400), if any. */
  status?: number;
  title: string;
  text: string;
}

/** A full-page message for routing errors and unknown paths. */
export function StatusPage({ status, title, text }: StatusPageProps) {
  return (
    <Container size={480} py={80} component="main" ta="center">
      {status !== undefined && (
        <Text fz={72} fw={800} c="blue.6" lh={1} aria-hidden="true">
          {status}
        </Text>
      )}
      <Title order={1} mt="md">
        {title}
      </Title>
      <Text mt="sm" c="dimmed">
        {text}
      </Text>
      <Anchor component={Link} to="/" mt="lg" display="inline-block">
        Go to the start page
      </Anchor>
    </Container>
  );
}
