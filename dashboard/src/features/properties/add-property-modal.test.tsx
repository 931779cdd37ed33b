import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  advance,
  choose,
  cleanup,
  click,
  flush,
  getButton,
  getByLabel,
  renderAt,
  type,
} from '../../../test-utils/index.ts';
import { useUi } from '../../session/store.ts';
import { AddPropertyModal } from './add-property-modal.tsx';

const api = vi.hoisted(() => ({
  createProperty: vi.fn(),
  getProperty: vi.fn(),
  importListing: vi.fn(),
}));
vi.mock('@porchlight/client', () => api);

const ID = '22222222-2222-4222-8222-222222222222';

function open() {
  const view = renderAt(<AddPropertyModal opened onClose={() => {}} />, '/properties');
  return { ...view, body: document.body };
}
const submit = () => getButton(document.body, 'Add Property');

beforeEach(() => useUi.setState({ subscriptionRequired: false }));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
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
    api.createProperty.mockResolvedValue({ status: 201, body: { id: ID } });
    const view = open();
    expect(getByLabel<HTMLSelectElement>(view.body, 'Type').value).toBe('MULTI_FAMILY');
    type(getByLabel(view.body, 'Address'), '  9 Elm St ');
    click(submit());
    await flush();
    expect(api.createProperty).toHaveBeenCalledWith(
      { body: { address: '9 Elm St', type: 'MULTI_FAMILY' } },
      expect.anything(),
    );
    expect(view.path()).toBe(`/properties/${ID}`);
  });

  it('sends the chosen type', async () => {
    api.createProperty.mockResolvedValue({ status: 201, body: { id: ID } });
    const { body } = open();
    type(getByLabel(body, 'Address'), '9 Elm St');
    choose(getByLabel<HTMLSelectElement>(body, 'Type'), 'CONDO');
    click(submit());
    await flush();
    expect(api.createProperty.mock.calls[0]?.[0].body.type).toBe('CONDO');
  });

  it('refuses a URL that is not http(s) inline, without calling the server', async () => {
    const { body } = open();
    type(getByLabel(body, 'Listing URL'), 'zillow listing 5');
    click(submit());
    await flush();
    expect(body.textContent).toContain('starting with http:// or https://');
    expect(api.importListing).not.toHaveBeenCalled();
  });

  it("shows the spec's text when creation fails, and opens the 402 modal on 402", async () => {
    api.createProperty.mockResolvedValueOnce({ status: 500, body: { error: {} } });
    const { body } = open();
    type(getByLabel(body, 'Address'), '9 Elm St');
    click(submit());
    await flush();
    expect(body.textContent).toContain('Error creating property. Please try again.');
    api.createProperty.mockResolvedValueOnce({ status: 402, body: { error: {} } });
    click(submit());
    await flush();
    expect(useUi.getState().subscriptionRequired).toBe(true);
  });

  it('imports a listing, checks once a second until CLAIMED, then opens it', async () => {
    vi.useFakeTimers();
    api.importListing.mockResolvedValue({ status: 200, body: { propertyId: ID } });
    api.getProperty
      .mockResolvedValueOnce({ status: 200, body: { id: ID, status: 'PROCESSING' } })
      .mockResolvedValueOnce({ status: 200, body: { id: ID, status: 'PROCESSING' } })
      .mockResolvedValue({ status: 200, body: { id: ID, status: 'CLAIMED' } });
    const view = open();
    type(getByLabel(view.body, 'Listing URL'), 'https://example.com/listing/1');
    click(submit());
    await advance(0);
    expect(view.body.textContent).toContain('may take up to 15 seconds');
    expect(api.importListing).toHaveBeenCalledWith(
      { body: { url: 'https://example.com/listing/1' } },
      expect.anything(),
    );
    await advance(999);
    expect(api.getProperty).toHaveBeenCalledTimes(0);
    await advance(1);
    expect(api.getProperty).toHaveBeenCalledTimes(1);
    await advance(2000);
    expect(api.getProperty).toHaveBeenCalledTimes(3);
    expect(view.path()).toBe(`/properties/${ID}`);
  });

  it('gives up after 30 checks with the timeout alert', async () => {
    vi.useFakeTimers();
    api.importListing.mockResolvedValue({ status: 200, body: { propertyId: ID } });
    api.getProperty.mockResolvedValue({ status: 200, body: { id: ID, status: 'PROCESSING' } });
    const view = open();
    type(getByLabel(view.body, 'Listing URL'), 'https://example.com/listing/1');
    click(submit());
    await advance(60_000);
    expect(api.getProperty).toHaveBeenCalledTimes(30);
    expect(view.body.textContent).toContain(
      'Property creation is taking longer than expected. Please check back later.',
    );
    expect(view.path()).toBe('/properties');
  });

  it('reports a failed import and a failed check with the spec texts', async () => {
    vi.useFakeTimers();
    api.importListing.mockResolvedValueOnce({ status: 400, body: { error: {} } });
    const view = open();
    type(getByLabel(view.body, 'Listing URL'), 'https://example.com/listing/1');
    click(submit());
    await advance(0);
    expect(view.body.textContent).toContain(
      'An error occurred. Please try again, or enter details manually.',
    );
    api.importListing.mockResolvedValueOnce({ status: 200, body: { propertyId: ID } });
    api.getProperty.mockResolvedValueOnce({ status: 500, body: { error: {} } });
    click(submit());
    await advance(1000);
    expect(view.body.textContent).toContain(
      'An error occurred while creating the property. Please try again.',
    );
  });
});
