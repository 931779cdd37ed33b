import { ActionIcon, Group, SimpleGrid, type SimpleGridProps, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
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

/**
 * A carousel: one page of cards between previous and next arrows, disabled at the ends.
 * On a phone the cards take the whole width and the arrows sit under them, with the page.
 */
export function PagedRow<T>(props: PagedRowProps<T>) {
  const { items, pageSize, page, onPageChange, noun, cols, getKey, renderItem } = props;
  const narrow = useMediaQuery('(max-width: 35.99em)') ?? false;
  const pages = pageCount(items.length, pageSize);
  const { previous, next } = pageNavigation(page, pages);
  const back = (
    <Arrow
      direction="left"
      label={`Previous ${noun}`}
      disabled={!previous}
      onClick={() => onPageChange(page - 1)}
    />
  );
  const forward = (
    <Arrow
      direction="right"
      label={`Next ${noun}`}
      disabled={!next}
      onClick={() => onPageChange(page + 1)}
    />
  );
  const grid = (
    <SimpleGrid cols={cols} spacing="sm" style={{ flex: 1 }}>
      {pageItems(items, page, pageSize).map((item) => (
        <div key={getKey(item)} style={{ display: 'flex' }}>
          {renderItem(item)}
        </div>
      ))}
    </SimpleGrid>
  );
  if (narrow) {
    return (
      <Stack gap="sm">
        {grid}
        <Group justify="center" gap="md">
          {back}
          <Text size="sm" c="dimmed">
            {page + 1} of {pages}
          </Text>
          {forward}
        </Group>
      </Stack>
    );
  }
  return (
    <Group wrap="nowrap" align="stretch" gap="xs">
      {back}
      {grid}
      {forward}
    </Group>
  );
}
