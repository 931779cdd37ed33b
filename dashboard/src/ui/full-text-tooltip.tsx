import { Tooltip, type TooltipProps } from '@mantine/core';
import type { ReactElement } from 'react';

export interface FullTextTooltipProps {
  /** The whole text of a cut label. */
  label: string;
  position?: TooltipProps['position'];
  children: ReactElement;
}

/** The whole text of a cut label (a long address), shown on hover. */
export function FullTextTooltip({
  label,
  position = 'bottom-start',
  children,
}: FullTextTooltipProps) {
  return (
    <Tooltip label={label} position={position} openDelay={200} multiline maw={360}>
      {children}
    </Tooltip>
  );
}
