import { cloneElement, type ReactElement } from 'react';

export interface FullTextTitleProps {
  /** The whole text of a cut label (a long address). */
  label: string;
  children: ReactElement<{ title?: string }>;
}

/**
 * The whole text of a cut label, as the browser's own tooltip (`title`): shown on hover
 * with no popover code on every page (Mantine's Tooltip put the first routes over their
 * size budget, scripts/check-size.mjs). The label is also named by its whole text where it
 * is used (aria-label), so assistive technology reads the whole address.
 */
export function FullTextTitle({ label, children }: FullTextTitleProps) {
  return cloneElement(children, { title: label });
}
