import { lazy, Suspense } from 'react';
import type { PickDateDialogProps } from './pick-date-dialog.tsx';

// The calendar's code loads with the first dialog opened.
const PickDateDialog = lazy(() =>
  import('./pick-date-dialog.tsx').then((m) => ({ default: m.PickDateDialog })),
);

/** The calendar dialog, mounted once asked for (nothing loads before). */
export function LazyPickDateDialog(props: PickDateDialogProps) {
  if (!props.opened) return null;
  return (
    <Suspense fallback={null}>
      <PickDateDialog {...props} />
    </Suspense>
  );
}
