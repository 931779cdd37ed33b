import { TOAST_DURATION_MS } from '@porchlight/domain';
import { lazy, Suspense } from 'react';

// The toast container (with its transitions) is fetched after the first paint: toasts come
// from user actions, and ones shown earlier wait in the store until it mounts.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

/** Where toasts appear: top right, 1500 ms each (spec section 9). */
export function LazyNotifications() {
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" autoClose={TOAST_DURATION_MS} />
    </Suspense>
  );
}
