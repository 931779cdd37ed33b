import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatOptions, Emit, MountChat } from '../app/mount-api.ts';
import { installLoader } from './loader-global.ts';
import type { PorchlightGlobal } from './namespace.ts';
import { optionsFromDataset, type WidgetOptions } from './options.ts';
import { installRuntime } from './runtime.ts';
import { UNREAD_EVERY } from './unread.ts';

const ORIGIN = 'https://porchlight.example';

/** The snippet's stub, as a host page defines it before the loader arrives. */
function defineStub() {
  const stub = ((...args: unknown[]) => {
    stub.q ??= [];
    stub.q.push(args);
  }) as PorchlightGlobal;
  window.Porchlight = stub;
  return stub;
}

const Porchlight = (name: string, ...args: unknown[]) => window.Porchlight!(name, ...args);

/** A stand-in for the chat app's mount function that records what it was given. */
function fakeChat() {
  const mounts: { target: Element | ShadowRoot; options: ChatOptions; emit: Emit }[] = [];
  const chats = { setOpen: vi.fn(), destroy: vi.fn(), askReset: vi.fn() };
  const mount: MountChat = (target, options, emit) => {
    mounts.push({ target, options, emit });
    (target as Element).textContent = 'the chat';
    return chats;
  };
  return { mount, mounts, chats };
}

/** chat.js scripts the loader appended (held back: the test decides when they "load"). */
let scripts: HTMLScriptElement[];
const chat = fakeChat();

/** What chat.js does when it runs on a host page: the app registers, then the runtime. */
function loadChatJs() {
  installRuntime(window.Porchlight!, chat.mount);
  for (const script of scripts) (script.onload as () => void)?.();
}

const hosts = () => [...document.querySelectorAll('porchlight-widget')] as HTMLElement[];
const launcher = (host = hosts()[0]!) => host.shadowRoot!.querySelector('button.l') as HTMLElement;
const dialog = (host = hosts()[0]!) => host.shadowRoot!.querySelector('dialog');
const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms));

beforeEach(() => {
  scripts = [];
  chat.mounts.length = 0;
  vi.spyOn(document.head, 'appendChild').mockImplementation(<T extends Node>(node: T) => {
    scripts.push(node as unknown as HTMLScriptElement);
    return node;
  });
});
afterEach(() => {
  // Forget this test's widgets, so its SPA watcher has nothing to put back.
  const widgets = window.Porchlight?.__widgets ?? {};
  for (const id of Object.keys(widgets)) delete widgets[id];
  document.body.innerHTML = '';
  delete window.Porchlight;
  vi.restoreAllMocks();
});

