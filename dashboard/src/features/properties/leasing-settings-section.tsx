import {
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import type { Property } from '@porchlight/client';
import {
  type Amenity,
  amenityLabel,
  HOME_AMENITIES,
  joinCommaList,
  mergeAmenities,
  parseCommaList,
  SCREENING_QUESTIONS,
  type ScreeningQuestion,
  splitCommaList,
} from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, type ReactNode, Suspense, useState } from 'react';
import { DetailField } from '../../ui/detail-field.tsx';
import { FormFooter } from '../../ui/form-footer.tsx';
import { codeLabel, formatPrice } from '../../ui/labels.ts';
import { addCachedAgent, leasingAgentsQuery } from '../agents/use-leasing-agents.ts';
import { AmenitiesField } from './amenities-field.tsx';
import { petSummary } from './pet-summary.ts';
import { saveProperty } from './save-property.ts';

const AgentFormModal = lazy(() =>
  import('../agents/agent-form-modal.tsx').then((module) => ({ default: module.AgentFormModal })),
);

export interface LeasingSettingsSectionProps {
  property: Property;
  /** True while the page's edit mode is 'leasing'. */
  editing: boolean;
  onToggle: () => void;
  onSaved: (property: Property) => void;
  /** The section's extra actions (Pet Settings, Upload a Lease). */
  actions?: ReactNode;
}

