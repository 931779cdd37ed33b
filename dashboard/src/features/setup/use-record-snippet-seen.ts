import { useEffect } from 'react';
import { recordSetup } from './setup-api.ts';

/** How long the snippet's card may take to appear (it is loaded after the page). */
const WAIT_MS = 10_000;

/** Recorded once per page load: the server keeps the first time anyway. */
let recorded = false;

/**
 * Records the set-up step 'Add the chat to your website' once the element `id` (the
 * 'Add to your website' card's heading) has been on screen: the snippet and the chat link
 * were seen. Nothing happens where the browser cannot tell (no IntersectionObserver).
 */
export function useRecordSnippetSeen(id: string, ready: boolean): void {
  useEffect(() => {
    if (!ready || recorded || typeof IntersectionObserver === 'undefined') return;
    let observer: IntersectionObserver | null = null;
    let frame = 0;
    const deadline = performance.now() + WAIT_MS;
    const watch = () => {
      const target = document.getElementById(id);
      if (!target) {
        if (performance.now() < deadline) frame = requestAnimationFrame(watch);
        return;
      }
      observer = new IntersectionObserver((entries) => {
        if (recorded || !entries.some((entry) => entry.isIntersecting)) return;
        recorded = true;
        observer?.disconnect();
        void recordSetup({ websiteSnippetSeen: true });
      });
      observer.observe(target);
    };
    watch();
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [id, ready]);
}
