// Types for Porchlight's embed script (loader.js): the global `Porchlight` function, its
// commands, options and events. Served beside the script at /widget/porchlight.d.ts; add it
// to your project (e.g. src/types/porchlight.d.ts) and call `window.Porchlight(...)`.
// The guide: docs/embedding.md in the Porchlight repository.

export interface PorchlightPrefill {
  /** The visitor's e-mail address: the chat's e-mail field starts with it. */
  email?: string;
  /** The visitor's name: kept on a new lead (never changes a known prospect's). */
  name?: string;
}

export interface PorchlightOptions {
  /** The property whose assistant answers (required). */
  propertyId: string;
  /** The unit the prospect asks about. */
  unitId?: string;
  /** Names this widget in later commands; `porchlight-1`, `porchlight-2`, … by default. */
  id?: string;
  /** `tenant` (prospects, the default) or `resident` (Resident AI). */
  mode?: 'tenant' | 'resident';
  /** Corner of the launcher and panel; `bottom-right` by default. */
  position?: 'bottom-right' | 'bottom-left';
  /** Accent colour, any CSS colour. */
  color?: string;
  /** false: no launcher; open the chat from your own buttons (`data-porchlight-open`). */
  launcher?: boolean;
  /** Opens the panel as soon as the widget is drawn. */
  openOnLoad?: boolean;
  /** The chat's title bar (on by default in the panel). */
  showTopbar?: boolean;
  /** Hides the "Request a phone call" menu item. */
  hidePhone?: boolean;
  /** false: always poll instead of holding the server's event stream. */
  live?: boolean;
  /** z-index of the launcher and panel; 2147483000 by default. */
  zIndex?: number;
  /** When chat.js is fetched: `idle` (default) or on the first `open`. */
  load?: 'idle' | 'open';
  /** The visitor, as far as your site knows them. */
  prefill?: PorchlightPrefill;
  /** Prints `[porchlight]` lines to the console. */
  debug?: boolean;
}

/** Each event's detail; a listener also receives the id of the widget that spoke. */
export interface PorchlightEvents {
  /** chat.js has loaded and runs the commands (fires for listeners added later too). */
  ready: Record<string, never>;
  open: Record<string, never>;
  close: Record<string, never>;
  message: { role: 'user' | 'assistant' | 'manager'; text: string };
  /** The visitor gave their e-mail for this property: a lead, for conversion tracking. */
  leadCaptured: { email: string; propertyId: string; unitId: string | null };
  viewingScheduled: { datetime: string };
  callRequested: { phoneNumber: string };
}

export type PorchlightListener<K extends keyof PorchlightEvents> = (
  detail: PorchlightEvents[K],
  widgetId: string,
) => void;

export interface Porchlight {
  /** Draws a widget; answers its id (undefined when the id is taken or propertyId missing). */
  (command: 'init', options: PorchlightOptions): string | undefined;
  /** `reset` asks the visitor whether to start over; nothing is erased without their yes. */
  (command: 'open' | 'close' | 'toggle' | 'destroy' | 'reset', widgetId?: string): void;
  /** Changes a widget's options (another unit, colour, …); redrawn, open if it was. */
  (command: 'update', options: Partial<PorchlightOptions>): void;
  (command: 'update', widgetId: string, options: Partial<PorchlightOptions>): void;
  (command: 'prefill', prefill: PorchlightPrefill): void;
  (command: 'prefill', widgetId: string, prefill: PorchlightPrefill): void;
  /** Listens to an event; answers the function that stops listening. */
  <K extends keyof PorchlightEvents>(
    command: 'on',
    event: K,
    listener: PorchlightListener<K>,
  ): () => void;
  <K extends keyof PorchlightEvents>(
    command: 'off',
    event: K,
    listener: PorchlightListener<K>,
  ): void;
  /** Calls made before loader.js arrived, kept in order (the snippet's stub). */
  q?: unknown[];
}

declare global {
  interface Window {
    Porchlight?: Porchlight;
  }
}
