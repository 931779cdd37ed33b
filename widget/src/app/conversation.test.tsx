import { type FakeApi, fakeApi, sample } from '@porchlight/client/testing';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  conversation,
  type Mounted,
  mount,
  PROPERTY,
  press,
  settle,
  setUpChatTests,
  type,
} from './test-utils.tsx';

let chat: Mounted | undefined;
let hidden = false;

setUpChatTests({ now: '2030-03-04T08:00:00Z', signedIn: true });
beforeEach(() => {
  hidden = false;
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
});

const polls = (api: FakeApi) => api.callsTo('getPropertyInterestConversation');
const log = () => chat?.root.querySelector('[role="log"]') as HTMLElement;
const input = () => chat?.root.querySelector('textarea') as HTMLTextAreaElement;

describe('polling', () => {
  it('polls every second with If-None-Match and keeps the messages on 304', async () => {
    const api = fakeApi();
    api.on(
      'getPropertyInterestConversation',
      { status: 200, body: conversation(['assistant', 'Hi!']), headers: { etag: '"v1"' } },
      { status: 304, body: null, headers: { etag: '"v1"' } },
    );
    chat = await mount(api);
    expect(polls(api)).toHaveLength(1);
    expect(polls(api)[0]?.headers.get('if-none-match')).toBeNull();

    await settle(1000);
    await settle(1000);
    expect(polls(api)).toHaveLength(3);
    expect(polls(api)[1]?.headers.get('if-none-match')).toBe('"v1"');
    expect(polls(api)[1]?.authorization).toBe('Bearer tok');
    expect(polls(api)[1]?.params).toEqual({ propertyId: PROPERTY });
    expect(log().textContent).toContain('Hi!');
  });

  it('does not poll while the tab is hidden and resumes when it is shown', async () => {
    const api = fakeApi();
    api.on('getPropertyInterestConversation', {
      status: 200,
      body: conversation(['assistant', 'Hi!']),
    });
    chat = await mount(api);
    hidden = true;
    await settle(1000); // the tick already planned finds the tab hidden
    const before = polls(api).length;
    await settle(10_000);
    expect(polls(api)).toHaveLength(before);

    hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(polls(api)).toHaveLength(before + 1);
  });

  it('polls only while the loader’s panel is open, and never after destroy', async () => {
    const api = fakeApi();
    api.on('getPropertyInterestConversation', { status: 200, body: conversation() });
    chat = await mount(api, { surface: 'widget' });
    await settle(3000);
    expect(polls(api)).toHaveLength(0);

    chat.setOpen(true);
    await settle();
    expect(polls(api)).toHaveLength(1);
    expect(document.activeElement).toBe(input());

    chat.setOpen(false);
    await settle(5000);
    expect(polls(api)).toHaveLength(1);
    chat.setOpen(true);
    await settle();
    expect(polls(api)).toHaveLength(2);
    chat.destroy();
    chat = undefined;
    await settle(5000);
    expect(polls(api)).toHaveLength(2);
  });

  it('does not take focus from the host page when loaded in a frame', async () => {
    const api = fakeApi();
    api.on('getPropertyInterestConversation', { status: 200, body: conversation() });
    chat = await mount(api, { surface: 'embed' });
    expect(input()).not.toBeNull();
    expect(document.activeElement).toBe(document.body);
  });

  it('emits message events only for messages that arrive after the first load', async () => {
    const api = fakeApi();
    api.on(
      'getPropertyInterestConversation',
      { status: 200, body: conversation(['assistant', 'Old']) },
      { status: 200, body: conversation(['assistant', 'Old'], ['assistant', 'New']) },
    );
    chat = await mount(api);
    expect(chat.events).toEqual([]);
    await settle(1000);
    expect(chat.events).toEqual([['message', { role: 'assistant', text: 'New' }]]);
  });
});

