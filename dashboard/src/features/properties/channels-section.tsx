import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { type Property, sendPropertyTestText, updateProperty } from '@porchlight/client';
import { ASSISTANT_NAME, e164Phone, formatPhone } from '@porchlight/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { DetailField } from '../../ui/detail-field.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { unbroken } from '../conversations/channels.ts';
import { UPDATE_PROPERTY_ERROR } from './save-property.ts';

/** Inline error of a number that is not one texts can go to or from. */
export const BAD_NUMBER =
  'Enter the whole number with its country code, e.g. +1 555 123 4567 (a US number may leave out the +1).';

/** A number as the manager reads it: '+1 (555) 123-4567' for US ones, E.164 otherwise. */
const shown = (number: string) => unbroken(formatPhone(number));

export interface ChannelsSectionProps {
  property: Property;
  onSaved: (property: Property) => void;
}

/** The property's text-message number, shown, or edited and saved with the property. */
function SmsNumberField({ property, onSaved }: ChannelsSectionProps) {
  const current = property.smsNumber ?? null;
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const editButton = useRef<HTMLButtonElement>(null);
  // Focus follows the switch: into the field when it opens, back to the button after.
  const opened = useRef(false);
  useEffect(() => {
    if (editing) input.current?.focus();
    else if (opened.current) editButton.current?.focus();
    opened.current = editing;
  }, [editing]);

  const start = () => {
    setValue(current ?? '');
    setError(null);
    setEditing(true);
  };

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = value.trim();
    const smsNumber = typed === '' ? null : e164Phone(typed);
    if (typed !== '' && smsNumber === null) {
      setError(BAD_NUMBER);
      return;
    }
    setSaving(true);
    const result = await updateProperty({ params: { id: property.id }, body: { smsNumber } });
    setSaving(false);
    if (result.status === 200) {
      notifySuccess('Saved!');
      onSaved(result.body);
      setEditing(false);
    } else if (result.status === 409) {
      setError('Another of your properties already uses this number: each number texts for one.');
    } else if (result.status === 400) {
      setError(BAD_NUMBER);
    } else showApiError(result, UPDATE_PROPERTY_ERROR);
  };

  if (!editing) {
    return (
      <Group justify="space-between" align="flex-end" gap="sm">
        <DetailField label="Text-message number">
          <Text>{current ? shown(current) : 'None yet: this property does not take texts.'}</Text>
        </DetailField>
        <Button ref={editButton} variant="light" size="xs" onClick={start}>
          {current ? 'Change number' : 'Add a number'}
        </Button>
      </Group>
    );
  }
  return (
    <form onSubmit={save} noValidate>
      <Stack gap="xs">
        <TextInput
          label="Text-message number"
          description="The number your Twilio account has for this property. Leave it empty to stop texts."
          placeholder="+1 555 123 4567"
          type="tel"
          autoComplete="off"
          ref={input}
          maw={360}
          value={value}
          error={error}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            if (error) setError(null);
          }}
        />
        <FormFooter loading={saving} onCancel={() => setEditing(false)} />
      </Stack>
    </form>
  );
}

type TestOutcome = { ok: true; text: string } | { ok: false; title: string; text: string };

const NO_NUMBER: TestOutcome = {
  ok: false,
  title: 'No number yet',
  text: 'This property has no text-message number yet. Add one above, save it, and try again.',
};

/** What became of a test text, in plain words, for each answer the endpoint gives. */
function testOutcome(
  result: Awaited<ReturnType<typeof sendPropertyTestText>>,
  to: string,
  hasNumber: boolean,
): TestOutcome | null {
  switch (result.status) {
    case 200:
      return { ok: true, text: `Test message sent to ${shown(to)}. It should arrive in a minute.` };
    case 409:
      return hasNumber
        ? {
            ok: false,
            title: 'That phone opted out',
            text: `${shown(to)} texted STOP to this property's number, so nothing is sent to it. Texting START from that phone allows texts again.`,
          }
        : NO_NUMBER;
    case 503:
      return {
        ok: false,
        title: 'Texts are not set up on this server',
        text: 'Whoever runs your Porchlight server turns text messages on by setting TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN.',
      };
    case 502:
      // The server's sentence, with Twilio's reason in it.
      return { ok: false, title: 'Twilio refused the message', text: result.body.error.message };
    case 429:
      return {
        ok: false,
        title: 'Too many tests',
        text: 'Too many test messages were sent from this number just now. Try again later.',
      };
    default:
      return null;
  }
}

/** "Send a test message": a text from the property's number to the manager's own phone. */
function TestTextForm({ property }: { property: Property }) {
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<TestOutcome | null>(null);
  const hasNumber = Boolean(property.smsNumber);

  const send = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (!hasNumber) {
      setOutcome(NO_NUMBER);
      return;
    }
    const phone = e164Phone(to);
    if (!phone) {
      setError(BAD_NUMBER);
      return;
    }
    setSending(true);
    const result = await sendPropertyTestText({
      params: { propertyId: property.id },
      body: { to: phone },
    });
    setSending(false);
    if (result.status === 400) {
      setError(BAD_NUMBER);
      return;
    }
    const said = testOutcome(result, phone, hasNumber);
    if (said) setOutcome(said);
    else showApiError(result);
  };

  return (
    <form onSubmit={send} noValidate aria-labelledby="sms-test-title">
      <Stack gap="xs">
        <Text fw={600} id="sms-test-title">
          Send a test message
        </Text>
        <TextInput
          label="Your mobile number"
          description="A text from this property's number comes to it."
          placeholder="+1 555 123 4567"
          type="tel"
          autoComplete="tel"
          value={to}
          error={error}
          onChange={(event) => {
            setTo(event.currentTarget.value);
            if (error) setError(null);
          }}
          maw={360}
        />
        <Group>
          <Button type="submit" variant="default" loading={sending}>
            Send a test message
          </Button>
        </Group>
        <div role="status" aria-live="polite">
          {outcome?.ok && (
            <Alert color="teal" variant="light">
              {outcome.text}
            </Alert>
          )}
        </div>
        {outcome && !outcome.ok && (
          <Alert color="red" variant="light" title={outcome.title} role="alert">
            {outcome.text}
          </Alert>
        )}
      </Stack>
    </form>
  );
}

/**
 * Messages by text and e-mail for one property: its text-message number (E.164, checked
 * before it is sent) with a test text, and a word on how e-mail replies come back.
 */
export function ChannelsSection({ property, onSaved }: ChannelsSectionProps) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="channels-title">
      <Title order={2} size="h4" id="channels-title" mb="md">
        Text messages and e-mail
      </Title>
      <Stack gap="lg">
        <Stack gap="sm" component="section" aria-labelledby="sms-title">
          <Title order={3} size="h5" id="sms-title">
            Text messages
          </Title>
          <Text size="sm">
            Prospects can text this property's number, or choose "Text me instead" in the chat;{' '}
            {ASSISTANT_NAME} answers them by text, and your replies go out from the same number.
          </Text>
          <SmsNumberField property={property} onSaved={onSaved} />
          <TestTextForm key={property.smsNumber ?? ''} property={property} />
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="email-title">
          <Title order={3} size="h5" id="email-title">
            E-mail
          </Title>
          <Text size="sm">
            When {ASSISTANT_NAME} answers a prospect by e-mail, their replies come back into the
            lead's conversation automatically, and she answers them there. The addresses your
            listing sites forward leads to are on the{' '}
            <Anchor component={Link} to="/connections">
              Connections
            </Anchor>{' '}
            page.
          </Text>
        </Stack>
      </Stack>
    </Paper>
  );
}
