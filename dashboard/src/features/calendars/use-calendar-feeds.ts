import { type CalendarFeed, listCalendarFeeds } from '@porchlight/client';
import { useResource } from '../../ui/use-resource.ts';

/**
 * The manager's and each leasing agent's calendar subscription; undefined data after the
 * first load means it failed (the section says so and offers to try again).
 */
export function useCalendarFeeds() {
  return useResource<CalendarFeed[]>('calendar-feeds', async (signal) => {
    const result = await listCalendarFeeds(undefined, { signal });
    if (result.status === 200) return result.body;
    if (!signal.aborted) console.warn('[porchlight] calendar feeds not loaded', result.status);
    return undefined;
  });
}
