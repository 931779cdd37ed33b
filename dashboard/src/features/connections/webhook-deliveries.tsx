import {
  Badge,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { listWebhookDeliveries, redeliverWebhook, type WebhookDelivery } from '@porchlight/client';
import { useCallback, useEffect, useState } from 'react';
import { CardFields } from '../../ui/card-fields.tsx';
import { useStacked } from '../../ui/use-stacked.ts';

/** The outcome as a manager reads it: the HTTP status, or why it could not be delivered. */
export function deliveryResult(delivery: WebhookDelivery): string {
  if (delivery.status === 'DELIVERED') return `Delivered (HTTP ${delivery.statusCode})`;
  if (delivery.status === 'PENDING' && delivery.attempts === 0) return 'Waiting to be sent';
  const why = delivery.failure ?? 'Not delivered yet.';
  return delivery.status === 'PENDING' ? `${why} Trying again later.` : why;
}

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const took = (delivery: WebhookDelivery) =>
  delivery.durationMs === null ? '—' : `${delivery.durationMs} ms`;
const tries = (delivery: WebhookDelivery) =>
  delivery.attempts <= 1 ? String(delivery.attempts) : `${delivery.attempts} (retried)`;

export interface WebhookDeliveriesProps {
  /** Changes when a delivery was made elsewhere (a test event): the log reloads. */
  reloadKey: number;
}

/**
 * The delivery log under the webhook settings: the last 100 deliveries, newest first, each
 * with a Redeliver button that sends the same event again. A table from 600 px; stacked
 * cards below, so a 390 px phone shows every column.
 */
export function WebhookDeliveries({ reloadKey }: WebhookDeliveriesProps) {
  const stacked = useStacked();
  const [deliveries, setDeliveries] = useState<WebhookDelivery[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const load = useCallback(async () => {
    const result = await listWebhookDeliveries();
    if (result.status === 200) {
      setDeliveries(result.body.deliveries);
      setError(null);
    } else {
      setError('The delivery log could not be loaded. Please reload the page.');
    }
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey asks for a reload.
  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  const redeliver = async (delivery: WebhookDelivery) => {
    setSending(delivery.id);
    const result = await redeliverWebhook({ params: { id: delivery.id } });
    setSending(null);
    if (result.status === 200) {
      setNotice(`Sent ${delivery.eventType} again: ${deliveryResult(result.body)}`);
      await load();
    } else {
      setNotice(`${delivery.eventType} could not be sent again. Please try again.`);
    }
  };

  const redeliverButton = (delivery: WebhookDelivery) => (
    <Button
      size="xs"
      variant="default"
      loading={sending === delivery.id}
      onClick={() => void redeliver(delivery)}
      aria-label={`Redeliver ${delivery.eventType} of ${when(delivery.createdAt)}`}
    >
      Redeliver
    </Button>
  );

  return (
    <Stack gap="sm" component="section" aria-labelledby="webhook-deliveries-title">
      <Title order={4} size="h5" id="webhook-deliveries-title">
        Recent deliveries
      </Title>
      <Text size="sm" c="dimmed">
        The last 100 events sent to your webhook URL, newest first.
      </Text>
      <Text size="sm" role="status" aria-live="polite">
        {notice}
      </Text>
      {error && (
        <Text size="sm" c="red.8">
          {error}
        </Text>
      )}
      {deliveries?.length === 0 && (
        <Text size="sm" c="dimmed">
          No deliveries yet. Send a test event to see one here.
        </Text>
      )}
      {deliveries && deliveries.length > 0 && stacked && (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {deliveries.map((delivery) => (
            <Paper component="li" key={delivery.id} withBorder p="sm" radius="sm">
              <Group justify="space-between" mb={4} wrap="nowrap">
                <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {delivery.eventType}
                </Text>
                <StatusBadge delivery={delivery} />
              </Group>
              <CardFields
                fields={[
                  { label: 'Time', value: when(delivery.createdAt) },
                  { label: 'Result', value: deliveryResult(delivery) },
                  { label: 'Response time', value: took(delivery) },
                  { label: 'Tries', value: tries(delivery) },
                ]}
              />
              <Group mt="xs">{redeliverButton(delivery)}</Group>
            </Paper>
          ))}
        </Stack>
      )}
      {deliveries && deliveries.length > 0 && !stacked && (
        <Table verticalSpacing="xs" highlightOnHover>
          <Table.Caption>Webhook deliveries</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Event</Table.Th>
              <Table.Th>Result</Table.Th>
              <Table.Th>Response time</Table.Th>
              <Table.Th>Tries</Table.Th>
              <Table.Th>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {deliveries.map((delivery) => (
              <Table.Tr key={delivery.id}>
                <Table.Td>{when(delivery.createdAt)}</Table.Td>
                <Table.Td>{delivery.eventType}</Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{deliveryResult(delivery)}</Table.Td>
                <Table.Td>{took(delivery)}</Table.Td>
                <Table.Td>{tries(delivery)}</Table.Td>
                <Table.Td>{redeliverButton(delivery)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}

function StatusBadge({ delivery }: { delivery: WebhookDelivery }) {
  const [color, text] =
    delivery.status === 'DELIVERED'
      ? ['green', 'Delivered']
      : delivery.status === 'FAILED'
        ? ['red', 'Failed']
        : ['yellow', 'Retrying'];
  return (
    <Badge color={color} variant="light">
      {text}
    </Badge>
  );
}
