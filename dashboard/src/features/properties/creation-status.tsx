import { Group, Loader, Text } from '@mantine/core';
import { FormAlert } from '../../ui/form-alert.tsx';

export interface CreationStatusProps {
  alert: string | null;
  creating: boolean;
  /** What the spinner says while creating. */
  loader: string;
}

/** An 'Add New …' dialog's alert, and its spinner while the item is being created. */
export function CreationStatus({ alert, creating, loader }: CreationStatusProps) {
  return (
    <>
      <FormAlert message={alert} />
      {creating && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{loader}</Text>
        </Group>
      )}
    </>
  );
}
