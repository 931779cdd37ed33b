/**
 * The seam between the chat and what draws it. In script-tag mode the loader draws the
 * launcher inside a shadow root and fetches chat.js when needed, whose panel
 * (src/loader/panel.ts) calls `mountChat`; on the /embed, /chat and /resident-ai pages,
 * chat-page.js (main.tsx) calls it. Types only.
 */

/** Who is chatting: a prospect (tenant chat) or a resident (Resident AI). */
export type ChatAudience = 'tenant' | 'resident';

/** Where the chat is drawn. */
export type ChatSurface =
  /** In the host page's shadow root, inside the loader's panel. */
  | 'widget'
  /** Alone in an iframe at /embed. */
  | 'embed'
  /** The full-page chat at /chat or /resident-ai. */
  | 'page';

export interface ChatOptions {
  propertyId: string;
  unitId?: string;
  mode: ChatAudience;
  surface: ChatSurface;
  /** Absolute origin of the Porchlight server (the API's prefix is `${apiOrigin}/api`). */
  apiOrigin: string;
  /**
   * The title bar (spec: showTopbar): always on a page of its own; in the loader's panel
   * unless false; in a frame only when true.
   */
  showTopbar?: boolean;
  /** Closes the loader's panel: the chat's header then carries the close button. */
  onClose?: () => void;
  /** Hides the phone-call button. */
  hidePhone?: boolean;
  /** Accent colour (any CSS colour). */
  color?: string;
  /** Push updates by the server's event stream when it can be held (default); else poll. */
  live?: boolean;
  /** Login-link values read from the page's query string (/chat and /resident-ai). */
  token?: string;
  email?: string;
  /**
   * Resident AI's `resident` query flag (resident mode): the conversation is always started
   * (or found) by the server instead of restored from the stored conversation id.
   */
  resident?: boolean;
  /**
   * A page of its own only: the address it loads once an e-mailed login link is spent (the
   * session kept), without the link's values. Elsewhere the chat goes on where it is.
   */
  signedInUrl?: string;
  /** Where the e-mail prompt's Cancel leaves to (Resident AI's full page); else it closes. */
  cancelUrl?: string;
  /**
   * The manager's own session when the chat is their Resident AI preview, framed by the
   * dashboard (a page's only: storage.ts, managerPreviewToken): Resident AI runs with it.
   */
  previewToken?: string | null;
  /** What the embedding site already knows of the visitor: the e-mail field starts with it. */
  prefill?: Prefill;
  /**
   * Opens the viewing picker once the chat is ready (`book=1` on /chat): the link of a
   * reminder's Reschedule, or of the follow-up after a missed viewing.
   */
  book?: boolean;
}

/** The embedding site's `prefill`: the visitor's e-mail and name, as far as it knows them. */
export interface Prefill {
  email?: string;
  name?: string;
}

/** Public events a host page can listen to. */
export interface ChatEvents {
  open: Record<string, never>;
  close: Record<string, never>;
  message: { role: 'user' | 'assistant' | 'manager'; text: string };
  viewingScheduled: { datetime: string };
  callRequested: { phoneNumber: string };
  /** The chat has loaded and its commands run (script-tag mode). */
  ready: Record<string, never>;
  /** The visitor gave their e-mail address for this property: a lead, for conversion tracking. */
  leadCaptured: { email: string; propertyId: string; unitId: string | null };
}

export type ChatEventName = keyof ChatEvents;

export type Emit = <K extends ChatEventName>(name: K, detail: ChatEvents[K]) => void;

export interface MountedChat {
  /** Unmounts the chat and stops its polling. */
  destroy(): void;
  /**
   * Tells the chat it became visible (focus moves into it) or hidden. On the 'widget'
   * surface a chat is mounted closed; on 'embed' and 'page' it is mounted open. It does
   * not poll while closed.
   */
  setOpen(open: boolean): void;
  /** Asks the visitor whether to start over (the menu's reset question), when chatting. */
  askReset(): void;
}

export type MountChat = (
  target: Element | ShadowRoot,
  options: ChatOptions,
  emit: Emit,
) => MountedChat;
