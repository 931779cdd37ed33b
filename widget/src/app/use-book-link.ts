import { useEffect, useRef } from 'preact/hooks';

/**
 * A Reschedule link (`book=1`) opens the viewing picker once, as soon as the chat is there
 * (after its sign-in), and never again on later renders.
 */
export function useBookLink(asked: boolean, ready: boolean, openPicker: () => void): void {
  const done = useRef(false);
  useEffect(() => {
    if (!asked || !ready || done.current) return;
    done.current = true;
    openPicker();
  }, [asked, ready]);
}
