import { getSubscription, type Subscription } from '@porchlight/client';
import { useResource } from '../../ui/use-resource.ts';

/** What the billing card shows: the plan, the subscribe form, or nothing it could load. */
export type SubscriptionState =
  | { kind: 'active'; subscription: Subscription }
  | { kind: 'none' }
  | { kind: 'unavailable' };

/** The manager's subscription. 404 NO_SUBSCRIPTION means none; any other failure is only logged. */
export function useSubscription() {
  return useResource<SubscriptionState>('subscription', async (signal) => {
    const result = await getSubscription(undefined, { signal });
    if (result.status === 200) return { kind: 'active', subscription: result.body };
    if (result.status === 404) return { kind: 'none' };
    if (!signal.aborted) console.warn('[porchlight] subscription not loaded', result.status);
    return { kind: 'unavailable' };
  });
}
