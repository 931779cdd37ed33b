export {
  type ComposedDocument,
  type ComposeInput,
  composeDocument,
  SUMMARY_MAX,
  summarizeRun,
  UnknownTemplateError,
} from './compose.ts';
export { SMS_LIMITS } from './length.ts';
export { missingFigures, modelWriter } from './model-writer.ts';
export { builtInWriter, type WriteRequest, type WriterProvider } from './writer.ts';
