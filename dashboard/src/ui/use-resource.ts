import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  /** The last loaded value; undefined until the first load ends well. */
  data: T | undefined;
  /** True until the first load for the current key has ended (well or not). */
  loading: boolean;
  /** Loads again, keeping the current data on screen meanwhile. */
  reload: () => void;
  /** Replaces the data locally (after a save that returned the new value). */
  setData: (value: T) => void;
}

/**
 * Loads server data for a component. `load` returns the value, or undefined when the call
 * failed (it reports the failure itself). A null `key` loads nothing; a new key loads again.
 * Server data lives here, in the component that shows it, never in the session store.
 */
export function useResource<T>(
  key: string | null,
  load: (signal: AbortSignal) => Promise<T | undefined>,
): Resource<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState(key !== null);
  const [version, setVersion] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const loadedKey = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reload() bumps `version` to load again.
  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    if (loadedKey.current !== key) {
      setData(undefined);
      setLoading(true);
    }
    void loadRef.current(controller.signal).then((value) => {
      if (controller.signal.aborted) return;
      loadedKey.current = key;
      if (value !== undefined) setData(value);
      setLoading(false);
    });
    return () => controller.abort();
  }, [key, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, reload, setData };
}
