// The script-tag loader: the only file a host page loads directly. It stays tiny (budget
// 1 KB brotli) and dependency-free: it draws the launcher in a shadow root and fetches
// chat.js (the chat, its panel and the rest of the commands) from the same origin when
// the page is idle or on the first open. The commands are documented in
// docs/embedding.md.
import { installLoader } from './loader-global.ts';
import { optionsFromDataset } from './options.ts';

const script = document.currentScript as HTMLScriptElement | null;
installLoader({
  origin: new URL(script?.src || location.href).origin,
  attributes: optionsFromDataset(script?.dataset ?? {}),
});
