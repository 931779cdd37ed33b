import { loadEvalSet } from '../src/ai/eval/cases.ts';
import { answerQuestion, buildKnowledgeIndex, rankFacts } from '../src/ai/knowledge/index.ts';
import { chunkLease } from '../src/modules/properties/lease.service.ts';
import { termsOf } from '../src/ai/knowledge/terms.ts';
const [pid, unit, ...q] = process.argv.slice(2);
const { properties } = loadEvalSet();
const p = properties.find((x) => x.id.startsWith(pid))!;
const u = p.units.find((x) => x.unitNumber === unit) ?? null;
const idx = buildKnowledgeIndex({
  property: { ...p.property } as never,
  unit: u && { ...u, videoLink: null },
  attributes: p.policies.map((a) => ({ attributeType: a.attributeType, textContent: a.textContent ?? null, numericValue: a.numericValue ?? null })),
  leaseChunks: chunkLease(p.lease).map((content, position) => ({ position, content })),
  viewing: { mode: p.property.viewingMode, durationMinutes: 30 },
});
const question = q.join(' ');
console.log('terms', termsOf(question));
for (const r of rankFacts(idx, question).slice(0, 5)) console.log(r.score.toFixed(2), r.fact.id, r.fact.topic, r.fact.text.slice(0, 100));
console.log('ANSWER', answerQuestion(idx, question)?.answer);
if (process.env.FACTS) for (const f of idx.facts) console.log(f.id, '|', f.topic, '|', f.keywords.join(' '), '|', f.text.slice(0, 120));
import { readQuestion, buildSentenceIndex } from '../src/ai/knowledge/sentences.ts';
import { contextTerms } from '../src/ai/knowledge/context-words.ts';
console.log('read', readQuestion(buildSentenceIndex(idx.facts), question), [...contextTerms(question)]);
import { questionParts } from '../src/ai/athena/respond.ts';
for (const part of questionParts(question)) console.log('PART', JSON.stringify(part), '=>', answerQuestion(idx, part)?.answer?.slice(0, 150), JSON.stringify(readQuestion(buildSentenceIndex(idx.facts), part)));
