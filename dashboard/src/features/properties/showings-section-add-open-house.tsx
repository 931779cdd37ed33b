import { Alert, NumberInput, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { createOpenHouse, type OpenHouse } from '@porchlight/client';
import { instantAt, zoneAbbreviation } from '@porchlight/domain';
import { type FormEvent, useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { DateField, TimeField } from '../../ui/date-field.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';

/** The longest open house the server takes (12 hours): a day's showing, not a week's. */
const MAX_HOURS = 12;

interface Fields {
  date: string;
  start: string;
  end: string;
  capacity: number | string;
}
type Errors = Partial<Record<keyof Fields, string>>;

/** The instant at the property of a 'YYYY-MM-DD' date and an 'HH:MM' time, or null. */
function instantOf(date: string, time: string, timeZone: string): Date | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return null;
  return instantAt(
    { year: +d[1]!, month: +d[2]!, day: +d[3]!, hour: +t[1]!, minute: +t[2]! },
    timeZone,
  );
}

/**
 * What the server would refuse, said before asking it: a missing date or time, an end
 * before the start, a start already past, over 12 hours, an overlap with another open
 * house, places outside 1–200.
 */
export function checkOpenHouse(
  fields: Fields,
  timeZone: string,
  existing: OpenHouse[],
  now = new Date(),
): { errors: Errors } | { errors: null; startsAt: Date; endsAt: Date; capacity: number } {
  const errors: Errors = {};
  if (!fields.date) errors.date = 'Choose a date.';
  if (!fields.start) errors.start = 'Choose a start time.';
  if (!fields.end) errors.end = 'Choose an end time.';
  const capacity = Number(fields.capacity);
  if (fields.capacity === '' || !Number.isInteger(capacity) || capacity < 1 || capacity > 200) {
    errors.capacity = 'Enter a whole number of places from 1 to 200.';
  }
  const startsAt = instantOf(fields.date, fields.start, timeZone);
  const endsAt = instantOf(fields.date, fields.end, timeZone);
  if (startsAt && endsAt) {
    if (endsAt <= startsAt) errors.end = 'Choose an end after the start.';
    else if (+endsAt - +startsAt > MAX_HOURS * 3_600_000) {
      errors.end = `An open house can last at most ${MAX_HOURS} hours.`;
    }
    if (startsAt <= now) errors.start = 'Choose a time that has not passed yet.';
    else if (
      !errors.end &&
      existing.some((o) => Date.parse(o.startsAt) < +endsAt && Date.parse(o.endsAt) > +startsAt)
    ) {
      errors.start = 'This overlaps another open house of this property.';
    }
  }
  if (Object.keys(errors).length > 0 || !startsAt || !endsAt) return { errors };
  return { errors: null, startsAt, endsAt, capacity };
}

export interface AddOpenHouseFormProps {
  propertyId: string;
  /** The zone the date and times are read in (the property's). */
  timeZone: string;
  /** False when the property has no zone of its own and the server's is used. */
  zoneIsProperty: boolean;
  /** The open houses ahead: an overlap is caught before the server is asked. */
  existing: OpenHouse[];
  onAdded: (openHouse: OpenHouse) => void;
}

const EMPTY: Fields = { date: '', start: '10:00', end: '12:00', capacity: 10 };

/** "Add an open house": a date, a start and an end at the property, and how many places. */
export function AddOpenHouseForm({
  propertyId,
  timeZone,
  zoneIsProperty,
  existing,
  onAdded,
}: AddOpenHouseFormProps) {
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [refused, setRefused] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const zone = zoneAbbreviation(new Date(), timeZone);
  const set = (name: keyof Fields) => (value: string | number) => {
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setRefused(null);
    const checked = checkOpenHouse(fields, timeZone, existing);
    if (checked.errors) {
      setErrors(checked.errors);
      return;
    }
    setSaving(true);
    const result = await createOpenHouse({
      params: { propertyId },
      body: {
        startsAt: checked.startsAt.toISOString(),
        endsAt: checked.endsAt.toISOString(),
        capacity: checked.capacity,
      },
    });
    setSaving(false);
    if (result.status === 201) {
      notifySuccess('Open house added');
      onAdded(result.body);
      setFields({ ...EMPTY, date: fields.date, capacity: fields.capacity });
    } else if (result.status === 400) {
      // The server's sentence is written to be shown (the contract's ApiError message).
      setRefused(result.body.error.message);
    } else if (result.status === 404) {
      setRefused('This property was deleted meanwhile.');
    } else showApiError(result);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="add-open-house-title">
      <Stack gap="sm">
        <Title order={4} size="h6" id="add-open-house-title">
          Add an open house
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
          <DateField label="Date" value={fields.date} error={errors.date} onChange={set('date')} />
          <NumberInput
            label="Places"
            description="How many prospects can book it (1–200)."
            min={1}
            max={200}
            allowDecimal={false}
            allowNegative={false}
            value={fields.capacity}
            error={errors.capacity}
            onChange={set('capacity')}
          />
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="sm">
          <TimeField
            label={`Starts (${zone})`}
            value={fields.start}
            error={errors.start}
            onChange={set('start')}
          />
          <TimeField
            label={`Ends (${zone})`}
            value={fields.end}
            error={errors.end}
            onChange={set('end')}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {zoneIsProperty
            ? `At the property, in ${timeZone.replace(/_/g, ' ')}.`
            : `This property has no time zone of its own yet, so these times are in ${timeZone.replace(/_/g, ' ')}. Set its zone under Leasing settings.`}
        </Text>
        {refused && (
          <Alert color="red" variant="light" role="alert" title="The open house was not added">
            {refused}
          </Alert>
        )}
        <FormFooter submitLabel="Add the open house" loading={saving} justify="flex-start" />
      </Stack>
    </form>
  );
}
