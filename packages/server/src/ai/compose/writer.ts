/**
 * The writing assistant's provider seam, like Athena's: the built-in composer by default;
 * the model-backed writer (model-writer.ts) implements the same interface and falls back to it.
 */
import { type ComposedDocument, type ComposeInput, composeDocument } from './compose.ts';

export type WriteRequest = ComposeInput;

export interface WriterProvider {
  /** Shown in logs ('built-in', 'openai', …). */
  readonly name: string;
  write(request: WriteRequest): Promise<ComposedDocument>;
}

/** Offline and free: composes the document from the template and the run's values. */
export const builtInWriter: WriterProvider = {
  name: 'built-in',
  write: async (request) => composeDocument(request),
};
