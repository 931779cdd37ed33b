// The end of chat.js (src/chat-entry.ts imports it after the app): on a host page, where the
// loader's `Porchlight` function is waiting, installs the commands that need the chat.
// On the widget pages (/embed, /chat, /resident-ai) there is no loader and it does
// nothing.
import { installRuntime } from './runtime.ts';

const api = window.Porchlight;
const mount = api?.__chat?.mount;
if (typeof api === 'function' && api.__widgets && mount) installRuntime(api, mount);
