/**
 * Shapes of the writing assistant's catalogue: categories hold templates, templates
 * hold form fields.
 */
import type { WorkflowType } from '../enums.ts';

export const FIELD_TYPES = [
  'text',
  'textarea',
  'number',
  'date',
  'time',
  'checkbox',
  'select',
] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export interface FieldOption {
  value: string;
  label: string;
}

export interface TemplateField {
  /** The key of the value in the run's variables. */
  id: string;
  label: string;
  type: FieldType;
  /** An example answer shown in the empty input. */
  placeholder?: string;
  /** Marked optional by the spec; labelled '(optional)'. */
  optional?: boolean;
  /**
   * Explicitly required. The spec intends most fields as required but flags none,
   * so no catalogue field sets this and nothing is enforced.
   */
  required?: boolean;
  /** Choices of a select field. */
  options?: readonly FieldOption[];
  /** Initial value of a select field. */
  defaultValue?: string;
}

export interface WorkflowTemplate {
  type: WorkflowType;
  title: string;
  description: string;
  emoji: string;
  /** The main form, in the spec's order. */
  fields: readonly TemplateField[];
  /** Shown behind 'Advanced options': textLength and medium. */
  advancedFields: readonly TemplateField[];
}

export const CATEGORY_IDS = [
  'tenant-communication',
  'maintenance-coordination',
  'marketing',
  'lease-and-legal',
  'owner-and-investor-relations',
  'data-analysis',
] as const;
export type CategoryId = (typeof CATEGORY_IDS)[number];

export interface TemplateCategory {
  id: CategoryId;
  title: string;
  description: string;
  /** An emoji, so every UI can show it without an icon set. */
  icon: string;
  templates: readonly WorkflowTemplate[];
}
