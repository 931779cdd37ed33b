import { listWorkflowRuns } from '@porchlight/client';
import { HISTORY_PAGE_SIZE, pageOffset } from '@porchlight/domain';
import { useQuery } from '@tanstack/react-query';
import { keys } from '../../queries/keys.ts';
import { okBody } from '../../queries/query.ts';

/**
 * One page (0-based) of the manager's runs, newest first; data is undefined until loaded.
 * List failures are only logged by the spec; the table says it could not load.
 */
export function useRunHistory(page: number) {
  return useQuery({
    queryKey: keys.runHistory(page),
    queryFn: ({ signal }) =>
      okBody(
        listWorkflowRuns(
          { query: { limit: HISTORY_PAGE_SIZE, offset: pageOffset(page, HISTORY_PAGE_SIZE) } },
          { signal },
        ),
      ),
  });
}
