import { expect } from 'vitest';

export interface StreamedConversation {
  id: string;
  messages: { id?: string; role: string; content: string }[];
}

/**
 * Reads a Server-Sent Events response as the widget does (fetch and a stream reader) and
 * keeps the conversation it adds up to: each `conversation` event replaces it, each
 * `messages` event continues it (checked to follow what was sent).
 */
export function openStream(url: string, headers: Record<string, string>) {
  const controller = new AbortController();
  const events: StreamedConversation[] = [];
  /** Each event's name and size, as sent. */
  const sent: { name: string; bytes: number; count: number }[] = [];
  let state: StreamedConversation | null = null;
  /** The `end` event's reason, when the server ended the stream with one. */
  let endReason: string | null = null;
  const waiting: {
    test: (c: StreamedConversation) => boolean;
    resolve: (c: StreamedConversation) => void;
  }[] = [];
  let markEnded: () => void = () => {};
  /** Resolves when the server ends the response (or the test aborts it). */
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  const ready = fetch(url, { headers, signal: controller.signal }).then(async (response) => {
    if (!response.ok || !response.body) {
      markEnded();
      return response;
    }
    void (async () => {
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) return;
          buffer += value;
          let end = buffer.indexOf('\n\n');
          while (end !== -1) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            end = buffer.indexOf('\n\n');
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            const name = /^event: (\w+)$/m.exec(block)?.[1];
            if (name === 'end' && data) endReason = JSON.parse(data.slice(6)).reason;
            if ((name !== 'conversation' && name !== 'messages') || !data) continue;
            const body = JSON.parse(data.slice(6)) as StreamedConversation & {
              after?: string | null;
            };
            sent.push({ name, bytes: data.length, count: body.messages.length });
            // A delta continues the conversation the stream last sent, after its last message
            // (null: it was still empty).
            if (name === 'messages') {
              expect(body.id).toBe(state?.id);
              expect(body.after).toBe(state?.messages.at(-1)?.id ?? null);
            }
            state =
              name === 'messages' && state
                ? { id: body.id, messages: [...state.messages, ...body.messages] }
                : { id: body.id, messages: body.messages };
            const event = state;
            events.push(event);
            for (const wait of [...waiting]) {
              if (wait.test(event)) {
                waiting.splice(waiting.indexOf(wait), 1);
                wait.resolve(event);
              }
            }
          }
        }
      } catch {
        // aborted
      } finally {
        markEnded();
      }
    })();
    return response;
  });
  return {
    ready,
    events,
    sent,
    ended,
    /** Why the server ended the stream (its `end` event), or null. */
    endReason: () => endReason,
    /** Every message content the stream delivered so far. */
    contents: () => (state?.messages ?? []).map((m) => m.content),
    /** The first event (already received or still to come) that passes `test`. */
    next(test: (c: StreamedConversation) => boolean, timeoutMs = 10_000) {
      const seen = events.find(test);
      if (seen) return Promise.resolve(seen);
      return new Promise<StreamedConversation>((resolve, reject) => {
        waiting.push({ test, resolve });
        setTimeout(() => reject(new Error('no such event in time')), timeoutMs).unref();
      });
    },
    close: () => controller.abort(),
  };
}
