import { Anchor, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/**
 * Viewing hours, reachable from the property: they are the account's (Profile → Appointment
 * Calendar) and apply to every property, so this says so and links there.
 */
export function ViewingHoursNote() {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="viewing-hours-title">
      <Title order={2} size="h4" id="viewing-hours-title" mb="xs">
        Viewing hours
      </Title>
      <Text size="sm">
        Prospects book viewings in your account's viewing hours, which apply to every property.{' '}
        <Anchor component={Link} to="/profile">
          Set viewing hours in Profile
        </Anchor>
      </Text>
    </Paper>
  );
}
