import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface CardFieldsProps {
  /** The table's column names and cells, in the table's order. */
  fields: readonly { label: string; value: ReactNode }[];
}

/**
 * A table row as a stacked card's body: each column's name beside its value, as a
 * description list so a screen reader still pairs them. Long values wrap, never widen.
 */
export function CardFields({ fields }: CardFieldsProps) {
  return (
    <dl style={{ margin: 0 }}>
      {fields.map(({ label, value }) => (
        <Group key={label} gap="xs" wrap="nowrap" align="baseline" py={2}>
          <Text component="dt" size="sm" c="gray.7" w={110} style={{ flexShrink: 0 }}>
            {label}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
