import { type Conversation, followEvents, type LooseRequest } from '@porchlight/client';

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

/** A conversation's event stream: its endpoint, the request's params, the session token. */
export interface StreamSource {
  endpoint: Parameters<typeof followEvents>[0];
  request: LooseRequest;
  token: string;
}

/**
 * Follows a conversation's Server-Sent Events through the client: calls `onEvent` with each
 * `conversation` event (sent first) and each `messages` event (only what is new since the
 * last one). Resolves when the server ends the stream, with true when it asked for a
 * reconnect at once (its `end` event's reason `lifetime`: the stream reached its longest
 * life, the session still stands); rejects when it cannot be opened or breaks.
 */
export async function followStream(
  { endpoint, request, token }: StreamSource,
  onEvent: (event: StreamEvent) => void,
  signal: AbortSignal,
): Promise<boolean> {
  let reconnect = false;
  const status = await followEvents(
    endpoint,
    request,
    ({ event, data }) => {
      if (event === 'conversation' || event === 'messages')
        onEvent({ name: event, body: JSON.parse(data) } as StreamEvent);
      else if (event === 'end') reconnect = data.includes('lifetime');
    },
    { token, signal },
  );
  if (status !== 200) throw new Error(`stream ${status}`);
  return reconnect;
}