describe('the script-tag loader', () => {
  it('replays the calls queued before it arrived, in order, and returns ids afterwards', async () => {
    defineStub();
    const events: unknown[] = [];
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    Porchlight('on', 'open', (detail: unknown, id: string) => events.push(['open', detail, id]));
    Porchlight('open');
    installLoader({ origin: ORIGIN, attributes: {} });

    // The launcher is drawn at once; open waits for chat.js, which is being fetched.
    expect(hosts()).toHaveLength(1);
    expect(scripts.map((script) => script.src)).toEqual([`${ORIGIN}/widget/chat.js`]);
    expect(dialog()).toBeNull();
    loadChatJs();
    expect(dialog()!.open).toBe(true);
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    await tick();
    expect(events).toEqual([['open', {}, 'porchlight-1']]);
    expect(Porchlight('init', { propertyId: 'p2', load: 'open' })).toBe('porchlight-2');
  });

  it('draws the launcher in a shadow root whose styles stop the page at the boundary', () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', {
      propertyId: 'p1',
      zIndex: 99,
      position: 'bottom-left',
      color: 'red',
      load: 'open',
    });
    const host = hosts()[0]!;
    expect(host.shadowRoot).not.toBeNull();
    const css = host.shadowRoot!.adoptedStyleSheets.map((sheet) =>
      [...sheet.cssRules].map((rule) => rule.cssText).join(''),
    );
    expect(css.join('')).toMatch(/:host\s*\{\s*all: initial !important/);
    expect(css.join('')).toMatch(/z-index: 99/);
    expect(css.join('')).toMatch(/left: 20px/);
    const button = launcher();
    expect(button.textContent).toBe('Chat');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.style.background).toBe('red');
    // Nothing leaks into the page: no style element, no global but Porchlight.
    expect(document.querySelectorAll('style, link')).toHaveLength(0);
  });

  it('reads the script tag data attributes, flags included', () => {
    const options = optionsFromDataset({
      propertyId: 'p1',
      unitId: 'u1',
      openOnLoad: '',
      showTopbar: 'true',
      hidePhone: 'false',
      zIndex: '10',
    });
    expect(options).toEqual({
      propertyId: 'p1',
      unitId: 'u1',
      openOnLoad: true,
      showTopbar: true,
      hidePhone: false,
      zIndex: '10',
    });
    installLoader({ origin: ORIGIN, attributes: { ...options, load: 'open' } });
    expect(hosts()).toHaveLength(1);
    // openOnLoad asked for the chat straight away.
    expect(scripts).toHaveLength(1);
  });

  it('fetches chat.js once the page is idle by default, and only on first open with load "open"', async () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', id: 'lazy', load: 'open' });
    await tick(5);
    expect(scripts).toHaveLength(0);
    Porchlight('init', { propertyId: 'p1', id: 'eager' });
    expect(scripts).toHaveLength(0);
    await tick(5);
    expect(scripts).toHaveLength(1);
    // Every widget shares the one fetch.
    Porchlight('open', 'lazy');
    expect(scripts).toHaveLength(1);
  });

  it('fetches chat.js on the first click of the launcher and opens the panel', () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', {
      propertyId: 'p1',
      unitId: 'u1',
      mode: 'resident',
      hidePhone: true,
      load: 'open',
    });
    launcher().click();
    expect(scripts).toHaveLength(1);
    loadChatJs();
    expect(dialog()!.open).toBe(true);
    expect(chat.mounts).toHaveLength(1);
    expect(chat.mounts[0]!.options).toMatchObject({
      propertyId: 'p1',
      unitId: 'u1',
      mode: 'resident',
      surface: 'widget',
      apiOrigin: ORIGIN,
      hidePhone: true,
    });
    expect(chat.mounts[0]!.target.textContent).toBe('the chat');
    expect(chat.chats.setOpen).toHaveBeenLastCalledWith(true);
  });

  it('opens, closes and toggles, keeping aria-expanded true to the panel', () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    Porchlight('toggle');
    loadChatJs();
    expect(dialog()!.open).toBe(true);
    Porchlight('close');
    expect(dialog()!.open).toBe(false);
    expect(launcher().getAttribute('aria-expanded')).toBe('false');
    Porchlight('toggle');
    expect(dialog()!.open).toBe(true);
    Porchlight('toggle');
    expect(dialog()!.open).toBe(false);
    launcher().click();
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
    // The chat is mounted once, however often the panel opens.
    expect(chat.mounts).toHaveLength(1);
  });

  it('closes on Escape and by the chat header, returning focus to the launcher', () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    Porchlight('open');
    loadChatJs();
    // The chat's own header closes the panel: the panel draws no second one.
    expect(dialog()!.querySelector('button')).toBeNull();
    const { onClose } = chat.mounts[0]!.options;
    const body = dialog()!.querySelector('.body') as HTMLElement;
    body.tabIndex = 0;
    body.focus();
    dialog()!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(dialog()!.open).toBe(false);
    expect(hosts()[0]!.shadowRoot!.activeElement).toBe(launcher());
    Porchlight('open');
    onClose?.();
    expect(dialog()!.open).toBe(false);
  });

  it('stays open when the close event of an earlier closing arrives after a reopening', () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    Porchlight('open');
    loadChatJs();
    Porchlight('close');
    Porchlight('open');
    // The browser queues 'close' behind the closing; a fast Space on the launcher beats it.
    dialog()!.dispatchEvent(new Event('close'));
    expect(dialog()!.open).toBe(true);
    expect(launcher().getAttribute('aria-expanded')).toBe('true');
  });

  it('opens the chat with a login link that came back to this page, and clears it from the address', async () => {
    history.replaceState(
      null,
      '',
      '/listing?ref=mail#porchlight_token=t0k&porchlight_email=a%40b.co&porchlight_property=p2',
    );
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    Porchlight('init', { propertyId: 'p2', load: 'open' });
    // Loaded once the page is idle, even with load: 'open', to use the link.
    await tick(20);
    expect(scripts).toHaveLength(1);
    loadChatJs();
    expect(location.hash).toBe('');
    expect(location.pathname + location.search).toBe('/listing?ref=mail');
    expect(dialog(hosts()[0])).toBeNull();
    expect(dialog(hosts()[1])!.open).toBe(true);
    expect(chat.mounts[0]!.options).toMatchObject({
      propertyId: 'p2',
      token: 't0k',
      email: 'a@b.co',
    });

    // A second link opened in this same tab changes only the fragment: the chat takes it too.
    location.hash = '#porchlight_token=t1&porchlight_email=a%40b.co&porchlight_property=p2';
    window.dispatchEvent(new HashChangeEvent('hashchange'));
    expect(chat.mounts.at(-1)!.options).toMatchObject({ propertyId: 'p2', token: 't1' });
    expect(location.hash).toBe('');
    expect(chat.chats.destroy).toHaveBeenCalledTimes(1); // the first panel's chat
    chat.chats.destroy.mockClear();
    history.replaceState(null, '', '/');
  });

  it('draws a close button of its own when the embedder turns the header off', () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open', showTopbar: false });
    Porchlight('open');
    loadChatJs();
    const close = dialog()!.querySelector('button') as HTMLElement;
    expect(close.getAttribute('aria-label')).toBe('Close chat');
    close.click();
    expect(dialog()!.open).toBe(false);
  });

  it('is a close button while open and counts the replies that arrive while closed', () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    Porchlight('open');
    loadChatJs();
    expect(launcher().getAttribute('aria-label')).toBe('Close chat');
    expect(launcher().textContent).toBe('×');
    const { emit } = chat.mounts[0]!;
    emit('message', { role: 'assistant', text: 'seen, the panel is open' });
    Porchlight('close');
    expect(launcher().textContent).toBe('Chat');
    expect(launcher().hasAttribute('aria-label')).toBe(false);
    emit('message', { role: 'user', text: 'my own message counts for nothing' });
    emit('message', { role: 'assistant', text: 'one' });
    emit('message', { role: 'manager', text: 'two' });
    expect(launcher().querySelector('.b')?.textContent).toBe('2');
    expect(launcher().getAttribute('aria-label')).toBe('Chat, 2 new messages');
    Porchlight('open');
    expect(launcher().querySelector('.b')).toBeNull();
    Porchlight('close');
    expect(launcher().querySelector('.b')).toBeNull();
  });

  it('keeps several widgets apart: ids, panels, events and destroy', async () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    const events: string[] = [];
    Porchlight('on', 'open', (_detail: unknown, id: string) => events.push(`open ${id}`));
    Porchlight('on', 'close', (_detail: unknown, id: string) => events.push(`close ${id}`));
    expect(Porchlight('init', { propertyId: 'p1', id: 'a', load: 'open' })).toBe('a');
    expect(Porchlight('init', { propertyId: 'p2', id: 'b', load: 'open' })).toBe('b');
    // A second init with a taken id is skipped.
    expect(Porchlight('init', { propertyId: 'p3', id: 'a' })).toBeUndefined();
    const [a, b] = hosts();
    Porchlight('open', 'b');
    loadChatJs();
    expect(dialog(a)).toBeNull();
    expect(dialog(b)!.open).toBe(true);
    Porchlight('open', 'a');
    Porchlight('close', 'b');
    expect(chat.mounts.map((mount) => mount.options.propertyId)).toEqual(['p2', 'p1']);
    chat.mounts[0]!.emit('viewingScheduled', { datetime: '2026-11-24T10:00:00Z' });
    const scheduled = vi.fn();
    Porchlight('on', 'viewingScheduled', scheduled);
    chat.mounts[1]!.emit('viewingScheduled', { datetime: '2026-11-25T10:00:00Z' });
    await tick();
    expect(scheduled).toHaveBeenCalledExactlyOnceWith({ datetime: '2026-11-25T10:00:00Z' }, 'a');
    expect(events).toEqual(['open b', 'open a', 'close b']);

    Porchlight('destroy', 'a');
    expect(hosts()).toEqual([b]);
    expect(chat.chats.destroy).toHaveBeenCalledOnce();
    Porchlight('off', 'open', () => {});
    Porchlight('destroy');
    expect(hosts()).toEqual([]);
  });

  it("never lets a host page's failing listener or a bad command throw into the page", () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    loadChatJs();
    vi.useFakeTimers();
    const after = vi.fn();
    Porchlight('on', 'open', () => {
      throw new Error('host bug');
    });
    Porchlight('on', 'open', after);
    expect(() => Porchlight('open')).not.toThrow();
    expect(() => Porchlight('explode')).not.toThrow();
    expect(() => Porchlight('init')).not.toThrow();
    expect(dialog()!.open).toBe(true);
    // The listener's error surfaces in a task of its own (the page's console), and the
    // other listeners still hear the event.
    expect(() => vi.runOnlyPendingTimers()).toThrow('host bug');
    vi.runOnlyPendingTimers();
    expect(after).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('puts the launcher back when a single-page app replaces the body content', async () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    const host = hosts()[0]!;
    document.body.innerHTML = '<main>next page</main>';
    expect(host.isConnected).toBe(false);
    await tick();
    expect(host.isConnected).toBe(true);
    expect(hosts()).toEqual([host]);
  });

  it('opens full screen as a modal dialog on a small screen', () => {
    const matchMedia = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ matches: query.includes('640px') }) as MediaQueryList);
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    Porchlight('open');
    loadChatJs();
    expect(showModal).toHaveBeenCalledOnce();
    expect(matchMedia).toHaveBeenCalledWith('(max-width: 640px)');
  });
});

