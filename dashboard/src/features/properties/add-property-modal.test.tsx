import { type FakeApi, type FakeReply, sample } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  choose,
  click,
  flush,
  getButton,
  getByLabel,
  renderAt,
  resetAfterTest,
  serveApi,
  type,
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

function open() {
  const view = renderAt(<AddPropertyModal opened onClose={() => {}} />, '/properties');
  return { ...view, body: document.body };
}
const submit = () => getButton(document.body, 'Add Property');

beforeEach(() => {
  useUi.setState({ subscriptionRequired: false });
  api = serveApi();
});
afterEach(() => {
  resetAfterTest();
  vi.useRealTimers();
});

describe('Add New Property', () => {
  it('keeps Add Property disabled until a URL or an address is filled', () => {
    const { body } = open();
    expect(submit().disabled).toBe(true);
    type(getByLabel(body, 'Address'), '9 Elm St');
    expect(submit().disabled).toBe(false);
    type(getByLabel(body, 'Address'), '');
    type(getByLabel(body, 'Listing URL'), 'https://example.com/listing/1');
    expect(submit().disabled).toBe(false);
  });

  it('creates by hand with the default type MULTI_FAMILY and opens the property', async () => {
    api.on('createProperty', CREATED);
    const view = open();
    expect(getByLabel<HTMLSelectElement>(view.body, 'Type').value).toBe('MULTI_FAMILY');
    type(getByLabel(view.body, 'Address'), '  9 Elm St ');
    click(submit());
    await flush();
    expect(api.callsTo('createProperty').map((call) => call.body)).toEqual([
      { address: '9 Elm St', type: 'MULTI_FAMILY' },
    ]);
    expect(view.path()).toBe(`/properties/${ID}`);
  });

  it('sends the chosen type', async () => {
    api.on('createProperty', CREATED);
    const { body } = open();
    type(getByLabel(body, 'Address'), '9 Elm St');
    choose(getByLabel<HTMLSelectElement>(body, 'Type'), 'CONDO');
    click(submit());
    await flush();
    expect(api.callsTo('createProperty')[0]?.body.type).toBe('CONDO');
  });

  it('refuses a URL that is not http(s) inline, without calling the server', async () => {
    const { body } = open();
    type(getByLabel(body, 'Listing URL'), 'zillow listing 5');
    click(submit());
    await flush();
    expect(body.textContent).toContain('starting with http:// or https://');
    expect(api.callsTo('importListing')).toHaveLength(0);
  });

  it("shows the spec's text when creation fails, and opens the 402 modal on 402", async () => {
    api.on('createProperty', { status: 500, body: sample.apiError() });
    const { body } = open();
    type(getByLabel(body, 'Address'), '9 Elm St');
    click(submit());
    await flush();
    expect(body.textContent).toContain('Error creating property. Please try again.');
    api.on('createProperty', { status: 402, body: sample.apiError('SUBSCRIPTION_REQUIRED') });
    click(submit());
    await flush();
    expect(useUi.getState().subscriptionRequired).toBe(true);
  });

  it('imports a listing, checks once a second until CLAIMED, then opens it', async () => {
    vi.useFakeTimers();
    api.on('importListing', IMPORTED);
    api.on('getProperty', property('PROCESSING'), property('PROCESSING'), property('CLAIMED'));
    const view = open();
    type(getByLabel(view.body, 'Listing URL'), 'https://example.com/listing/1');
    click(submit());
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
    vi.useFakeTimers();
    api.on('importListing', IMPORTED);
    api.on('getProperty', property('PROCESSING'));
    const view = open();
    type(getByLabel(view.body, 'Listing URL'), 'https://example.com/listing/1');
    click(submit());
    await advance(60_000);
    expect(api.callsTo('getProperty')).toHaveLength(30);
    expect(view.body.textContent).toContain(
      'Property creation is taking longer than expected. Please check back later.',
    );
    expect(view.path()).toBe('/properties');
  });

  it('reports a failed import and a failed check with the spec texts', async () => {
    vi.useFakeTimers();
    api.on('importListing', { status: 400, body: sample.apiError('VALIDATION') });
    const view = open();
    type(getByLabel(view.body, 'Listing URL'), 'https://example.com/listing/1');
    click(submit());
    await advance(0);
    expect(view.body.textContent).toContain(
      'An error occurred. Please try again, or enter details manually.',
    );
    api.on('importListing', IMPORTED);
    api.on('getProperty', { status: 500, body: sample.apiError() });
    click(submit());
    await advance(1000);
    expect(view.body.textContent).toContain(
      'An error occurred while creating the property. Please try again.',
    );
  });
});
