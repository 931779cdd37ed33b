// The commands of script-tag mode that need the chat: they ship in chat.js, so the loader
// stays under 1 KB. runtime-entry.ts installs them when chat.js runs on a host page.
import type { MountChat } from '../app/mount-api.ts';
import { type Listener, log, type PorchlightGlobal, type WidgetRecord } from './namespace.ts';
import { mountPanel } from './panel.ts';

/**
 * Installs `open`, `close`, `toggle`, `destroy`, `on` and `off` on the loader's global
 * and runs the commands the loader kept waiting. Each widget keeps its own state; a
 * command without an id applies to every widget.
 */
export function installRuntime(api: PorchlightGlobal, mountChat: MountChat, chatCss: boolean) {
  const widgets = api.__widgets ?? {};
  const listeners: Partial<Record<string, Set<Listener>>> = {};

  const each = (id: unknown, run: (widget: WidgetRecord) => void) => {
    for (const widget of Object.values(widgets)) if (!id || id === widget.id) run(widget);
  };
  const panelOf = (widget: WidgetRecord) =>
    (widget.panel ||= mountPanel({
      root: widget.root,
      launcher: widget.button,
      options: widget.options,
      origin: api.__origin ?? location.origin,
      mountChat,
      chatCss,
      login: widget.login,
      // Each listener runs in a task of its own: a host's listener that throws surfaces
      // in the host's console and never interrupts the chat.
      emit: (name, detail) => {
        for (const listener of listeners[name] ?? []) setTimeout(listener, 0, detail, widget.id);
      },
    }));

  const commands: Record<string, (...args: never[]) => void> = {
    open: (id?: string) => each(id, (widget) => panelOf(widget).set(true)),
    close: (id?: string) => each(id, (widget) => widget.panel?.set(false)),
    toggle: (id?: string) => each(id, (widget) => panelOf(widget).set()),
    destroy: (id?: string) =>
      each(id, (widget) => {
        widget.panel?.destroy();
        widget.host.remove();
        delete widgets[widget.id];
      }),
    on: (name: string, listener: Listener) => {
      if (typeof listener !== 'function') return log(`on ${name} needs a function`);
      listeners[name] ??= new Set();
      listeners[name].add(listener);
    },
    off: (name: string, listener: Listener) => {
      listeners[name]?.delete(listener);
    },
  };

  api.__run = (name, ...args) => {
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (command) command(...(args as never[]));
    else log(`unknown command ${name}`);
  };
  for (const [name, ...args] of api.q?.splice(0) ?? []) {
    try {
      api.__run(name as string, ...args);
    } catch (error) {
      log(`${name}`, error);
    }
  }

  // An e-mailed login link that came back to this listing page carries its sign-in in the
  // fragment (never sent to the page's server): take it out of the address at once, and
  // open the property's chat, which asks the person to continue with it. A link opened in
  // a tab already on the page only changes the fragment: that is followed too.
  const useLoginLink = () => {
    const link = new URLSearchParams(location.hash.slice(1));
    const token = link.get('porchlight_token');
    // Only the page's current Porchlight answers (not one a test or the host replaced).
    if (!token || window.Porchlight !== api) return;
    history.replaceState(history.state, '', location.pathname + location.search);
    const widget = Object.values(widgets).find(
      (w) => w.options.propertyId === link.get('porchlight_property'),
    );
    if (!widget) return;
    widget.login = { token, email: link.get('porchlight_email') ?? '' };
    // A panel drawn before the link came is drawn again to use it.
    widget.panel?.destroy();
    widget.panel = undefined;
    api.__run?.('open', widget.id);
  };
  addEventListener('hashchange', useLoginLink);
  useLoginLink();
}
