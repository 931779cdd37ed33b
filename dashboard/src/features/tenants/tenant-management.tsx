import { Button, Group, Paper, Table, Text, Title } from '@mantine/core';
import { deleteTenantLease, listUnitTenantLeases, type Tenant } from '@porchlight/client';
import { formatPhone } from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { keys } from '../../queries/keys.ts';
import { invalidate, okBody, queryClient } from '../../queries/query.ts';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { TenantFormModal } from './tenant-form-modal.tsx';

export const TENANT_REMOVED = 'Tenant removed successfully';
export const TENANT_REMOVE_ERROR = 'Failed to remove tenant';

export interface TenantManagementProps {
  propertyId: string;
  unitId: string;
}

/** Tenant Management on the unit page: add, edit and remove the unit's tenants. */
export function TenantManagement({ propertyId, unitId }: TenantManagementProps) {
  // undefined: closed; null: adding; a tenant: editing.
  const [editing, setEditing] = useState<Tenant | null | undefined>(undefined);
  const key = keys.tenantLeases(unitId);
  const leases = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => okBody(listUnitTenantLeases({ params: { id: unitId } }, { signal })),
  });

  const remove = async (leaseId: string) => {
    const result = await deleteTenantLease({ params: { id: leaseId } });
    if (result.status === 200) {
      notifySuccess(TENANT_REMOVED);
      queryClient.setQueryData(
        key,
        (leases.data ?? []).filter((lease) => lease.id !== leaseId),
      );
    } else {
      showApiError(result, TENANT_REMOVE_ERROR);
    }
  };

  const list = leases.data ?? [];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="tenants-title">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4" id="tenants-title">
          Tenant Management
        </Title>
        <Button size="xs" onClick={() => setEditing(null)}>
          Add Tenant
        </Button>
      </Group>
      {list.length === 0 ? (
        <Text size="sm" c="dimmed">
          No tenants recorded for this unit.
        </Text>
      ) : (
        <Table verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>E-mail</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map(({ id, tenant }) => (
              <Table.Tr key={id}>
                <Table.Td>
                  {tenant.firstName} {tenant.lastName}
                </Table.Td>
                <Table.Td>{tenant.email}</Table.Td>
                <Table.Td>{tenant.phone ? formatPhone(tenant.phone) : '—'}</Table.Td>
                <Table.Td>
                  <Group gap="xs" wrap="nowrap">
                    <Button size="compact-sm" variant="light" onClick={() => setEditing(tenant)}>
                      Edit
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => remove(id)}
                      aria-label={`Remove ${tenant.firstName} ${tenant.lastName}`}
                    >
                      Remove
                    </Button>
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <TenantFormModal
        opened={editing !== undefined}
        tenant={editing}
        propertyId={propertyId}
        unitId={unitId}
        onClose={() => setEditing(undefined)}
        onSaved={() => void invalidate(key)}
      />
    </Paper>
  );
}
