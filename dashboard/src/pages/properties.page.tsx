import { Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { listProperties } from '@porchlight/client';
import { OnboardingDialog } from '../features/profile/onboarding-dialog.tsx';
import { AddPropertyModal } from '../features/properties/add-property-modal.tsx';
import { PropertiesList } from '../features/properties/properties-list.tsx';
import { loadSetup } from '../features/setup/setup-api.ts';
import { SetupChecklist } from '../features/setup/setup-checklist.tsx';
import { logOut, useUi } from '../session/store.ts';
import { showApiError } from '../ui/api-error.ts';
import { useResource } from '../ui/use-resource.ts';

/** / and /properties: the set-up checklist, the manager's properties and 'Add Property'. */
export function PropertiesPage() {
  const [adding, { open, close }] = useDisclosure(false);
  const navVersion = useUi((state) => state.navVersion);
  const properties = useResource(`properties:${navVersion}`, async (signal) => {
    const result = await listProperties(undefined, { signal });
    if (result.status === 200) return result.body;
    // Spec section 4: a 401 here clears every stored value and goes to /login.
    if (result.status === 401) logOut();
    else if (!signal.aborted) showApiError(result);
    return undefined;
  });
  // Not shown when it cannot be read: the checklist is a guide, never in the way.
  const setup = useResource(`setup:${navVersion}`, loadSetup);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>Properties</Title>
        <Button onClick={open}>Add Property</Button>
      </Group>
      {setup.data && !setup.data.dismissed && (
        <SetupChecklist setup={setup.data} onAddProperty={open} onChange={setup.setData} />
      )}
      {properties.loading ? (
        <Loader aria-label="Loading properties" />
      ) : (
        <PropertiesList properties={properties.data ?? []} />
      )}
      <AddPropertyModal opened={adding} onClose={close} />
      <OnboardingDialog />
    </Stack>
  );
}
