import type { ChatEventName, ChatEvents } from '../app/mount-api.ts';
import type { WidgetOptions } from './options.ts';
import type { Panel } from './panel.ts';

/** One call of `Porchlight(name, ...args)`, as the snippet's stub queues it. */
export type Command = ArrayLike<unknown> & Iterable<unknown>;

/** A widget the loader drew: its options, launcher and, once opened, its panel. */
export interface WidgetRecord {
  id: string;
  options: WidgetOptions;
  host: HTMLElement;
  root: ShadowRoot;
  button: HTMLButtonElement;
  panel?: Panel;
  /** An e-mailed login link that returned to this page, for the chat to sign in with. */
  login?: { token: string; email: string };
}

/** A host page's event listener; `widgetId` tells which widget spoke. */
export type Listener<K extends ChatEventName = ChatEventName> = (
  detail: ChatEvents[K],
  widgetId: string,
) => void;

/**
 * The one global a host page sees. Before the loader, the snippet's stub only queues
 * calls in `q`. The loader handles `init` itself (it draws the launcher) and keeps every
 * other command in `q` until chat.js has installed `__run`, which then runs them all.
 * Fields prefixed `__` are internal, shared by loader.js and chat.js.
 */
export interface PorchlightGlobal {
  (name: string, ...args: unknown[]): unknown;
  q?: Command[];
  /** Widgets by id, drawn by the loader. */
  __widgets?: Record<string, WidgetRecord>;
  /** Porchlight's origin: where loader.js, chat.js and the API live. */
  __origin?: string;
  __debug?: boolean;
  /** The commands chat.js brings (open, close, toggle, destroy, on, off). */
  __run?: (name: string, ...args: unknown[]) => unknown;
}

declare global {
  interface Window {
    Porchlight?: PorchlightGlobal;
  }
}

/** Prints a `[porchlight]` line when debug is on (`data-debug` or `init` with `debug`). */
export const log = (message: string, error?: unknown) =>
  window.Porchlight?.__debug && console.warn(`[porchlight] ${message}`, error);
