import { Button, Card, Collapse, Group, Loader, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useState } from 'react';
import { NotificationSettings } from '../features/attention/notification-settings.tsx';
import { BillingCard } from '../features/billing/billing-card.tsx';
import { usePaymentResultToast } from '../features/billing/use-payment-result-toast.ts';
import { LazyDeveloperSettings } from '../features/connections/lazy-developer-settings.tsx';
import { SignOutEverywhere } from '../features/profile/sign-out-everywhere.tsx';
import { useSignedInUser } from '../features/profile/use-signed-in-user.ts';

/** /settings: billing, notifications, the developer settings under 'Advanced Settings', and security. */
export function SettingsPage() {
  usePaymentResultToast();
  const { user, setUser } = useSignedInUser();
  // The developer settings load when first opened and then stay, their edits kept when closed.
  const [everOpened, setEverOpened] = useState(false);
  const [advanced, { toggle }] = useDisclosure(false, { onOpen: () => setEverOpened(true) });
  if (!user) return <Loader aria-label="Loading settings" />;
  return (
    <Stack gap="xl" maw={900}>
      <Title order={1}>Settings</Title>
      <BillingCard email={user.email} />
      <NotificationSettings user={user} onSaved={setUser} />
      <Card withBorder padding="lg" component="section" aria-label="Advanced Settings">
        <Group>
          <Button
            variant="subtle"
            onClick={toggle}
            aria-expanded={advanced}
            aria-controls="advanced-settings"
            px={0}
          >
            {advanced ? '▾' : '▸'} Advanced Settings
          </Button>
        </Group>
        <Collapse expanded={advanced} id="advanced-settings">
          <Stack pt="md">
            {everOpened && <LazyDeveloperSettings user={user} onSaved={setUser} />}
          </Stack>
        </Collapse>
      </Card>
      <SignOutEverywhere />
    </Stack>
  );
}
