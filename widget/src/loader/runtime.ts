// The commands of script-tag mode that need the chat: they ship in chat.js, so the loader
// stays under 1 KB. src/chat-entry.ts installs them when chat.js runs on a host page.
import type { MountChat } from '../app/mount-api.ts';
import { prefillOf } from '../app/prefill.ts';
import { type Listener, log, type PorchlightGlobal, type WidgetRecord } from './namespace.ts';
import type { WidgetOptions } from './options.ts';
import { mountPanel } from './panel.ts';
import { watchUnread } from './unread.ts';

/**
 * Installs `open`, `close`, `toggle`, `destroy`, `update`, `prefill`, `on` (answering the
 * unsubscribe) and `off` on the loader's global
 * and runs the commands the loader kept waiting. Each widget keeps its own state; a
 * command without an id applies to every widget.
 */
export function installRuntime(api: PorchlightGlobal, mountChat: MountChat) {
  const widgets = api.__widgets ?? {};
  /** The page's element that last opened a chat (data-porchlight-open). */
  let opener: HTMLElement | null = null;
  const listeners: Partial<Record<string, Set<Listener>>> = {};
  /** Stops each widget's unread poll (src/loader/unread.ts), by widget id. */
  const unreadStops: Record<string, () => void> = {};
  const origin = api.__origin ?? location.origin;
  // A prospect who chatted before sees a reply on the launcher without opening the chat.
  const watch = (widget: WidgetRecord) => {
    unreadStops[widget.id] = watchUnread(widget, origin);
  };

  const each = (id: unknown, run: (widget: WidgetRecord) => void) => {
    for (const widget of Object.values(widgets)) if (!id || id === widget.id) run(widget);
  };
  const panelOf = (widget: WidgetRecord) =>
    (widget.panel ||= mountPanel({
      root: widget.root,
      launcher: widget.button,
      options: widget.options,
      origin,
      mountChat,
      login: widget.login,
      // Each listener runs in a task of its own: a host's listener that throws surfaces
      // in the host's console and never interrupts the chat.
      emit: (name, detail) => {
        // Without a launcher, focus goes back to the page's button that opened the chat.
        if (name === 'close' && widget.button.hidden) opener?.focus();
        for (const listener of listeners[name] ?? []) setTimeout(listener, 0, detail, widget.id);
      },
    }));

  /**
   * Draws a widget again from its options, open if it was: removed, then drawn by the
   * loader's own `init` (its launcher is drawn in loader.js only), which every cached
   * loader has. It then comes last among the widgets. A login link it was drawn with is
   * spent by then: the chat goes on with the session the link gave.
   */
  const redraw = (widget: WidgetRecord) => {
    const open = widget.panel?.isOpen() ?? false;
    api('destroy', widget.id);
    api('init', { ...widget.options, id: widget.id, openOnLoad: open });
    const drawn = widgets[widget.id];
    if (drawn) watch(drawn);
  };
  /** `update` and `prefill` take an optional widget id first. */
  const target = (args: unknown[]) =>
    typeof args[0] === 'string'
      ? { id: args[0], value: args[1] }
      : { id: undefined, value: args[0] };

  const commands: Record<string, (...args: never[]) => unknown> = {
    open: (id?: string) => each(id, (widget) => panelOf(widget).set(true)),
    close: (id?: string) => each(id, (widget) => widget.panel?.set(false)),
    toggle: (id?: string) => each(id, (widget) => panelOf(widget).set()),
    destroy: (id?: string) =>
      each(id, (widget) => {
        unreadStops[widget.id]?.();
        widget.panel?.destroy();
        widget.host.remove();
        delete widgets[widget.id];
      }),
    reset: (id?: string) => each(id, (widget) => panelOf(widget).askReset()),
    // A single-page app moved to another listing, or changed the look: the widget follows.
    update: (...args: unknown[]) => {
      const { id, value } = target(args);
      if (!value || typeof value !== 'object') return log('update needs options');
      each(id, (widget) => {
        widget.options = { ...widget.options, ...(value as Partial<WidgetOptions>), id: widget.id };
        redraw(widget);
      });
    },
    // What the site knows of the visitor: the chat's e-mail field starts with it, and a new
    // lead takes the name. A chat already drawn is drawn again with it.
    prefill: (...args: unknown[]) => {
      const { id, value } = target(args);
      const prefill = prefillOf(value);
      if (!prefill) return log('prefill needs { email, name }');
      each(id, (widget) => {
        widget.options = { ...widget.options, prefill };
        if (widget.panel) redraw(widget);
      });
    },
    on: (name: string, listener: Listener) => {
      if (typeof listener !== 'function') return log(`on ${name} needs a function`);
      listeners[name] ??= new Set();
      listeners[name].add(listener);
      // The chat is here: a listener for 'ready' hears it at once, for every widget.
      if (name === 'ready') for (const id in widgets) setTimeout(listener, 0, {}, id);
      return () => listeners[name]?.delete(listener);
    },
    off: (name: string, listener: Listener) => {
      listeners[name]?.delete(listener);
    },
  };

  api.__run = (name, ...args) => {
    const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
    if (command) return command(...(args as never[]));
    log(`unknown command ${name}`);
  };
  for (const [name, ...args] of api.q?.splice(0) ?? []) {
    try {
      api.__run(name as string, ...args);
    } catch (error) {
      log(`${name}`, error);
    }
  }

  for (const widget of Object.values(widgets)) watch(widget);

  // The page's own buttons open the chat: <button data-porchlight-open> (every widget's
  // first), or data-porchlight-open="widget-id".
  document.addEventListener('click', (event) => {
    const found = (event.target as Element | null)?.closest?.('[data-porchlight-open]');
    if (!(found instanceof HTMLElement) || window.Porchlight !== api) return;
    event.preventDefault();
    opener = found;
    const id = found.getAttribute('data-porchlight-open') || Object.keys(widgets)[0];
    if (id) api('open', id);
  });

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
