import { type LeasingAgent, listLeasingAgents } from '@porchlight/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { keys } from '../../queries/keys.ts';
import {
  invalidate,
  okBody,
  queryClient,
  useLoadError,
  warnLoadError,
} from '../../queries/query.ts';

/** The manager's leasing agents. */
export const leasingAgentsQuery = queryOptions({
  queryKey: keys.leasingAgents,
  queryFn: ({ signal }) => okBody(listLeasingAgents(undefined, { signal })),
});

/** The manager's leasing agents; a failed load is only logged, the table then stays empty. */
export function useLeasingAgents() {
  const agents = useQuery(leasingAgentsQuery);
  useLoadError(agents, warnLoadError('leasing agents'));
  return agents;
}

/**
 * Adds an agent just created to the cached list (the form answered it; no new request);
 * the calendar sections, which have a row per agent, ask again.
 */
export function addCachedAgent(agent: LeasingAgent): void {
  queryClient.setQueryData<LeasingAgent[]>(keys.leasingAgents, (list = []) => [...list, agent]);
  void invalidate(keys.calendarFeeds, keys.calendarSources);
}

/**
 * An agent was added, saved or deleted: the lists that name agents ask again (the calendar
 * subscriptions and busy calendars have a row for each).
 */
export function agentsChanged(): Promise<void> {
  return invalidate(keys.leasingAgents, keys.calendarFeeds, keys.calendarSources);
}
