/**
 * The indexes of each property (and unit), kept between turns and rebuilt only when what
 * they are built from changes: the property, the unit, the resolved policies or the lease
 * (its version is its passages' ids). Two indexes over the same facts: ai/knowledge's,
 * which answers first, and ai/answers' (by meaning), which answers what it could not
 * (docs/assistant.md has the measurements). Both builds yield to the event loop (a
 * 2,000,000-character lease takes a few seconds to index), and turns that arrive while
 * they run wait for the same build instead of starting another.
 */
import { createHash } from 'node:crypto';
import { type AnswerIndex, buildAnswerIndexAsync, nearestFact } from '../../ai/answers/index.ts';
import { lookUpBoth } from '../../ai/athena/look-up.ts';
import type { LookUp } from '../../ai/athena/turn.ts';
import {
  factLines,
  indexFactsAsync,
  type KnowledgeIndex,
  knowledgeFacts,
  type PropertyKnowledge,
} from '../../ai/knowledge/index.ts';
import { type KnowledgeSource, knowledgeOf } from './knowledge-source.ts';

/** A property's facts ready for turns. */
export interface PreparedFacts {
  knowledge: KnowledgeIndex;
  answers: AnswerIndex;
}

interface Entry {
  version: string;
  prepared: Promise<PreparedFacts>;
}

/** Properties whose index is kept; the least recently used goes first. */
const MAX_ENTRIES = 200;
const cache = new Map<string, Entry>();

/** What the index is built from, in one short string. */
export function knowledgeVersion(source: KnowledgeSource): string {
  const { property, unit, policy, lease, settings, learned, otherUnits } = source;
  const hash = createHash('sha256');
  hash.update(
    JSON.stringify([
      property,
      unit,
      otherUnits,
      settings.scheduleViewing,
      settings.viewingDuration,
    ]),
  );
  for (const p of policy)
    hash.update(`${p.attributeType}\u0000${p.textContent}\u0000${p.numericValue}\u0001`);
  for (const f of learned) hash.update(`${f.id}\u0000${f.updatedAt.getTime()}\u0001`);
  hash.update(`${lease.length}:${lease[0]?.id ?? ''}:${lease.at(-1)?.id ?? ''}`);
  return hash.digest('base64url');
}

/** The indexes for this source: the cached ones when nothing changed, else a new build. */
export function preparedFactsFor(source: KnowledgeSource): Promise<PreparedFacts> {
  const key = `${source.property.id}/${source.unit?.id ?? ''}`;
  const version = knowledgeVersion(source);
  const found = cache.get(key);
  if (found?.version === version) {
    cache.delete(key);
    cache.set(key, found);
    return found.prepared;
  }
  const prepared = build(knowledgeOf(source));
  // A failed build is forgotten, unless a newer version's build has taken its place since.
  prepared.catch(() => {
    if (cache.get(key)?.prepared === prepared) cache.delete(key);
  });
  cache.set(key, { version, prepared });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  return prepared;
}

async function build(facts: PropertyKnowledge): Promise<PreparedFacts> {
  const knowledge = await indexFactsAsync(knowledgeFacts(facts));
  // The facts' sentences (a repair report's reply reads them all) are cut with the build,
  // not in the first turn that needs them.
  factLines(knowledge);
  const answers = await buildAnswerIndexAsync(facts);
  return { knowledge, answers };
}

/** The knowledge index for this source (the first of the two). */
export async function knowledgeIndexFor(source: KnowledgeSource): Promise<KnowledgeIndex> {
  return (await preparedFactsFor(source)).knowledge;
}

/**
 * A look-up over this conversation's property only, its indexes ready before the turn:
 * ai/knowledge's answer, else ai/answers' when it is confident enough.
 */
export async function preparedLookup(source: KnowledgeSource): Promise<LookUp> {
  return lookUpIn(await preparedFactsFor(source));
}

export function lookUpIn({ knowledge, answers }: PreparedFacts): LookUp {
  return Object.assign((question: string) => lookUpBoth(knowledge, answers, question), {
    sentences: () => factLines(knowledge),
    nearest: (question: string) => nearestFact(answers, question),
  });
}
