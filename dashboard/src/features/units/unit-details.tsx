import { Anchor, Badge, SimpleGrid, Text } from '@mantine/core';
import type { Unit } from '@porchlight/client';
import { chatbotState, listedSize, unitLabel } from '@porchlight/domain';
import { DetailField } from '../../ui/detail-field.tsx';
import { codeLabel, formatPrice } from '../../ui/labels.ts';

export interface UnitDetailsProps {
  unit: Unit;
  /** The first listing's URL, if the unit has one. */
  listingUrl?: string;
}

/** The unit's fields in view mode. */
export function UnitDetails({ unit, listingUrl }: UnitDetailsProps) {
  const size = listedSize(unit.sizeSqft);
  const state = chatbotState(unit.availability);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
      <DetailField label="Unit number">
        <Text>{unitLabel(unit)}</Text>
      </DetailField>
      <DetailField label="Type">
        <Text>{codeLabel(unit.type)}</Text>
      </DetailField>
      <DetailField label="Chatbot">
        <Badge color={state === 'ENABLED' ? 'green' : 'gray'} variant="light">
          {state}
        </Badge>{' '}
        <Text span size="sm" c="dimmed">
          {codeLabel(unit.availability)}
        </Text>
      </DetailField>
      <DetailField label="Bedrooms">
        <Text>{unit.bedrooms ?? '—'}</Text>
      </DetailField>
      <DetailField label="Bathrooms">
        <Text>{unit.bathrooms ?? '—'}</Text>
      </DetailField>
      <DetailField label="Size">
        <Text>{size === null ? 'Not listed' : `${size} sq ft`}</Text>
      </DetailField>
      <DetailField label="Monthly price">
        <Text>{formatPrice(unit.monthlyPrice, unit.currency)}</Text>
      </DetailField>
      <DetailField label="Custom ID">
        <Text>{unit.customId || '—'}</Text>
      </DetailField>
      <DetailField label="Video link">
        {unit.videoLink ? (
          <Anchor href={unit.videoLink} target="_blank" rel="noopener noreferrer">
            {unit.videoLink}
          </Anchor>
        ) : (
          <Text>—</Text>
        )}
      </DetailField>
      {listingUrl && (
        <DetailField label="Listing">
          <Anchor href={listingUrl} target="_blank" rel="noopener noreferrer">
            {listingUrl}
          </Anchor>
        </DetailField>
      )}
      <DetailField label="Description">
        <Text style={{ whiteSpace: 'pre-wrap' }}>{unit.description || '—'}</Text>
      </DetailField>
    </SimpleGrid>
  );
}
