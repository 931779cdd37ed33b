import { Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { chatbotState, listedSize, POLL_INTERVAL_MS, unitLabel } from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import { openSubscriptionRequired } from '../../ui/api-error.ts';
import { CardFields } from '../../ui/card-fields.tsx';
import { codeLabel, formatPrice } from '../../ui/labels.ts';
import { useStacked } from '../../ui/use-stacked.ts';
import { unitsQuery } from '../properties/properties-query.ts';
import { canAddLiveUnit } from '../setup/setup-api.ts';
import { hasProcessingUnits, visibleUnits } from './visible-units.ts';

// Fetched on first use: the dialog (and Mantine's Modal) is not part of the page's first load.
const AddUnitModal = lazy(() =>
  import('./add-unit-modal.tsx').then((module) => ({ default: module.AddUnitModal })),
);

export interface UnitsSectionProps {
  propertyId: string;
}

/** The property's units; PROCESSING ones are hidden and re-checked every second. */
export function UnitsSection({ propertyId }: UnitsSectionProps) {
  const [adding, { open, close }] = useDisclosure(false);
  const [checking, setChecking] = useState(false);
  // The plan is checked before the form opens: at the limit, the upgrade path comes first
  // (the server's 402 on save stays the final guard).
  const addUnit = async () => {
    setChecking(true);
    const fits = await canAddLiveUnit();
    setChecking(false);
    if (fits) open();
    else openSubscriptionRequired();
  };
  const units = useQuery({
    ...unitsQuery(propertyId),
    // While a unit is being imported the list is asked again every second.
    refetchInterval: (query) =>
      hasProcessingUnits(query.state.data ?? []) ? POLL_INTERVAL_MS : false,
  });
  const all = units.data ?? [];
  const processing = hasProcessingUnits(all);

  const shown = visibleUnits(all);
  const stacked = useStacked();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="units-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="units-title">
          Units
        </Title>
        <Button size="xs" onClick={() => void addUnit()} loading={checking}>
          Add Unit
        </Button>
      </Group>
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          {processing ? 'A unit is being imported…' : 'No units yet. Add one to get a chat link.'}
        </Text>
      ) : stacked ? (
        // Below 600 px each unit is a card: six columns do not fit a phone.
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {shown.map((unit) => {
            const state = chatbotState(unit.availability);
            const size = listedSize(unit.sizeSqft);
            return (
              <Paper component="li" key={unit.id} withBorder p="sm" radius="sm">
                <Group justify="space-between" mb={4} wrap="nowrap">
                  <Anchor
                    component={Link}
                    to={`/properties/${propertyId}/units/${unit.id}`}
                    fw={600}
                    style={{ overflowWrap: 'anywhere' }}
                  >
                    {unitLabel(unit)}
                  </Anchor>
                  <Badge color={state === 'ENABLED' ? 'green' : 'gray'} variant="light">
                    Chatbot {state}
                  </Badge>
                </Group>
                <CardFields
                  fields={[
                    { label: 'Type', value: codeLabel(unit.type) },
                    {
                      label: 'Beds / baths',
                      value: `${unit.bedrooms ?? '—'} / ${unit.bathrooms ?? '—'}`,
                    },
                    { label: 'Size', value: size === null ? 'Not listed' : `${size} sq ft` },
                    { label: 'Rent', value: formatPrice(unit.monthlyPrice, unit.currency) },
                  ]}
                />
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Unit</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Beds / baths</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Rent</Table.Th>
              <Table.Th>Chatbot</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((unit) => {
              const state = chatbotState(unit.availability);
              const size = listedSize(unit.sizeSqft);
              return (
                <Table.Tr key={unit.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/properties/${propertyId}/units/${unit.id}`}>
                      {unitLabel(unit)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{codeLabel(unit.type)}</Table.Td>
                  <Table.Td>
                    {unit.bedrooms ?? '—'} / {unit.bathrooms ?? '—'}
                  </Table.Td>
                  <Table.Td>{size === null ? 'Not listed' : `${size} sq ft`}</Table.Td>
                  <Table.Td>{formatPrice(unit.monthlyPrice, unit.currency)}</Table.Td>
                  <Table.Td>
                    <Badge color={state === 'ENABLED' ? 'green' : 'gray'} variant="light">
                      {state}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {processing && shown.length > 0 && (
        <Text size="sm" c="dimmed" mt="sm" role="status">
          A unit is being imported…
        </Text>
      )}
      {adding && (
        <Suspense fallback={null}>
          <AddUnitModal propertyId={propertyId} opened onClose={close} />
        </Suspense>
      )}
    </Paper>
  );
}
