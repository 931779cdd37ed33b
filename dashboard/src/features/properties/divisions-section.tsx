import { ActionIcon, Button, Group, List, Paper, Text, TextInput, Title } from '@mantine/core';
import { createDivision, type Division, deleteDivision, listDivisions } from '@porchlight/client';
import { normalizeDivisionName } from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { keys } from '../../queries/keys.ts';
import { okBody, queryClient } from '../../queries/query.ts';
import { notifySuccess, showApiError } from '../../ui/api-error.ts';

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
  const key = keys.divisions(propertyId);
  const divisions = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => okBody(listDivisions({ params: { id: propertyId } }, { signal })),
  });
  const replace = (next: Division[]) => queryClient.setQueryData(key, next);

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
      replace([...(divisions.data ?? []), result.body]);
    } else {
      showApiError(result, CREATE_DIVISION_ERROR);
    }
  };

  const remove = async (id: string) => {
    const result = await deleteDivision({ params: { id } });
    if (result.status === 200) {
      notifySuccess('Division deleted');
      replace((divisions.data ?? []).filter((division) => division.id !== id));
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
