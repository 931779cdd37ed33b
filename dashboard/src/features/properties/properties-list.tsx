import { Anchor, Paper, Table, Text } from '@mantine/core';
import type { Property } from '@porchlight/client';
import { Link, useNavigate } from 'react-router-dom';
import { codeLabel } from '../../ui/labels.ts';

export interface PropertiesListProps {
  properties: readonly Property[];
}

/** The manager's properties (address and type); an empty list shows the dashed box. */
export function PropertiesList({ properties }: PropertiesListProps) {
  const navigate = useNavigate();
  if (properties.length === 0) {
    return (
      <Paper
        withBorder
        p="xl"
        radius="md"
        ta="center"
        style={{ borderStyle: 'dashed', borderWidth: 2 }}
      >
        <Text c="dimmed">Add a property to get started</Text>
      </Paper>
    );
  }
  return (
    <Paper withBorder radius="md">
      <Table highlightOnHover verticalSpacing="sm" horizontalSpacing="md">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Address</Table.Th>
            <Table.Th>Type</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {properties.map((property) => (
            <Table.Tr
              key={property.id}
              style={{ cursor: 'pointer' }}
              onClick={() => navigate(`/properties/${property.id}`)}
            >
              <Table.Td>
                {/* The link makes each row reachable by keyboard; the row click is a mouse nicety. */}
                <Anchor component={Link} to={`/properties/${property.id}`} fw={500}>
                  {property.address}
                </Anchor>
                {property.name && (
                  <Text size="sm" c="dimmed">
                    {property.name}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>{codeLabel(property.type)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
