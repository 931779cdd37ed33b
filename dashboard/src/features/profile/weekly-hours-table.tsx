import { Group, NativeSelect, Switch, Table, Text } from '@mantine/core';
import type { ViewingDays } from '@porchlight/client';
import { CLOSED_LABEL, timeOptions, WEEKDAYS, type Weekday } from '@porchlight/domain';
import { CLOSE_BEFORE_OPEN_MESSAGE, firstPeriod, withDay } from './viewing-days-form.ts';

const TIME_OPTIONS = timeOptions();
export const dayName = (day: Weekday) => day.charAt(0).toUpperCase() + day.slice(1);

export interface WeeklyHoursTableProps {
  days: ViewingDays;
  onChange: (days: ViewingDays) => void;
  /** The weekdays whose period closes before it opens (said on the row, or below when off). */
  errors: Weekday[];
}

/**
 * One row per weekday: a switch, and its opening and closing times. The account's
 * Appointment Calendar and a property's own viewing hours both edit a week with it.
 */
export function WeeklyHoursTable({ days, onChange, errors }: WeeklyHoursTableProps) {
  const edit = (day: Weekday, change: Parameters<typeof withDay>[2]) =>
    onChange(withDay(days, day, change));
  return (
    <>
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
                    onChange={(e) => edit(day, { enabled: e.currentTarget.checked })}
                  />
                </Table.Td>
                <Table.Td>
                  {enabled ? (
                    <Group gap="xs" align="flex-start">
                      <NativeSelect
                        aria-label={`${name} opens`}
                        data={TIME_OPTIONS}
                        value={openTime}
                        onChange={(e) => edit(day, { openTime: e.currentTarget.value })}
                      />
                      <Text pt={6} aria-hidden="true">
                        –
                      </Text>
                      <NativeSelect
                        aria-label={`${name} closes`}
                        data={TIME_OPTIONS}
                        value={closeTime}
                        error={errors.includes(day) ? CLOSE_BEFORE_OPEN_MESSAGE : undefined}
                        onChange={(e) => edit(day, { closeTime: e.currentTarget.value })}
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
    </>
  );
}
