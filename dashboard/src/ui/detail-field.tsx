import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface DetailFieldProps {
  label: string;
  children: ReactNode;
}

/** One value of a details grid (view mode), under its small uppercase label. */
export function DetailField({ label, children }: DetailFieldProps) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <div>{children}</div>
    </div>
  );
}
