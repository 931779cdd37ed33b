/**
 * The knowledge index of each property (and unit), kept between turns and rebuilt only
 * when what it is built from changes: the property, the unit, the resolved policies or
 * the lease (its version is its passages' ids). The build yields to the event loop (a
 * 2,000,000-character lease takes about two seconds to index), and turns that arrive
 * while it runs wait for the same build instead of starting another.
 */
import { createHash } from 'node:crypto';
import type { LookUp } from '../../ai/athena/turn.ts';
import {
  answerQuestion,
  factLines,
  indexFactsAsync,
  type KnowledgeIndex,
  knowledgeFacts,
} from '../../ai/knowledge/index.ts';
import { type KnowledgeSource, knowledgeOf } from './knowledge-source.ts';

interface Entry {
  version: string;
  index: Promise<KnowledgeIndex>;
}

/** Properties whose index is kept; the least recently used goes first. */
const MAX_ENTRIES = 200;
const cache = new Map<string, Entry>();

/** What the index is built from, in one short string. */
export function knowledgeVersion(source: KnowledgeSource): string {
  const { property, unit, policy, lease, settings, learned } = source;
  const hash = createHash('sha256');
  hash.update(JSON.stringify([property, unit, settings.scheduleViewing, settings.viewingDuration]));
  for (const p of policy)
    hash.update(`${p.attributeType}\u0000${p.textContent}\u0000${p.numericValue}\u0001`);
  for (const f of learned) hash.update(`${f.id}\u0000${f.updatedAt.getTime()}\u0001`);
  hash.update(`${lease.length}:${lease[0]?.id ?? ''}:${lease.at(-1)?.id ?? ''}`);
  return hash.digest('base64url');
}

/** The index for this source: the cached one when nothing changed, else a new build. */
export function knowledgeIndexFor(source: KnowledgeSource): Promise<KnowledgeIndex> {
  const key = `${source.property.id}/${source.unit?.id ?? ''}`;
  const version = knowledgeVersion(source);
  const found = cache.get(key);
  if (found?.version === version) {
    cache.delete(key);
    cache.set(key, found);
    return found.index;
  }
  // The facts' sentences (a repair report's reply reads them all) are cut with the build,
  // not in the first turn that needs them.
  const index = indexFactsAsync(knowledgeFacts(knowledgeOf(source))).then((built) => {
    factLines(built);
    return built;
  });
  index.catch(() => cache.delete(key));
  cache.set(key, { version, index });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value ?? '');
  return index;
}

/** A look-up over this conversation's property only, its index ready before the turn. */
export async function preparedLookup(source: KnowledgeSource): Promise<LookUp> {
  const index = await knowledgeIndexFor(source);
  return Object.assign((question: string) => answerQuestion(index, question), {
    sentences: () => factLines(index),
  });
}
