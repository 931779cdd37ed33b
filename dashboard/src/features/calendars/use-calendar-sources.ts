import { type CalendarSourceOwner, listCalendarSources } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../queries/keys.ts';
import { okBody, queryClient, useLoadError, warnLoadError } from '../../queries/query.ts';

/**
 * The busy calendars of the manager and of each leasing agent; no data once the load has
 * ended means it failed (the section says so and offers to try again).
 */
export function useCalendarSources() {
  const sources = useQuery({
    queryKey: keys.calendarSources,
    queryFn: ({ signal }) => okBody(listCalendarSources(undefined, { signal })),
  });
  useLoadError(sources, warnLoadError('busy calendars'));
  return sources;
}

/** Replaces the cached busy calendars after a change the server answered. */
export const setCalendarSources = (people: CalendarSourceOwner[]) =>
  queryClient.setQueryData(keys.calendarSources, people);
