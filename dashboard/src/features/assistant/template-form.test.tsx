import { findTemplate, type WorkflowTemplate } from '@porchlight/domain';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  fill,
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
} from '../../../test-utils/index.ts';
import { TemplateForm } from './template-form.tsx';
import { field, getCard, renderAssistant } from './testing/render-assistant.tsx';

afterEach(resetAfterTest);

const labelTexts = () =>
  [...document.querySelectorAll('form label')].map((label) => label.textContent?.trim());

function template(type: string): WorkflowTemplate {
  const found = findTemplate(type)?.template;
  if (!found) throw new Error(type);
  return found;
}

async function choose(user: UserEvent, category: string, title: string) {
  await user.click(getCard(category));
  await user.click(getCard(title));
}
const advancedOptions = () => screen.getByRole('button', { name: 'Advanced options' });

describe('the template form', () => {
  it("marks a flagged field with a red asterisk and every other with '(optional)'", async () => {
    const base = template('MOVE_OUT_CHECKLIST');
    const flagged: WorkflowTemplate = {
      ...base,
      fields: base.fields.map((f) => (f.id === 'tenantName' ? { ...f, required: true } : f)),
    };
    render(
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
    const name = screen.getByText('Tenant name', { selector: 'label' });
    const asterisk = name?.querySelector('[aria-hidden="true"]');
    expect(asterisk?.textContent).toBe('*');
    expect(asterisk?.className).toMatch(/Text/);
    expect(name?.textContent).not.toContain('(optional)');
    expect(field('Tenant name').getAttribute('aria-required')).toBe('true');
    expect(labelTexts()).toContain('Move-out date (optional)');
  });

  it("labels every catalogue field '(optional)', as no field carries the required flag", async () => {
    serveApi();
    const { user } = renderAssistant();
    await choose(user, 'Tenant Communication', 'Late Rent Notice');
    expect(screen.getByText('Please provide the following information:')).toBeDefined();
    expect(labelTexts()).toEqual([
      'Property address and unit (optional)',
      'Tenant name (optional)',
      'Amount due ($) (optional)',
      'Days late (optional)',
      'Late fee details (optional)',
      'Payment instructions (optional)',
      'Payment deadline (optional)',
    ]);
    expect(field('Amount due').type).toBe('number');
    expect(field('Payment deadline').type).toBe('date');
    expect(field('Late fee details').tagName).toBe('TEXTAREA');
  });

  it('renders checkbox and time fields as such', async () => {
    serveApi();
    const { user } = renderAssistant();
    await choose(user, 'Tenant Communication', 'Move-Out Checklist');
    expect(field('Ask for a forwarding address').type).toBe('checkbox');
    await choose(user, 'Maintenance Coordination', 'Non-Urgent Maintenance Confirmation');
    expect(field('Service start time').type).toBe('time');
  });

  it('reveals the advanced options with the per-template defaults', async () => {
    serveApi();
    const { user } = renderAssistant();
    await choose(user, 'Tenant Communication', 'Late Rent Notice');
    const toggle = advancedOptions();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(() => field('Text length')).toThrow();
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const length = field<HTMLSelectElement>('Text length');
    const medium = field<HTMLSelectElement>('Medium');
    expect([length.value, medium.value]).toEqual(['SHORT', 'EMAIL']);
    expect([...length.options].map((o) => o.text)).toEqual(['Short', 'Medium', 'Long']);
    expect([...medium.options].map((o) => o.text)).toEqual([
      'SMS',
      'Email',
      'Memo',
      'Phone Script',
    ]);

    await choose(user, 'Marketing', 'Compelling Listing Description');
    await user.click(advancedOptions());
    expect(field<HTMLSelectElement>('Text length').value).toBe('LONG');
    expect(field<HTMLSelectElement>('Medium').value).toBe('MEMO');

    await choose(user, 'Maintenance Coordination', 'Urgent Maintenance Triage');
    await user.click(advancedOptions());
    expect(field<HTMLSelectElement>('Text length').value).toBe('MEDIUM');
    expect(field<HTMLSelectElement>('Medium').value).toBe('EMAIL');
  });

  it('keeps what was typed when the open template is chosen again', async () => {
    serveApi();
    const { user } = renderAssistant();
    await choose(user, 'Tenant Communication', 'Late Rent Notice');
    await fill(user, field('Tenant name'), 'Jane Doe');
    await user.click(getCard('Late Rent Notice'));
    expect(field('Tenant name').value).toBe('Jane Doe');
    await user.click(getCard('Move-Out Checklist'));
    expect(field('Tenant name').value).toBe('');
  });

  it('shows a mistake next to its field and sends nothing', async () => {
    const api = serveApi();
    const { user } = renderAssistant();
    await choose(user, 'Tenant Communication', 'Late Rent Notice');
    const amount = field('Amount due');
    await fill(user, amount, '5e13');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await flush();
    expect(screen.getByText('Please enter a smaller number.')).toBeDefined();
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(amount);
    expect(api.calls).toEqual([]);

    await fill(user, amount, '1500');
    expect(screen.queryByText('Please enter a smaller number.')).toBeNull();
  });
});
