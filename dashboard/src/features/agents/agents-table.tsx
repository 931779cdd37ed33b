import { ActionIcon, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import type { LeasingAgent } from '@porchlight/client';
import { formatPhone } from '@porchlight/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { TableScroll } from '../../ui/table-scroll.tsx';
import { agentsChanged, useLeasingAgents } from './use-leasing-agents.ts';

// Fetched when first opened: the dialogs (and Mantine's Modal) are not part of the page's first load.
const AgentFormModal = lazy(() =>
  import('./agent-form-modal.tsx').then((module) => ({ default: module.AgentFormModal })),
);
const DeleteAgentDialog = lazy(() =>
  import('./delete-agent-dialog.tsx').then((module) => ({ default: module.DeleteAgentDialog })),
);

/** The profile's 'Leasing Agents' section: the table, and add, edit and delete. */
export function AgentsTable() {
  const { data: agents = [], isLoading: loading } = useLeasingAgents();
  // Other sections list the agents too: they ask again with the table.
  const reload = () => void agentsChanged();
  const [editing, setEditing] = useState<LeasingAgent | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<LeasingAgent | null>(null);

  const openForm = (agent: LeasingAgent | null) => {
    setEditing(agent);
    setFormOpen(true);
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h3">
          Leasing Agents
        </Title>
        <Button onClick={() => openForm(null)}>Add Leasing Agent</Button>
      </Group>
      <TableScroll label="Leasing agents" minWidth={520}>
        <Table striped aria-label="Leasing agents">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Email</Table.Th>
              <Table.Th>Phone</Table.Th>
              <Table.Th>Actions</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {agents.map((agent) => {
              const name = `${agent.firstName} ${agent.lastName}`;
              return (
                <Table.Tr key={agent.id}>
                  <Table.Td>{name}</Table.Td>
                  <Table.Td>{agent.email}</Table.Td>
                  <Table.Td>{formatPhone(agent.phone)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={`Edit ${name}`}
                        onClick={() => openForm(agent)}
                      >
                        <IconPencil size={18} aria-hidden="true" />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={`Delete ${name}`}
                        onClick={() => setDeleting(agent)}
                      >
                        <IconTrash size={18} aria-hidden="true" />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </TableScroll>
      {!loading && agents.length === 0 && (
        <Text c="dimmed" size="sm">
          No leasing agents yet.
        </Text>
      )}
      <Suspense fallback={null}>
        {formOpen && (
          <AgentFormModal
            opened
            agent={editing}
            onClose={() => setFormOpen(false)}
            onSaved={reload}
          />
        )}
        {deleting && (
          <DeleteAgentDialog
            agent={deleting}
            onClose={() => setDeleting(null)}
            onDeleted={reload}
          />
        )}
      </Suspense>
    </Stack>
  );
}
