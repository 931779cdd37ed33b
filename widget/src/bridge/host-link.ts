import type { Emit } from '../app/mount-api.ts';
import { type BridgeMessage, envelope, type HostCommand, isBridgeEnvelope } from './protocol.ts';

/** The chat's side of the link with the page that frames it. */
export interface HostLink {
  /** Posts a public event (the chat's emit). */
  emit: Emit;
  /** Posts `__ready`: the chat is on the page. */
  ready(): void;
}

/**
 * Connects the chat in an iframe to the page that frames it. Messages go only to
 * `hostOrigin` (never `*`), and only messages from the parent window at `hostOrigin` are
 * read: a hello, or a command (open, reset, prefill). Without a valid origin, or outside a frame, the link says nothing.
 */
export function connectToHost(
  win: Window,
  hostOrigin: string | undefined,
  /** Runs what the framing page asks (open, reset, prefill). */
  onCommand: (command: HostCommand) => void = () => {},
): HostLink {
  const parent = win.parent;
  if (!hostOrigin || parent === win) return { emit: () => {}, ready: () => {} };
  const post = (message: BridgeMessage) => parent.postMessage(envelope(message), hostOrigin);
  const ready = () => post({ type: '__ready' });
  win.addEventListener('message', (event) => {
    if (event.origin !== hostOrigin || event.source !== parent) return;
    if (!isBridgeEnvelope(event.data)) return;
    const message = event.data.message;
    if (message.type === '__hello') ready();
    else if (message.type === '__open' || message.type === '__reset') onCommand(message);
    else if (message.type === '__prefill' && typeof message.detail === 'object' && message.detail)
      onCommand(message);
  });
  return { emit: (type, detail) => post({ type, detail } as BridgeMessage), ready };
}
