import { type CalendarFeed, listCalendarFeeds } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../queries/keys.ts';
import { okBody, queryClient, useLoadError, warnLoadError } from '../../queries/query.ts';

/**
 * The manager's and each leasing agent's calendar subscription; no data once the load has
 * ended means it failed (the section says so and offers to try again).
 */
export function useCalendarFeeds() {
  const feeds = useQuery({
    queryKey: keys.calendarFeeds,
    queryFn: ({ signal }) => okBody(listCalendarFeeds(undefined, { signal })),
  });
  useLoadError(feeds, warnLoadError('calendar feeds'));
  return feeds;
}

/** Replaces the cached subscriptions after a change the server answered. */
export const setCalendarFeeds = (feeds: CalendarFeed[]) =>
  queryClient.setQueryData(keys.calendarFeeds, feeds);
