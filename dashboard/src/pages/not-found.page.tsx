import { Anchor, Container, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** Any path the dashboard does not know. */
export function NotFoundPage() {
  return (
    <Container size={420} py={64} component="main" ta="center">
      <Title order={1}>Page not found</Title>
      <Text mt="sm">
        There is nothing at this address.{' '}
        <Anchor component={Link} to="/">
          Go to the start page
        </Anchor>
        .
      </Text>
    </Container>
  );
}
