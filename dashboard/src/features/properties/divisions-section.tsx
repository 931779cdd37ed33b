import { ActionIcon, Button, Group, List, Paper, Text, TextInput, Title } from '@mantine/core';
import { createDivision, deleteDivision, listDivisions } from '@porchlight/client';
import { normalizeDivisionName } from '@porchlight/domain';
import { type FormEvent, useState } from 'react';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';
import { useResource } from '../../ui/use-resource.ts';

export const CREATE_DIVISION_ERROR = 'Error creating division. Please try again.';
export const DELETE_DIVISION_ERROR = 'Error deleting division. Please try again.';

export interface DivisionsSectionProps {
  propertyId: string;
}

/** Sub-divisions of a property: a name input (Enter or Add) and a list with delete. */
export function DivisionsSection({ propertyId }: DivisionsSectionProps) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const divisions = useResource(`divisions:${propertyId}`, async (signal) => {
    const result = await listDivisions({ params: { id: propertyId } }, { signal });
    return result.status === 200 ? result.body : undefined;
  });

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = normalizeDivisionName(name);
    if (trimmed === '') {
      setError('Please enter a division name.');
      return;
    }
    setError(null);
    setAdding(true);
    const result = await createDivision({ params: { id: propertyId }, body: { name: trimmed } });
    setAdding(false);
    if (result.status === 201) {
      setName('');
      divisions.setData([...(divisions.data ?? []), result.body]);
    } else {
      showApiError(result, CREATE_DIVISION_ERROR);
    }
  };

  const remove = async (id: string) => {
    const result = await deleteDivision({ params: { id } });
    if (result.status === 200) {
      notifySuccess('Division deleted');
      divisions.setData((divisions.data ?? []).filter((division) => division.id !== id));
    } else {
      showApiError(result, DELETE_DIVISION_ERROR);
    }
  };

  const list = divisions.data ?? [];
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="divisions-title">
      <Title order={2} size="h4" id="divisions-title" mb="xs">
        Sub-divisions
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Buildings, wings or phases of this property.
      </Text>
      <form onSubmit={add} noValidate>
        <Group align="flex-start" gap="sm">
          <TextInput
            label="Division name"
            style={{ flex: 1 }}
            value={name}
            error={error}
            onChange={(event) => setName(event.currentTarget.value)}
          />
          <Button type="submit" mt={25} loading={adding}>
            Add
          </Button>
        </Group>
      </form>
      {list.length > 0 && (
        <List mt="md" spacing="xs" listStyleType="none">
          {list.map((division) => (
            <List.Item key={division.id}>
              <Group gap="xs">
                <Text>{division.name}</Text>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Delete division ${division.name}`}
                  onClick={() => remove(division.id)}
                >
                  ×
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
