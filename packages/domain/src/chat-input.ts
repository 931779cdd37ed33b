/**
 * The chat input box of the tenant and resident chats.
 */

export const CHAT_INPUT_PLACEHOLDER = 'Type message here';

/** A message is sent only when it has non-blank text. */
export function canSendMessage(text: string | null | undefined): boolean {
  return typeof text === 'string' && text.trim() !== '';
}

/** Enter sends; Shift+Enter inserts a new line. */
export function isSendKey(event: { key: string; shiftKey: boolean }): boolean {
  return event.key === 'Enter' && !event.shiftKey;
}
