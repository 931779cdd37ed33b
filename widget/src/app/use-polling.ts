import { POLL_INTERVAL_MS } from '@porchlight/domain';
import { useEffect, useRef } from 'preact/hooks';

/**
 * Runs `poll` now and then once a second after each run ends (never two at once), while
 * `active`; a new `key` (another session or conversation) starts over at once. A hidden
 * tab does not poll at all: the next run waits for the tab to be shown, so a million idle
 * tabs cost the server nothing. `poll` gets `live()`, false once its loop has ended, to
 * drop an answer that arrives too late. Returns `pollNow`, which runs at once (after
 * sending a message) instead of waiting for the next tick.
 */
export function usePolling(
  poll: (live: () => boolean) => Promise<void>,
  active: boolean,
  key?: string | null,
): () => void {
  const latest = useRef(poll);
  latest.current = poll;
  const runNow = useRef(() => {});

  useEffect(() => {
    if (!active) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let again = false;
    let stopped = false;
    const run = async () => {
      clearTimeout(timer);
      timer = undefined;
      if (stopped || document.hidden) return;
      if (running) {
        again = true;
        return;
      }
      running = true;
      try {
        await latest.current(() => !stopped);
      } finally {
        running = false;
      }
      if (again) {
        again = false;
        void run();
      } else if (!stopped && !document.hidden) {
        timer = setTimeout(run, POLL_INTERVAL_MS);
      }
    };
    const onVisibility = () => {
      if (!document.hidden && !timer && !running) void run();
    };
    runNow.current = () => void run();
    document.addEventListener('visibilitychange', onVisibility);
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
      runNow.current = () => {};
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [active, key]);

  return () => runNow.current();
}
