import { Text } from '@mantine/core';

/** The page footer (spec section 1: 'All rights reserved' for 2024-2025). */
export function Footer() {
  return (
    <Text component="footer" size="xs" c="dimmed" ta="center" py="md">
      © 2024-2025 Porchlight. All rights reserved
    </Text>
  );
}
