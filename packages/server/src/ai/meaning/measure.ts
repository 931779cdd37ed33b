import { readFileSync } from 'node:fs';
import type { Sentence } from './sentence-index.ts';

/**
 * Retrieval measures over fixtures/retrieval.json: top-1 and top-3 accuracy on questions
 * that have an answer, and how well the best sentence's score tells the questions without
 * one apart. Used by the test (a floor) and by scripts/measure-meaning.ts (the README's table).
 */
export interface FixtureQuestion {
  question: string;
  /** Ids of the sentences that answer it; empty: the property's facts do not. */
  answers: string[];
}

export interface FixtureProperty {
  id: string;
  name: string;
  sentences: Sentence[];
  questions: FixtureQuestion[];
}

/** The labelled set, read from fixtures/retrieval.json. */
export function retrievalFixtures(): FixtureProperty[] {
  const file = new URL('./fixtures/retrieval.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { properties: FixtureProperty[] }).properties;
}

/**
 * Which half a question belongs to: every other question of each property, so both halves
 * hold every kind of question. Weights are chosen on 'dev' and reported on 'test' too.
 */
export function half(index: number): 'dev' | 'test' {
  return index % 2 === 0 ? 'dev' : 'test';
}

/** What a ranker said about one question: its sentence ids best first, and the best score. */
export interface Outcome {
  answers: string[];
  ranked: string[];
  topScore: number;
}

export interface Measures {
  answerable: number;
  none: number;
  top1: number;
  top3: number;
  /** Probability that an answerable question's top score beats a none question's. */
  auc: number;
  /** Threshold on the top score with the best balanced accuracy, and what it keeps. */
  threshold: number;
  answerableKept: number;
  noneRejected: number;
}

/** Top-k accuracy over answerable questions (share whose top k holds an answer). */
function topK(outcomes: Outcome[], k: number): number {
  const answerable = outcomes.filter((o) => o.answers.length > 0);
  const hits = answerable.filter((o) => o.ranked.slice(0, k).some((id) => o.answers.includes(id)));
  return answerable.length ? hits.length / answerable.length : 0;
}

/** Area under the ROC curve of the top score, answerable vs none questions. */
function auc(positive: number[], negative: number[]): number {
  if (!positive.length || !negative.length) return 0;
  let wins = 0;
  for (const p of positive) for (const n of negative) wins += p > n ? 1 : p === n ? 0.5 : 0;
  return wins / (positive.length * negative.length);
}

/**
 * The threshold (among the observed scores) maximising the mean of "answerable questions
 * kept" and "none questions rejected"; a given `fixed` threshold is evaluated instead.
 */
function bestThreshold(positive: number[], negative: number[], fixed?: number) {
  const rate = (t: number) => ({
    threshold: t,
    answerableKept: positive.filter((s) => s >= t).length / (positive.length || 1),
    noneRejected: negative.filter((s) => s < t).length / (negative.length || 1),
  });
  if (fixed !== undefined) return rate(fixed);
  let best = rate(0);
  for (const t of [...positive, ...negative]) {
    const candidate = rate(t);
    if (candidate.answerableKept + candidate.noneRejected > best.answerableKept + best.noneRejected)
      best = candidate;
  }
  return best;
}

/** All measures of a set of outcomes; `threshold` fixes the none threshold (test half). */
export function measure(outcomes: Outcome[], threshold?: number): Measures {
  const positive = outcomes.filter((o) => o.answers.length > 0).map((o) => o.topScore);
  const negative = outcomes.filter((o) => o.answers.length === 0).map((o) => o.topScore);
  return {
    answerable: positive.length,
    none: negative.length,
    top1: topK(outcomes, 1),
    top3: topK(outcomes, 3),
    auc: auc(positive, negative),
    ...bestThreshold(positive, negative, threshold),
  };
}
