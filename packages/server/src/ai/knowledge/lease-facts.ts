/**
 * The uploaded lease, one fact per stored passage, in reading order. Passages are kept
 * as they are: an answer quotes the lease itself, never a paraphrase of it. A sentence's
 * clause number is the lease's own ('12.', 'Section 7'), read across passages; a passage's
 * place in the list is no clause number.
 */
import { cleanSentences } from '../answers/text.ts';
import { cleanText, finite } from './format.ts';
import type { Fact, LeaseChunk } from './types.ts';

/** Lease facts, each with the clause number in effect where it starts. */
export function leaseFacts(chunks: readonly LeaseChunk[] | null | undefined): Fact[] {
  if (!Array.isArray(chunks)) return [];
  const passages = chunks
    .map((chunk) => ({
      position: finite(chunk?.position) ?? 0,
      content: cleanText(chunk?.content),
    }))
    .filter((chunk): chunk is { position: number; content: string } => chunk.content !== null)
    .sort((a, b) => a.position - b.position);
  let before: ReturnType<typeof cleanSentences> = [];
  return passages.map((chunk, index) => {
    const section = sectionAtStart(chunk.content, before);
    before = cleanSentences(chunk.content, section);
    return {
      id: `lease-${index + 1}`,
      topic: 'lease',
      text: chunk.content,
      keywords: [],
      source: 'the lease',
      kind: 'lease' as const,
      section,
    };
  });
}

/**
 * The clause number where a passage starts. Passages overlap: its first sentence was read
 * in the passage before, under the number it had there; otherwise the last number there.
 */
function sectionAtStart(text: string, before: ReturnType<typeof cleanSentences>): string | null {
  const last = before.at(-1)?.section ?? null;
  const first = cleanSentences(text)[0]?.text;
  if (!first) return last;
  const seen = before.find((s) => s.text === first || s.text.endsWith(first));
  return seen ? seen.section : last;
}

/** The clause number of a lease fact's sentence (the first of a quote), or null. */
export function leaseSection(fact: Fact, quoted: string): string | null {
  const sentences = cleanSentences(fact.text, fact.section ?? null);
  const hit = sentences.find((s) => quoted.startsWith(s.text) || s.text.startsWith(quoted));
  return (hit ?? sentences.find((s) => quoted.includes(s.text)))?.section ?? null;
}
