// The script-tag loader: the only file a host page loads directly. It stays tiny and
// dependency-free; the chat itself runs in an iframe at /embed on Porchlight's origin.
import { isBridgeEnvelope } from '../bridge/protocol.ts';
import { installCommandQueue, type PorchlightGlobal } from './command-queue.ts';

declare global {
  interface Window {
    Porchlight?: PorchlightGlobal;
  }
}

interface InitOptions {
  /** The property whose leasing assistant answers. */
  property?: string;
  /** Prints `[porchlight]` lines to the console. */
  debug?: boolean;
}

const script = document.currentScript as HTMLScriptElement | null;
const origin = new URL(script?.src ?? '/', location.href).origin;
let debug = script?.dataset.debug !== undefined;
let frame: HTMLIFrameElement | undefined;

const log = (message: string, ...details: unknown[]) => {
  if (debug) console.warn(`[porchlight] ${message}`, ...details);
};

function mount(options: InitOptions) {
  if (frame) return;
  if (!document.body) {
    // Loaded from <head> without defer: wait for the body the iframe goes into.
    addEventListener('DOMContentLoaded', () => mount(options), { once: true });
    return;
  }
  const url = new URL('/embed', origin);
  if (options.property) url.searchParams.set('property', options.property);
  frame = document.createElement('iframe');
  frame.src = url.href;
  frame.title = 'Chat with a leasing assistant';
  frame.style.cssText =
    'position:fixed;right:16px;bottom:16px;width:360px;height:520px;max-width:calc(100vw - 32px);' +
    'max-height:calc(100vh - 32px);border:0;border-radius:12px;' +
    'box-shadow:0 8px 32px rgba(0,0,0,.18);z-index:2147483000;background:#fff';
  document.body.append(frame);
}

addEventListener('message', (event) => {
  if (event.origin !== origin || !isBridgeEnvelope(event.data)) return;
  log(`chat says ${event.data.message.type}`);
  if (event.data.message.type === '__close' && frame) frame.style.display = 'none';
});

installCommandQueue(
  window,
  {
    init: (options = {}) => {
      const init = options as InitOptions;
      debug ||= init.debug === true;
      mount(init);
    },
    open: () => {
      if (frame) frame.style.display = '';
    },
    close: () => {
      if (frame) frame.style.display = 'none';
    },
  },
  log,
);
