/**
 * The writing assistant's catalogue and its browsing rules.
 */
import { DATA_ANALYSIS } from './data-analysis.ts';
import { LEASE_AND_LEGAL } from './lease-and-legal.ts';
import { MAINTENANCE_COORDINATION } from './maintenance-coordination.ts';
import { MARKETING } from './marketing.ts';
import { OWNER_AND_INVESTOR_RELATIONS } from './owner-and-investor-relations.ts';
import { TENANT_COMMUNICATION } from './tenant-communication.ts';
import type { TemplateCategory, WorkflowTemplate } from './types.ts';

/** The six categories in carousel order. */
export const TEMPLATE_CATEGORIES: readonly TemplateCategory[] = [
  TENANT_COMMUNICATION,
  MAINTENANCE_COORDINATION,
  MARKETING,
  LEASE_AND_LEGAL,
  OWNER_AND_INVESTOR_RELATIONS,
  DATA_ANALYSIS,
];

/** Every template, category by category. */
export const ALL_TEMPLATES: readonly WorkflowTemplate[] = TEMPLATE_CATEGORIES.flatMap(
  (category) => category.templates,
);

export const CATEGORIES_PER_PAGE = 5;
export const TEMPLATES_PER_PAGE = 3;
export const MAX_SEARCH_RESULTS = 6;
export const HISTORY_PAGE_SIZE = 10;

/** A template together with the category it belongs to. */
export interface TemplateInCategory {
  template: WorkflowTemplate;
  category: TemplateCategory;
}

const withCategory = (template: WorkflowTemplate): TemplateInCategory[] => {
  const category = TEMPLATE_CATEGORIES.find((c) => c.templates.includes(template));
  return category ? [{ template, category }] : [];
};

/** Shown with neither search nor category: the first two of Tenant Communication, then the first of Maintenance Coordination and of Marketing. */
export const POPULAR_TEMPLATES: readonly TemplateInCategory[] = [
  ...TENANT_COMMUNICATION.templates.slice(0, 2),
  ...MAINTENANCE_COORDINATION.templates.slice(0, 1),
  ...MARKETING.templates.slice(0, 1),
].flatMap(withCategory);

/** The template and category of a run type, to reopen a saved run; null for an unknown type. */
export function findTemplate(type: string | null | undefined): TemplateInCategory | null {
  const template = ALL_TEMPLATES.find((t) => t.type === type);
  return template ? (withCategory(template)[0] ?? null) : null;
}

/**
 * Templates whose lower-cased title or description contains the lower-cased query
 * (trimmed), in catalogue order, at most {@link MAX_SEARCH_RESULTS}. A blank query
 * matches nothing: the UI shows the popular templates instead.
 */
export function searchTemplates(query: string | null | undefined): TemplateInCategory[] {
  const needle = (query ?? '').trim().toLowerCase();
  if (needle === '') return [];
  return ALL_TEMPLATES.filter(
    (t) => t.title.toLowerCase().includes(needle) || t.description.toLowerCase().includes(needle),
  )
    .slice(0, MAX_SEARCH_RESULTS)
    .flatMap(withCategory);
}
