import { Button, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  type CalendarSource,
  type CalendarSourceOwner,
  createCalendarSource,
} from '@porchlight/client';
import { type FormEvent, useState } from 'react';
import { showApiError } from '../../ui/api-error.ts';

export interface AddBusyCalendarFormProps {
  people: CalendarSourceOwner[];
  /** Told of the new calendar (read already: its error says whether the read worked). */
  onAdded: (source: CalendarSource) => void;
}

export const ADD_FAILED = 'Could not add the calendar. Please try again.';
export const WHERE_TO_FIND =
  'Google Calendar: Settings → the calendar → Integrate calendar → Secret address in iCal format. Outlook: Settings → Calendar → Shared calendars → Publish a calendar → ICS link. Apple (iCloud): the calendar’s share button → Public Calendar → copy the webcal:// link.';

/** What is wrong with the typed address, or null: checked before calling. */
export function addressProblem(raw: string): string | null {
  const value = raw.trim();
  if (!value) return 'Paste the secret address of the calendar.';
  if (value.length > 2000) return 'That address is too long.';
  if (!/^(https?|webcals?):\/\/\S+$/i.test(value)) {
    return 'The address must start with https://, http:// or webcal://.';
  }
  return null;
}

const nameProblem = (raw: string) =>
  raw.trim() ? (raw.trim().length > 80 ? 'At most 80 characters.' : null) : 'Give it a name.';

/** 'Add a busy calendar': a name, the secret address, and whose calendar it is. */
export function AddBusyCalendarForm({ people, onAdded }: AddBusyCalendarFormProps) {
  const [name, setName] = useState('');
  const [url, setUrl] = useState('');
  const [whose, setWhose] = useState('');
  const [errors, setErrors] = useState<{ name?: string | null; url?: string | null }>({});
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = { name: nameProblem(name), url: addressProblem(url) };
    setErrors(found);
    if (found.name || found.url) return;
    setSaving(true);
    const result = await createCalendarSource({
      body: { leasingAgentId: whose || null, name: name.trim(), url: url.trim() },
    });
    setSaving(false);
    if (result.status === 201) {
      setName('');
      setUrl('');
      onAdded(result.body);
      return;
    }
    // The server's sentence for a refused address or a full list; ours for the rest.
    if (result.status === 400 && 'error' in result.body) {
      const { field, message } = result.body.error as { field?: string; message: string };
      if (field === 'url' || field === 'name') setErrors({ [field]: message });
      else showApiError(result, message);
      return;
    }
    showApiError(result, ADD_FAILED);
  };

  return (
    <form
      noValidate
      aria-labelledby="add-busy-calendar-title"
      onSubmit={(event) => void submit(event)}
    >
      <Stack gap="sm">
        <Text fw={600} id="add-busy-calendar-title">
          Add a busy calendar
        </Text>
        <NativeSelect
          label="Whose calendar"
          value={whose}
          onChange={(event) => setWhose(event.currentTarget.value)}
          data={people.map((person) => ({
            value: person.leasingAgentId ?? '',
            label: person.leasingAgentId ? person.name : 'Yours',
          }))}
        />
        <TextInput
          label="Name"
          placeholder="Work calendar"
          value={name}
          maxLength={80}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label="Secret address (iCal)"
          placeholder="https://calendar.google.com/calendar/ical/…/basic.ics"
          description={WHERE_TO_FIND}
          value={url}
          error={errors.url}
          inputMode="url"
          autoComplete="off"
          onChange={(event) => setUrl(event.currentTarget.value)}
        />
        <Text size="xs" c="dimmed">
          Only when each event starts and ends is kept, never its title. Keep the address private:
          anyone with it can read the calendar.
        </Text>
        <div>
          <Button type="submit" loading={saving}>
            Add calendar
          </Button>
        </div>
      </Stack>
    </form>
  );
}
