/**
 * The labelled examples (examples/*.jsonl) and their fixed splits. Used by train.ts,
 * evaluate.ts and the tests; never by the reader at run time (it reads files from disk).
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Audience, isLabel, isPendingField, type Label, type PendingField } from './labels.ts';

export interface Example {
  text: string;
  pending: PendingField | null;
  audience: Audience;
  labels: Label[];
}

export type Split = 'train' | 'validation' | 'test';

/** Where the examples live, next to this file. */
export const EXAMPLES_DIR = fileURLToPath(new URL('./examples/', import.meta.url));

function exampleFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.jsonl'))
    .sort();
}

/** Every example, file by file in name order, each line checked; throws naming the bad line. */
export function loadExamples(dir = EXAMPLES_DIR): Example[] {
  const examples: Example[] = [];
  for (const file of exampleFiles(dir)) {
    const lines = readFileSync(join(dir, file), 'utf8').split('\n');
    lines.forEach((line, i) => {
      if (line.trim()) examples.push(parseExample(line, `${file}:${i + 1}`));
    });
  }
  return examples;
}

function parseExample(line: string, where: string): Example {
  const raw = JSON.parse(line) as Record<string, unknown>;
  const { text, pending, audience, labels } = raw;
  const fail = (why: string) => new Error(`${where}: ${why}`);
  if (typeof text !== 'string' || !text.trim()) throw fail('text must be a non-empty string');
  if (pending !== null && !isPendingField(pending))
    throw fail(`unknown pending ${String(pending)}`);
  if (audience !== 'prospect' && audience !== 'resident') throw fail('audience must be set');
  if (!Array.isArray(labels) || !labels.every(isLabel)) throw fail('labels must be known labels');
  if (labels.includes('answer') && pending === null) throw fail('answer needs a pending field');
  return { text, pending, audience, labels };
}

/** sha256 over the example files' names and bytes: the model records it (train.ts). */
export function hashExamples(dir = EXAMPLES_DIR): string {
  const hash = createHash('sha256');
  for (const file of exampleFiles(dir)) {
    hash.update(`${file}\n`);
    hash.update(readFileSync(join(dir, file)));
  }
  return hash.digest('hex');
}

/** A stable number 0–99 for a text: its split and fold never change between runs. */
export function textBucket(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) % 100;
}

/**
 * 20 % of texts are held out for the final report only; 16 % (a fifth of the rest) are the
 * validation split that chooses settings. Decided by the text alone, so the same words
 * under another pending field land in the same split and cannot leak across.
 */
export function splitOf(text: string): Split {
  const bucket = textBucket(text);
  if (bucket < 20) return 'test';
  if (bucket < 36) return 'validation';
  return 'train';
}

/** The fold (0…k−1) of a non-test text, for out-of-fold thresholds over the training part. */
export function foldOf(text: string, k: number): number {
  return (textBucket(text) - 20) % k;
}
