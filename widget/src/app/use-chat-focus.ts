import type { RefObject } from 'preact';
import { useEffect, useRef } from 'preact/hooks';
import type { ChatSurface } from './mount-api.ts';

/**
 * Moves focus into the chat when it opens (and when the conversation appears): to the
 * open dialog's first control, else to the message box. In a frame (`embed`) focus moves
 * only once the visitor has used the chat, since taking it on load would scroll the host
 * page to the frame. Returns whether the visitor has used the chat, for dialogs shown
 * without being asked for (the e-mail prompt).
 */
export function useChatFocus(
  root: RefObject<HTMLElement>,
  input: RefObject<HTMLElement>,
  open: boolean,
  surface: ChatSurface,
  chatting: boolean,
): { readonly current: boolean } {
  const used = useRef(surface !== 'embed');

  useEffect(() => {
    const node = root.current;
    const markUsed = () => {
      used.current = true;
    };
    node?.addEventListener('pointerdown', markUsed);
    node?.addEventListener('keydown', markUsed);
    return () => {
      node?.removeEventListener('pointerdown', markUsed);
      node?.removeEventListener('keydown', markUsed);
    };
  }, [root]);

  useEffect(() => {
    if (!open || !used.current) return;
    const control = root.current?.querySelector<HTMLElement>(
      '.pl-dialog [data-autofocus],.pl-dialog input,.pl-dialog button',
    );
    (control ?? input.current)?.focus();
  }, [open, chatting, root, input]);

  return used;
}
