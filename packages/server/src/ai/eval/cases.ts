/**
 * The labelled evaluation set (packages/server/eval/): properties with their facts, and
 * turns with the outcome a person expects. Written apart from the engine's rules.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface EvalPolicy {
  attributeType: string;
  textContent?: string | null;
  numericValue?: number | null;
}

export interface EvalUnit {
  unitNumber: string;
  type: string;
  sizeSqft: number | null;
  bedrooms: number | null;
  bathrooms: number | null;
  monthlyPrice: number | null;
  currency: string | null;
  availability: string;
  description: string | null;
}

export interface EvalProperty {
  id: string;
  property: {
    name: string;
    address: string;
    type: string;
    description: string | null;
    amenities: string[];
    parkingPrice: number | null;
    questions: string[];
    petQuestions: string[];
    dogsAllowedCount: number;
    catsAllowedCount: number;
    petsAllowedCount: number;
    restrictedDogBreeds: string[];
    maxDogSizeLbs: number | null;
    viewingMode: 'CALENDAR' | 'TEXT';
  };
  units: EvalUnit[];
  policies: EvalPolicy[];
  lease: string;
}

export type Range = { from: string; to: string } | { min: number; max: number };

export interface EvalCase {
  id: string;
  category: string;
  audience: 'prospect' | 'resident';
  property: string;
  unit: string | null;
  context: {
    pendingQuestion: string | null;
    history: { role: 'user' | 'assistant'; text: string }[];
    viewingBooked: boolean;
    today: string;
    /**
     * The answers already stored for this lead, when they matter (a correction, a later
     * question that must not overwrite one); otherwise the runner fills the steps before
     * the pending one with plain answers.
     */
    answers?: Partial<Record<string, unknown>> & { name?: string };
  };
  message: string;
  expect: {
    outcome: string;
    mentionsAll?: string[][];
    mentionsNone?: string[];
    extracted?: Record<string, unknown>;
    notExtracted?: string[];
    noViewingOffer?: boolean;
    alsoEscalated?: boolean;
    wishText?: string;
    /** resident_maintenance: how urgent the request for the manager is. */
    urgency?: 'EMERGENCY' | 'ROUTINE';
  };
}

/** packages/server/eval, where the set is kept. */
export const EVAL_DIR = new URL('../../../eval/', import.meta.url).pathname;

export function loadEvalSet(dir = EVAL_DIR): { properties: EvalProperty[]; cases: EvalCase[] } {
  const properties = JSON.parse(readFileSync(join(dir, 'properties.json'), 'utf8'));
  const casesDir = join(dir, 'cases');
  const cases = readdirSync(casesDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap((f) => JSON.parse(readFileSync(join(casesDir, f), 'utf8')) as EvalCase[]);
  return { properties, cases };
}
