import { Anchor, Checkbox, Radio, Stack, Text } from '@mantine/core';
import {
  type LeasingAgent,
  type Property,
  type Showings,
  updateShowings,
} from '@porchlight/client';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { FormFooter } from '../../ui/form-footer.tsx';

type Mode = Showings['showingMode'];
type Assignment = Showings['viewingAssignment'];

const MODES: { value: Mode; label: string; description: string }[] = [
  {
    value: 'AGENT',
    label: 'An agent shows each viewing',
    description: 'Each booking goes to someone who meets the prospect there.',
  },
  {
    value: 'SELF_GUIDED',
    label: 'Self-guided',
    description: 'The prospect lets themselves in; no two prospects get the same time.',
  },
  {
    value: 'OPEN_HOUSE',
    label: 'Open house',
    description: 'Prospects book places in set times, up to the places each one has.',
  },
];

/** Shown under the agents when turns are chosen without any. */
export const NO_AGENTS_CHOSEN = 'Choose at least one agent to take turns.';

const fullName = (agent: LeasingAgent) => `${agent.firstName} ${agent.lastName}`.trim();

export interface ShowingsFormProps {
  property: Property;
  showings: Showings;
  /** The manager's leasing agents, to choose from. */
  agents: LeasingAgent[];
  /** The chosen mode, kept by the section (it shows open houses for OPEN_HOUSE). */
  mode: Mode;
  onModeChange: (mode: Mode) => void;
  onSaved: (showings: Showings) => void;
}

/**
 * How the property's viewings happen and who a booking goes to: its leasing agent, or by
 * turns among chosen agents. Self-guided viewings go to nobody, so the choice is hidden
 * then (and kept as it was).
 */
export function ShowingsForm({
  property,
  showings,
  agents,
  mode,
  onModeChange,
  onSaved,
}: ShowingsFormProps) {
  const [assignment, setAssignment] = useState<Assignment>(showings.viewingAssignment);
  const [agentIds, setAgentIds] = useState<string[]>(showings.agentIds);
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const fixedAgent = agents.find((agent) => agent.id === property.leasingAgentId);
  // An agent deleted since keeps no place in the choice.
  const options = agents.map((agent) => ({ value: agent.id, label: fullName(agent) }));
  const chosen = agentIds.filter(
    (id) => agents.length === 0 || options.some((o) => o.value === id),
  );

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mode !== 'SELF_GUIDED' && assignment === 'ROUND_ROBIN' && chosen.length === 0) {
      setError(NO_AGENTS_CHOSEN);
      return;
    }
    setFormError(null);
    setSaving(true);
    const result = await updateShowings({
      params: { propertyId: property.id },
      body: { showingMode: mode, viewingAssignment: assignment, agentIds: chosen },
    });
    setSaving(false);
    if (result.status === 200) {
      notifySuccess('Saved!');
      onSaved(result.body);
    } else if (result.status === 400 && result.body.error.field === 'agentIds') {
      setError(NO_AGENTS_CHOSEN);
    } else if (result.status === 404) {
      setFormError('One of these agents was deleted meanwhile. Reload the page and choose again.');
    } else showApiError(result);
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="lg">
        <Radio.Group
          label="How viewings happen"
          value={mode}
          onChange={(value) => onModeChange(value as Mode)}
        >
          <Stack gap="sm" mt="xs">
            {MODES.map((choice) => (
              <Radio key={choice.value} {...choice} />
            ))}
          </Stack>
        </Radio.Group>
        {mode === 'SELF_GUIDED' ? (
          <Text size="sm" c="dimmed">
            Self-guided viewings are not given to anyone: the prospect gets the time and the way in.
          </Text>
        ) : (
          <Radio.Group
            label="Who a booking goes to"
            value={assignment}
            onChange={(value) => {
              setAssignment(value as Assignment);
              setError(null);
            }}
          >
            <Stack gap="sm" mt="xs">
              <Radio
                value="FIXED"
                label="The property's leasing agent"
                description={
                  fixedAgent
                    ? `Now ${fullName(fixedAgent)} (set under Leasing settings).`
                    : 'None is set under Leasing settings, so bookings go to you.'
                }
              />
              <Radio
                value="ROUND_ROBIN"
                label="Take turns among these agents"
                description="Each booking goes to the agent free at that time whose turn it is."
              />
              {assignment === 'ROUND_ROBIN' &&
                (agents.length === 0 ? (
                  <Text size="sm" role={error ? 'alert' : undefined} c={error ? 'red' : undefined}>
                    You have no leasing agents yet. Add them on{' '}
                    <Anchor component={Link} to="/profile">
                      your profile
                    </Anchor>
                    .
                  </Text>
                ) : (
                  <Checkbox.Group
                    label="Agents who take turns"
                    value={chosen}
                    onChange={(value) => {
                      setAgentIds(value);
                      setError(null);
                    }}
                    error={error}
                  >
                    <Stack gap={6} mt={6}>
                      {options.map((option) => (
                        <Checkbox key={option.value} {...option} />
                      ))}
                    </Stack>
                  </Checkbox.Group>
                ))}
            </Stack>
          </Radio.Group>
        )}
        {formError && (
          <Text size="sm" c="red" role="alert">
            {formError}
          </Text>
        )}
        <FormFooter loading={saving} justify="flex-start" />
      </Stack>
    </form>
  );
}
