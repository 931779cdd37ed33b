// The chat bundle (chat.js). It registers the mount function the loader calls, and on the
// chat's own pages (/chat, /resident-ai, /embed) mounts itself into #porchlight-root.

import type { HostCommand } from '../bridge/protocol.ts';
import { mountChat } from './mount.tsx';
import type { ChatOptions, Emit, MountChat, MountedChat } from './mount-api.ts';
import { isChatPage, pageOptions } from './page-options.ts';
import { prefillOf } from './prefill.ts';
import { MARKETING_URL } from './use-resident-chat.ts';

/** What chat.js reads and writes on the one global; the rest belongs to the loader. */
interface Namespace {
  __chat?: { mount: MountChat };
  /** Set by embed.js on /embed: posts public events to the framing page. */
  __emit?: Emit;
  /** Set here on /embed: what the framing page asks (embed.js passes it on). */
  __onHost?: (command: HostCommand) => void;
}

const global = window as unknown as { Porchlight?: Namespace };
// Merged into whatever the loader, its queue stub or embed.js put there; never replaced.
const namespace = global.Porchlight;
if (namespace && (typeof namespace === 'object' || typeof namespace === 'function')) {
  namespace.__chat = { mount: mountChat };
} else {
  global.Porchlight = { __chat: { mount: mountChat } };
}

const page = document.body?.dataset.porchlightPage;
const root = document.getElementById('porchlight-root');
if (isChatPage(page) && root) {
  const options = pageOptions(page, location.search, location.origin);
  if (page === 'resident-ai' && !options.propertyId) {
    // Spec (Resident AI): without a property the visitor goes to the marketing site.
    location.assign(MARKETING_URL);
  } else {
    const emit = global.Porchlight?.__emit ?? (() => {});
    let chat: MountedChat = mountChat(root, options, emit);
    if (page === 'embed' && global.Porchlight) {
      let current: ChatOptions = options;
      global.Porchlight.__onHost = (command) => {
        if (command.type === '__reset') chat.askReset();
        else if (command.type === '__open') {
          chat.setOpen(true);
          root.querySelector<HTMLElement>('textarea, input')?.focus();
        } else {
          current = { ...current, prefill: prefillOf(command.detail) ?? {} };
          chat.destroy();
          chat = mountChat(root, current, emit);
        }
      };
    }
  }
}
