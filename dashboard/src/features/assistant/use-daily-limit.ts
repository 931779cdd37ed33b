import { dailyLimitState, recordAssistantRequest } from '@porchlight/domain';
import { useCallback, useEffect, useReducer } from 'react';
import {
  DAILY_COUNT_KEY,
  markLimitReached,
  msUntilLocalMidnight,
  readDailyCount,
  writeDailyCount,
} from './daily-limit-storage.ts';

export interface DailyLimit {
  /** Requests made today in this browser. */
  count: number;
  /** True once today's 20 are used: the form is blocked and the overlay shown. */
  reached: boolean;
  /** Counts one more request today. */
  record: () => void;
  /** The server said the limit is reached (429): block until local midnight. */
  markReached: () => void;
}

/**
 * The daily limit of 20 requests, counted in localStorage per local calendar day. The state
 * is read again at local midnight (so the overlay lifts without a reload) and when another
 * tab changes the counter.
 */
export function useDailyLimit(): DailyLimit {
  const [version, refresh] = useReducer((v: number) => v + 1, 0);
  const { count, reached } = dailyLimitState(readDailyCount(), new Date());

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-armed after every refresh.
  useEffect(() => {
    // A few ms past midnight, so the new day has surely begun when it fires.
    const timer = setTimeout(refresh, msUntilLocalMidnight(new Date()) + 50);
    return () => clearTimeout(timer);
  }, [version]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === DAILY_COUNT_KEY || event.key === null) refresh();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const record = useCallback(() => {
    writeDailyCount(recordAssistantRequest(readDailyCount(), new Date()));
    refresh();
  }, []);
  const markReached = useCallback(() => {
    markLimitReached(new Date());
    refresh();
  }, []);

  return { count, reached, record, markReached };
}
