// The conversations module's public file: what other modules and the app may use of it
// (docs/architecture.md, inside the server).

export { prospectChatUrl, signedInChatUrl } from './chat-link.ts';
export {
  appendMessage,
  CHANNEL_DELIVER_ATTEMPTS,
  CHANNEL_DELIVER_TASK,
  conversationEtag,
  conversationMessages,
  createConversation,
  messagesFromJson,
  messagesJsonOf,
  type NewConversation,
  toApiMessage,
} from './conversation.store.ts';
export { announceConversationChange, conversationEventsPlugin } from './conversation-events.ts';
export {
  type CurrentConversation,
  endStreamsOnClose,
  serveConversationStream,
} from './conversation-stream.ts';
export { emailOptedOut, findInterest } from './conversations.queries.ts';
export { ownInterest } from './conversations.service.ts';
export {
  ASSISTANT_REPLY_TASK,
  assistantReplyJob,
  ensureInterest,
  findOrCreateProspect,
  queueAssistantReply,
} from './interests.ts';
export { writeAsManager } from './manager-message.ts';
