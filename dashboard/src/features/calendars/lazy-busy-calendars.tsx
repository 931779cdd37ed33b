import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { BusyCalendarsProps } from './busy-calendars.tsx';

const Calendars = lazy(() =>
  import('./busy-calendars.tsx').then((module) => ({ default: module.BusyCalendars })),
);

/** The busy calendars in their own chunk, like the calendar subscriptions above them. */
export function LazyBusyCalendars(props: BusyCalendarsProps) {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading busy calendars" />}>
      <Calendars {...props} />
    </Suspense>
  );
}
