import { findTemplate, type WorkflowTemplate } from '@porchlight/domain';
import { afterEach, describe, expect, it } from 'vitest';
import {
  click,
  flush,
  getButton,
  getByLabel,
  render,
  resetAfterTest,
  serveApi,
  type,
} from '../../../test-utils/index.ts';
import { TemplateForm } from './template-form.tsx';
import { getCard, renderAssistant } from './testing/render-assistant.tsx';

afterEach(resetAfterTest);

const labelTexts = (root: ParentNode) =>
  [...root.querySelectorAll('label')].map((label) => label.textContent?.trim());

function template(type: string): WorkflowTemplate {
  const found = findTemplate(type)?.template;
  if (!found) throw new Error(type);
  return found;
}

function choose(container: HTMLElement, category: string, title: string) {
  click(getCard(container, category));
  click(getCard(container, title));
}

describe('the template form', () => {
  it("marks a flagged field with a red asterisk and every other with '(optional)'", () => {
    const base = template('MOVE_OUT_CHECKLIST');
    const flagged: WorkflowTemplate = {
      ...base,
      fields: base.fields.map((f) => (f.id === 'tenantName' ? { ...f, required: true } : f)),
    };
    const { container } = render(
      <TemplateForm
        template={flagged}
        values={{}}
        errors={{}}
        onChange={() => {}}
        onSubmit={() => {}}
        busy={false}
        blocked={false}
      />,
    );
    const name = [...container.querySelectorAll('label')].find((l) =>
      l.textContent?.startsWith('Tenant name'),
    );
    const asterisk = name?.querySelector('[aria-hidden="true"]');
    expect(asterisk?.textContent).toBe('*');
    expect(asterisk?.className).toMatch(/Text/);
    expect(name?.textContent).not.toContain('(optional)');
    expect(getByLabel(container, 'Tenant name').getAttribute('aria-required')).toBe('true');
    expect(labelTexts(container)).toContain('Move-out date (optional)');
  });

  it("labels every catalogue field '(optional)', as no field carries the required flag", () => {
    serveApi();
    const { container } = renderAssistant();
    choose(container, 'Tenant Communication', 'Late Rent Notice');
    expect(container.textContent).toContain('Please provide the following information:');
    expect(labelTexts(container)).toEqual([
      'Property address and unit (optional)',
      'Tenant name (optional)',
      'Amount due ($) (optional)',
      'Days late (optional)',
      'Late fee details (optional)',
      'Payment instructions (optional)',
      'Payment deadline (optional)',
    ]);
    expect(getByLabel(container, 'Amount due').type).toBe('number');
    expect(getByLabel(container, 'Payment deadline').type).toBe('date');
    expect(getByLabel(container, 'Late fee details').tagName).toBe('TEXTAREA');
  });

  it('renders checkbox and time fields as such', () => {
    serveApi();
    const { container } = renderAssistant();
    choose(container, 'Tenant Communication', 'Move-Out Checklist');
    expect(getByLabel(container, 'Ask for a forwarding address').type).toBe('checkbox');
    choose(container, 'Maintenance Coordination', 'Non-Urgent Maintenance Confirmation');
    expect(getByLabel(container, 'Service start time').type).toBe('time');
  });

  it('reveals the advanced options with the per-template defaults', () => {
    serveApi();
    const { container } = renderAssistant();
    choose(container, 'Tenant Communication', 'Late Rent Notice');
    const toggle = getButton(container, 'Advanced options');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(() => getByLabel(container, 'Text length')).toThrow();
    click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const length = getByLabel<HTMLSelectElement>(container, 'Text length');
    const medium = getByLabel<HTMLSelectElement>(container, 'Medium');
    expect([length.value, medium.value]).toEqual(['SHORT', 'EMAIL']);
    expect([...length.options].map((o) => o.text)).toEqual(['Short', 'Medium', 'Long']);
    expect([...medium.options].map((o) => o.text)).toEqual([
      'SMS',
      'Email',
      'Memo',
      'Phone Script',
    ]);

    choose(container, 'Marketing', 'Compelling Listing Description');
    click(getButton(container, 'Advanced options'));
    expect(getByLabel<HTMLSelectElement>(container, 'Text length').value).toBe('LONG');
    expect(getByLabel<HTMLSelectElement>(container, 'Medium').value).toBe('MEMO');

    choose(container, 'Maintenance Coordination', 'Urgent Maintenance Triage');
    click(getButton(container, 'Advanced options'));
    expect(getByLabel<HTMLSelectElement>(container, 'Text length').value).toBe('MEDIUM');
    expect(getByLabel<HTMLSelectElement>(container, 'Medium').value).toBe('EMAIL');
  });

  it('keeps what was typed when the open template is chosen again', () => {
    serveApi();
    const { container } = renderAssistant();
    choose(container, 'Tenant Communication', 'Late Rent Notice');
    type(getByLabel(container, 'Tenant name'), 'Jane Doe');
    click(getCard(container, 'Late Rent Notice'));
    expect(getByLabel(container, 'Tenant name').value).toBe('Jane Doe');
    click(getCard(container, 'Move-Out Checklist'));
    expect(getByLabel(container, 'Tenant name').value).toBe('');
  });

  it('shows a mistake next to its field and sends nothing', async () => {
    const api = serveApi();
    const { container } = renderAssistant();
    choose(container, 'Tenant Communication', 'Late Rent Notice');
    const amount = getByLabel(container, 'Amount due');
    type(amount, '5e13');
    click(getButton(container, 'Create'));
    await flush();
    expect(container.textContent).toContain('Please enter a smaller number.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
    expect(api.calls).toEqual([]);

    type(amount, '1500');
    expect(container.textContent).not.toContain('Please enter a smaller number.');
  });
});
