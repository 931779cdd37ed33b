import { Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PlanDetails } from './plan-details.tsx';
import { SubscribeForm, type SubscribeFormProps } from './subscribe-form.tsx';
import { useSubscription } from './use-subscription.ts';

export interface BillingCardProps {
  email: string;
  /** The billing portal (VITE_BILLING_PORTAL_URL by default). */
  portalUrl?: string;
  navigate?: SubscribeFormProps['navigate'];
  now?: Date;
}

const configuredPortal = (): string | undefined =>
  import.meta.env.VITE_BILLING_PORTAL_URL?.trim() || undefined;

/** 'Billing Settings': the plan when subscribed, else the subscribe form. */
export function BillingCard({
  email,
  portalUrl = configuredPortal(),
  navigate,
  now,
}: BillingCardProps) {
  const { data, loading } = useSubscription();
  const [changing, setChanging] = useState(false);

  let body = <Loader size="sm" aria-label="Loading billing" />;
  if (!loading && data?.kind === 'active') {
    body = (
      <Stack>
        <PlanDetails
          subscription={data.subscription}
          email={email}
          portalUrl={portalUrl}
          onChangeUnits={() => setChanging((open) => !open)}
          now={now}
        />
        {changing && (
          <SubscribeForm initialUnits={data.subscription.quantity} navigate={navigate} />
        )}
      </Stack>
    );
  } else if (!loading && data?.kind === 'none') {
    body = <SubscribeForm navigate={navigate} />;
  } else if (!loading) {
    body = (
      <Text c="dimmed">
        Billing details are not available right now. Reload the page to try again.
      </Text>
    );
  }

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="billing-title">
      <Title order={2} size="h3" id="billing-title" mb="sm">
        Billing Settings
      </Title>
      {body}
    </Card>
  );
}
