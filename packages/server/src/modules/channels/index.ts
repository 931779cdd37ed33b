// The channels module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { conversationSignerFor } from './addresses.ts';
export { receiveBounce, receiveReply } from './receive-reply.ts';
