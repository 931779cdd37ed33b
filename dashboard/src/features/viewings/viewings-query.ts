import { listViewings } from '@porchlight/client';
import { queryOptions } from '@tanstack/react-query';
import { okBody } from '../../queries/query.ts';

/** Which viewings a list shows: a time window and the page's two filters. */
export interface ViewingsFilter {
  from: Date;
  to: Date;
  propertyId: string | null;
  agentId: string | null;
}

/**
 * The viewings in a window: ['viewings', {from, to, propertyId, agentId}], so a change made
 * in the drawer invalidates every list (['viewings']) at once.
 */
export const viewingsQuery = ({ from, to, propertyId, agentId }: ViewingsFilter) => {
  const query = {
    from: from.toISOString(),
    to: to.toISOString(),
    ...(propertyId ? { propertyId } : {}),
    ...(agentId ? { leasingAgentId: agentId } : {}),
  };
  return queryOptions({
    queryKey: ['viewings', query],
    queryFn: ({ signal }) => okBody(listViewings({ query }, { signal })),
  });
};
