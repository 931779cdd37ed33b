import { listWorkflowRuns, type WorkflowRunPage } from '@porchlight/client';
import { HISTORY_PAGE_SIZE, pageOffset } from '@porchlight/domain';
import { useResource } from '../../ui/use-resource.ts';

/** One page (0-based) of the manager's runs, newest first; data is undefined until loaded. */
export function useRunHistory(page: number) {
  return useResource<WorkflowRunPage>(`history:${page}`, async (signal) => {
    const result = await listWorkflowRuns(
      { query: { limit: HISTORY_PAGE_SIZE, offset: pageOffset(page, HISTORY_PAGE_SIZE) } },
      { signal },
    );
    // List failures are only logged by the spec; the table says it could not load.
    return result.status === 200 ? result.body : undefined;
  });
}
