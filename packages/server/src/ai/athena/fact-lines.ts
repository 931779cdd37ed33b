/**
 * The home's facts as quotable sentences, for a reply that must find a particular sentence
 * rather than answer a question (the emergency line and the shut-off for a repair report):
 * a prefilter by shared words, then the meaning ranker (ai/meaning) over what is left.
 * Tried for accessibility needs too, it quoted unrelated sentences ('dog walkers' for a
 * walker, the fire-drill rule for a flashing alarm), so it is not used there.
 */
import { rankSentences } from '../meaning/rank.ts';
import { buildSentenceIndex, contentTokens } from '../meaning/sentence-index.ts';
import { stem } from '../meaning/tokens.ts';
import type { FactLine, TurnInput } from './turn.ts';

/** One sentence of the facts with the label it was given under ('Per the lease (section 6)'). */
export interface Quoted {
  label: string | null;
  text: string;
  /** Lower-cased, once (a lease has thousands of sentences). */
  lower?: string;
}

/** The home's sentences as quotable lines, made once per list of facts. */
const QUOTED = new WeakMap<readonly FactLine[], Quoted[]>();

/**
 * Every sentence of the home's facts with its source; from the answers to a few questions
 * when the look-up cannot list them.
 */
export function factLinesOf(input: TurnInput, fallback: readonly string[]): Quoted[] {
  const all = input.lookUp.sentences?.();
  if (all) {
    let quoted = QUOTED.get(all);
    if (!quoted) {
      quoted = all
        .filter((line) => /\p{Ll}/u.test(line.text) && line.text.split(/\s+/).length >= 4)
        .map((line) => ({
          label: sourceLabel(line.source),
          text: line.text,
          lower: line.text.toLowerCase(),
        }));
      QUOTED.set(all, quoted);
    }
    return quoted;
  }
  return fallback.flatMap((question) => quotedSentences(input.lookUp(question)?.answer ?? ''));
}

/** 'Lease, section 14' → 'Your lease, section 14, says'; a policy's name as it is. */
const sourceLabel = (source: string) =>
  /^lease\b/i.test(source)
    ? `Your ${source.charAt(0).toLowerCase()}${source.slice(1)}, says`
    : source;

/**
 * The sentences that hold at least two of a query's word stems (one when it has few),
 * most first: the ranker then reads a few hundred sentences, not a whole lease.
 */
export function near(pool: readonly Quoted[], query: string, most = 200): Quoted[] {
  const wanted = [...new Set(contentTokens(query).map(stem))].filter((t) => t.length >= 3);
  const need = wanted.length > 3 ? 2 : 1;
  return pool
    .map((q) => {
      const lower = q.lower ?? q.text.toLowerCase();
      let shared = 0;
      for (const t of wanted) if (lower.includes(t)) shared++;
      return { q, shared };
    })
    .filter((x) => x.shared >= need)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, most)
    .map((x) => x.q);
}

/** The sentences of a look-up's answer, each with its source's label. */
export function quotedSentences(answer: string): Quoted[] {
  const out: Quoted[] = [];
  const quoted = /([^"]*?):\s*"([^"]+)"/g;
  let found = false;
  for (const [, label, body] of answer.matchAll(quoted)) {
    found = true;
    for (const text of body!.split(/(?<=[.!?])\s+(?=[A-Z(])/))
      out.push({ label: label!.trim() || null, text: text.trim() });
  }
  if (!found) out.push({ label: null, text: answer.trim() });
  return out.filter((q) => q.text.length > 0);
}

export const say = (q: Quoted) => (q.label ? `${q.label}: "${q.text}"` : q.text);

/** The sentence of a pool nearest a query by meaning, above a floor, other than `not`. */
export function bestFor(
  pool: readonly Quoted[],
  query: string,
  floor: number,
  not?: Quoted,
): Quoted | undefined {
  const unique = [...new Map(pool.map((q) => [q.text, q])).values()].filter(
    (q) => q.text !== not?.text,
  );
  if (unique.length === 0) return undefined;
  const index = buildSentenceIndex(unique.map((q, i) => ({ id: String(i), text: q.text })));
  const best = rankSentences(index, query, { exhaustive: true })[0];
  return best && best.score >= floor ? unique[Number(best.id)] : undefined;
}
