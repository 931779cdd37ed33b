/**
 * The built-in composer: a real document for every template, offline and free. The
 * template catalogue (packages/domain) says which fields exist and their defaults; each
 * category file says what the document contains; medium.ts and length.ts shape it.
 */
import {
  findTemplate,
  MEDIUMS,
  type Medium,
  TEXT_LENGTHS,
  type TextLength,
  type WorkflowTemplate,
  type WorkflowType,
} from '@porchlight/domain';
import { DATA_ANALYSIS_COMPOSERS } from './data-analysis.ts';
import type { Composer, Draft } from './draft.ts';
import { clip, joinPresent, sentenceCase } from './format.ts';
import { LEASE_AND_LEGAL_COMPOSERS } from './lease-and-legal.ts';
import { MAINTENANCE_COORDINATION_COMPOSERS } from './maintenance-coordination.ts';
import { MARKETING_COMPOSERS } from './marketing.ts';
import { renderDraft } from './medium.ts';
import { OWNER_AND_INVESTOR_RELATIONS_COMPOSERS } from './owner-and-investor-relations.ts';
import { TENANT_COMMUNICATION_COMPOSERS } from './tenant-communication.ts';
import { type RawVariables, readVariables } from './variables.ts';

/** One composer per workflow type; the type checker insists on all of them. */
const COMPOSERS: Readonly<Record<WorkflowType, Composer>> = {
  ...TENANT_COMMUNICATION_COMPOSERS,
  ...MAINTENANCE_COORDINATION_COMPOSERS,
  ...MARKETING_COMPOSERS,
  ...LEASE_AND_LEGAL_COMPOSERS,
  ...OWNER_AND_INVESTOR_RELATIONS_COMPOSERS,
  ...DATA_ANALYSIS_COMPOSERS,
};

export interface ComposeInput {
  type: WorkflowType;
  /** The run's variables by field id; textLength and medium among them are honoured too. */
  variables: RawVariables;
  /** Overrides variables.textLength; else the template's default. */
  textLength?: TextLength | undefined;
  /** Overrides variables.medium; else the template's default. */
  medium?: Medium | undefined;
  /** The document's date (memo date, notice date); defaults to now. */
  now?: Date | undefined;
}

export interface ComposedDocument {
  markdown: string;
  /** One line for the history list, at most {@link SUMMARY_MAX} characters. */
  summary: string;
}

export const SUMMARY_MAX = 80;

export class UnknownTemplateError extends Error {
  override name = 'UnknownTemplateError';
  constructor(type: string) {
    super(`There is no writing-assistant template of type ${type}.`);
  }
}

function templateOf(type: string): WorkflowTemplate {
  const found = findTemplate(type);
  if (!found) throw new UnknownTemplateError(type);
  return found.template;
}

/** The explicit choice, else the run's own variable, else the template's default. */
function choice<T extends string>(
  template: WorkflowTemplate,
  id: 'textLength' | 'medium',
  allowed: readonly T[],
  explicit: T | undefined,
  variables: RawVariables,
): T {
  const fromVariables = Object.hasOwn(variables, id) ? variables[id] : undefined;
  const fallback = template.advancedFields.find((f) => f.id === id)?.defaultValue;
  for (const candidate of [explicit, fromVariables, fallback]) {
    if (allowed.includes(candidate as T)) return candidate as T;
  }
  return allowed[0] as T;
}

const isMarketing = (type: string) => findTemplate(type)?.category.id === 'marketing';

function draftOf(input: ComposeInput, template: WorkflowTemplate) {
  const textLength = choice(
    template,
    'textLength',
    TEXT_LENGTHS,
    input.textLength,
    input.variables,
  );
  const medium = choice(template, 'medium', MEDIUMS, input.medium, input.variables);
  const now = input.now ?? new Date();
  const read = readVariables(input.variables, { fairHousing: isMarketing(input.type) });
  const draft = COMPOSERS[input.type]({ vars: read.vars, template, textLength, medium, now });
  const fairHousing = read.fairHousingNote();
  if (fairHousing) draft.notes.push(fairHousing);
  return { draft, textLength, medium, now };
}

/** 'Late rent notice — Jane Doe, 123 Main St, Unit 4B', cut to 80 characters. */
function summaryOf(template: WorkflowTemplate, draft: Draft): string {
  const details = joinPresent(draft.summary.map((part) => part?.replace(/\s+/g, ' ').trim()));
  const line = joinPresent([sentenceCase(template.title), details], ' — ');
  return clip(line, SUMMARY_MAX);
}

/**
 * Writes the document of a run: markdown shaped by the medium and text length, and the
 * one-line summary. Pure and synchronous; throws only for a type without a template.
 */
export function composeDocument(input: ComposeInput): ComposedDocument {
  const template = templateOf(input.type);
  const { draft, textLength, medium, now } = draftOf(input, template);
  return {
    markdown: renderDraft(draft, medium, textLength, now),
    summary: summaryOf(template, draft),
  };
}

/** The history line of a run, without rendering the document (used when the run is created). */
export function summarizeRun(type: WorkflowType, variables: RawVariables): string {
  const template = templateOf(type);
  return summaryOf(template, draftOf({ type, variables }, template).draft);
}
