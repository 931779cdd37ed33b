// The panel of script-tag mode. It ships inside chat.js, not the loader: the panel is
// only ever seen with the chat in it, and the loader must stay under 1 KB. runtime.ts
// draws it on a widget's first open.
import type { ChatOptions, Emit, MountChat, MountedChat } from '../app/mount-api.ts';
import { side, zIndex } from './launcher.ts';
import type { WidgetOptions } from './options.ts';
import { BADGE_CSS, drawBadge } from './unread.ts';

/** What the loader holds for a widget once its panel exists. */
export interface Panel {
  /** Opens (true), closes (false) or toggles (undefined) the panel. */
  set(open?: boolean): void;
  /** Whether the panel is open. */
  isOpen(): boolean;
  /** Opens the panel and asks the visitor whether to start the conversation over. */
  askReset(): void;
  destroy(): void;
}

export interface PanelContext {
  /** The widget's shadow root, which holds the launcher. */
  root: ShadowRoot;
  launcher: HTMLButtonElement;
  options: WidgetOptions;
  /** Porchlight's origin, where the API lives. */
  origin: string;
  emit: Emit;
  mountChat: MountChat;
  /** A login link's sign-in, returned to this page (runtime.ts reads it from the URL). */
  login?: { token: string; email: string };
}

const SMALL_SCREEN = '(max-width: 640px)';

const panelCss = (options: WidgetOptions) =>
  `dialog{position:fixed;z-index:${zIndex(options)};inset:auto;bottom:80px;${side(options)}:20px;` +
  'margin:0;padding:0;border:0;' +
  'width:min(380px,calc(100vw - 40px));height:min(620px,calc(100vh - 100px));max-width:none;' +
  'max-height:none;border-radius:12px;background:#fff;color:#1a1a1a;' +
  'box-shadow:0 8px 32px #0003;overflow:hidden;flex-direction:column}' +
  'dialog[open]{display:flex}' +
  '.close{align-self:flex-end;width:32px;height:32px;margin:4px;border:0;border-radius:50%;' +
  'background:none;color:inherit;font-size:24px;line-height:1;cursor:pointer}' +
  '.body{flex:1;min-height:0;overflow:auto}' +
  // Open, the launcher is the close button; closed, it counts the replies not yet seen.
  '.l[aria-expanded=true]{width:48px;padding:0;font-size:26px;font-weight:400}' +
  BADGE_CSS +
  `@media ${SMALL_SCREEN}{dialog{inset:0;width:100%;height:100%;border-radius:0}}`;

/**
 * Draws the chat panel beside the launcher and mounts the chat into it. The panel is a
 * <dialog>: non-modal beside the launcher on a large screen; full screen and modal on a
 * small one, where the browser keeps focus inside and makes the page inert. Escape and
 * the close button close it; focus that was inside returns to the launcher.
 */
export function mountPanel(context: PanelContext): Panel {
  const { root, launcher, options, origin, emit } = context;
  const doc = root.ownerDocument;
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(panelCss(options));
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];

  const dialog = root.appendChild(doc.createElement('dialog'));
  dialog.setAttribute('aria-label', 'Chat');
  // The chat's header carries the close button, unless the embedder turned the header off.
  if (options.showTopbar === false) {
    const close = dialog.appendChild(doc.createElement('button'));
    close.type = 'button';
    close.className = 'close';
    close.setAttribute('aria-label', 'Close chat');
    close.textContent = '×';
    close.onclick = () => set(false);
  }
  const body = dialog.appendChild(doc.createElement('div'));
  body.className = 'body';
  let unread = 0;

  /** The launcher: 'Chat' with the count of unseen replies, or × while the panel is open. */
  const drawLauncher = () => {
    launcher.setAttribute('aria-expanded', String(opened));
    if (!opened) return drawBadge(launcher, unread);
    launcher.textContent = '×';
    launcher.setAttribute('aria-label', 'Close chat');
  };

  const chatOptions: ChatOptions = {
    propertyId: options.propertyId,
    unitId: options.unitId,
    mode: options.mode ?? 'tenant',
    surface: 'widget',
    apiOrigin: origin,
    showTopbar: options.showTopbar,
    hidePhone: options.hidePhone,
    live: options.live,
    color: options.color,
    onClose: () => set(false),
    prefill: options.prefill,
    ...context.login,
  };
  // A reply that arrives while the panel is closed shows on the launcher.
  const notify: Emit = (name, detail) => {
    if (name === 'message' && !opened && (detail as { role: string }).role !== 'user') {
      unread += 1;
      drawLauncher();
    }
    emit(name, detail);
  };
  let chat: MountedChat | undefined;
  let opened = false;

  const set = (open = !opened) => {
    if (open === opened) return;
    opened = open;
    if (open) unread = 0;
    drawLauncher();
    if (open) {
      if (doc.defaultView?.matchMedia(SMALL_SCREEN).matches) dialog.showModal();
      else dialog.show();
      // Mounted once shown, so the chat's first dialog (the e-mail prompt) takes focus
      // from inside the panel and gives it back there.
      chat ??= context.mountChat(body, chatOptions, notify);
    } else {
      const focusWasInside = root.activeElement !== null && root.activeElement !== launcher;
      dialog.close();
      if (focusWasInside) launcher.focus();
    }
    chat?.setOpen(open);
    emit(open ? 'open' : 'close', {});
  };

  dialog.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    event.preventDefault();
    set(false);
  });
  // A modal dialog also gets the browser's close request on Escape. The chat's own
  // dialogs (e-mail, picker, ...) close first and stop the key: keep the panel open then.
  dialog.addEventListener('cancel', (event) => event.preventDefault());
  // The browser may still close it (a repeated close request): follow. The event comes a
  // task (or a frame) after the closing: the panel may have been opened again since.
  dialog.addEventListener('close', () => dialog.open || set(false));

  return {
    set,
    isOpen: () => opened,
    askReset: () => {
      set(true);
      chat?.askReset();
    },
    destroy: () => {
      chat?.destroy();
      dialog.remove();
    },
  };
}
