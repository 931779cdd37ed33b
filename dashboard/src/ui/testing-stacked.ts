import { vi } from 'vitest';
import { STACKED_QUERY } from './use-stacked.ts';

/** Makes the window answer media queries as a `width`-pixel screen would (stacked below 600). */
export function screenWidth(width: number) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: query === STACKED_QUERY && width < 600,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList,
  );
}
