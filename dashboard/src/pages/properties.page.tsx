import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { getSetup } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { OnboardingDialog } from '../features/profile/onboarding-dialog.tsx';
import { AddPropertyModal } from '../features/properties/add-property-modal.tsx';
import { PropertiesList } from '../features/properties/properties-list.tsx';
import { propertiesQuery } from '../features/properties/properties-query.ts';
import { SetupChecklist } from '../features/setup/setup-checklist.tsx';
import { keys } from '../queries/keys.ts';
import { okBody, queryClient, useLoadError } from '../queries/query.ts';
import { showApiError } from '../ui/api-error.ts';

/** / and /properties: the set-up checklist, the manager's properties and 'Add Property'. */
export function PropertiesPage() {
  const [adding, { open, close }] = useDisclosure(false);
  const properties = useQuery(propertiesQuery);
  useLoadError(properties, showApiError);
  // Not shown when it cannot be read: the checklist is a guide, never in the way.
  const setup = useQuery({
    queryKey: keys.setup,
    queryFn: ({ signal }) => okBody(getSetup(undefined, { signal })),
    // Its steps follow saves on many screens (units, policies, channels, the snippet):
    // asked again on every visit rather than trusted for 30 s.
    staleTime: 0,
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Properties</Title>
        <Button onClick={open}>Add Property</Button>
      </Group>
      {setup.data && !setup.data.dismissed && (
        <SetupChecklist
          setup={setup.data}
          onAddProperty={open}
          onChange={(next) => queryClient.setQueryData(keys.setup, next)}
        />
      )}
      {properties.isLoading ? (
        <Loader aria-label="Loading properties" />
      ) : (
        <PropertiesList properties={properties.data ?? []} />
      )}
      <AddPropertyModal opened={adding} onClose={close} />
      <OnboardingDialog />
    </Stack>
  );
}
