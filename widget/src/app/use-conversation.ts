import { type Conversation, type getResidentConversation, urlOf } from '@porchlight/client';
import { useEffect, useRef, useState } from 'preact/hooks';
import { followStream, type StreamSource } from './event-stream.ts';
import type { Emit } from './mount-api.ts';
import { usePolling } from './use-polling.ts';

export type ChatMessage = Conversation['messages'][number];

/** What either conversation GET resolves to (both declare 200, 304, 401 and 404). */
export type ConversationResult = Awaited<ReturnType<typeof getResidentConversation>>;

export interface ConversationFeed {
  messages: ChatMessage[];
  /** Empties the local copy (after a reset) and forgets the ETag. */
  clear(): void;
  /** Polls at once instead of waiting for the next tick. */
  refresh(): void;
}

const keyOf = (m: ChatMessage) => m.id ?? `${m.createdAt}|${m.role}|${m.content}`;

/**
 * Follows a conversation while `active`: by its event stream when one is given and holds
 * (kept while the panel is closed too, so that a reply can show on the launcher), else,
 * while `open`, by polling with If-None-Match: 200 replaces the messages,
 * 304 keeps them, any other status goes to `onRefused` (the session decides: 401 and 404
 * restart the e-mail flow; others are logged only, per the spec, and polling goes on).
 * Emits `message` for every message that arrives after the first load.
 */
export function useConversation(
  load: (headers: Record<string, string>) => Promise<ConversationResult>,
  active: boolean,
  /** The session or conversation polled: a new one is polled at once. */
  key: string | null,
  onRefused: (status: number) => void,
  emit: Emit,
  /** The conversation's event stream and the token it needs; null to poll only. */
  stream: StreamSource | null = null,
  /** False while the loader's panel is closed: no polling then. */
  open = true,
): ConversationFeed {
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [streaming, setStreaming] = useState(false);
  const etag = useRef<string | undefined>(undefined);
  const seen = useRef<Set<string> | null>(null);
  /** The messages shown, for the stream's deltas to continue. */
  const shown = useRef<ChatMessage[]>([]);

  const show = (next: ChatMessage[]) => {
    shown.current = next;
    const known = seen.current;
    for (const message of next) {
      if (known && !known.has(keyOf(message)))
        emit('message', { role: message.role, text: message.content });
    }
    seen.current = new Set([...(known ?? []), ...next.map(keyOf)]);
    setMessages(next);
  };

  // Pushed updates while the stream holds; the one-second poll resumes whenever it does
  // not (refused, dropped, or the tab hidden), and the stream is tried again after 15 s.
  // Followed anew only when the stream's URL or token changes, not for each equal source.
  const url = stream && urlOf(stream.endpoint, stream.request);
  const token = stream?.token;
  useEffect(() => {
    if (!active || !stream) return;
    let controller: AbortController | undefined;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      clearTimeout(retry);
      if (document.hidden || controller) return;
      const current = new AbortController();
      controller = current;
      followStream(
        stream,
        ({ name, body }) => {
          etag.current = undefined;
          setStreaming(true);
          if (name === 'conversation') show(body.messages);
          // The new messages continue what is shown; if they do not (the chat was reset
          // here meanwhile), this stream is dropped for a new one, which starts whole.
          else if ((shown.current.at(-1)?.id ?? null) === body.after)
            show([...shown.current, ...body.messages]);
          else {
            current.abort();
            controller = undefined;
            open();
          }
        },
        current.signal,
      )
        .catch(() => false)
        .then((reconnect) => {
          if (controller !== current) return;
          controller = undefined;
          setStreaming(false);
          // A stream that reached its longest life is followed again at once (the server
          // checks the session anew); any other end waits, polling meanwhile.
          if (!current.signal.aborted) retry = setTimeout(open, reconnect ? 0 : 15_000);
        });
    };
    const onVisibility = () => {
      if (!document.hidden) return open();
      controller?.abort();
      controller = undefined;
      setStreaming(false);
    };
    open();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      clearTimeout(retry);
      controller?.abort();
      controller = undefined;
      setStreaming(false);
    };
  }, [active, url, token]);

  const refresh = usePolling(
    async (live) => {
      const result = await load(etag.current ? { 'If-None-Match': etag.current } : {});
      if (!live()) return;
      if (result.status === 200) {
        etag.current = result.etag;
        show(result.body.messages);
      } else if (result.status !== 304) {
        onRefused(result.status);
      }
    },
    active && open && !streaming,
    key,
  );

  return {
    messages,
    refresh,
    clear: () => {
      etag.current = undefined;
      shown.current = [];
      setMessages([]);
    },
  };
}
