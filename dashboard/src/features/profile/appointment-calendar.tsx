import { Button, Group, NativeSelect, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import type { User, ViewingDays } from '@porchlight/client';
import {
  type ScheduleViewingMode,
  VIEWING_DURATIONS,
  type ViewingDuration,
  type Weekday,
} from '@porchlight/domain';
import { useState } from 'react';
import { saveUser } from './save-user.ts';
import { invalidDays } from './viewing-days-form.ts';
import { WeeklyHoursTable } from './weekly-hours-table.tsx';

export interface AppointmentCalendarProps {
  user: User;
  onSaved: (user: User) => void;
}

const DURATION_OPTIONS = VIEWING_DURATIONS.map((m) => ({
  value: String(m),
  label: `${m} minutes`,
}));
const MODES = [
  { value: 'CALENDAR', label: 'Calendar' },
  { value: 'TEXT', label: 'Text' },
];
const VIEWINGS_ERROR = 'Error updating viewing availability. Please try again.';

/**
 * 'Appointment Calendar': calendar or text mode (saved at once), and in calendar mode the
 * appointment length and one row per weekday with its open and close times.
 */
export function AppointmentCalendar({ user, onSaved }: AppointmentCalendarProps) {
  const [mode, setMode] = useState<ScheduleViewingMode>(user.scheduleViewing);
  const [duration, setDuration] = useState<ViewingDuration>(user.viewingDuration);
  const [days, setDays] = useState<ViewingDays>(user.viewingDays);
  const [errors, setErrors] = useState<Weekday[]>([]);
  const [saving, setSaving] = useState(false);

  // The spec: the toggle flips locally even when saving it fails.
  const changeMode = async (next: ScheduleViewingMode) => {
    setMode(next);
    const saved = await saveUser(
      user.id,
      { scheduleViewing: next },
      { success: null, failure: VIEWINGS_ERROR },
    );
    if (saved) onSaved(saved);
  };

  const save = async () => {
    const invalid = invalidDays(days);
    setErrors(invalid);
    if (invalid.length > 0) return;
    setSaving(true);
    const saved = await saveUser(
      user.id,
      { viewingDuration: duration, viewingDays: days },
      { failure: VIEWINGS_ERROR },
    );
    setSaving(false);
    if (saved) onSaved(saved);
  };

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        Appointment Calendar
      </Title>
      <SegmentedControl
        aria-label="Appointment mode"
        data={MODES}
        value={mode}
        onChange={(next) => void changeMode(next as ScheduleViewingMode)}
        w="fit-content"
      />
      {mode === 'TEXT' ? (
        <Text c="dimmed" size="sm">
          Prospects arrange viewings by message instead of choosing a time.
        </Text>
      ) : (
        <>
          <NativeSelect
            label="Appointment length"
            data={DURATION_OPTIONS}
            value={String(duration)}
            onChange={(e) => setDuration(Number(e.currentTarget.value) as ViewingDuration)}
            w={200}
          />
          <WeeklyHoursTable
            days={days}
            errors={errors}
            onChange={(next) => {
              setErrors((current) => current.filter((d) => next[d] === days[d]));
              setDays(next);
            }}
          />
          <Group>
            <Button onClick={save} loading={saving}>
              Save
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}
