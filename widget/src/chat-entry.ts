// chat.js, the chat of script-tag mode: the loader fetches it on a host page, where its
// `Porchlight` function is waiting. The chat app and the commands that need it (the panel,
// open, update, the unread badge...) in one bundle, so they share one client. The chat's
// own pages (/chat, /resident-ai, /embed) load chat-page.js instead (src/app/main.tsx):
// neither carries what only the other runs.
import { mountChat } from './app/mount.tsx';
import { installRuntime } from './loader/runtime.ts';

const api = window.Porchlight;
if (typeof api === 'function' && api.__widgets) installRuntime(api, mountChat);
