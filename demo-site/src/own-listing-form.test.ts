import type { FakeApi } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { listingUrlProblem, OwnListingForm } from './own-listing-form.ts';
import { apiError, demoApi, expectSeededIds, PROPERTY_ID, settle, UNIT_ID } from './test-utils.ts';

let api: FakeApi;
beforeEach(() => {
  vi.useFakeTimers();
  api = demoApi();
});
afterEach(() => {
  expectSeededIds(api);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function render() {
  const open = vi.fn();
  const form = OwnListingForm({ open });
  document.body.append(form);
  const input = form.querySelector('input') as HTMLInputElement;
  const submit = async (value: string) => {
    input.value = value;
    form.requestSubmit();
    await settle();
  };
  return {
    form,
    input,
    open,
    submit,
    error: () => form.querySelector('.field-error')?.textContent,
  };
}

describe("trying Athena on one's own listing", () => {
  it('asks for a full web address before calling the server', async () => {
    const view = render();
    await view.submit('');
    expect(view.error()).toBe("Enter your listing's web address.");
    await view.submit('zillow listing 123');
    expect(view.error()).toBe('Enter the full web address, starting with https://');
    expect(view.input.getAttribute('aria-invalid')).toBe('true');
    expect(api.calls).toEqual([]);
    expect(api.unmatched).toEqual([]);
    expect(listingUrlProblem('ftp://example.com/x')).not.toBeNull();
  });

  it('imports the listing and opens its demo', async () => {
    api.on('createDemoImport', { status: 200, body: { propertyId: PROPERTY_ID, unitId: UNIT_ID } });
    const view = render();
    await view.submit(' https://example.com/listings/9 ');
    expect(api.unmatched).toEqual([]);
    expect(api.calls.map(({ endpoint, method, body }) => ({ endpoint, method, body }))).toEqual([
      {
        endpoint: 'createDemoImport',
        method: 'POST',
        body: { url: 'https://example.com/listings/9' },
      },
    ]);
    expect(view.open).toHaveBeenCalledWith(PROPERTY_ID, UNIT_ID);
  });

  it('says when an address tried too often, and when the server fails', async () => {
    api.on('createDemoImport', apiError(429, 'Too many'), apiError(500, 'boom'));
    const view = render();
    await view.submit('https://example.com/a');
    expect(view.error()).toContain('Too many tries');
    await view.submit('https://example.com/a');
    expect(view.error()).toBe('Failed to submit form. Please try again.');
    expect(view.open).not.toHaveBeenCalled();
  });
});
