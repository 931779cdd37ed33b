import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { Property, ViewingDays } from '@porchlight/client';
import { defaultViewingDays, type Weekday } from '@porchlight/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignedInUser } from '../profile/use-signed-in-user.ts';
import { invalidDays } from '../profile/viewing-days-form.ts';
import { WeeklyHoursTable } from '../profile/weekly-hours-table.tsx';
import { saveProperty } from './save-property.ts';

export interface PropertyViewingHoursProps {
  property: Property;
  onSaved: (property: Property) => void;
}

/**
 * The property's viewing hours: the account's (Profile → Appointment Calendar) until the
 * manager gives it its own week, which then is what prospects book in for this property
 * only; 'Use my account's hours' goes back. Appointment length and mode stay the account's.
 */
export function PropertyViewingHours({ property, onSaved }: PropertyViewingHoursProps) {
  const { user } = useSignedInUser();
  const [own, setOwn] = useState<ViewingDays | null>(property.viewingDays ?? null);
  const [days, setDays] = useState<ViewingDays | null>(own);
  const [errors, setErrors] = useState<Weekday[]>([]);
  const [saving, setSaving] = useState(false);

  const save = async (next: ViewingDays | null) => {
    if (next) {
      const invalid = invalidDays(next);
      setErrors(invalid);
      if (invalid.length > 0) return;
    }
    setSaving(true);
    const saved = await saveProperty(property.id, { viewingDays: next });
    setSaving(false);
    if (saved) {
      setOwn(saved.viewingDays ?? null);
      setDays(saved.viewingDays ?? null);
      onSaved(saved);
    }
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="viewing-hours-title">
      <Title order={2} size="h4" id="viewing-hours-title" mb="xs">
        Viewing hours
      </Title>
      {days === null ? (
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            This property uses your account's viewing hours, at its own time zone.{' '}
            <Anchor component={Link} to="/profile">
              See or change them in Profile
            </Anchor>
          </Text>
          <Button
            variant="default"
            onClick={() => setDays(user?.viewingDays ?? defaultViewingDays())}
          >
            Set hours for this property
          </Button>
        </Stack>
      ) : (
        <Stack gap="sm">
          <Text size="sm">
            {own
              ? 'This property has its own viewing hours; your other properties keep your account’s.'
              : 'Starting from your account’s hours: change the days that differ, then save.'}
          </Text>
          <WeeklyHoursTable
            days={days}
            errors={errors}
            onChange={(next) => {
              setErrors((current) => current.filter((day) => next[day] === days[day]));
              setDays(next);
            }}
          />
          <Group>
            <Button onClick={() => save(days)} loading={saving}>
              Save
            </Button>
            <Button
              variant="subtle"
              disabled={saving}
              onClick={() => (own ? save(null) : setDays(null))}
            >
              {own ? 'Use my account’s hours' : 'Cancel'}
            </Button>
          </Group>
        </Stack>
      )}
    </Paper>
  );
}
