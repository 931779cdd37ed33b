import { Text } from '@mantine/core';

/**
 * The page footer (spec section 1: 'All rights reserved' for 2024-2025): the years run
 * from 2024 to this one, so the notice never goes stale.
 */
export function Footer() {
  return (
    <Text component="footer" size="xs" c="dimmed" ta="center" py="md">
      © 2024–{new Date().getFullYear()} Porchlight. All rights reserved
    </Text>
  );
}
