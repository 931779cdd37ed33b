// The bundle of the chat's own pages (chat-page.js): on /chat, /resident-ai and /embed it
// mounts the chat into #porchlight-root. Script-tag mode loads chat.js instead
// (src/chat-entry.ts), which carries the panel and commands a page never runs.

import type { HostCommand } from '../bridge/protocol.ts';
import { PAGE_CSS } from './chat-styles.ts';
import { addStyles, mountChat } from './mount.tsx';
import type { ChatOptions, Emit, MountedChat } from './mount-api.ts';
import { isChatPage, MARKETING_URL, pageOptions } from './page-options.ts';
import { prefillOf } from './prefill.ts';
import { managerPreviewToken } from './storage.ts';

/** What the page reads and writes on the global embed.js defines on /embed. */
interface Namespace {
  /** Set by embed.js on /embed: posts public events to the framing page. */
  __emit?: Emit;
  /** Set here on /embed: what the framing page asks (embed.js passes it on). */
  __onHost?: (command: HostCommand) => void;
}

const global = window as unknown as { Porchlight?: Namespace };

const page = document.body?.dataset.porchlightPage;
const root = document.getElementById('porchlight-root');
if (isChatPage(page) && root) {
  const options = pageOptions(page, new URL(location.href));
  if (options.mode === 'resident') options.previewToken = managerPreviewToken();
  if (page === 'resident-ai' && !options.propertyId) {
    // Spec (Resident AI): without a property the visitor goes to the marketing site.
    location.assign(MARKETING_URL);
  } else {
    // The page is the chat's: its document's own few rules (full height, background), once.
    addStyles(root, PAGE_CSS);
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
