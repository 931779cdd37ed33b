import { drawLauncher } from './launcher.ts';
import { type Command, log, type PorchlightGlobal, type WidgetRecord } from './namespace.ts';
import type { WidgetOptions } from './options.ts';

/** chat.js under its content-hashed name, set by build.mjs (tests: 'chat.js'). */
declare const __CHAT_FILE__: string;

export interface LoaderContext {
  /** Porchlight's origin: where loader.js, chat.js and the API live. */
  origin: string;
  /** Options from the script tag's data-* attributes; with a propertyId, the first init. */
  attributes: Partial<WidgetOptions>;
}

/**
 * Replaces the snippet's stub with the loader's `Porchlight` function and runs the calls
 * queued before it. `init` draws a launcher at once and returns the widget's id; every
 * other command waits in `q` for chat.js (src/loader/runtime.ts), fetched once for every
 * widget when the page is idle or on the first open. Nothing here throws into the page.
 */
export function installLoader({ origin, attributes }: LoaderContext): PorchlightGlobal {
  // loader.js loaded again (a tag manager and a hard-coded tag): the first one stays, with
  // its widgets and listeners; the second does nothing (one tag a page; more widgets by init).
  const loaded = window.Porchlight;
  if (loaded?.__widgets) return loaded;
  const widgets: Record<string, WidgetRecord> = {};
  const queued = loaded?.q ?? [];
  let chat: Promise<unknown> | undefined;
  let count = 0;

  const fetchChat = () =>
    (chat ||= new Promise((resolve) => {
      const script = document.head.appendChild(document.createElement('script'));
      script.onload = resolve;
      script.onerror = (error) => {
        chat = undefined; // the next open tries again
        log('chat.js', error);
      };
      script.src = `${origin}/widget/${__CHAT_FILE__}`;
    }));

  // A single-page app may replace the body's content or the body itself: put the
  // launchers back whenever they fall out of the document.
  const reattach = () => {
    for (const { host } of Object.values(widgets)) host.isConnected || document.body?.append(host);
  };
  new MutationObserver(reattach).observe(document, { childList: true, subtree: true });

  const init = (options: WidgetOptions) => {
    api.__debug ||= options.debug;
    const id = options.id ?? `porchlight-${++count}`;
    if (!options.propertyId || widgets[id]) return;
    const widget = { id, options, ...drawLauncher(options) };
    widgets[id] = widget;
    widget.button.onclick = () => api('toggle', id);
    reattach();
    if (options.openOnLoad) api('open', id);
    // A login link back to this page (runtime.ts) needs the chat even when it loads on open.
    else if (options.load !== 'open' || location.hash.includes('porchlight_token'))
      (window.requestIdleCallback ?? setTimeout)(fetchChat);
    return id;
  };

  const api: PorchlightGlobal = (name, ...args) => {
    try {
      if (name === 'init') return init(args[0] as WidgetOptions);
      if (api.__run) return api.__run(name, ...args);
      if (name === 'destroy') {
        // At once, so that an init of the same id right after it (React's effects) works.
        for (const id in widgets) {
          if (args[0] && args[0] !== id) continue;
          widgets[id]!.host.remove();
          delete widgets[id];
        }
        return;
      }
      api.q!.push([name, ...args]);
      if (name === 'open' || name === 'toggle') fetchChat();
      // The unsubscribe, before chat.js has come as after.
      if (name === 'on') return () => api('off', ...args);
    } catch (error) {
      log(name, error);
    }
  };
  Object.assign(api, { q: [], __widgets: widgets, __origin: origin, __debug: attributes.debug });
  window.Porchlight = api;
  if (attributes.propertyId) init(attributes as WidgetOptions);
  for (const [name, ...args] of queued as Command[]) api(name as string, ...args);
  return api;
}
