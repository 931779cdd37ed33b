import { Group, Stack, Text } from '@mantine/core';
import { bookLeadViewing, type Viewing } from '@porchlight/client';
import { instantAt, wallClockAt, zoneAbbreviation } from '@porchlight/domain';
import { type FormEvent, useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { DateField, TimeField } from '../../ui/date-field.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' and 'HH:MM' of an instant at the property. */
function localFields(instant: Date, zone: string) {
  const local = wallClockAt(instant, zone);
  return {
    date: `${local.year}-${pad(local.month)}-${pad(local.day)}`,
    time: `${pad(local.hour)}:${pad(local.minute)}`,
  };
}

export interface BookViewingFormProps {
  leadId: string;
  /** The property's IANA zone: the date and time typed are read there. */
  timeZone: string;
  /** The booked time, when moving one. */
  current?: string;
  submitLabel: string;
  onBooked: (viewing: Viewing) => void;
  onCancel?: () => void;
}

/**
 * A date and a time at the property (not in the manager's own zone), booked for the lead:
 * a time agreed by text or phone, or a new time for a booked viewing.
 */
export function BookViewingForm({
  leadId,
  timeZone,
  current,
  submitLabel,
  onBooked,
  onCancel,
}: BookViewingFormProps) {
  const initial = current ? localFields(new Date(current), timeZone) : { date: '', time: '10:00' };
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [errors, setErrors] = useState<{ date?: string; time?: string }>({});
  const [saving, setSaving] = useState(false);
  const zoneName = zoneAbbreviation(new Date(), timeZone);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
    const t = /^(\d{2}):(\d{2})$/.exec(time);
    const found: { date?: string; time?: string } = {};
    if (!d) found.date = 'Choose a date.';
    if (!t) found.time = 'Choose a time.';
    const start =
      d && t
        ? instantAt(
            { year: +d[1]!, month: +d[2]!, day: +d[3]!, hour: +t[1]!, minute: +t[2]! },
            timeZone,
          )
        : null;
    if (start && start.getTime() <= Date.now()) found.date = 'Choose a time in the future.';
    setErrors(found);
    if (!start || Object.keys(found).length > 0) return;
    setSaving(true);
    const result = await bookLeadViewing({
      params: { id: leadId },
      body: { datetime: start.toISOString() },
    });
    setSaving(false);
    if (result.status === 200) {
      notifySuccess('Viewing booked; the prospect has the invitation');
      onBooked(result.body);
    } else showApiError(result);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Group grow align="flex-start" gap="xs">
          <DateField
            label="Date"
            value={date}
            error={errors.date}
            minDate={localFields(new Date(), timeZone).date}
            onChange={setDate}
          />
          <TimeField
            label={`Time (${zoneName})`}
            value={time}
            error={errors.time}
            onChange={setTime}
          />
        </Group>
        <Text size="xs" c="dimmed">
          At the property, in {timeZone.replace(/_/g, ' ')}. The prospect gets a calendar
          invitation.
        </Text>
        <FormFooter submitLabel={submitLabel} loading={saving} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
