import { createDemoInterest } from '@porchlight/client';
import { h } from './dom.ts';
import {
  EMAIL_MAX,
  LEAD_FIELDS,
  LEAD_LABELS,
  type LeadErrors,
  type LeadField,
  type LeadValues,
  NAME_MAX,
  validateLead,
} from './lead-form-rules.ts';
import { TEXT } from './texts.ts';

export interface LeadFormProps {
  propertyId: string;
  unitId: string;
  /** The demo interest's url: the unit's first listing, else this page. */
  url: string;
  /** Called once the server accepted the form (200), with the address it was sent with. */
  onSubmitted: (email: string) => void;
}

const INPUTS: Record<LeadField, Record<string, string | number>> = {
  firstName: { type: 'text', autocomplete: 'given-name', maxlength: NAME_MAX },
  lastName: { type: 'text', autocomplete: 'family-name', maxlength: NAME_MAX },
  email: { type: 'email', autocomplete: 'email', maxlength: EMAIL_MAX, spellcheck: 'false' },
  numDoors: { type: 'number', inputmode: 'numeric', min: 1, step: 1 },
};

/**
 * The 'Try the AI Leasing Agent' lead form. Validation is the page's own (novalidate), so
 * every browser shows the same inline messages, each tied to its field by
 * aria-describedby; a refused or failed submission shows the spec's failure text.
 */
export function LeadForm(props: LeadFormProps): HTMLFormElement {
  const inputs = {} as Record<LeadField, HTMLInputElement>;
  const messages = {} as Record<LeadField, HTMLElement>;
  const fields = LEAD_FIELDS.map((field) => {
    const id = `lead-${field}`;
    inputs[field] = h('input', { id, name: field, required: true, ...INPUTS[field] });
    messages[field] = h('p', { id: `${id}-error`, class: 'field-error' });
    return h(
      'div',
      { class: 'field' },
      h('label', { for: id }, LEAD_LABELS[field]),
      inputs[field],
      messages[field],
    );
  });
  const failure = h('p', { class: 'form-failure', role: 'alert' });
  const button = h('button', { type: 'submit', class: 'button' }, 'Start the chat');
  const form = h(
    'form',
    { class: 'lead-form', novalidate: true, 'aria-labelledby': 'lead-form-heading' },
    h('h3', { id: 'lead-form-heading' }, TEXT.formHeading),
    h(
      'p',
      { class: 'muted' },
      'Tell us who you are and the chat opens right here. All fields are required.',
    ),
    fields,
    failure,
    button,
  );

  let attempted = false;
  let sending = false;
  const values = (): LeadValues =>
    Object.fromEntries(LEAD_FIELDS.map((field) => [field, inputs[field].value])) as LeadValues;

  const show = (errors: LeadErrors) => {
    for (const field of LEAD_FIELDS) {
      const message = errors[field] ?? '';
      messages[field].textContent = message;
      if (message) {
        inputs[field].setAttribute('aria-invalid', 'true');
        inputs[field].setAttribute('aria-describedby', messages[field].id);
      } else {
        inputs[field].removeAttribute('aria-invalid');
        inputs[field].removeAttribute('aria-describedby');
      }
    }
  };

  // After a first attempt, messages follow the typing, so a fixed field clears at once.
  form.addEventListener('input', () => {
    if (attempted) show(validateLead(values()));
  });

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    attempted = true;
    failure.textContent = '';
    const current = values();
    const errors = validateLead(current);
    show(errors);
    const firstInvalid = LEAD_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      inputs[firstInvalid].focus();
      return;
    }
    sending = true;
    button.textContent = 'Sending…';
    const email = current.email.trim();
    const result = await createDemoInterest({
      body: {
        firstName: current.firstName.trim(),
        lastName: current.lastName.trim(),
        email,
        numDoors: Number(current.numDoors.trim()),
        propertyId: props.propertyId,
        unitId: props.unitId,
        url: props.url,
      },
    });
    sending = false;
    button.textContent = 'Start the chat';
    if (result.status === 200) props.onSubmitted(email);
    else failure.textContent = TEXT.formFailed;
  });

  return form;
}
