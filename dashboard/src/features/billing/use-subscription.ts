import { getSubscription, type Subscription } from '@porchlight/client';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../queries/keys.ts';
import { ApiError, useLoadError, warnLoadError } from '../../queries/query.ts';

/** What the billing card shows: the plan, the subscribe form, or nothing it could load. */
export type SubscriptionState =
  | { kind: 'active'; subscription: Subscription }
  | { kind: 'none' }
  | { kind: 'unavailable' };

const UNAVAILABLE: SubscriptionState = { kind: 'unavailable' };

/** 404 NO_SUBSCRIPTION is an answer (none); any other failure throws, so it is retried. */
async function loadSubscription(signal: AbortSignal): Promise<SubscriptionState> {
  const result = await getSubscription(undefined, { signal });
  if (result.status === 200) return { kind: 'active', subscription: result.body };
  if (result.status === 404) return { kind: 'none' };
  throw new ApiError(result.status);
}

/** The manager's subscription; a failure that stays is only logged ('unavailable'). */
export function useSubscription() {
  const query = useQuery({
    queryKey: keys.subscription,
    queryFn: ({ signal }) => loadSubscription(signal),
  });
  useLoadError(query, warnLoadError('subscription'));
  return { data: query.isError ? UNAVAILABLE : query.data, loading: query.isLoading };
}
