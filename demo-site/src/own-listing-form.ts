import { createDemoImport } from '@porchlight/client';
import { h } from './dom.ts';
import { TEXT } from './texts.ts';

/** A web address the import can fetch: http or https, with a host. */
export function listingUrlProblem(value: string): string | null {
  const text = value.trim();
  if (!text) return "Enter your listing's web address.";
  try {
    const url = new URL(text);
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.hostname) return null;
  } catch {
    // Falls through to the message below.
  }
  return 'Enter the full web address, starting with https://';
}

export interface OwnListingFormProps {
  /** Where the demo of the imported listing opens (the page navigates there). */
  open: (propertyId: string, unitId: string) => void;
}

/**
 * 'Try it on your own listing': a visitor pastes a listing's web address; the server
 * imports it as a demo (POST /api/v1/demo-imports) and the page opens that demo, which
 * shows the preparing state while the import runs.
 */
export function OwnListingForm({ open }: OwnListingFormProps): HTMLFormElement {
  const input = h('input', {
    id: 'own-listing-url',
    name: 'url',
    type: 'url',
    required: true,
    inputmode: 'url',
    autocomplete: 'url',
    placeholder: 'https://',
  });
  const message = h('p', { id: 'own-listing-url-error', class: 'field-error', role: 'alert' });
  const button = h('button', { type: 'submit', class: 'button' }, 'Try it on my listing');
  const form = h(
    'form',
    { class: 'lead-form', novalidate: true, 'aria-labelledby': 'own-listing-heading' },
    h('h2', { id: 'own-listing-heading' }, 'Or try Athena on your own listing'),
    h(
      'div',
      { class: 'field' },
      h('label', { for: 'own-listing-url' }, "Your listing's web address"),
      input,
      message,
    ),
    button,
  );
  const show = (text: string) => {
    message.textContent = text;
    if (text) {
      input.setAttribute('aria-invalid', 'true');
      input.setAttribute('aria-describedby', message.id);
    } else {
      input.removeAttribute('aria-invalid');
      input.removeAttribute('aria-describedby');
    }
  };
  let sending = false;
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    if (sending) return;
    const problem = listingUrlProblem(input.value);
    show(problem ?? '');
    if (problem) {
      input.focus();
      return;
    }
    sending = true;
    button.textContent = 'Sending…';
    const result = await createDemoImport({ body: { url: input.value.trim() } });
    sending = false;
    button.textContent = 'Try it on my listing';
    if (result.status === 200) open(result.body.propertyId, result.body.unitId);
    else if (result.status === 429)
      show('Too many tries from this address. Please wait a few minutes and try again.');
    else if (result.status === 400) show('Enter the full web address, starting with https://');
    else show(TEXT.formFailed);
  });
  return form;
}
