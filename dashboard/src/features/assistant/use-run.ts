import { createWorkflowRun, getWorkflowRun, type WorkflowRun } from '@porchlight/client';
import { POLL_INTERVAL_MS, type RunVariables, type WorkflowType } from '@porchlight/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/** What the Result section shows. */
export type RunState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'done'; output: string; polled: boolean }
  | { status: 'failed' };

/** How a submission ended: accepted (the result follows), refused for the daily limit, or failed. */
export type StartOutcome = 'started' | 'limit' | 'failed' | 'cancelled';

export interface RunControls {
  state: RunState;
  /** Creates a run and polls it once a second until it has an output or FAILED. */
  start: (type: WorkflowType, variables: RunVariables) => Promise<StartOutcome>;
  /** Shows a saved run: its output, its failure, or polling while it is still being written. */
  follow: (run: WorkflowRun) => void;
  /** Stops any polling and empties the Result section. */
  clear: () => void;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** The final state of a run, or null while it is still PENDING or RUNNING. */
function settled(run: WorkflowRun, polled: boolean): RunState | null {
  if (run.output) return { status: 'done', output: run.output, polled };
  if (run.status === 'FAILED') return { status: 'failed' };
  return null;
}

/**
 * One writing-assistant run at a time (spec section 4): created with a 201, then polled every
 * second until it has an output; FAILED or any non-200 poll ends the loading state with a
 * failure. A new start, clear() or unmount stops the previous polling.
 */
export function useRun(): RunControls {
  const [state, setState] = useState<RunState>({ status: 'idle' });
  const current = useRef<AbortController | null>(null);

  const begin = useCallback(() => {
    current.current?.abort();
    const controller = new AbortController();
    current.current = controller;
    return controller.signal;
  }, []);

  const poll = useCallback(async (id: string, signal: AbortSignal) => {
    for (;;) {
      await sleep(POLL_INTERVAL_MS, signal);
      if (signal.aborted) return;
      const result = await getWorkflowRun({ params: { id } }, { signal });
      if (signal.aborted) return;
      if (result.status !== 200) return setState({ status: 'failed' });
      const next = settled(result.body, true);
      if (next) return setState(next);
    }
  }, []);

  const start = useCallback(
    async (type: WorkflowType, variables: RunVariables): Promise<StartOutcome> => {
      const signal = begin();
      setState({ status: 'loading' });
      const result = await createWorkflowRun({ body: { type, variables } }, { signal });
      if (signal.aborted) return 'cancelled';
      if (result.status === 201) {
        void poll(result.body.id, signal);
        return 'started';
      }
      setState(result.status === 429 ? { status: 'idle' } : { status: 'failed' });
      return result.status === 429 ? 'limit' : 'failed';
    },
    [begin, poll],
  );

  const follow = useCallback(
    (run: WorkflowRun) => {
      const signal = begin();
      const now = settled(run, false);
      setState(now ?? { status: 'loading' });
      if (!now) void poll(run.id, signal);
    },
    [begin, poll],
  );

  const clear = useCallback(() => {
    current.current?.abort();
    current.current = null;
    setState({ status: 'idle' });
  }, []);

  useEffect(() => () => current.current?.abort(), []);

  return { state, start, follow, clear };
}
