import type { Conversation } from '@porchlight/client';

/** A `messages` event: the messages of conversation `id` after message `after` (null: from the start). */
export interface MessagesAfter {
  id: string;
  after: string | null;
  messages: Conversation['messages'];
}

/** A stream's events: the whole conversation (the GET's JSON), or the messages after one. */
export type StreamEvent =
  | { name: 'conversation'; body: Conversation }
  | { name: 'messages'; body: MessagesAfter };

/**
 * Follows a conversation's Server-Sent Events with fetch (EventSource cannot send the
 * session token): calls `onEvent` with each `conversation` event (sent first) and each
 * `messages` event (only what is new since the last one). Resolves when the server ends
 * the stream, with true when it asked for a reconnect at once (its `end` event's reason
 * `lifetime`: the stream reached its longest life, the session still stands); rejects when
 * it cannot be opened.
 */
export async function followStream(
  url: string,
  token: string,
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<boolean> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let reconnect = false;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return reconnect;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = lines.find((line) => line.startsWith('data: '));
      const name = lines.find((line) => line.startsWith('event: '))?.slice(7);
      if ((name === 'conversation' || name === 'messages') && data)
        onEvent({ name, body: JSON.parse(data.slice(6)) } as StreamEvent);
      if (name === 'end') reconnect = data?.includes('lifetime') ?? false;
    }
  }
}
