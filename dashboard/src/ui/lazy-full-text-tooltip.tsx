import { lazy, Suspense } from 'react';
import type { FullTextTooltipProps } from './full-text-tooltip.tsx';

// Mantine's Tooltip is fetched after the page: the signed-in layout (the sidebar) must stay
// within the first-route size budget (scripts/check-size.mjs), and until it arrives the
// label is shown as it is, already named by its whole text.
const FullTextTooltip = lazy(() =>
  import('./full-text-tooltip.tsx').then((module) => ({ default: module.FullTextTooltip })),
);

/** {@link FullTextTooltip}, loaded on first use; the label alone until then. */
export function LazyFullTextTooltip(props: FullTextTooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <FullTextTooltip {...props} />
    </Suspense>
  );
}
