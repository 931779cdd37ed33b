/**
 * The uploaded lease, one fact per stored passage, in reading order. Passages are kept
 * as they are: an answer quotes the lease itself, never a paraphrase of it.
 */
import { cleanText, finite } from './format.ts';
import type { Fact, LeaseChunk } from './types.ts';

/** Lease facts; sections are numbered 1, 2, 3 … in position order. */
export function leaseFacts(chunks: readonly LeaseChunk[] | null | undefined): Fact[] {
  if (!Array.isArray(chunks)) return [];
  return chunks
    .map((chunk) => ({
      position: finite(chunk?.position) ?? 0,
      content: cleanText(chunk?.content),
    }))
    .filter((chunk): chunk is { position: number; content: string } => chunk.content !== null)
    .sort((a, b) => a.position - b.position)
    .map((chunk, index) => ({
      id: `lease-${index + 1}`,
      topic: 'lease',
      text: chunk.content,
      keywords: [],
      source: `Lease, section ${index + 1}`,
      kind: 'lease' as const,
    }));
}
