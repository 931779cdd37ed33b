import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { checkout } from '@porchlight/client';
import { MIN_BILLING_UNITS, subscriptionTotal, unitPrice } from '@porchlight/domain';
import { type FormEvent, useState } from 'react';
import { showApiError } from '../../ui/api-error.ts';
import { formatUsd } from './money.ts';

export interface SubscribeFormProps {
  /** Units to start with; 1 by default. */
  initialUnits?: number;
  /** Sends the browser to the payment page (window.location.assign by default). */
  navigate?: (url: string) => void;
}

const goTo = (url: string) => window.location.assign(url);

/** The unit count, the tier's per-unit price and the total, and Subscribe to pay. */
export function SubscribeForm({
  initialUnits = MIN_BILLING_UNITS,
  navigate = goTo,
}: SubscribeFormProps) {
  const [units, setUnits] = useState<number | string>(initialUnits);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const count = typeof units === 'number' ? units : Number.NaN;
  const valid = Number.isInteger(count) && count >= MIN_BILLING_UNITS;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid) {
      setError('Please enter a whole number of units, at least 1.');
      return;
    }
    setBusy(true);
    const result = await checkout({ query: { quantity: count } });
    if (result.status === 303 && result.body.url) {
      navigate(result.body.url);
      return;
    }
    setBusy(false);
    showApiError(result, 'Error initiating subscription. Please try again.');
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Subscribe">
      <Stack gap="sm">
        <NumberInput
          label="Number of units"
          min={MIN_BILLING_UNITS}
          max={100_000}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          value={units}
          error={error}
          onChange={(value) => {
            setUnits(value);
            setError(null);
          }}
          w={200}
        />
        <Text data-testid="unit-price">{`${formatUsd(valid ? unitPrice(count) : 0)} per unit / month`}</Text>
        <Text fw={600} data-testid="total">
          {`Total: ${formatUsd(valid ? subscriptionTotal(count) : 0)} / month`}{' '}
          <Text span c="dimmed" fw={400}>
            plus tax
          </Text>
        </Text>
        <Group>
          <Button type="submit" loading={busy}>
            Subscribe
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
