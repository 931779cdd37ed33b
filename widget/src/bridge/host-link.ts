import type { Emit } from '../app/mount-api.ts';
import { type BridgeMessage, envelope, isBridgeEnvelope } from './protocol.ts';

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
 * read. Without a valid origin, or outside a frame, the link says nothing.
 */
export function connectToHost(win: Window, hostOrigin: string | undefined): HostLink {
  const parent = win.parent;
  if (!hostOrigin || parent === win) return { emit: () => {}, ready: () => {} };
  const post = (message: BridgeMessage) => parent.postMessage(envelope(message), hostOrigin);
  const ready = () => post({ type: '__ready' });
  win.addEventListener('message', (event) => {
    if (event.origin !== hostOrigin || event.source !== parent) return;
    if (isBridgeEnvelope(event.data) && event.data.message.type === '__hello') ready();
  });
  return { emit: (type, detail) => post({ type, detail } as BridgeMessage), ready };
}
