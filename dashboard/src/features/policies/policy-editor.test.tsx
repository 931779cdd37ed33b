import { Notifications } from '@mantine/notifications';
import { type FakeCall, sample } from '@porchlight/client/testing';
import type { AttributeType } from '@porchlight/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  fill,
  flush,
  render,
  resetAfterTest,
  screen,
  serveApi,
  waitFor,
} from '../../../test-utils/index.ts';
import { useSession } from '../../session/store.ts';
import { PolicyEditor } from './policy-editor.tsx';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const PROPERTY_ID = '22222222-2222-4222-8222-222222222222';
const OWN_ID = '33333333-3333-4333-8333-333333333333';
const INHERITED_ID = '44444444-4444-4444-8444-444444444444';

const attribute = (id: string, type: AttributeType, owner: 'users' | 'properties', text: string) =>
  sample.attribute({
    id,
    attributeType: type,
    ownerTable: owner,
    ownerID: owner === 'users' ? USER_ID : PROPERTY_ID,
    textContent: text,
  });

/** The property owns its rental length; its noise policy is the manager's business default. */
function propertyApi() {
  return serveApi({
    listPropertyAttributes: {
      status: 200,
      body: [
        attribute(OWN_ID, 'RENTAL_LENGTH', 'properties', 'LONG_TERM'),
        attribute(INHERITED_ID, 'NOISE_POLICY', 'users', 'Quiet hours 10pm-7am'),
      ],
    },
    updateAttribute: ({ params, body }) => ({
      status: 200,
      body: { ...attribute(params.id, 'RENTAL_LENGTH', 'properties', ''), ...body },
    }),
    createAttribute: ({ body }) => ({
      status: 201,
      body: sample.attribute({ id: crypto.randomUUID(), ...body }),
    }),
  });
}

const writes = (calls: FakeCall[]) => calls.filter((c) => c.method !== 'GET');

