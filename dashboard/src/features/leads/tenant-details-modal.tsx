import { Anchor, Badge, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { LeadRow } from '@porchlight/client';
import {
  breedBadge,
  formatCalendarDay,
  formatPhone,
  isEmotionalSupportPet,
  PET_WARNING_TEXT,
  petWarnings,
  unitLabel,
} from '@porchlight/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatPrice } from '../../ui/labels.ts';
import { shownEmail } from '../conversations/channels.ts';
import { leadMoment, leadName, moveInDate, NOT_SET } from './lead-columns.ts';
import { StatusIndicator } from './status-indicator.tsx';

export interface TenantDetailsModalProps {
  row: (LeadRow & { viewingAt?: string | null; timeZone?: string }) | null;
  opened: boolean;
  onClose: () => void;
}

const EMPTY = '—';
const yesNo = (value: boolean | null) => (value === null ? EMPTY : value ? 'Yes' : 'No');
const count = (value: number | null) => (value === null ? EMPTY : String(value));

function WarningBadge({ limit }: { limit: string }) {
  return (
    <Badge color="red" variant="filled" size="sm" title={limit}>
      {PET_WARNING_TEXT}
    </Badge>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="gray.7" fw={600} component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {children}
      </Text>
    </div>
  );
}

/**
 * Tenant Details: every potential-tenant field, the interest's property, unit and status,
 * and the pet warnings of the manager-side specification, section 5 — a 'Warning' badge on a count above
 * the property's allowed count, on a restricted breed and on a dog above maxDogSizeLbs;
 * other breeds read 'Non-restricted'.
 */
export function TenantDetailsModal({ row, opened, onClose }: TenantDetailsModalProps) {
  return (
    <Modal
      opened={opened && row !== null}
      onClose={onClose}
      title="Tenant Details"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {row && <TenantDetails row={row} />}
    </Modal>
  );
}

function TenantDetails({
  row,
}: {
  row: LeadRow & { viewingAt?: string | null; timeZone?: string };
}) {
  const tenant = row.potentialTenant;
  const { property } = row;
  const warnings = petWarnings(tenant, property);
  const moveIn = moveInDate(row);
  const withWarning = (value: string, warn: boolean, limit: number | null) => (
    <Group gap={6} component="span">
      {value}
      {warn && <WarningBadge limit={`Allowed: ${limit ?? EMPTY}`} />}
    </Group>
  );
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={3} size="h4">
            {leadName(row)}
          </Title>
          <Text size="sm" c="gray.7">
            {property.address}
            {row.unit && ` · ${unitLabel(row.unit)}`}
          </Text>
        </div>
        <StatusIndicator status={row.tenantPropertyInterest.status} />
      </Group>
      <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
        <Field label="First Name">{tenant.firstName ?? EMPTY}</Field>
        <Field label="Last Name">{tenant.lastName ?? EMPTY}</Field>
        <Field label="Email">{shownEmail(tenant.email) ?? EMPTY}</Field>
        <Field label="Phone">{tenant.phone ? formatPhone(tenant.phone) : EMPTY}</Field>
        <Field label="Move-in Date">{moveIn ? formatCalendarDay(moveIn) : NOT_SET}</Field>
        <Field label="Total Residents">{count(tenant.totalResidents)}</Field>
        <Field label="Monthly Income">
          {tenant.monthlyIncome === null ? EMPTY : formatPrice(tenant.monthlyIncome)}
        </Field>
        <Field label="Smoking">{yesNo(tenant.smoking)}</Field>
        <Field label="Viewing">
          {row.viewingAt ? (
            <Anchor component={Link} to="/viewings">
              {leadMoment(row.viewingAt, row.timeZone).full}
            </Anchor>
          ) : (
            'Not booked'
          )}
        </Field>
      </SimpleGrid>
      <Title order={4} size="h5">
        Pets
      </Title>
      <SimpleGrid cols={2} spacing="sm" component="dl" m={0}>
        <Field label="Pets">{yesNo(tenant.pets)}</Field>
        <Field label="Emotional Support Pet">
          {tenant.emotionalSupportPet === null
            ? EMPTY
            : isEmotionalSupportPet(tenant.emotionalSupportPet)
              ? 'Yes'
              : 'No'}
        </Field>
        <Field label="Dog Count">
          {withWarning(
            count(tenant.dogCount),
            warnings.countWarnings.dogs,
            property.dogsAllowedCount,
          )}
        </Field>
        <Field label="Cat Count">
          {withWarning(
            count(tenant.catCount),
            warnings.countWarnings.cats,
            property.catsAllowedCount,
          )}
        </Field>
        <Field label="Total Pet Count">
          {withWarning(
            count(tenant.totalPetCount),
            warnings.countWarnings.totalPets,
            property.petsAllowedCount,
          )}
        </Field>
        <Field label="Dog Size (lbs)">
          {withWarning(count(tenant.dogSizeLbs), warnings.sizeWarning, property.maxDogSizeLbs)}
        </Field>
        <Field label="Dog Breeds">
          {warnings.breeds.length === 0 ? (
            EMPTY
          ) : (
            <Stack gap={4} component="span">
              {warnings.breeds.map((check) => (
                <Group key={check.breed} gap={6} component="span">
                  {check.label}
                  <Badge
                    color={check.restricted ? 'red' : 'gray'}
                    variant={check.restricted ? 'filled' : 'light'}
                    size="sm"
                  >
                    {breedBadge(check)}
                  </Badge>
                </Group>
              ))}
            </Stack>
          )}
        </Field>
      </SimpleGrid>
    </Stack>
  );
}
