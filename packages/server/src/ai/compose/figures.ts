/**
 * Numbers the financial documents compute from the manager's figures: ROI, checks that an
 * entered figure matches the computed one, and which figures were provided.
 */
import type { WorkflowTemplate } from '@porchlight/domain';
import type { Note } from './draft.ts';
import { formatPercent } from './format.ts';
import type { Vars } from './variables.ts';

/** gain ÷ investment × 100, or undefined without a positive investment. */
export function roiPercent(gain: number | undefined, investment: number | undefined) {
  if (gain === undefined || investment === undefined || investment <= 0) return undefined;
  return (gain / investment) * 100;
}

/**
 * True when an entered percentage agrees with a computed one to the entered precision:
 * 8.4 agrees with 8.358 (one decimal), 8 with 8.3 but not with 8.6.
 */
export function agrees(entered: number, computed: number): boolean {
  const decimals = (String(entered).split('.')[1] ?? '').length;
  return Math.abs(entered - computed) <= 0.5 * 10 ** -decimals + 1e-9;
}

/** A field's label without its unit: 'Gross income ($)' → 'Gross income'. */
export function labelOf(template: WorkflowTemplate, id: string): string {
  const label = template.fields.find((f) => f.id === id)?.label ?? id;
  return label.replace(/\s*\((?:\$|%)\)$/, '');
}

/** 'Figures provided: …' and 'Not provided: …' for the given field ids. */
export function figuresProvided(template: WorkflowTemplate, vars: Vars, ids: readonly string[]) {
  const given = ids.filter((id) => vars.text(id) !== undefined).map((id) => labelOf(template, id));
  const missing = ids
    .filter((id) => vars.text(id) === undefined)
    .map((id) => labelOf(template, id));
  return [
    given.length > 0 ? `Figures provided: ${given.join(', ')}.` : 'No figures were provided.',
    missing.length > 0 ? `Not provided: ${missing.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The note when an entered ROI differs from the one computed from the figures. */
export function roiMismatch(entered: number, computed: string): Note {
  return {
    text: `The ROI entered (${formatPercent(entered)}) differs from the ROI computed from the figures provided (${computed}). Please check which figure and method you want to report before sending.`,
    short: `Check ROI: entered ${formatPercent(entered)}, computed ${computed}.`,
  };
}
