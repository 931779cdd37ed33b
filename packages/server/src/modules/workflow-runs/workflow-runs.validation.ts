import type { WorkflowVariables } from '@porchlight/contract';
import { findTemplate, type TemplateField, type WorkflowType } from '@porchlight/domain';
import { badRequest } from '../../http/errors.ts';

/** What kind of value a field takes, as the assistant form sends it. */
function kindError(field: TemplateField, value: unknown): string | null {
  switch (field.type) {
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'must be a number';
    case 'checkbox':
      return typeof value === 'boolean' ? null : 'must be true or false';
    case 'select': {
      const options = field.options?.map((option) => option.value) ?? [];
      return typeof value === 'string' && options.includes(value)
        ? null
        : `must be one of ${options.join(', ')}`;
    }
    default:
      // text, textarea, date and time: text as typed (the contract caps its length).
      return typeof value === 'string' ? null : 'must be text';
  }
}

/**
 * Checks a run's variables against its template: every id is one of the template's fields
 * (or textLength / medium) and holds the right kind of value. A 400 names the first field
 * that is not.
 */
export function checkVariables(type: WorkflowType, variables: WorkflowVariables): void {
  const template = findTemplate(type)?.template;
  if (!template) throw badRequest(`type ${type} has no template.`, 'type');
  const fields = new Map(
    [...template.fields, ...template.advancedFields].map((field) => [field.id, field]),
  );
  for (const [id, value] of Object.entries(variables)) {
    const name = `variables.${id}`;
    const field = fields.get(id);
    if (!field) throw badRequest(`${name} is not a field of the ${template.title} template.`, name);
    const error = kindError(field, value);
    if (error) throw badRequest(`${name} ${error}.`, name);
  }
}
