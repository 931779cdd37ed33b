import { countAttention } from '@porchlight/client';
import { useEtagPoll } from '../ui/use-etag-poll.ts';

/** How often the sidebar asks; an unchanged count answers 304 with no body. */
const POLL_MS = 30_000;

/**
 * The number of items waiting under Needs attention, asked again every 30 s, when the tab
 * comes back into view, and whenever `version` moves (the page resolved something).
 */
export function useAttentionCount(version: number): number {
  const poll = useEtagPoll<{ openCount: number }>(
    `attention-count:${version}`,
    (options) => countAttention(undefined, options),
    POLL_MS,
  );
  return poll.data?.openCount ?? 0;
}
