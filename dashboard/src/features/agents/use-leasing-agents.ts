import { type LeasingAgent, listLeasingAgents } from '@porchlight/client';
import { useResource } from '../../ui/use-resource.ts';

/** The manager's leasing agents; a failed load is only logged, the table then stays empty. */
export function useLeasingAgents() {
  return useResource<LeasingAgent[]>('leasing-agents', async (signal) => {
    const result = await listLeasingAgents(undefined, { signal });
    if (result.status === 200) return result.body;
    if (!signal.aborted) console.warn('[porchlight] leasing agents not loaded', result.status);
    return undefined;
  });
}
