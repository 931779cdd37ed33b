import type { FakeApi, FakeReply } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  apiError,
  demoApi,
  expectSeededIds,
  LISTING_URL,
  PAGE_URL,
  PROPERTY_ID,
  readyDemo,
  renderPage,
  settle,
  standInFrames,
  UNIT_ID,
} from './test-utils.ts';

let api: FakeApi;
let stop: () => void;
let root: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  api = demoApi();
  readyDemo(api);
  standInFrames();
});
afterEach(() => {
  stop?.();
  expectSeededIds(api);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function open() {
  const page = renderPage();
  stop = page.stop;
  root = page.root;
  await settle();
}

const input = (label: string) => {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent === label);
  return root.querySelector<HTMLInputElement>(`#${found?.getAttribute('for')}`)!;
};

function type(label: string, value: string) {
  const field = input(label);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The message tied to a field through aria-describedby, or null. */
const errorOf = (label: string) => {
  const id = input(label).getAttribute('aria-describedby');
  return id ? (root.querySelector(`#${id}`)?.textContent ?? null) : null;
};

async function submit() {
  root.querySelector<HTMLButtonElement>('form button[type="submit"]')!.click();
  await settle();
}

function fillValid() {
  type('First name', 'Dana');
  type('Last name', 'Reyes');
  type('E-mail', 'dana@example.com');
  type('Number of doors you manage', '12');
}

const iframe = () => root.querySelector('iframe');

describe("the 'Try the AI Leasing Agent' form", () => {
  it('is shown under its heading, and the chat is not', async () => {
    await open();
    const form = root.querySelector('form')!;
    expect(form.querySelector('h3')?.textContent).toBe('Try the AI Leasing Agent');
    expect(form.getAttribute('aria-labelledby')).toBe('lead-form-heading');
    expect(iframe()).toBeNull();
  });

  it('requires every field, marks each invalid and focuses the first', async () => {
    await open();
    await submit();
    expect(errorOf('First name')).toBe('First name is required.');
    expect(errorOf('Last name')).toBe('Last name is required.');
    expect(errorOf('E-mail')).toBe('E-mail is required.');
    expect(errorOf('Number of doors you manage')).toBe('Number of doors you manage is required.');
    expect(input('First name').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('First name'));
    expect(api.callsTo('createDemoInterest')).toHaveLength(0);
  });

  it('refuses a name of spaces only', async () => {
    await open();
    fillValid();
    type('Last name', '   ');
    await submit();
    expect(errorOf('Last name')).toBe('Last name is required.');
    expect(document.activeElement).toBe(input('Last name'));
    expect(api.callsTo('createDemoInterest')).toHaveLength(0);
  });

  it('refuses an invalid e-mail address', async () => {
    await open();
    fillValid();
    type('E-mail', 'dana@');
    await submit();
    expect(errorOf('E-mail')).toBe('Enter a valid e-mail address, like name@example.com.');
    expect(errorOf('First name')).toBeNull();
    expect(api.callsTo('createDemoInterest')).toHaveLength(0);
  });

  it.each([
    ['0', 'Number of doors must be at least 1.'],
    ['-3', 'Number of doors must be at least 1.'],
    ['1.5', 'Number of doors must be a whole number.'],
    ['2000000', 'Number of doors must be 1,000,000 or fewer.'],
  ])('refuses %s doors', async (doors, message) => {
    await open();
    fillValid();
    type('Number of doors you manage', doors);
    await submit();
    expect(errorOf('Number of doors you manage')).toBe(message);
    expect(api.callsTo('createDemoInterest')).toHaveLength(0);
  });

  it('clears a message as soon as the field is fixed', async () => {
    await open();
    fillValid();
    type('E-mail', 'nope');
    await submit();
    expect(errorOf('E-mail')).not.toBeNull();
    type('E-mail', 'dana@example.com');
    expect(errorOf('E-mail')).toBeNull();
    expect(input('E-mail').hasAttribute('aria-invalid')).toBe(false);
  });

  it('sends the interest, stores demoFormSubmitted and shows the chat frame', async () => {
    api.on('createDemoInterest', { status: 200, body: { ok: true } });
    await open();
    fillValid();
    await submit();
    expect(api.callsTo('createDemoInterest').map((call) => call.body)).toEqual([
      {
        firstName: 'Dana',
        lastName: 'Reyes',
        email: 'dana@example.com',
        numDoors: 12,
        propertyId: PROPERTY_ID,
        unitId: UNIT_ID,
        url: LISTING_URL,
      },
    ]);
    expect(localStorage.getItem('demoFormSubmitted')).toBe('true');
    expect(root.querySelector('form')).toBeNull();
    const frame = iframe()!;
    expect(frame.getAttribute('title')).toBe(
      'AI leasing agent chat for 120 Maple Court, Austin, TX 78704',
    );
    const src = new URL(frame.getAttribute('src')!, 'http://localhost');
    expect(src.pathname).toBe('/chat');
    expect(Object.fromEntries(src.searchParams)).toEqual({
      propertyId: PROPERTY_ID,
      unitId: UNIT_ID,
      email: 'dana@example.com',
      showTopbar: 'true',
    });
    expect(document.activeElement?.id).toBe('chat-panel');
    expect(document.activeElement?.getAttribute('aria-labelledby')).toBe('chat-heading');
  });

  it('sends this page as the url when the unit has no listing', async () => {
    api.on('listDemoUnitListings', { status: 200, body: [] });
    api.on('createDemoInterest', { status: 200, body: { ok: true } });
    await open();
    fillValid();
    await submit();
    expect(api.callsTo('createDemoInterest')[0]?.body).toMatchObject({ url: PAGE_URL });
  });

  it.each<[string, FakeReply<'createDemoInterest'>]>([
    ['a server error', apiError(500, 'Something went wrong.')],
    ['too many requests', apiError(429, 'Too many requests.')],
    ['a network failure', { status: 0, body: null }],
  ])("shows 'Failed to submit form. Please try again.' after %s", async (_, reply) => {
    api.on('createDemoInterest', reply);
    await open();
    fillValid();
    await submit();
    expect(root.querySelector('.form-failure')?.textContent).toBe(
      'Failed to submit form. Please try again.',
    );
    expect(root.querySelector('.form-failure')?.getAttribute('role')).toBe('alert');
    expect(localStorage.getItem('demoFormSubmitted')).toBeNull();
    expect(iframe()).toBeNull();
  });
});

describe('a returning visitor', () => {
  it('sees the chat at once when demoFormSubmitted is stored', async () => {
    localStorage.setItem('demoFormSubmitted', 'true');
    localStorage.setItem('demoEmail', 'dana@example.com');
    await open();
    expect(root.querySelector('form')).toBeNull();
    const src = new URL(iframe()!.getAttribute('src')!, 'http://localhost');
    expect(src.searchParams.get('email')).toBe('dana@example.com');
    expect(src.searchParams.get('showTopbar')).toBe('true');
    expect(api.callsTo('createDemoInterest')).toHaveLength(0);
  });

  it('still sees the form when the stored flag is not true', async () => {
    localStorage.setItem('demoFormSubmitted', 'false');
    await open();
    expect(root.querySelector('form')).not.toBeNull();
  });
});
