import { ActionIcon, Group, SimpleGrid, type SimpleGridProps } from '@mantine/core';
import { pageCount, pageItems, pageNavigation } from '@porchlight/domain';
import type { ReactNode } from 'react';

export interface PagedRowProps<T> {
  items: readonly T[];
  pageSize: number;
  /** 0-based. */
  page: number;
  onPageChange: (page: number) => void;
  /** What the arrows move through, for their labels: 'categories' → 'Next categories'. */
  noun: string;
  cols: SimpleGridProps['cols'];
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface ArrowProps {
  direction: 'left' | 'right';
  label: string;
  disabled: boolean;
  onClick: () => void;
}

function Arrow({ direction, label, disabled, onClick }: ArrowProps) {
  return (
    <ActionIcon
      variant="default"
      size="lg"
      radius="xl"
      style={{ alignSelf: 'center' }}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Chevron direction={direction} />
    </ActionIcon>
  );
}

/** A carousel: one page of cards between previous and next arrows, disabled at the ends. */
export function PagedRow<T>(props: PagedRowProps<T>) {
  const { items, pageSize, page, onPageChange, noun, cols, getKey, renderItem } = props;
  const pages = pageCount(items.length, pageSize);
  const { previous, next } = pageNavigation(page, pages);
  return (
    <Group wrap="nowrap" align="stretch" gap="xs">
      <Arrow
        direction="left"
        label={`Previous ${noun}`}
        disabled={!previous}
        onClick={() => onPageChange(page - 1)}
      />
      <SimpleGrid cols={cols} spacing="sm" style={{ flex: 1 }}>
        {pageItems(items, page, pageSize).map((item) => (
          <div key={getKey(item)} style={{ display: 'flex' }}>
            {renderItem(item)}
          </div>
        ))}
      </SimpleGrid>
      <Arrow
        direction="right"
        label={`Next ${noun}`}
        disabled={!next}
        onClick={() => onPageChange(page + 1)}
      />
    </Group>
  );
}
