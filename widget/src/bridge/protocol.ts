/**
 * The postMessage protocol between the loader on the host page and the chat in its
 * iframe. Internal messages are prefixed `__`; public events (for host pages) are
 * camelCase and come with the real widget.
 */
export type BridgeMessage = { type: '__ready' } | { type: '__close' };

export interface BridgeEnvelope {
  source: typeof BRIDGE_SOURCE;
  message: BridgeMessage;
}

export const BRIDGE_SOURCE = 'porchlight';

const TYPES: ReadonlySet<string> = new Set<BridgeMessage['type']>(['__ready', '__close']);

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
