import { type LeadRow, listLeads } from '@porchlight/client';
import { showApiError } from '../../shell/api-error.ts';
import { useResource } from '../../shell/use-resource.ts';

/** The manager's lead rows (every interest in their properties). */
export function useLeads() {
  return useResource<LeadRow[]>('leads', async (signal) => {
    const result = await listLeads(undefined, { signal });
    if (result.status === 200) return result.body;
    if (!signal.aborted) showApiError(result);
    return undefined;
  });
}
