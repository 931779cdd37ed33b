import { fakeApi } from '@porchlight/client/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mountChat } from './mount.tsx';
import { pageOptions } from './page-options.ts';
import { API, conversation, settle } from './test-utils.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  vi.stubGlobal('fetch', fakeApi().fetch);
});

afterEach(async () => {
  // Lets Preact's pending after-paint work run on the fake clock: dropped with it, it
  // would never be scheduled again in this file (Preact's module outlives resetModules).
  await settle(200);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
  delete document.body.dataset.porchlightPage;
  delete (window as { Porchlight?: unknown }).Porchlight;
});

describe('mountChat', () => {
  it('draws into a shadow root with its styles there and removes both on destroy', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    const shadow = host.attachShadow({ mode: 'open' });
    const chat = mountChat(
      shadow,
      { propertyId: 'p', mode: 'tenant', surface: 'widget', apiOrigin: API },
      () => {},
    );
    await settle();
    expect(shadow.querySelector('.pl-chat')).not.toBeNull();
    expect(document.querySelector('.pl-chat')).toBeNull();
    const styled = shadow.adoptedStyleSheets.length > 0 || shadow.querySelector('style') !== null;
    expect(styled).toBe(true);

    chat.destroy();
    expect(shadow.querySelector('.pl-chat')).toBeNull();
    expect(shadow.adoptedStyleSheets.length + shadow.querySelectorAll('style').length).toBe(0);
  });

  it('does not let a throwing event listener break the chat', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const chat = mountChat(
      root,
      { propertyId: 'p', mode: 'tenant', surface: 'embed', apiOrigin: API, color: '#ff0000' },
      () => {
        throw new Error('host bug');
      },
    );
    await settle();
    expect(
      (root.querySelector('.pl-chat') as HTMLElement).style.getPropertyValue('--pl-accent'),
    ).toBe('#ff0000');
    chat.destroy();
  });
});

describe('pageOptions', () => {
  it('reads the /chat query', () => {
    expect(
      pageOptions(
        'chat',
        new URL(
          'https://x/chat?propertyId=p1&unitId=u1&showTopbar=true&token=t&email=a%40b.c&book=1',
        ),
      ),
    ).toMatchObject({
      propertyId: 'p1',
      unitId: 'u1',
      mode: 'tenant',
      surface: 'page',
      apiOrigin: 'https://x',
      showTopbar: true,
      token: 't',
      email: 'a@b.c',
      resident: false,
      book: true,
      // Once the link is spent: only the property, and the picker it asked for.
      signedInUrl: '/chat?propertyId=p1&book=1',
      cancelUrl: undefined,
    });
  });

  it('makes /resident-ai a resident chat and /embed an embedded one', () => {
    expect(
      pageOptions('resident-ai', new URL('https://x/resident-ai?propertyId=p&token=t&email=e')),
    ).toMatchObject({
      mode: 'resident',
      surface: 'page',
      resident: false,
      // Once the link is spent: the same page in resident mode, without the link's values.
      signedInUrl: 'https://x/resident-ai?propertyId=p&resident=true',
      // Cancel of the e-mail prompt leaves for the marketing site.
      cancelUrl: '/',
    });
    const embed = pageOptions('embed', new URL('https://x/embed?propertyId=p&mode=resident'));
    expect(embed).toMatchObject({ mode: 'resident', surface: 'embed', showTopbar: false });
    // A frame stays where it is: no address to load, and Cancel only closes the prompt.
    expect(embed.signedInUrl).toBeUndefined();
    expect(embed.cancelUrl).toBeUndefined();
  });
});

describe('main (chat-page.js)', () => {
  it("mounts itself into #porchlight-root on its own pages, with the page's styles", async () => {
    document.body.dataset.porchlightPage = 'chat';
    document.body.innerHTML = '<div id="porchlight-root"></div>';
    const sheets = () =>
      document.adoptedStyleSheets.length + document.querySelectorAll('style').length;
    const before = sheets();
    vi.resetModules();
    await import('./main.tsx');
    await settle();
    expect(document.querySelector('#porchlight-root .pl-chat--page')).not.toBeNull();
    // The chat's styles and the page's own (full height, background).
    expect(sheets()).toBe(before + 2);
  });

  it('passes the events to embed.js’s emit on /embed', async () => {
    const emit = vi.fn();
    (window as { Porchlight?: unknown }).Porchlight = { __emit: emit };
    localStorage.setItem('porchlight:tenantToken', 'tok');
    const api = fakeApi();
    api.on(
      'getPropertyInterestConversation',
      { status: 200, body: conversation(['assistant', 'Hi']) },
      { status: 200, body: conversation(['assistant', 'Hi'], ['assistant', 'Anything else?']) },
    );
    vi.stubGlobal('fetch', api.fetch);
    document.body.dataset.porchlightPage = 'embed';
    document.body.innerHTML = '<div id="porchlight-root"></div>';
    history.replaceState(null, '', '/embed?propertyId=p1');
    vi.resetModules();
    await import('./main.tsx');
    // Mounted outside act(): its effects wait for the next frame (at most 100 ms).
    await settle(100);
    await settle(1000);
    expect(document.querySelector('#porchlight-root .pl-chat--embed')).not.toBeNull();
    expect(emit).toHaveBeenCalledWith('message', { role: 'assistant', text: 'Anything else?' });
    expect(api.callsTo('getPropertyInterestConversation')[0]?.params).toEqual({ propertyId: 'p1' });
  });

  it('sends the resident page without a property to the marketing site', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    document.body.dataset.porchlightPage = 'resident-ai';
    document.body.innerHTML = '<div id="porchlight-root"></div>';
    history.replaceState(null, '', '/resident-ai');
    vi.resetModules();
    await import('./main.tsx');
    expect(assign).toHaveBeenCalledWith('/');
    expect(document.querySelector('.pl-chat')).toBeNull();
  });

  it('explains a chat link without a property instead of calling the server', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const chat = mountChat(
      root,
      { propertyId: '', mode: 'tenant', surface: 'page', apiOrigin: API },
      () => {},
    );
    await settle();
    expect(root.textContent).toContain('does not name a property');
    chat.destroy();
  });

  it('does nothing on other pages', async () => {
    document.body.innerHTML = '<div id="porchlight-root"></div>';
    vi.resetModules();
    await import('./main.tsx');
    expect(document.querySelector('.pl-chat')).toBeNull();
    expect((window as { Porchlight?: unknown }).Porchlight).toBeUndefined();
  });
});
