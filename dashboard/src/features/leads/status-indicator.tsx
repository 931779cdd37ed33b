import { Box, Group, Text } from '@mantine/core';
import { LEAD_STATUS_STEPS, leadStatusDisplay } from '@porchlight/domain';

export interface StatusIndicatorProps {
  status: string | null | undefined;
}

/** The domain names colours as words; Mantine spells grey 'gray'. */
const mantineColor = (color: string) => (color === 'grey' ? 'gray' : color);

/**
 * A lead's status as the three-dot progress indicator: the dots up to the status's step
 * are filled in its colour (red, yellow, green; grey for an unknown status), followed by
 * the spec's label, which is also what a screen reader reads.
 */
export function StatusIndicator({ status }: StatusIndicatorProps) {
  const { label, color, step } = leadStatusDisplay(status);
  const fill = `var(--mantine-color-${mantineColor(color)}-6)`;
  return (
    <Group gap={6} wrap="nowrap" data-status-color={color} data-status-step={step}>
      <Group gap={3} wrap="nowrap" aria-hidden="true">
        {Array.from({ length: LEAD_STATUS_STEPS }, (_, i) => (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed row of three dots.
            key={i}
            data-filled={i < step}
            w={10}
            h={10}
            style={{
              borderRadius: '50%',
              backgroundColor: i < step ? fill : 'transparent',
              border: `2px solid ${i < step ? fill : 'var(--mantine-color-gray-4)'}`,
            }}
          />
        ))}
      </Group>
      <Text size="xs" fw={500} style={{ whiteSpace: 'nowrap' }}>
        {label}
      </Text>
    </Group>
  );
}
