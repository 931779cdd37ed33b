import { Anchor, Dialog, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router-dom';

/** The sidebar's width from the shell's breakpoint (sm) up: the callout sits beside it. */
const SIDEBAR_WIDTH = 260;

export interface SubscribeCalloutProps {
  opened: boolean;
  onClose: () => void;
}

/**
 * 'Subscribe to the product': after the welcome dialog, for a manager without properties.
 * It sits at the bottom left, just right of the sidebar (beside its Settings link, never over
 * its Log Out link), and leads to /settings. Without the sidebar (a phone), it spans the
 * bottom edge inside the screen.
 */
export function SubscribeCallout({ opened, onClose }: SubscribeCalloutProps) {
  const wide = useMediaQuery('(min-width: 48em)', true);
  return (
    <Dialog
      opened={opened}
      onClose={onClose}
      withCloseButton
      position={
        wide ? { bottom: 24, left: SIDEBAR_WIDTH + 24 } : { bottom: 16, left: 16, right: 16 }
      }
      size={wide ? 'md' : 'auto'}
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
