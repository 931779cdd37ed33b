import type { RefObject } from 'react';

/**
 * Scrolls `target` into view after `delayMs` (the spec's 100 ms, or 300 ms after polling), so
 * the new content has been laid out first. Returns a cancel function for effect clean-ups.
 */
export function scrollIntoViewLater(
  target: RefObject<HTMLElement | null>,
  delayMs: number,
): () => void {
  const timer = setTimeout(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    target.current?.scrollIntoView?.({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
  }, delayMs);
  return () => clearTimeout(timer);
}
