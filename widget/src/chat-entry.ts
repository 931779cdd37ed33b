// chat.js in one bundle, so the app and script-tag mode's runtime share one client (and
// one of everything else they both import). Imports run in order: the app registers its
// mount function first, then the runtime installs the commands that need it.
import './app/main.tsx';
import './loader/runtime-entry.ts';
