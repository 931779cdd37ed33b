import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';

const Feeds = lazy(() =>
  import('./calendar-feeds.tsx').then((module) => ({ default: module.CalendarFeeds })),
);

/**
 * The calendar subscriptions in their own chunk, fetched when the profile shows them: far
 * down the page, they need not weigh on its first load.
 */
export function LazyCalendarFeeds() {
  return (
    <Suspense fallback={<Loader size="sm" aria-label="Loading calendar subscriptions" />}>
      <Feeds />
    </Suspense>
  );
}
