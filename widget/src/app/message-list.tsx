import { ASSISTANT_NAME, type MessageSegment, toDisplayMessages } from '@porchlight/domain';
import { useLayoutEffect, useRef } from 'preact/hooks';
import type { ChatMessage } from './use-conversation.ts';

export interface MessageListProps {
  messages: ChatMessage[];
  /** Opens the viewing picker; without it the calendar marker stays plain text. */
  onCalendar?: () => void;
}

/** The label of the link that stands for the assistant's calendar marker. */
export const CALENDAR_LINK_TEXT = 'Choose a viewing time';

function Segment({ segment, onCalendar }: { segment: MessageSegment; onCalendar?: () => void }) {
  if (segment.kind === 'text') return <>{segment.text}</>;
  if (segment.kind === 'link') {
    return (
      <a href={segment.href} target="_blank" rel="noopener noreferrer">
        {segment.text}
      </a>
    );
  }
  if (!onCalendar) return <>CALENDAR</>;
  return (
    <button type="button" class="pl-linkbtn" aria-haspopup="dialog" onClick={onCalendar}>
      {CALENDAR_LINK_TEXT}
    </button>
  );
}

/** When a message was sent, in the reader's own words: '3:04 PM', or 'Mar 4, 3:04 PM' before today. */
function sentAt(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  const time = date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  return date.toDateString() === new Date().toDateString()
    ? time
    : `${date.toLocaleDateString([], { month: 'short', day: 'numeric' })}, ${time}`;
}

/**
 * The conversation as a `role="log"` live region. Server text is only ever rendered as
 * text nodes and links built from the domain's segments, never as HTML. The region is
 * drawn together with the first messages and old messages keep their nodes, so screen
 * readers announce only messages that arrive later.
 */
export function MessageList({ messages, onCalendar }: MessageListProps) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = toDisplayMessages(messages);

  useLayoutEffect(() => {
    const node = ref.current;
    if (node) node.scrollTop = node.scrollHeight;
  }, [shown.length]);

  return (
    <div ref={ref} class="pl-log" role="log" aria-live="polite" aria-label="Conversation">
      {shown.map((message, index) => (
        <p
          key={`${index}|${message.sentTime}`}
          class={`pl-msg pl-msg--${message.direction} pl-msg--${message.position}${message.author ? ' pl-msg--person' : ''}`}
        >
          {message.author && message.position !== 'normal' && message.position !== 'last' && (
            // A person wrote this, not Athena: the prospect sees who.
            <span class="pl-author" aria-hidden="true">
              {message.author} · Property manager
            </span>
          )}
          <span class="pl-sr">
            {message.sender === 'user' ? 'You' : (message.author ?? ASSISTANT_NAME)}:{' '}
          </span>
          {message.segments.map((segment, i) => (
            // Segments never reorder within a message: the index is their identity.
            <Segment key={i} segment={segment} onCalendar={onCalendar} />
          ))}
          {/* The last message of a run says when it was sent. */}
          {(message.position === 'single' || message.position === 'last') &&
            sentAt(message.sentTime) && (
              <time class="pl-time" dateTime={message.sentTime}>
                {sentAt(message.sentTime)}
              </time>
            )}
        </p>
      ))}
    </div>
  );
}
