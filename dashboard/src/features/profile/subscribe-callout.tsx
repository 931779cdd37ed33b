import { Anchor, Dialog, Text } from '@mantine/core';
import { Link } from 'react-router-dom';

export interface SubscribeCalloutProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Subscribe to the product': after the welcome dialog, for a manager without properties.
 * It sits at the bottom left, beside the sidebar's Settings link, and leads to /settings.
 */
export function SubscribeCallout({ opened, onClose }: SubscribeCalloutProps) {
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      withCloseButton
      position={{ bottom: 24, left: 24 }}
      size="md"
      role="status"
      aria-label="Subscribe to the product"
    >
      <Text fw={600} mb={4}>
        Subscribe to the product
      </Text>
      <Text size="sm" mb="xs">
        Update your billing to start using our AI leasing agent.
      </Text>
      <Anchor component={Link} to="/settings" size="sm" onClick={onClose}>
        Go to Settings
      </Anchor>
    </Dialog>
  );
}
