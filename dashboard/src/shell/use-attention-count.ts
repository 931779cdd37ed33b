import { countAttention } from '@porchlight/client';
import { useEffect, useRef, useState } from 'react';

/** How often the sidebar asks; an unchanged count answers 304 with no body. */
const POLL_MS = 30_000;

/**
 * The number of items waiting under Needs attention, asked again every 30 s, when the tab
 * comes back into view, and whenever `version` moves (the page resolved something).
 */
export function useAttentionCount(version: number): number {
  const [count, setCount] = useState(0);
  const etag = useRef<string | undefined>(undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks again at once.
  useEffect(() => {
    const controller = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const load = async () => {
      clearTimeout(timer);
      const headers: Record<string, string> = etag.current ? { 'If-None-Match': etag.current } : {};
      const result = await countAttention(undefined, { signal: controller.signal, headers });
      if (controller.signal.aborted) return;
      if (result.status === 200) {
        etag.current = 'etag' in result ? (result.etag as string | undefined) : undefined;
        setCount(result.body.openCount);
      }
      timer = setTimeout(load, POLL_MS);
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
  }, [version]);

  return count;
}
