// The /embed page's first script (embed.js, before chat-page.js): links the page to the site
// that frames it. The chat mounting itself on this page passes `Porchlight.__emit` as its
// emit, so its public events reach the host page (docs/embedding.md, iframe section).
import type { Emit } from '../app/mount-api.ts';
import { connectToHost } from './host-link.ts';
import { type HostCommand, parseHostOrigin } from './protocol.ts';

const hostOrigin = parseHostOrigin(new URLSearchParams(location.search).get('hostOrigin'));
const global = window as unknown as {
  Porchlight?: { __emit?: Emit; __onHost?: (command: HostCommand) => void };
};
// The chat (chat-page.js, main.tsx) installs __onHost once it is drawn.
const link = connectToHost(window, hostOrigin, (command) => global.Porchlight?.__onHost?.(command));
global.Porchlight = Object.assign(global.Porchlight ?? {}, { __emit: link.emit });
// Deferred scripts have all run by then: the chat is mounted.
addEventListener('DOMContentLoaded', link.ready, { once: true });
