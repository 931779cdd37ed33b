import { Notifications } from '@mantine/notifications';
import { type FakeCall, sample } from '@porchlight/client/testing';
import type { AttributeType } from '@porchlight/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  click,
  flush,
  getButton,
  render,
  resetAfterTest,
  serveApi,
} from '../../../test-utils/index.ts';
import { useSession } from '../../session/store.ts';
import { getControl, getRegion, selectOption, typeText } from '../profile/testing/dom.ts';
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
    const { container } = await renderEditor();
    const [load] = api.callsTo('listPropertyAttributes');
    expect(api.calls[0]).toBe(load);
    expect(load?.params).toEqual({ id: PROPERTY_ID });
    expect(load?.query?.attributes?.split(',')).toContain('DISPUTE_RESOLUTION_OPTIONS');
    expect(getControl<HTMLSelectElement>(container, 'Rental length').value).toBe('LONG_TERM');
    expect(getControl<HTMLTextAreaElement>(container, 'Noise policy').value).toBe(
      'Quiet hours 10pm-7am',
    );
    expect(container.textContent).toContain('Inherited from your business policies');
    for (const tab of [
      'Leasing Policies',
      'Resident Rules',
      'Payments',
      'Moving Policies',
      'Regulations',
    ]) {
      expect(container.querySelector('[role="tablist"]')?.textContent).toContain(tab);
    }
  });

  it('marks a changed field, shows the unsaved bar, and Discard restores the loaded value', async () => {
    propertyApi();
    const { container } = await renderEditor();
    expect(getRegion(container, 'Unsaved changes')).toBeNull();

    const noise = getControl<HTMLTextAreaElement>(container, 'Noise policy');
    typeText(noise, 'No parties');
    expect(getRegion(container, 'Unsaved changes')?.textContent).toContain('Unsaved changes');
    expect(
      noise.closest('[data-changed="true"]') ?? noise.getAttribute('data-changed'),
    ).toBeTruthy();
    expect(container.querySelector('label[for="policy-NOISE_POLICY"]')?.textContent).toContain(
      'Changed',
    );

    // Typing the loaded value back is no change at all.
    typeText(noise, 'Quiet hours 10pm-7am');
    expect(getRegion(container, 'Unsaved changes')).toBeNull();

    typeText(noise, 'No parties');
    click(getButton(container, 'Discard'));
    expect(getControl<HTMLTextAreaElement>(container, 'Noise policy').value).toBe(
      'Quiet hours 10pm-7am',
    );
    expect(getRegion(container, 'Unsaved changes')).toBeNull();
  });

  it('updates its own attribute and creates an override for an inherited one', async () => {
    const api = propertyApi();
    const { container } = await renderEditor();
    selectOption(getControl<HTMLSelectElement>(container, 'Rental length'), 'SHORT_TERM');
    typeText(getControl<HTMLTextAreaElement>(container, 'Noise policy'), 'No parties');
    click(getButton(container, 'Save'));
    await flush();

    expect(writes(api.calls)).toHaveLength(2);
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
    expect(getRegion(container, 'Unsaved changes')).toBeNull();
    expect(document.body.textContent).toContain('Saved!');

    // The override is now the property's own: the next change updates it.
    typeText(getControl<HTMLTextAreaElement>(container, 'Noise policy'), 'No parties after 9pm');
    click(getButton(container, 'Save'));
    await flush();
    expect(writes(api.calls).at(-1)?.endpoint).toBe('updateAttribute');
  });

  it('keeps a change that failed to save and says so', async () => {
    const api = serveApi({
      listPropertyAttributes: { status: 200, body: [] },
      createAttribute: { status: 400, body: sample.apiError('VALIDATION') },
    });
    const { container } = await renderEditor();
    typeText(getControl<HTMLTextAreaElement>(container, 'Guest policy'), 'Two nights max');
    click(getButton(container, 'Save'));
    await flush();
    expect(writes(api.calls)).toHaveLength(1);
    expect(document.body.textContent).toContain('Failed to save');
    expect(getRegion(container, 'Unsaved changes')).not.toBeNull();
  });

  it('asks for the months of a custom deposit before saving it', async () => {
    const api = propertyApi();
    const { container } = await renderEditor();
    selectOption(getControl<HTMLSelectElement>(container, 'Security deposit'), 'CUSTOM');
    const months = getControl(container, 'Custom deposit (months)');
    expect(months.getAttribute('aria-invalid')).not.toBe('true');

    click(getButton(container, 'Save'));
    await flush();
    expect(writes(api.calls)).toHaveLength(0);
    expect(container.textContent).toContain('Please enter the deposit in months.');

    typeText(getControl(container, 'Custom deposit (months)'), '1.5');
    click(getButton(container, 'Save'));
    await flush();
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
    const { container } = await renderEditor();
    const notice = getControl(container, 'Move-out notice (days)');
    typeText(notice, 'abc');
    expect(getRegion(container, 'Unsaved changes')).toBeNull();
    typeText(getControl(container, 'Move-out notice (days)'), '30');
    click(getButton(container, 'Save'));
    await flush();
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
