import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** How long a linked section may take to appear (a section loaded after the page). */
const WAIT_MS = 4000;

/**
 * Scrolls to the element the URL's #hash names once `ready`, waiting (a frame at a time,
 * up to a few seconds) for a section that is loaded after the page, as the set-up
 * checklist's links point into a page: '/properties/{id}#embed-title'.
 */
export function useScrollToHash(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || hash.length < 2) return;
    const id = decodeURIComponent(hash.slice(1));
    const deadline = performance.now() + WAIT_MS;
    let frame = 0;
    const look = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ block: 'start' });
        return;
      }
      if (performance.now() < deadline) frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [ready, hash]);
}
