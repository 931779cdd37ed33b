import type { ComponentChildren } from 'preact';
import { useId, useLayoutEffect, useRef } from 'preact/hooks';

export interface DialogProps {
  title: string;
  /** Escape, Cancel and Close all end here; focus then returns to the opener. */
  onClose: () => void;
  children: ComponentChildren;
  /** When the title is also the label of an input, that input's id. */
  titleFor?: string;
  /** False leaves focus where it is (a frame must not take focus from its page unasked). */
  autoFocus?: boolean;
}

const FOCUSABLE =
  'a[href],button:not([disabled]),input:not([disabled]),textarea:not([disabled]),select:not([disabled]),[tabindex]:not([tabindex="-1"])';

/** The focused element of the document or shadow root the node lives in. */
const activeIn = (node: Node) => (node.getRootNode() as Document | ShadowRoot).activeElement;

/**
 * A modal dialog over the chat: focus moves in (to `[data-autofocus]` or the first
 * control), Tab and Shift+Tab stay inside, Escape closes, and focus returns to whatever
 * opened it. Works the same in a shadow root, where `document.activeElement` is the host.
 */
export function Dialog({ title, onClose, children, titleFor, autoFocus = true }: DialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Before the next paint: between the opener leaving and the dialog's first control taking
  // focus, it must not rest on the page behind the chat.
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node || !autoFocus) return;
    const opener = activeIn(node) as HTMLElement | null;
    const first =
      node.querySelector<HTMLElement>('[data-autofocus]') ??
      node.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? node).focus();
    const chat = node.parentElement?.closest<HTMLElement>('.pl-chat');
    return () => {
      // The opener may be gone (the e-mail prompt replaced by the chat): stay in the chat.
      if (opener?.isConnected) opener.focus();
      else chat?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const node = ref.current;
    if (!node) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab') return;
    const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const current = activeIn(node);
    const edge = event.shiftKey ? items[0] : items.at(-1);
    const wrapTo = event.shiftKey ? items.at(-1) : items[0];
    if (!wrapTo || current === edge || !node.contains(current)) {
      event.preventDefault();
      wrapTo?.focus();
    }
  };

  return (
    <div class="pl-overlay">
      <div
        ref={ref}
        class="pl-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        {titleFor ? (
          <label id={titleId} for={titleFor} class="pl-dialog__title">
            {title}
          </label>
        ) : (
          <h2 id={titleId} class="pl-dialog__title">
            {title}
          </h2>
        )}
        {children}
      </div>
    </div>
  );
}

/** A short confirmation with its Close button ('Thanks! You will receive a call shortly.'). */
export function NoticeDialog({ title, onClose }: { title: string; onClose: () => void }) {
  return (
    <Dialog title={title} onClose={onClose}>
      <div class="pl-actions">
        <button type="button" class="pl-btn pl-btn--primary" onClick={onClose}>
          Close
        </button>
      </div>
    </Dialog>
  );
}
