import { Anchor, Badge, SimpleGrid, Text } from '@mantine/core';
import type { Unit } from '@porchlight/client';
import { chatbotState, listedSize, unitLabel } from '@porchlight/domain';
import type { ReactNode } from 'react';
import { codeLabel, formatMoney } from '../../shell/labels.ts';

export interface UnitDetailsProps {
  unit: Unit;
  /** The first listing's URL, if the unit has one. */
  listingUrl?: string;
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}

/** The unit's fields in view mode. */
export function UnitDetails({ unit, listingUrl }: UnitDetailsProps) {
  const size = listedSize(unit.sizeSqft);
  const state = chatbotState(unit.availability);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <Field label="Unit number">
        <Text>{unitLabel(unit)}</Text>
      </Field>
      <Field label="Type">
        <Text>{codeLabel(unit.type)}</Text>
      </Field>
      <Field label="Chatbot">
        <Badge color={state === 'ENABLED' ? 'green' : 'gray'} variant="light">
          {state}
        </Badge>{' '}
        <Text span size="sm" c="dimmed">
          {codeLabel(unit.availability)}
        </Text>
      </Field>
      <Field label="Bedrooms">
        <Text>{unit.bedrooms ?? '—'}</Text>
      </Field>
      <Field label="Bathrooms">
        <Text>{unit.bathrooms ?? '—'}</Text>
      </Field>
      <Field label="Size">
        <Text>{size === null ? 'Not listed' : `${size} sq ft`}</Text>
      </Field>
      <Field label="Monthly price">
        <Text>{formatMoney(unit.monthlyPrice, unit.currency)}</Text>
      </Field>
      <Field label="Custom ID">
        <Text>{unit.customId || '—'}</Text>
      </Field>
      <Field label="Video link">
        {unit.videoLink ? (
          <Anchor href={unit.videoLink} target="_blank" rel="noopener noreferrer">
            {unit.videoLink}
          </Anchor>
        ) : (
          <Text>—</Text>
        )}
      </Field>
      {listingUrl && (
        <Field label="Listing">
          <Anchor href={listingUrl} target="_blank" rel="noopener noreferrer">
            {listingUrl}
          </Anchor>
        </Field>
      )}
      <Field label="Description">
        <Text style={{ whiteSpace: 'pre-wrap' }}>{unit.description || '—'}</Text>
      </Field>
    </SimpleGrid>
  );
}
