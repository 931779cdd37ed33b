import { Anchor, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { Subscription } from '@porchlight/client';
import { displayedPrice, formatLongDate, nextBillingDate } from '@porchlight/domain';
import type { ReactNode } from 'react';
import { formatUsd } from './money.ts';

export interface PlanDetailsProps {
  subscription: Subscription;
  /** The manager's address, prefilled in the billing portal. */
  email: string;
  /** Where the billing portal is; absent when none is configured (the local provider). */
  portalUrl?: string;
  /** Without a portal: change the unit count through a new checkout. */
  onChangeUnits?: () => void;
  /** Today, for the next billing date. */
  now?: Date;
}

export const PLAN_NAME = 'AI Leasing Assistant Monthly Plan';

/** The portal link with the manager's address prefilled (Stripe's `prefilled_email`). */
export function portalLink(portalUrl: string, email: string): string {
  const url = new URL(portalUrl);
  url.searchParams.set('prefilled_email', email);
  return url.toString();
}

/** Plan name, units, per-unit price, next billing date, and where to manage it. */
export function PlanDetails({
  subscription,
  email,
  portalUrl,
  onChangeUnits,
  now,
}: PlanDetailsProps) {
  const { quantity, price, billingCycleAnchor } = subscription;
  const perUnit = displayedPrice(price, quantity);
  const next = nextBillingDate(billingCycleAnchor, now);
  // Per-unit price times units, in cents so 3 × $1.50 is $4.50 and not $4.499999.
  const total = Math.round(perUnit * quantity * 100) / 100;
  const rows: [string, ReactNode][] = [
    ['Plan', PLAN_NAME],
    ['Units', String(quantity)],
    ['Price', `${formatUsd(perUnit)} per unit / month`],
    [
      'Total',
      <>
        {`${formatUsd(total)} / month`}{' '}
        <Text span c="dimmed" size="sm">
          plus tax
        </Text>
      </>,
    ],
    ['Next billing date', next ? formatLongDate(next) : '—'],
  ];
  return (
    <Stack gap="sm">
      <Table aria-label="Plan details" withRowBorders={false} verticalSpacing={4}>
        <Table.Tbody>
          {rows.map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th w={180} scope="row">
                {name}
              </Table.Th>
              <Table.Td>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {portalUrl ? (
        <Group>
          <Anchor href={portalLink(portalUrl, email)} target="_blank" rel="noreferrer">
            Manage Subscription
          </Anchor>
          <Anchor href={portalLink(portalUrl, email)} target="_blank" rel="noreferrer">
            Get More Units
          </Anchor>
        </Group>
      ) : (
        <Group>
          <Button variant="light" onClick={onChangeUnits}>
            Change Number of Units
          </Button>
          <Text size="sm" c="dimmed">
            A new checkout replaces the current number of units.
          </Text>
        </Group>
      )}
    </Stack>
  );
}
