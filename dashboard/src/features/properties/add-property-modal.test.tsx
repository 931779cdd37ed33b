import { type FakeApi, type FakeReply, sample } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  fill,
  findDialog,
  flush,
  renderAt,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
} from '../../../test-utils/index.ts';
import { useUi } from '../../session/store.ts';
import { AddPropertyModal } from './add-property-modal.tsx';

const ID = '22222222-2222-4222-8222-222222222222';
const CREATED: FakeReply<'createProperty'> = { status: 201, body: { id: ID } };
const IMPORTED: FakeReply<'importListing'> = { status: 200, body: { propertyId: ID } };
const property = (status: 'PROCESSING' | 'CLAIMED'): FakeReply<'getProperty'> => ({
  status: 200,
  body: sample.property({ id: ID, status }),
});

let api: FakeApi;

/** Opens the modal and waits for it to take the focus, as a user sees it ready. */
async function open() {
  const view = renderAt(<AddPropertyModal opened onClose={() => {}} />, '/properties');
  await findDialog();
  return { ...view, body: document.body };
}
const submit = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Add Property' });
const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  screen.getByLabelText<T>(new RegExp(`^${label}`));

beforeEach(() => {
  useUi.setState({ subscriptionRequired: false });
  api = serveApi();
});
afterEach(() => {
  resetAfterTest();
  vi.useRealTimers();
});

describe('Add New Property', () => {
  it('keeps Add Property disabled until a URL or an address is filled', async () => {
    const { user } = await open();
    expect(submit().disabled).toBe(true);
    await fill(user, field('Address'), '9 Elm St');
    expect(submit().disabled).toBe(false);
    await fill(user, field('Address'), '');
    await fill(user, field('Listing URL'), 'https://example.com/listing/1');
    expect(submit().disabled).toBe(false);
  });

  it('creates by hand with the default type MULTI_FAMILY and opens the property', async () => {
    api.on('createProperty', CREATED);
    const view = await open();
    const { user } = view;
    expect(field<HTMLSelectElement>('Type').value).toBe('MULTI_FAMILY');
    await fill(user, field('Address'), '  9 Elm St ');
    await user.click(submit());
    await waitFor(() => expect(view.path()).toBe(`/properties/${ID}`));
    expect(api.callsTo('createProperty').map((call) => call.body)).toEqual([
      { address: '9 Elm St', type: 'MULTI_FAMILY' },
    ]);
  });

  it('sends the chosen type', async () => {
    api.on('createProperty', CREATED);
    const { user } = await open();
    await fill(user, field('Address'), '9 Elm St');
    await user.selectOptions(field<HTMLSelectElement>('Type'), 'CONDO');
    await user.click(submit());
    await waitFor(() => expect(api.callsTo('createProperty')[0]?.body.type).toBe('CONDO'));
  });

  it('refuses a URL that is not http(s) inline, without calling the server', async () => {
    const { body, user } = await open();
    await fill(user, field('Listing URL'), 'zillow listing 5');
    await user.click(submit());
    await flush();
    expect(body.textContent).toContain('starting with http:// or https://');
    expect(api.callsTo('importListing')).toHaveLength(0);
  });

  it("shows the spec's text when creation fails, and opens the 402 modal on 402", async () => {
    api.on('createProperty', { status: 500, body: sample.apiError() });
    const { user } = await open();
    await fill(user, field('Address'), '9 Elm St');
    await user.click(submit());
    expect(await screen.findByText('Error creating property. Please try again.')).toBeDefined();
    api.on('createProperty', { status: 402, body: sample.apiError('SUBSCRIPTION_REQUIRED') });
    await user.click(submit());
    await waitFor(() => expect(useUi.getState().subscriptionRequired).toBe(true));
  });

  it('imports a listing, checks once a second until CLAIMED, then opens it', async () => {
    api.on('importListing', IMPORTED);
    api.on('getProperty', property('PROCESSING'), property('PROCESSING'), property('CLAIMED'));
    const view = await open();
    vi.useFakeTimers();
    const { user } = view;
    await fill(user, field('Listing URL'), 'https://example.com/listing/1');
    await user.click(submit());
    await advance(0);
    expect(view.body.textContent).toContain('may take up to 15 seconds');
    expect(api.callsTo('importListing').map((call) => call.body)).toEqual([
      { url: 'https://example.com/listing/1' },
    ]);
    await advance(999);
    expect(api.callsTo('getProperty')).toHaveLength(0);
    await advance(1);
    expect(api.callsTo('getProperty')).toHaveLength(1);
    await advance(2000);
    expect(api.callsTo('getProperty')).toHaveLength(3);
    expect(view.path()).toBe(`/properties/${ID}`);
  });

  it('gives up after 30 checks with the timeout alert', async () => {
    api.on('importListing', IMPORTED);
    api.on('getProperty', property('PROCESSING'));
    const view = await open();
    vi.useFakeTimers();
    const { user } = view;
    await fill(user, field('Listing URL'), 'https://example.com/listing/1');
    await user.click(submit());
    await advance(60_000);
    expect(api.callsTo('getProperty')).toHaveLength(30);
    expect(view.body.textContent).toContain(
      'Property creation is taking longer than expected. Please check back later.',
    );
    expect(view.path()).toBe('/properties');
  });

  it('reports a failed import and a failed check with the spec texts', async () => {
    api.on('importListing', { status: 400, body: sample.apiError('VALIDATION') });
    const view = await open();
    vi.useFakeTimers();
    const { user } = view;
    await fill(user, field('Listing URL'), 'https://example.com/listing/1');
    await user.click(submit());
    await advance(0);
    expect(view.body.textContent).toContain(
      'An error occurred. Please try again, or enter details manually.',
    );
    api.on('importListing', IMPORTED);
    api.on('getProperty', { status: 500, body: sample.apiError() });
    await user.click(submit());
    await advance(1000);
    expect(view.body.textContent).toContain(
      'An error occurred while creating the property. Please try again.',
    );
  });
});
