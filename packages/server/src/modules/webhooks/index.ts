// The webhooks module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { checkWebhookUrl } from './address.ts';
export { emitWebhookEvent } from './events.ts';
