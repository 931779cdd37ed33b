/**
 * Test helpers for the chat: a mount helper on the typed fake API of
 * @porchlight/client/testing (real Request and Response objects, so the real client runs),
 * and user actions.
 */
import { configureClient } from '@porchlight/client';
import { type FakeApi, sample } from '@porchlight/client/testing';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, vi } from 'vitest';
import { mountChat } from './mount.tsx';
import type { ChatEventName, ChatOptions, MountedChat } from './mount-api.ts';

export const API = 'http://api.test';
export const PROPERTY = '11111111-1111-4111-8111-111111111111';
export const UNIT = '22222222-2222-4222-8222-222222222222';

/** Lets fetches, promise chains and Preact's renders and effects settle. */
export async function settle(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
  // Each round ends an act(), which runs the effects a render scheduled (and the fetches
  // they start); a few rounds let a chain of fetch → state → effect → fetch finish.
  for (let i = 0; i < 8; i++) {
    await act(async () => {
      for (let j = 0; j < 5; j++) await vi.advanceTimersByTimeAsync(0);
    });
  }
}

export interface Mounted extends MountedChat {
  root: HTMLElement;
  events: Array<[ChatEventName, unknown]>;
}

/** The chats mounted and not yet destroyed: setUpChatTests destroys them after each test. */
const mounted = new Set<Mounted>();

export interface ChatTestOptions {
  /** The fake clock's start (an ISO date), for tests that show or pick times. */
  now?: string;
  /** Starts each test with a prospect's stored session (token 'tok'). */
  signedIn?: boolean;
}

/**
 * The hooks of a chat test file: before each test, fake timers and an empty localStorage;
 * after it, every chat the test mounted is destroyed and real timers are back.
 */
export function setUpChatTests({ now, signedIn = false }: ChatTestOptions = {}) {
  beforeEach(() => {
    vi.useFakeTimers();
    if (now) vi.setSystemTime(new Date(now));
    localStorage.clear();
    if (signedIn) localStorage.setItem('porchlight:tenantToken', 'tok');
  });
  afterEach(() => {
    for (const chat of mounted) chat.destroy();
    vi.useRealTimers();
  });
}

/** Mounts the chat into a fresh element with the fake API as the network. */
export async function mount(api: FakeApi, options: Partial<ChatOptions> = {}): Promise<Mounted> {
  configureClient({ fetch: api.fetch });
  const root = document.createElement('div');
  document.body.append(root);
  const events: Mounted['events'] = [];
  let handle: MountedChat | undefined;
  act(() => {
    handle = mountChat(
      root,
      {
        propertyId: PROPERTY,
        unitId: UNIT,
        mode: 'tenant',
        surface: 'embed',
        apiOrigin: API,
        showTopbar: true,
        // Polling is what most tests drive; stream.test.tsx turns the stream on.
        live: false,
        ...options,
      },
      (name, detail) => events.push([name, detail]),
    );
  });
  await settle();
  const { destroy, setOpen, askReset } = handle as MountedChat;
  const chat: Mounted = {
    root,
    events,
    setOpen: (open) => act(() => setOpen(open)),
    askReset: () => act(() => askReset()),
    destroy: () => {
      mounted.delete(chat);
      act(() => destroy());
      root.remove();
    },
  };
  mounted.add(chat);
  return chat;
}

/** Elements by visible text (exact, trimmed). */
export function byText(root: ParentNode, text: string, selector = '*'): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find(
    (el) =>
      el.textContent?.trim() === text &&
      ![...el.children].some((c) => c.textContent?.trim() === text),
  );
}

export function button(root: ParentNode, name: string): HTMLButtonElement {
  const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find(
    (b) => b.getAttribute('aria-label') === name || b.textContent?.trim() === name,
  );
  if (!found) throw new Error(`no button "${name}" in: ${root.textContent}`);
  return found;
}

/** Opens the header's "Chat options" menu (unless open) and returns its item `name`. */
export async function menuItem(root: ParentNode, name: string): Promise<HTMLButtonElement> {
  const options = button(root, 'Chat options');
  if (options.getAttribute('aria-expanded') !== 'true') await click(options);
  return button(root.querySelector('[role="menu"]') as HTMLElement, name);
}

/** Focuses then clicks, as a browser does with a pointer. */
export async function click(element: HTMLElement) {
  await act(() => {
    element.focus();
    element.click();
  });
  await settle();
}

export async function type(element: HTMLInputElement | HTMLTextAreaElement, text: string) {
  await act(() => {
    element.value = text;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

export async function press(element: Element, key: string, init: KeyboardEventInit = {}) {
  await act(() => {
    element.dispatchEvent(
      new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }),
    );
  });
  await settle();
}

/** A conversation of these messages, a minute apart from 08:00 UTC on 4 March 2030. */
export const conversation = (...messages: Array<[role: 'user' | 'assistant', content: string]>) =>
  sample.conversation({
    messages: messages.map(([role, content], i) =>
      sample.message({
        id: `m${i}`,
        role,
        content,
        createdAt: new Date(Date.UTC(2030, 2, 4, 8, i)).toISOString(),
      }),
    ),
  });
