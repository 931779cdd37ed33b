import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  adminGetPotentialTenant,
  adminGetProperty,
  type TenantPropertyInterest,
} from '@porchlight/client';
import { formatDateTime, formatPhone } from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { keys } from '../../queries/keys.ts';
import { okBody, useLoadError } from '../../queries/query.ts';
import { showApiError } from '../../ui/api-error.ts';
import { StatusIndicator } from '../leads/status-indicator.tsx';

export interface InterestDetailsProps {
  interest: TenantPropertyInterest | null;
  onViewConversation: () => void;
}

export const SELECT_PROMPT = 'Click to select a tenant property interest';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {children || '—'}
      </Text>
    </div>
  );
}

/** The selected-details area: the interest's property and potential tenant, any account. */
export function InterestDetails({ interest, onViewConversation }: InterestDetailsProps) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="interest-details">
      <Title order={2} size="h4" id="interest-details" mb="sm">
        Details
      </Title>
      {interest ? (
        <SelectedInterest key={interest.id} interest={interest} onView={onViewConversation} />
      ) : (
        <Text c="gray.7">{SELECT_PROMPT}</Text>
      )}
    </Paper>
  );
}

function SelectedInterest({
  interest,
  onView,
}: {
  interest: TenantPropertyInterest;
  onView: () => void;
}) {
  const property = useQuery({
    queryKey: keys.adminProperty(interest.propertyId),
    queryFn: ({ signal }) =>
      okBody(adminGetProperty({ params: { id: interest.propertyId } }, { signal })),
  });
  const tenant = useQuery({
    queryKey: keys.adminTenant(interest.tenantId),
    queryFn: ({ signal }) =>
      okBody(adminGetPotentialTenant({ params: { id: interest.tenantId } }, { signal })),
  });
  useLoadError(property, showApiError);
  useLoadError(tenant, showApiError);
  if (property.isLoading || tenant.isLoading)
    return <Loader size="sm" aria-label="Loading details" />;
  const person = tenant.data;
  const name = [person?.firstName, person?.lastName].filter(Boolean).join(' ');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Field label="Property">{property.data?.address}</Field>
        <Field label="Property ID">{interest.propertyId}</Field>
        <Field label="Potential tenant">{name}</Field>
        <Field label="Email">{person?.email}</Field>
        <Field label="Phone">{person?.phone ? formatPhone(person.phone) : ''}</Field>
        <Field label="Status">
          <StatusIndicator status={interest.status} />
        </Field>
        <Field label="Created">{formatDateTime(interest.createdAt)}</Field>
        <Field label="Updated">{formatDateTime(interest.updatedAt)}</Field>
      </SimpleGrid>
      <Group>
        <Button onClick={onView} disabled={!interest.conversationId}>
          View Conversation
        </Button>
      </Group>
    </Stack>
  );
}