describe('messages', () => {
  it('names the manager in the header while they have taken over, and Athena once she answers again', async () => {
    const withManager = conversation(['assistant', 'Hi, I am Athena.'], ['user', 'Is it free?']);
    withManager.messages.push(
      sample.message({
        id: 'm9',
        role: 'manager',
        authorName: 'Dana Reyes',
        content: 'Hi, Dana from the office here: yes, it is.',
        createdAt: '2030-03-04T08:05:00Z',
      }),
    );
    const handedBack = structuredClone(withManager);
    handedBack.messages.push(
      sample.message({ id: 'm10', role: 'assistant', content: 'Anything else?' }),
    );
    const api = fakeApi();
    api.on(
      'getPropertyInterestConversation',
      { status: 200, body: withManager },
      { status: 200, body: handedBack },
    );
    chat = await mount(api);
    const header = () => chat?.root.querySelector('.pl-header') as HTMLElement;
    expect(header().querySelector('.pl-title')?.textContent).toBe('Dana Reyes');
    expect(header().querySelector('.pl-role')?.textContent).toBe('Property manager');
    expect(header().querySelector('.pl-avatar')?.textContent).toBe('DR');
    await settle(1000);
    expect(header().querySelector('.pl-title')?.textContent).toBe('Athena');
    expect(header().querySelector('.pl-role')?.textContent).toBe('Leasing assistant');
    expect(header().querySelector('.pl-avatar')?.textContent).toBe('A');
  });

  it('keeps the nodes of earlier messages so the log announces only new ones', async () => {
    const api = fakeApi();
    api.on(
      'getPropertyInterestConversation',
      { status: 200, body: conversation(['assistant', 'First']) },
      { status: 200, body: conversation(['assistant', 'First'], ['assistant', 'Second']) },
    );
    chat = await mount(api);
    expect(log().getAttribute('aria-live')).toBe('polite');
    const first = log().querySelector('p');
    await settle(1000);
    const nodes = log().querySelectorAll('p');
    expect(nodes).toHaveLength(2);
    expect(nodes[0]).toBe(first);
    expect(nodes[1]?.textContent).toContain('Second');
  });

  it('shows the typing indicator while the last message is the user’s', async () => {
    const api = fakeApi();
    api.on(
      'getPropertyInterestConversation',
      { status: 200, body: conversation(['user', 'Is it free?']) },
      { status: 200, body: conversation(['user', 'Is it free?'], ['assistant', 'Yes.']) },
    );
    chat = await mount(api);
    const status = chat.root.querySelector('.pl-typing');
    expect(status?.textContent).toBe('Athena is typing...');
    await settle(1000);
    expect(status?.textContent).toBe('');
  });

  it('turns URLs into links that open in a new tab and never renders server HTML', async () => {
    const api = fakeApi();
    api.on('getPropertyInterestConversation', {
      status: 200,
      body: conversation([
        'assistant',
        'See https://example.com/tour. <img src=x onerror=alert(1)>',
      ]),
    });
    chat = await mount(api);
    const link = log().querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/tour');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toContain('noopener');
    expect(log().querySelector('img')).toBeNull();
    expect(log().textContent).toContain('<img src=x onerror=alert(1)>');
  });
});

describe('composer', () => {
  const setup = async () => {
    const api = fakeApi();
    api.on('getPropertyInterestConversation', { status: 200, body: conversation() });
    api.on('sendPropertyInterestMessage', { status: 200, body: { ok: true } });
    chat = await mount(api);
    return api;
  };

  it('has the spec placeholder and a label', async () => {
    await setup();
    expect(input().placeholder).toBe('Type message here');
    expect(input().getAttribute('aria-label')).toBe('Message');
    expect(input().maxLength).toBe(4000);
  });

  it('sends on Enter, clears the box and polls at once', async () => {
    const api = await setup();
    await type(input(), 'When can I move in?');
    await press(input(), 'Enter');
    const [sent] = api.callsTo('sendPropertyInterestMessage');
    expect(sent?.params).toEqual({ propertyId: PROPERTY });
    expect(sent?.body).toEqual({ message: 'When can I move in?' });
    expect(input().value).toBe('');
    expect(polls(api)).toHaveLength(2);
  });

  it('does not send on Shift+Enter, nor blank text', async () => {
    const api = await setup();
    await type(input(), 'line one');
    await press(input(), 'Enter', { shiftKey: true });
    await type(input(), '   \n ');
    await press(input(), 'Enter');
    expect(api.callsTo('sendPropertyInterestMessage')).toHaveLength(0);
  });

  it('keeps the text and shows the spec alert when sending fails', async () => {
    const api = fakeApi();
    api.on('getPropertyInterestConversation', { status: 200, body: conversation() });
    api.on('sendPropertyInterestMessage', { status: 429, body: sample.apiError('RATE_LIMITED') });
    chat = await mount(api);
    await type(input(), 'Hello');
    await press(input(), 'Enter');
    expect(chat.root.querySelector('[role="alert"]')?.textContent).toContain(
      'Failed to send message. Please try again.',
    );
    expect(input().value).toBe('Hello');
  });
});

describe("the embedding page's reset", () => {
  it('asks the visitor the reset question, and does nothing before the chat has started', async () => {
    const api = fakeApi();
    api.on('getPropertyInterestConversation', {
      status: 200,
      body: conversation(['assistant', 'Hi!']),
    });
    chat = await mount(api);
    await chat.askReset();
    await settle();
    const dialog = chat.root.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Are you sure you want to reset the conversation?');
    expect(api.callsTo('resetPropertyInterestConversation')).toHaveLength(0);
  });
});
