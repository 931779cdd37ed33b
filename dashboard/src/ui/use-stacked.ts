import { useMediaQuery } from '@mantine/hooks';

/** Below this width a table becomes stacked cards (issue 31: a 390 px phone clips tables). */
export const STACKED_QUERY = '(max-width: 599.98px)';

/**
 * True on a screen narrower than 600 px, where tables are shown as stacked cards. False
 * until the first effect has run, so the server-free first render is the desktop table.
 */
export function useStacked(): boolean {
  return useMediaQuery(STACKED_QUERY) ?? false;
}
