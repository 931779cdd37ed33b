import { TEXT } from './texts.ts';
import type { ChatMessage, ConversationFeed } from './use-conversation.ts';

/**
 * What the chat shows: `starting` (signing in or choosing a flow), `confirmLink` (an
 * e-mailed link waits for the person's click: mail scanners open links too, and must not
 * spend them), `email` (the e-mail prompt), `linkSent` (the notice that replaces the chat),
 * `chat`.
 */
export type ChatStage = 'starting' | 'confirmLink' | 'email' | 'linkSent' | 'chat';

/** One audience's sign-in and conversation, as the chat view uses it. */
export interface ChatSession {
  stage: ChatStage;
  /** The address the login link went to (stage `linkSent`). */
  linkSentTo: string;
  messages: ChatMessage[];
  /** The session token for calls made outside the session (call request, viewing). */
  token: string | null;
  submitEmail(email: string): Promise<void>;
  /** Resolves true once the server took the message. */
  send(text: string): Promise<boolean>;
  /** Resolves true once the conversation was reset. */
  reset(): Promise<boolean>;
  /** The e-mail prompt's Cancel, where the audience has one (Resident AI). */
  cancelEmail?: () => void;
  /** Spends the e-mailed sign-in link (stage `confirmLink`). */
  confirmLink(): void;
  /** Forgets the remembered address and asks for another (from stage `linkSent`). */
  changeEmail(): void;
}

/** Shows one of the spec's alerts inside the chat. */
export type ShowAlert = (text: string) => void;

/** Logs a failure the spec says is "logged only"; silent unless the page asks for debug. */
export const logQuietly = (message: string, detail?: unknown) => {
  if ((globalThis as { PORCHLIGHT_DEBUG?: boolean }).PORCHLIGHT_DEBUG) {
    console.warn(`[porchlight] ${message}`, detail);
  }
};

/**
 * Sends a message by `post`, then polls at once so the reply shows; a refusal shows the
 * spec's alert instead and resolves false (the composer keeps the text).
 */
export async function sendAndRefresh(
  post: Promise<{ status: number }>,
  feed: ConversationFeed,
  showAlert: ShowAlert,
): Promise<boolean> {
  if ((await post).status !== 200) {
    showAlert(TEXT.sendFailed);
    return false;
  }
  feed.refresh();
  return true;
}
