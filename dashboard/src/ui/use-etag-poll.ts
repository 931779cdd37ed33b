import type { CallOptions } from '@porchlight/client';
import { useEffect, useRef, useState } from 'react';

/** What a polled GET answers: 200 with a body (and its ETag), 304, or a failure. */
interface Polled {
  status: number;
  body: unknown;
  etag?: string;
}

export interface EtagPoll<T> {
  /** undefined until the first answer; null when the first one failed. */
  data: T | null | undefined;
  /** Asks again at once (after a change made here). */
  refresh: () => void;
}

/**
 * Keeps server data fresh while shown: asks every `everyMs` with If-None-Match (an
 * unchanged resource answers 304 and costs nothing), at once when `key` changes, when
 * `refresh` is called, and when the tab comes back into view. A failed ask keeps what is
 * shown; the next tick tries again.
 */
export function useEtagPoll<T>(
  key: string,
  ask: (options: CallOptions) => Promise<Polled>,
  everyMs: number,
): EtagPoll<T> {
  const [data, setData] = useState<T | null | undefined>();
  const [tick, setTick] = useState(0);
  const etag = useRef<string | undefined>(undefined);
  const askRef = useRef(ask);
  askRef.current = ask;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` and `tick` ask again at once.
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      clearTimeout(timer);
      const headers: Record<string, string> = etag.current ? { 'If-None-Match': etag.current } : {};
      const result = await askRef.current({ signal: controller.signal, headers });
      if (controller.signal.aborted) return;
      if (result.status === 200) {
        etag.current = result.etag;
        setData(result.body as T);
      } else if (result.status !== 304) {
        setData((current) => current ?? null);
      }
      timer = setTimeout(load, everyMs);
    };
    const onVisible = () => {
      if (!document.hidden) void load();
    };
    void load();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      controller.abort();
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [key, tick, everyMs]);

  return { data, refresh: () => setTick((n) => n + 1) };
}
