import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

export interface TableScrollProps {
  /** Names the scrolling region for screen readers ('Leasing agents'). */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A wide table on a narrow screen: it scrolls inside its own box, and that box is a named
 * region in the Tab order, so a keyboard can scroll it too (axe: scrollable-region-focusable).
 */
export function TableScroll({ label, minWidth, children }: TableScrollProps) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      // The viewport is the part that scrolls: it takes the focus and the name.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, role: 'region', 'aria-label': label } }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
