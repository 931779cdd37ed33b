import type { Conversation } from '@porchlight/client';

/**
 * Follows a conversation's Server-Sent Events with fetch (EventSource cannot send the
 * session token): calls `onConversation` with each `conversation` event (the same JSON as
 * the GET). Resolves when the server ends the stream; rejects when it cannot be opened.
 */
export async function followStream(
  url: string,
  token: string,
  onConversation: (conversation: Conversation) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const lines = buffer.slice(0, end).split('\n');
      buffer = buffer.slice(end + 2);
      const data = lines.find((line) => line.startsWith('data: '));
      if (lines.includes('event: conversation') && data) onConversation(JSON.parse(data.slice(6)));
    }
  }
}
