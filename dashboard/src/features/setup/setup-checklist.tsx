import {
  Anchor,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Setup, SetupStepKey } from '@porchlight/client';
import { IconCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { recordSetup } from './setup-api.ts';

/** Each step: what it asks and why, in the order the checklist lists them. */
export const STEP_TEXT: Record<SetupStepKey, { title: string; hint: string }> = {
  PROPERTY: { title: 'Add your property', hint: 'Its address is all Athena needs to start.' },
  UNITS: { title: 'Add its units', hint: 'Each unit gets its own chat link.' },
  VIEWING_HOURS: {
    title: 'Set your viewing hours',
    hint: 'Prospects book viewings only in these hours (Profile → Appointment Calendar).',
  },
  POLICIES: {
    title: 'Write your policies',
    hint: 'Pets, deposits, parking: Athena answers from them (the Property Profile).',
  },
  WEBSITE: {
    title: 'Add the chat to your website',
    hint: 'Copy the snippet or the chat link for your listing page.',
  },
  TEST_CHAT: {
    title: 'Try a test chat',
    hint: 'Ask Athena something, as a prospect would.',
  },
  GO_LIVE: {
    title: 'Go live',
    hint: 'Subscribe for your units so Athena answers every prospect.',
  },
};

export interface SetupChecklistProps {
  setup: Setup;
  /** Opens the 'Add New Property' dialog (the first step's action). */
  onAddProperty: () => void;
  /** Called with the new state after a dismissal or a recorded step. */
  onChange: (setup: Setup) => void;
}

/** Where a step is done: a link (or the property dialog); null while it needs a property first. */
function StepAction({
  step,
  setup,
  onAddProperty,
  onChange,
}: {
  step: SetupStepKey;
  setup: Setup;
  onAddProperty: () => void;
  onChange: (setup: Setup) => void;
}): ReactNode {
  // Named with the step, so a list of links read alone still says what each is for.
  const named = (text: string) => `${STEP_TEXT[step].title}: ${text}`;
  if (step === 'PROPERTY') {
    return (
      <Anchor
        component="button"
        type="button"
        size="sm"
        onClick={onAddProperty}
        aria-label={named('Add a property')}
      >
        Add a property
      </Anchor>
    );
  }
  if (step === 'VIEWING_HOURS' || step === 'GO_LIVE') {
    const [to, text] =
      step === 'GO_LIVE' ? ['/settings', 'Open Billing'] : ['/profile', 'Open Profile'];
    return (
      <Anchor component={Link} to={to} size="sm" aria-label={named(text)}>
        {text}
      </Anchor>
    );
  }
  const id = setup.firstPropertyId;
  if (!id) {
    return (
      <Text size="sm" c="dimmed">
        After your property
      </Text>
    );
  }
  if (step === 'TEST_CHAT') {
    return (
      <Anchor
        href={`/chat?propertyId=${id}`}
        target="_blank"
        rel="noopener"
        size="sm"
        aria-label={named('Open the chat (opens in a new tab)')}
      >
        Open the chat
      </Anchor>
    );
  }
  if (step === 'WEBSITE') {
    return (
      <Anchor
        component={Link}
        to={`/properties/${id}#embed-title`}
        size="sm"
        aria-label={named('Get the snippet')}
        // Opening the snippet is seeing it: the step is done on the account.
        onClick={() => void recordSetup({ websiteSnippetSeen: true }).then((s) => s && onChange(s))}
      >
        Get the snippet
      </Anchor>
    );
  }
  const [hash, text] =
    step === 'UNITS'
      ? ['#units-title', 'Add units']
      : ['#property-profile', 'Open the Property Profile'];
  return (
    <Anchor component={Link} to={`/properties/${id}${hash}`} size="sm" aria-label={named(text)}>
      {text}
    </Anchor>
  );
}

/**
 * The set-up checklist on the properties page: seven steps, each checked when its data
 * exists on the server, with where it is done, the progress so far, and a dismissal kept on
 * the account. Each step's state is said in words for screen readers ('Done' or 'To do').
 */
export function SetupChecklist({ setup, onAddProperty, onChange }: SetupChecklistProps) {
  const done = setup.steps.filter((step) => step.done).length;
  const total = setup.steps.length;
  const dismiss = async () => {
    const next = await recordSetup({ dismissed: true });
    if (next) onChange(next);
  };
  return (
    <Paper
      withBorder
      p={{ base: 'md', sm: 'lg' }}
      radius="md"
      component="section"
      aria-labelledby="setup-title"
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Title order={2} size="h4" id="setup-title">
            Set up Porchlight
          </Title>
          <Text size="sm" c="dimmed" id="setup-progress">
            {done === total
              ? `All ${total} done: Athena is ready for your prospects.`
              : `${done} of ${total} done`}
          </Text>
        </Stack>
        <Button variant="subtle" size="xs" onClick={() => void dismiss()}>
          Hide checklist
        </Button>
      </Group>
      <Progress
        value={(done / total) * 100}
        mt="sm"
        mb="md"
        size="sm"
        aria-label={`Set-up progress: ${done} of ${total} done`}
      />
      <Stack
        component="ol"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label="Set-up steps"
      >
        {setup.steps.map(({ key, done: isDone }) => (
          <Group
            component="li"
            key={key}
            gap="sm"
            wrap="nowrap"
            align="flex-start"
            data-step={key}
            data-done={isDone}
          >
            <ThemeIcon
              size={22}
              radius="xl"
              variant={isDone ? 'filled' : 'default'}
              color={isDone ? 'teal' : 'gray'}
              aria-hidden
            >
              {isDone ? <IconCheck size={14} /> : null}
            </ThemeIcon>
            <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
              <Text fw={500}>
                <VisuallyHidden>{isDone ? 'Done: ' : 'To do: '}</VisuallyHidden>
                {STEP_TEXT[key].title}
              </Text>
              {!isDone && (
                <>
                  <Text size="sm" c="dimmed">
                    {STEP_TEXT[key].hint}
                  </Text>
                  <div>
                    <StepAction
                      step={key}
                      setup={setup}
                      onAddProperty={onAddProperty}
                      onChange={onChange}
                    />
                  </div>
                </>
              )}
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
