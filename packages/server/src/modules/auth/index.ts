// The auth module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { consumeMagicLink, hashToken, issueMagicLink, type LinkScope } from './magic-link.ts';
