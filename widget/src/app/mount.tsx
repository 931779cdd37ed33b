import { configureClient } from '@porchlight/client';
import { render } from 'preact';
import { ChatApp, type ChatControls } from './chat-app.tsx';
import { CHAT_CSS } from './chat-styles.ts';
import type { Emit, MountChat } from './mount-api.ts';

/**
 * Adds the styles to the shadow root or document the target lives in: as an adopted
 * sheet where supported (allowed under a strict style-src), else as a <style> element.
 * Returns the undo.
 */
export function addStyles(target: Element | ShadowRoot, css: string): () => void {
  const root = (target instanceof Element ? target.getRootNode() : target) as Document | ShadowRoot;
  try {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
    };
  } catch {
    const style = document.createElement('style');
    style.textContent = css;
    (root instanceof Document ? root.head : root).append(style);
    return () => style.remove();
  }
}

/**
 * Draws the chat into `target` (an element, or the loader's shadow root) and returns
 * the handle that closes or removes it. See {@link MountChat}.
 */
export const mountChat: MountChat = (target, options, emit) => {
  configureClient({ baseUrl: options.apiOrigin });
  const removeStyles = addStyles(target, CHAT_CSS);
  const host = document.createElement('div');
  host.className = 'pl-host';
  target.append(host);
  // A host page's listener that throws must not break the chat.
  const safeEmit: Emit = (name, detail) => {
    try {
      emit(name, detail);
    } catch {
      // The host's problem; the chat carries on.
    }
  };
  const controls: ChatControls = {};
  const draw = (open: boolean) =>
    render(<ChatApp options={options} emit={safeEmit} open={open} controls={controls} />, host);
  // The loader's panel mounts the chat closed and opens it with setOpen(true); a page
  // of its own is open from the start.
  draw(options.surface !== 'widget');
  return {
    destroy() {
      render(null, host);
      host.remove();
      removeStyles();
    },
    setOpen: draw,
    askReset: () => controls.askReset?.(),
  };
};
