import { type CalendarSourceOwner, listCalendarSources } from '@porchlight/client';
import { useResource } from '../../ui/use-resource.ts';

/**
 * The busy calendars of the manager and of each leasing agent; undefined data after the
 * first load means it failed (the section says so and offers to try again).
 */
export function useCalendarSources() {
  return useResource<CalendarSourceOwner[]>('calendar-sources', async (signal) => {
    const result = await listCalendarSources(undefined, { signal });
    if (result.status === 200) return result.body;
    if (!signal.aborted) console.warn('[porchlight] busy calendars not loaded', result.status);
    return undefined;
  });
}
