/**
 * The postMessage protocol between the chat at /embed (in an iframe) and the page that
 * frames it. Every message is wrapped in an envelope `{ source: 'porchlight', message }`.
 * Internal messages are prefixed `__`; the chat's public events (message,
 * viewingScheduled, callRequested) keep their camelCase names and carry a `detail`.
 *
 * - chat → host: `__ready` once the page has loaded and again in answer to `__hello`;
 *   then one message per public event.
 * - host → chat: `__hello` (asks for `__ready`, for a host that listens late), `__open`
 *   (focus into the chat), `__reset` (asks the visitor whether to start over) and
 *   `__prefill` with `{ email, name }` (the e-mail field starts with it).
 */
import type { ChatEventName, ChatEvents, Prefill } from '../app/mount-api.ts';

/** What the framing page may ask of the chat. */
export type HostCommand =
  | { type: '__open' }
  | { type: '__reset' }
  | { type: '__prefill'; detail: Prefill };

export type BridgeMessage =
  | { type: '__ready' }
  | { type: '__hello' }
  | HostCommand
  | { [K in ChatEventName]: { type: K; detail: ChatEvents[K] } }[ChatEventName];

export interface BridgeEnvelope {
  source: typeof BRIDGE_SOURCE;
  message: BridgeMessage;
}

export const BRIDGE_SOURCE = 'porchlight';

const TYPES: ReadonlySet<string> = new Set<BridgeMessage['type']>([
  '__ready',
  '__hello',
  '__open',
  '__reset',
  '__prefill',
  'open',
  'close',
  'message',
  'viewingScheduled',
  'callRequested',
]);

/** Wraps a message so the other side can tell it from any other postMessage traffic. */
export const envelope = (message: BridgeMessage): BridgeEnvelope => ({
  source: BRIDGE_SOURCE,
  message,
});

/** True for a well-formed envelope of a known message, whatever else a page posts. */
export function isBridgeEnvelope(data: unknown): data is BridgeEnvelope {
  if (typeof data !== 'object' || data === null) return false;
  const { source, message } = data as Partial<BridgeEnvelope>;
  return source === BRIDGE_SOURCE && typeof message?.type === 'string' && TYPES.has(message.type);
}

/**
 * The `hostOrigin` query parameter, when it is exactly an http(s) origin
 * (`https://example.com`, no path, no trailing slash); otherwise undefined, and the
 * chat then talks to no one.
 */
export function parseHostOrigin(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return /^https?:$/.test(url.protocol) && url.origin === value ? value : undefined;
  } catch {
    return undefined;
  }
}