/** Every IANA zone this browser knows, US ones first (most properties are there). */
function timeZoneOptions(current: string | null): { value: string; label: string }[] {
  const known = Intl.supportedValuesOf('timeZone');
  const zones = current && !known.includes(current) ? [current, ...known] : known;
  const us = zones.filter((zone) => /^(America\/|Pacific\/Honolulu)/.test(zone));
  const ordered = [...us, ...zones.filter((zone) => !us.includes(zone))];
  return ordered.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

const badges = (items: string[], label: (code: string) => string) =>
  items.length === 0 ? (
    <Text>—</Text>
  ) : (
    <Group gap={6}>
      {items.map((item) => (
        <Badge key={item} variant="light">
          {label(item)}
        </Badge>
      ))}
    </Group>
  );

/** Leasing agent, pre-screening questions, amenities, parking price, description, customId, time zone. */
export function LeasingSettingsSection({
  property,
  editing,
  onToggle,
  onSaved,
  actions,
}: LeasingSettingsSectionProps) {
  const agents = useQuery(leasingAgentsQuery);
  const [agentId, setAgentId] = useState<string | null>(property.leasingAgentId);
  const [questions, setQuestions] = useState<ScreeningQuestion[]>([]);
  const [amenities, setAmenities] = useState<Amenity[]>([]);
  const [parkingPrice, setParkingPrice] = useState<number | string>('');
  const [description, setDescription] = useState('');
  const [customId, setCustomId] = useState('');
  const [timeZone, setTimeZone] = useState<string | null>(property.timeZone);
  const [saving, setSaving] = useState(false);
  const [addingAgent, setAddingAgent] = useState(false);

  const start = () => {
    setAgentId(property.leasingAgentId);
    setQuestions(parseCommaList(property.questions, SCREENING_QUESTIONS));
    setAmenities(parseCommaList(property.amenities, HOME_AMENITIES));
    setParkingPrice(property.parkingPrice ?? '');
    setDescription(property.description ?? '');
    setCustomId(property.customId ?? '');
    setTimeZone(property.timeZone);
    onToggle();
  };

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaving(true);
    const saved = await saveProperty(property.id, {
      leasingAgentId: agentId,
      questions: joinCommaList(questions),
      // The pet choices are Pet Settings' own: kept as they are.
      amenities: joinCommaList(mergeAmenities(splitCommaList(property.amenities), amenities)),
      parkingPrice: typeof parkingPrice === 'number' ? parkingPrice : null,
      description: description.trim() === '' ? null : description,
      customId: customId.trim() === '' ? null : customId.trim(),
      ...(timeZone !== property.timeZone ? { timeZone } : {}),
    });
    setSaving(false);
    if (saved) {
      onSaved(saved);
      onToggle();
    }
  };

  const agentList = agents.data ?? [];
  const agentName = (id: string | null) => {
    const agent = agentList.find((candidate) => candidate.id === id);
    return agent ? `${agent.firstName} ${agent.lastName}` : 'None';
  };

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="leasing-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="leasing-title">
          Leasing Settings
        </Title>
        <Group gap="xs">
          {actions}
          <Button variant={editing ? 'default' : 'light'} size="xs" onClick={start}>
            {editing ? 'Cancel' : 'Edit leasing settings'}
          </Button>
        </Group>
      </Group>
      {editing ? (
        <form onSubmit={handleSubmit} noValidate>
          <Stack>
            <Group align="flex-end" gap="sm">
              <NativeSelect
                style={{ flex: 1 }}
                label="Leasing agent"
                description="Who the assistant hands prospects to."
                data={[
                  { value: '', label: 'No leasing agent' },
                  ...agentList.map((agent) => ({
                    value: agent.id,
                    label: `${agent.firstName} ${agent.lastName}`,
                  })),
                ]}
                value={agentId ?? ''}
                onChange={(event) => setAgentId(event.currentTarget.value || null)}
              />
              <Button variant="default" onClick={() => setAddingAgent(true)}>
                New Leasing Agent
              </Button>
            </Group>
            <Checkbox.Group
              label="Pre-screening questions"
              value={questions}
              onChange={(value) =>
                setQuestions(parseCommaList(value.join(','), SCREENING_QUESTIONS))
              }
            >
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="xs" mt="xs">
                {SCREENING_QUESTIONS.map((question) => (
                  <Checkbox key={question} value={question} label={codeLabel(question)} />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
            <AmenitiesField value={amenities} onChange={setAmenities} codes={HOME_AMENITIES} />
            <NumberInput
              label="Parking price"
              min={0}
              step={0.01}
              decimalScale={2}
              allowNegative={false}
              value={parkingPrice}
              onChange={setParkingPrice}
            />
            <Textarea
              label="Description"
              autosize
              minRows={3}
              value={description}
              onChange={(event) => setDescription(event.currentTarget.value)}
            />
            <NativeSelect
              label="Time zone"
              description="Viewing hours, booked times and e-mails are in this zone. Filled from the address when it names one."
              data={[
                { value: '', label: "The server's default zone" },
                ...timeZoneOptions(property.timeZone),
              ]}
              value={timeZone ?? ''}
              onChange={(event) => setTimeZone(event.currentTarget.value || null)}
            />
            <TextInput
              label="Custom ID"
              description="Sent with this property in webhooks."
              value={customId}
              onChange={(event) => setCustomId(event.currentTarget.value)}
            />
            <FormFooter loading={saving} />
          </Stack>
        </form>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <DetailField label="Leasing agent">
            <Text>{agentName(property.leasingAgentId)}</Text>
          </DetailField>
          <DetailField label="Parking price">
            <Text>{formatPrice(property.parkingPrice)}</Text>
          </DetailField>
          <DetailField label="Pre-screening questions">
            {badges(parseCommaList(property.questions, SCREENING_QUESTIONS), codeLabel)}
          </DetailField>
          <DetailField label="Amenities">
            {badges(parseCommaList(property.amenities, HOME_AMENITIES), amenityLabel)}
          </DetailField>
          <DetailField label="Pets allowed">
            <Text>{petSummary(property) ?? 'Not set — see Pet Settings'}</Text>
          </DetailField>
          <DetailField label="Description">
            <Text style={{ whiteSpace: 'pre-wrap' }}>{property.description || '—'}</Text>
          </DetailField>
          <DetailField label="Custom ID">
            <Text>{property.customId || '—'}</Text>
          </DetailField>
          <DetailField label="Time zone">
            <Text>
              {property.timeZone ? property.timeZone.replace(/_/g, ' ') : "The server's default"}
            </Text>
          </DetailField>
        </SimpleGrid>
      )}
      {addingAgent && (
        <Suspense fallback={null}>
          <AgentFormModal
            opened
            onClose={() => setAddingAgent(false)}
            onSaved={(agent) => {
              addCachedAgent(agent);
              setAgentId(agent.id);
              setAddingAgent(false);
            }}
          />
        </Suspense>
      )}
    </Paper>
  );
}
