import { Table, UnstyledButton } from '@mantine/core';
import type { SortDirection, SortState } from '@porchlight/domain';
import type { CSSProperties } from 'react';

export interface SortHeaderProps<C extends string> {
  column: C;
  label: string;
  sort: SortState<C>;
  onSort: (column: C) => void;
  style?: CSSProperties;
}

const ARIA_SORT: Record<SortDirection, 'ascending' | 'descending'> = {
  asc: 'ascending',
  desc: 'descending',
};

/**
 * A column header that sorts: a real button (keyboard and screen readers reach it) inside
 * a header cell whose aria-sort tells which column is sorted and which way.
 */
export function SortHeader<C extends string>({
  column,
  label,
  sort,
  onSort,
  style,
}: SortHeaderProps<C>) {
  const active = sort.column === column;
  const arrow = active ? (sort.direction === 'asc' ? '▲' : '▼') : '↕';
  return (
    <Table.Th aria-sort={active ? ARIA_SORT[sort.direction] : 'none'} style={style}>
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', gap: 6, alignItems: 'center', whiteSpace: 'nowrap' }}
      >
        {label}
        <span aria-hidden="true" style={{ opacity: active ? 1 : 0.4, fontSize: '0.75em' }}>
          {arrow}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
