import {
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { User, ViewingDays } from '@porchlight/client';
import {
  CLOSED_LABEL,
  type ScheduleViewingMode,
  timeOptions,
  VIEWING_DURATIONS,
  type ViewingDuration,
  WEEKDAYS,
  type Weekday,
} from '@porchlight/domain';
import { useState } from 'react';
import { saveUser } from './save-user.ts';
import {
  CLOSE_BEFORE_OPEN_MESSAGE,
  firstPeriod,
  invalidDays,
  withDay,
} from './viewing-days-form.ts';

export interface AppointmentCalendarProps {
  user: User;
  onSaved: (user: User) => void;
}

const TIME_OPTIONS = timeOptions();
const DURATION_OPTIONS = VIEWING_DURATIONS.map((m) => ({
  value: String(m),
  label: `${m} minutes`,
}));
const MODES = [
  { value: 'CALENDAR', label: 'Calendar' },
  { value: 'TEXT', label: 'Text' },
];
const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);
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

  const editDay = (day: Weekday, change: Parameters<typeof withDay>[2]) => {
    setDays((current) => withDay(current, day, change));
    setErrors((current) => current.filter((d) => d !== day));
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
          <Table aria-label="Weekly availability" verticalSpacing="xs">
            <Table.Tbody>
              {WEEKDAYS.map((day) => {
                const { enabled } = days[day];
                const { openTime, closeTime } = firstPeriod(days, day);
                const name = dayName(day);
                return (
                  <Table.Tr key={day} data-day={day}>
                    <Table.Td w={160}>
                      <Switch
                        label={name}
                        checked={enabled}
                        onChange={(e) => editDay(day, { enabled: e.currentTarget.checked })}
                      />
                    </Table.Td>
                    <Table.Td>
                      {enabled ? (
                        <Group gap="xs" align="flex-start">
                          <NativeSelect
                            aria-label={`${name} opens`}
                            data={TIME_OPTIONS}
                            value={openTime}
                            onChange={(e) => editDay(day, { openTime: e.currentTarget.value })}
                          />
                          <Text pt={6} aria-hidden="true">
                            –
                          </Text>
                          <NativeSelect
                            aria-label={`${name} closes`}
                            data={TIME_OPTIONS}
                            value={closeTime}
                            error={errors.includes(day) ? CLOSE_BEFORE_OPEN_MESSAGE : undefined}
                            onChange={(e) => editDay(day, { closeTime: e.currentTarget.value })}
                          />
                        </Group>
                      ) : (
                        <Text c="dimmed">{CLOSED_LABEL}</Text>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {errors.some((day) => !days[day].enabled) && (
            <Text c="red" size="sm" role="alert">
              {`${errors.map(dayName).join(', ')}: ${CLOSE_BEFORE_OPEN_MESSAGE}`}
            </Text>
          )}
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
