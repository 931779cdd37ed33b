// The webhooks module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { checkWebhookUrl } from './address.ts';
export { type EventOwner, emitWebhookEvent, type KnownOwner } from './events.ts';
export { findEventOwner } from './webhooks.queries.ts';