/** The field labelled `label`, marked 'Changed' or not. */
const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  screen.getByLabelText<T>(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(Changed)?$`));
const unsavedBar = () => screen.queryByRole('region', { name: 'Unsaved changes' });
const saveButton = () => screen.getByRole('button', { name: 'Save' });

async function renderEditor() {
  const view = render(
    <>
      <Notifications />
      <PolicyEditor owner={{ type: 'property', id: PROPERTY_ID }} />
    </>,
  );
  await flush();
  return view;
}

beforeEach(() => {
  useSession.setState({ token: 'token', userId: USER_ID, email: 'm@example.com' });
});
afterEach(resetAfterTest);

// Mantine renders every field of the form: slow under a loaded test pool, not flaky.
describe('PolicyEditor', { timeout: 15_000 }, () => {
  it('loads the resolved attributes of its owner for every type', async () => {
    const api = propertyApi();
    await renderEditor();
    const [load] = api.callsTo('listPropertyAttributes');
    expect(api.calls[0]).toBe(load);
    expect(load?.params).toEqual({ id: PROPERTY_ID });
    expect(load?.query?.attributes?.split(',')).toContain('DISPUTE_RESOLUTION_OPTIONS');
    expect(field<HTMLSelectElement>('Rental length').value).toBe('LONG_TERM');
    expect(field<HTMLTextAreaElement>('Noise policy').value).toBe('Quiet hours 10pm-7am');
    expect(screen.getAllByText(/Inherited from your business policies/)).not.toHaveLength(0);
    for (const tab of [
      'Leasing Policies',
      'Resident Rules',
      'Payments',
      'Moving Policies',
      'Regulations',
    ]) {
      expect(screen.getByRole('tab', { name: tab })).toBeDefined();
    }
  });

  it('marks a changed field, shows the unsaved bar, and Discard restores the loaded value', async () => {
    propertyApi();
    const { user } = await renderEditor();
    expect(unsavedBar()).toBeNull();

    const noise = field<HTMLTextAreaElement>('Noise policy');
    await fill(user, noise, 'No parties');
    expect(unsavedBar()?.textContent).toContain('Unsaved changes');
    expect(
      noise.closest('[data-changed="true"]') ?? noise.getAttribute('data-changed'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Noise policyChanged')).toBe(noise);

    // Typing the loaded value back is no change at all.
    await fill(user, noise, 'Quiet hours 10pm-7am');
    expect(unsavedBar()).toBeNull();

    await fill(user, noise, 'No parties');
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(field<HTMLTextAreaElement>('Noise policy').value).toBe('Quiet hours 10pm-7am');
    expect(unsavedBar()).toBeNull();
  });

  it('updates its own attribute and creates an override for an inherited one', async () => {
    const api = propertyApi();
    const { user } = await renderEditor();
    await user.selectOptions(field<HTMLSelectElement>('Rental length'), 'SHORT_TERM');
    await fill(user, field<HTMLTextAreaElement>('Noise policy'), 'No parties');
    await user.click(saveButton());
    await waitFor(() => expect(writes(api.calls)).toHaveLength(2));
    const patch = api.callsTo('updateAttribute')[0];
    expect(patch?.params).toEqual({ id: OWN_ID });
    expect(patch?.body).toEqual({ textContent: 'SHORT_TERM', numericValue: null });
    const post = api.callsTo('createAttribute')[0];
    expect(post?.body).toEqual({
      attributeType: 'NOISE_POLICY',
      ownerTable: 'properties',
      ownerID: PROPERTY_ID,
      textContent: 'No parties',
      numericValue: null,
    });
    expect(await screen.findByText('Saved!')).toBeDefined();
    expect(unsavedBar()).toBeNull();

    // The override is now the property's own: the next change updates it.
    await fill(user, field<HTMLTextAreaElement>('Noise policy'), 'No parties after 9pm');
    await user.click(saveButton());
    await waitFor(() => expect(writes(api.calls)).toHaveLength(3));
    expect(writes(api.calls).at(-1)?.endpoint).toBe('updateAttribute');
  });

  it('keeps a change that failed to save and says so', async () => {
    const api = serveApi({
      listPropertyAttributes: { status: 200, body: [] },
      createAttribute: { status: 400, body: sample.apiError('VALIDATION') },
    });
    const { user } = await renderEditor();
    await fill(user, field<HTMLTextAreaElement>('Guest policy'), 'Two nights max');
    await user.click(saveButton());
    expect(await screen.findByText(/Failed to save/)).toBeDefined();
    expect(writes(api.calls)).toHaveLength(1);
    expect(unsavedBar()).not.toBeNull();
  });

  it('asks for the months of a custom deposit before saving it', async () => {
    const api = propertyApi();
    const { user } = await renderEditor();
    await user.selectOptions(field<HTMLSelectElement>('Security deposit'), 'CUSTOM');
    const months = field('Custom deposit (months)');
    expect(months.getAttribute('aria-invalid')).not.toBe('true');

    await user.click(saveButton());
    await flush();
    expect(writes(api.calls)).toHaveLength(0);
    expect(screen.getByText('Please enter the deposit in months.')).toBeDefined();

    await fill(user, field('Custom deposit (months)'), '1.5');
    await user.click(saveButton());
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls).map((c) => c.body)).toEqual([
      {
        attributeType: 'SECURITY_DEPOSIT',
        ownerTable: 'properties',
        ownerID: PROPERTY_ID,
        textContent: 'CUSTOM',
        numericValue: 1.5,
      },
    ]);
  });

  it('sends the move-out notice as a number of days and refuses letters', async () => {
    const api = propertyApi();
    const { user } = await renderEditor();
    const notice = field('Move-out notice (days)');
    await fill(user, notice, 'abc');
    expect(unsavedBar()).toBeNull();
    await fill(user, field('Move-out notice (days)'), '30');
    await user.click(saveButton());
    await waitFor(() => expect(writes(api.calls)).toHaveLength(1));
    expect(writes(api.calls).map((c) => c.body)).toEqual([
      {
        attributeType: 'MOVE_OUT_NOTICE_PERIOD',
        ownerTable: 'properties',
        ownerID: PROPERTY_ID,
        textContent: null,
        numericValue: 30,
      },
    ]);
  });
});
