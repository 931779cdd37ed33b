import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Calendars = lazy(() =>
  import('./busy-calendars.tsx').then((module) => ({ default: module.BusyCalendars })),
);

/** The busy calendars in their own chunk, like the calendar subscriptions above them. */
export function LazyBusyCalendars() {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading busy calendars" />}>
      <Calendars />
    </Suspense>
  );
}
