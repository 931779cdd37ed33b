import type { ChatAudience, Prefill } from '../app/mount-api.ts';

/** What a host page passes to `Porchlight('init', {...})` or as `data-*` attributes. */
export interface WidgetOptions {
  /** Names this widget in later commands; defaults to `porchlight-1`, `porchlight-2`, .... */
  id?: string;
  /** The property whose assistant answers (required). */
  propertyId: string;
  /** The unit the prospect asks about. */
  unitId?: string;
  /** `tenant` (prospects, the default) or `resident` (Resident AI). */
  mode?: ChatAudience;
  /** Corner of the launcher and panel; `bottom-right` by default. */
  position?: 'bottom-right' | 'bottom-left';
  /** Launcher colour, any CSS colour; invalid values are ignored. */
  color?: string;
  /** false: no launcher; the page opens the chat itself (`open`, or data-porchlight-open). */
  launcher?: boolean;
  /** Opens the panel as soon as the widget is drawn. */
  openOnLoad?: boolean;
  /** Shows the chat's title bar. */
  showTopbar?: boolean;
  /** Hides the chat's phone-call button. */
  hidePhone?: boolean;
  /** false: always poll instead of holding the server's event stream. */
  live?: boolean;
  /** z-index of the launcher and panel; 2147483000 by default. */
  zIndex?: number;
  /** When to fetch the chat: `idle` (the default, once the page is idle) or `open`. */
  load?: 'idle' | 'open';
  /** Prints `[porchlight]` lines to the console. */
  debug?: boolean;
  /** The visitor's e-mail and name, when the site knows them (also the `prefill` command). */
  prefill?: Prefill;
}

/**
 * Reads options from a script tag's `data-*` attributes (`data-property-id` →
 * `propertyId`). An empty value or `true` means true, `false` means false.
 */
export function optionsFromDataset(dataset: DOMStringMap): Partial<WidgetOptions> {
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(dataset)) {
    options[key] = value === 'false' ? false : value === '' || value === 'true' || value;
  }
  return options;
}
