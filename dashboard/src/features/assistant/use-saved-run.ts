import { getWorkflowRun, type WorkflowRun } from '@porchlight/client';
import { useEffect, useRef, useState } from 'react';

export interface SavedRun {
  /** True while the saved run is being fetched. */
  loading: boolean;
  /** A kind sentence when it could not be opened. */
  error: string | null;
}

export const RUN_NOT_FOUND_TEXT =
  'This document could not be found. It may belong to another account, or the link is incomplete.';
export const RUN_LOAD_FAILED_TEXT =
  'This document could not be loaded. Check your connection and reload the page.';

/** Fetches the run of /assistant/{id} once and hands it to `onLoaded`. */
export function useSavedRun(
  runId: string | undefined,
  onLoaded: (run: WorkflowRun) => void,
): SavedRun {
  const [state, setState] = useState<SavedRun>({ loading: runId !== undefined, error: null });
  const onLoadedRef = useRef(onLoaded);
  onLoadedRef.current = onLoaded;

  useEffect(() => {
    if (runId === undefined) return;
    const controller = new AbortController();
    void getWorkflowRun({ params: { id: runId } }, { signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.status === 200) {
        onLoadedRef.current(result.body);
        setState({ loading: false, error: null });
        return;
      }
      const missing = result.status === 404 || result.status === 400;
      setState({ loading: false, error: missing ? RUN_NOT_FOUND_TEXT : RUN_LOAD_FAILED_TEXT });
    });
    return () => controller.abort();
  }, [runId]);

  return state;
}
