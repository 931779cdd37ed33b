/**
 * Fair Housing, accessibility and prompt-injection guardrails for Athena.
 */
export { checkAssistantReply, type ReplyCheck } from './assistant-reply.ts';
export { characteristicsIn } from './characteristics.ts';
export {
  checkProspectMessage,
  EQUAL_OPPORTUNITY_STATEMENT,
  fairHousingReply,
  injectionReply,
} from './fair-housing.ts';
export type {
  FairHousingKind,
  GuardKind,
  ProspectCheck,
  ProtectedCharacteristic,
} from './types.ts';