describe('the embed API', () => {
  it('keeps the first loader and its widgets when loader.js is loaded again', () => {
    const first = installLoader({ origin: ORIGIN, attributes: { propertyId: 'p1', load: 'open' } });
    const opened = vi.fn();
    Porchlight('on', 'open', opened);
    const second = installLoader({
      origin: ORIGIN,
      attributes: { propertyId: 'p1', load: 'open' },
    });
    expect(second).toBe(first);
    expect(window.Porchlight).toBe(first);
    expect(hosts()).toHaveLength(1);
    expect(first.q).toHaveLength(1); // the listener, still waiting for chat.js
  });

  it("answers 'on' with its unsubscribe, before chat.js has come and after", async () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    const early = vi.fn();
    const late = vi.fn();
    const stopEarly = Porchlight('on', 'open', early) as () => void;
    expect(typeof stopEarly).toBe('function');
    stopEarly();
    loadChatJs();
    const stopLate = Porchlight('on', 'open', late) as () => void;
    Porchlight('open');
    await tick();
    expect(early).not.toHaveBeenCalled();
    expect(late).toHaveBeenCalledOnce();
    stopLate();
    Porchlight('close');
    Porchlight('open');
    await tick();
    expect(late).toHaveBeenCalledOnce();
  });

  it("says 'ready' once chat.js has run, to listeners from before and after", async () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', id: 'w', load: 'open' });
    const before = vi.fn();
    Porchlight('on', 'ready', before);
    await tick();
    expect(before).not.toHaveBeenCalled();
    loadChatJs();
    const after = vi.fn();
    Porchlight('on', 'ready', after);
    await tick();
    expect(before).toHaveBeenCalledExactlyOnceWith({}, 'w');
    expect(after).toHaveBeenCalledExactlyOnceWith({}, 'w');
  });

  it("passes the chat's leadCaptured on to the page", async () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', id: 'w', load: 'open' });
    const captured = vi.fn();
    Porchlight('on', 'leadCaptured', captured);
    Porchlight('open');
    loadChatJs();
    const detail = { email: 'ana@example.com', propertyId: 'p1', unitId: null };
    chat.mounts[0]!.emit('leadCaptured', detail);
    await tick();
    expect(captured).toHaveBeenCalledExactlyOnceWith(detail, 'w');
  });

  it('updates a widget for a single-page app: another unit, another colour, still open', () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', unitId: 'u1', id: 'w', load: 'open' });
    Porchlight('open', 'w');
    loadChatJs();
    const destroyed = chat.chats.destroy.mock.calls.length;
    Porchlight('update', 'w', { unitId: 'u2', color: 'rgb(11, 110, 79)' });
    expect(hosts()).toHaveLength(1);
    expect(launcher().style.background).toBe('rgb(11, 110, 79)');
    expect(dialog()!.open).toBe(true);
    expect(chat.mounts.map((mount) => mount.options.unitId)).toEqual(['u1', 'u2']);
    expect(chat.chats.destroy.mock.calls.length).toBe(destroyed + 1);
    // A bad call changes nothing.
    Porchlight('update', 'nonsense');
    expect(chat.mounts).toHaveLength(2);
  });

  it('keeps the unread count of a widget drawn again, and stops polling for a destroyed one', async () => {
    vi.useFakeTimers();
    localStorage.setItem('porchlight:tenantToken', 'jwt');
    const unread = vi.fn(
      async () =>
        new Response(JSON.stringify({ unread: 2, last: 'm2' }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', unread);
    try {
      installLoader({ origin: ORIGIN, attributes: {} });
      Porchlight('init', { propertyId: 'p1', id: 'w', load: 'open' });
      loadChatJs();
      await vi.advanceTimersByTimeAsync(0);
      expect(launcher().getAttribute('aria-label')).toBe('Chat, 2 new messages');

      Porchlight('update', 'w', { color: 'rgb(11, 110, 79)' });
      await vi.advanceTimersByTimeAsync(0);
      expect(launcher().getAttribute('aria-label')).toBe('Chat, 2 new messages');
      // One poll per period: the widget drawn before stopped asking.
      const asked = unread.mock.calls.length;
      await vi.advanceTimersByTimeAsync(UNREAD_EVERY);
      expect(unread.mock.calls.length).toBe(asked + 1);

      Porchlight('destroy', 'w');
      await vi.advanceTimersByTimeAsync(UNREAD_EVERY * 4);
      expect(unread.mock.calls.length).toBe(asked + 1);
    } finally {
      localStorage.clear();
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });

  it('resets by asking the visitor, opening the panel first', () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    loadChatJs();
    const asked = chat.chats.askReset.mock.calls.length;
    Porchlight('reset');
    expect(dialog()!.open).toBe(true);
    expect(chat.chats.askReset.mock.calls.length).toBe(asked + 1);
  });

  it("prefills the visitor's e-mail and name into the chat", () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', load: 'open' });
    Porchlight('prefill', { email: 'ana@example.com', name: 'Ana López', ignored: 1 });
    Porchlight('open');
    loadChatJs();
    expect(chat.mounts[0]!.options.prefill).toEqual({
      email: 'ana@example.com',
      name: 'Ana López',
    });
    // Given while the chat is drawn, it draws it again with it.
    Porchlight('prefill', { email: 'ana.lopez@example.com' });
    expect(chat.mounts[1]!.options.prefill).toEqual({ email: 'ana.lopez@example.com' });
  });

  it("opens from the page's own buttons without a launcher, and gives focus back to them", () => {
    installLoader({ origin: ORIGIN, attributes: {} });
    Porchlight('init', { propertyId: 'p1', id: 'w', launcher: false, load: 'open' });
    expect(launcher().hidden).toBe(true);
    const button = document.body.appendChild(document.createElement('button'));
    button.dataset.porchlightOpen = '';
    button.innerHTML = '<span>Ask about this home</span>';
    loadChatJs();
    (button.firstChild as HTMLElement).click();
    expect(dialog()!.open).toBe(true);
    button.focus();
    Porchlight('close');
    expect(dialog()!.open).toBe(false);
    expect(document.activeElement).toBe(button);
    const named = document.body.appendChild(document.createElement('a'));
    named.dataset.porchlightOpen = 'w';
    named.click();
    expect(dialog()!.open).toBe(true);
  });
});

describe('a widget options object', () => {
  it('needs only a propertyId', () => {
    const options: WidgetOptions = { propertyId: 'p1' };
    installLoader({ origin: ORIGIN, attributes: {} });
    expect(Porchlight('init', { ...options, load: 'open' })).toBe('porchlight-1');
    expect(Porchlight('init', {})).toBeUndefined();
  });
});
