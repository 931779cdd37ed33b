/**
 * The chat display model shared by the widget and the dashboard's conversation views.
 */
import { type MessageSegment, splitLinks } from './chat-links.ts';
import { MESSAGE_ROLES, type MessageRole } from './enums.ts';

/** The assistant's display name. */
export const ASSISTANT_NAME = 'Athena';
export const TYPING_INDICATOR_TEXT = `${ASSISTANT_NAME} is typing...`;

/** One part of a list-shaped content; its text is `text`, `text.value` or `value`. */
export interface MessageContentPart {
  type?: string;
  text?: string | { value?: string | null } | null;
  value?: string | null;
  [key: string]: unknown;
}

export type MessageContent = string | readonly MessageContentPart[] | null | undefined;

/** A message as the API returns it (either timestamp spelling). */
export interface ConversationMessage {
  role?: string | null;
  content?: MessageContent;
  created_at?: string | null;
  createdAt?: string | null;
  /** The manager's name on a message they wrote themselves (role 'manager'). */
  authorName?: string | null;
}

export type MessageDirection = 'incoming' | 'outgoing';
/** Place of a message within a run of consecutive messages from the same sender. */
export type MessagePosition = 'single' | 'first' | 'normal' | 'last';
/** 'custom' when the message holds links or the calendar marker and needs rich rendering. */
export type DisplayMessageType = 'text' | 'html' | 'custom';

export interface DisplayMessage {
  message: string;
  /** The timestamp as received (ISO text), '' when absent; formatting is the UI's. */
  sentTime: string;
  /** The role; UIs name it ('You', {@link ASSISTANT_NAME}) since who "you" is differs per view. */
  sender: MessageRole;
  /** Who wrote a 'manager' message, as the prospect sees it; absent for other roles. */
  author?: string;
  direction: MessageDirection;
  position: MessagePosition;
  type: DisplayMessageType;
  segments: MessageSegment[];
}

/** The text of a message content: the string itself, or the first part's text for a list. */
export function messageText(content: MessageContent): string {
  if (typeof content === 'string') return content;
  const first = Array.isArray(content) ? (content[0] as MessageContentPart | undefined) : undefined;
  if (first === null || typeof first !== 'object') return '';
  if (typeof first.text === 'string') return first.text;
  if (typeof first.text?.value === 'string') return first.text.value;
  return typeof first.value === 'string' ? first.value : '';
}

const isRole = (role: unknown): role is MessageRole =>
  (MESSAGE_ROLES as readonly unknown[]).includes(role);

/** Messages a person should see: known roles with non-blank text, in the given order. */
function visible(messages: readonly ConversationMessage[] | null | undefined) {
  if (!Array.isArray(messages)) return [];
  return messages.flatMap((m: ConversationMessage | null) => {
    const text = m ? messageText(m.content) : '';
    return m && isRole(m.role) && text.trim() !== ''
      ? [
          {
            role: m.role,
            text,
            sentTime: m.created_at ?? m.createdAt ?? '',
            author: m.role === 'manager' ? m.authorName || 'Property manager' : undefined,
          },
        ]
      : [];
  });
}

function positionOf(prev: MessageRole | undefined, role: MessageRole, next?: MessageRole) {
  const startsRun = prev !== role;
  const endsRun = next !== role;
  if (startsRun) return endsRun ? 'single' : 'first';
  return endsRun ? 'last' : 'normal';
}

/**
 * The display model of a conversation. Messages with another role (system, tool)
 * or no text are left out; user messages are outgoing, the assistant's and the manager's
 * incoming (the manager's named by `author`), and
 * only assistant messages turn the calendar marker into a calendar segment.
 */
export function toDisplayMessages(
  messages: readonly ConversationMessage[] | null | undefined,
): DisplayMessage[] {
  const shown = visible(messages);
  return shown.map(({ role, text, sentTime, author }, i) => {
    const segments = splitLinks(text, { calendar: role === 'assistant' });
    return {
      message: text,
      sentTime,
      sender: role,
      ...(author ? { author } : {}),
      direction: role === 'user' ? 'outgoing' : 'incoming',
      position: positionOf(shown[i - 1]?.role, role, shown[i + 1]?.role),
      type: segments.some((s) => s.kind !== 'text') ? 'custom' : 'text',
      segments,
    };
  });
}

/**
 * True while the last shown message is the user's and Athena is the one to answer: the
 * assistant is then typing. When a person (the manager) spoke last before it, they have
 * taken the conversation over, and nobody is shown typing.
 */
export function lastMessageIsUser(
  messages: readonly ConversationMessage[] | null | undefined,
): boolean {
  const shown = visible(messages);
  if (shown.at(-1)?.role !== 'user') return false;
  return shown.findLast((m) => m.role !== 'user')?.role !== 'manager';
}
