import { fakeApi, sample } from '@porchlight/client/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  button,
  click,
  conversation,
  type Mounted,
  mount,
  PROPERTY,
  settle,
  setUpChatTests,
  type,
  UNIT,
} from './test-utils.tsx';

let chat: Mounted | undefined;

setUpChatTests({ now: '2030-03-04T08:00:00Z' });

describe('tenant chat: e-mail prompt', () => {
  it('registers a new prospect on 201, stores the session and loads the conversation', async () => {
    const api = fakeApi();
    api.on('startPropertyInterest', { status: 201, body: { jwt: 'jwt-1', tenantID: 't1' } });
    api.on('getPropertyInterestConversation', {
      status: 200,
      body: conversation(['assistant', 'Hello there!']),
    });
    chat = await mount(api);

    const dialog = chat.root.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Enter your email');
    await type(
      chat.root.querySelector('input[type="email"]') as HTMLInputElement,
      'ann@example.com',
    );
    await click(button(chat.root, 'Submit'));

    expect(api.callsTo('startPropertyInterest')[0]?.body).toEqual({
      email: 'ann@example.com',
      propertyId: PROPERTY,
      unitId: UNIT,
    });
    expect(localStorage.getItem('porchlight:tenantToken')).toBe('jwt-1');
    expect(localStorage.getItem('porchlight:tenantId')).toBe('t1');
    expect(localStorage.getItem('porchlight:tenantEmail')).toBe('ann@example.com');
    expect(api.callsTo('getPropertyInterestConversation')[0]?.authorization).toBe('Bearer jwt-1');
    expect(chat.root.querySelector('[role="log"]')?.textContent).toContain('Hello there!');
    expect(chat.root.querySelector('[role="dialog"]')).toBeNull();
  });

  it("starts with the site's prefill, sends the name, and tells the page a lead was captured", async () => {
    const api = fakeApi();
    api.on('startPropertyInterest', { status: 201, body: { jwt: 'jwt-1', tenantID: 't1' } });
    api.on('getPropertyInterestConversation', {
      status: 200,
      body: conversation(['assistant', 'Hello there!']),
    });
    chat = await mount(api, { prefill: { email: 'ana@example.com', name: 'Ana López' } });
    const field = chat.root.querySelector('input[type="email"]') as HTMLInputElement;
    expect(field.value).toBe('ana@example.com');
    expect(chat.events.filter(([name]) => name === 'leadCaptured')).toEqual([]);
    await click(button(chat.root, 'Submit'));
    expect(api.callsTo('startPropertyInterest')[0]?.body).toEqual({
      email: 'ana@example.com',
      propertyId: PROPERTY,
      unitId: UNIT,
      name: 'Ana López',
    });
    expect(chat.events.filter(([name]) => name === 'leadCaptured')).toEqual([
      ['leadCaptured', { email: 'ana@example.com', propertyId: PROPERTY, unitId: UNIT }],
    ]);
  });

  it('replaces the screen with the login-link notice on 200', async () => {
    const api = fakeApi();
    api.on('startPropertyInterest', { status: 200, body: { message: 'sent' } });
    chat = await mount(api);
    await type(
      chat.root.querySelector('input[type="email"]') as HTMLInputElement,
      'bob@example.com',
    );
    await click(button(chat.root, 'Submit'));

    expect(chat.root.textContent).toContain(
      'A login link was sent to bob@example.com. Please check your email and click the link to log in.',
    );
    expect(chat.root.querySelector('textarea')).toBeNull();
    expect(localStorage.getItem('porchlight:tenantToken')).toBeNull();

    // The wrong address can be changed: the prompt comes back, and the old one is forgotten.
    await click(button(chat.root, 'Use another e-mail'));
    expect(chat.root.querySelector('input[type="email"]')).not.toBeNull();
    expect(localStorage.getItem('porchlight:tenantEmail')).toBeNull();
  });

  it('keeps the typed address when the server refuses it, and says why', async () => {
    const api = fakeApi();
    api.on('startPropertyInterest', {
      status: 400,
      body: sample.apiError('VALIDATION', 'body/email must match format "email"'),
    });
    chat = await mount(api);
    await type(chat.root.querySelector('input[type="email"]') as HTMLInputElement, 'd@exmaple');
    await click(button(chat.root, 'Submit'));

    expect(chat.root.querySelector('[role="alert"]')?.textContent).toContain(
      'That e-mail address was not accepted. Please check it.',
    );
    expect((chat.root.querySelector('input[type="email"]') as HTMLInputElement).value).toBe(
      'd@exmaple',
    );
  });

  it('shows the failure inside the chat, never with window.alert, and asks again', async () => {
    const alert = vi.fn();
    window.alert = alert;
    const api = fakeApi();
    api.on('startPropertyInterest', { status: 500, body: sample.apiError() });
    chat = await mount(api);
    await type(chat.root.querySelector('input[type="email"]') as HTMLInputElement, 'c@example.com');
    await click(button(chat.root, 'Submit'));

    expect(chat.root.querySelector('[role="alert"]')?.textContent).toContain(
      'Failed to submit. Please try again.',
    );
    expect(chat.root.querySelector('input[type="email"]')).not.toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('says an error occurred when the network fails', async () => {
    const api = fakeApi();
    api.on('startPropertyInterest', { status: 0, body: null });
    chat = await mount(api);
    await type(chat.root.querySelector('input[type="email"]') as HTMLInputElement, 'c@example.com');
    await click(button(chat.root, 'Submit'));
    expect(chat.root.querySelector('[role="alert"]')?.textContent).toContain(
      'An error occurred. Please try again.',
    );
  });

  it('refuses an invalid address without calling the server', async () => {
    const api = fakeApi();
    chat = await mount(api);
    await type(chat.root.querySelector('input[type="email"]') as HTMLInputElement, 'not-an-email');
    await click(button(chat.root, 'Submit'));
    expect(api.calls).toHaveLength(0);
    expect(chat.root.textContent).toContain('Please enter a valid email address.');
  });

  it('registers a stored e-mail automatically, once per page life', async () => {
    localStorage.setItem('porchlight:tenantEmail', 'dee@example.com');
    localStorage.setItem('porchlight:tenantId', 'stale');
    const api = fakeApi();
    api.on('startPropertyInterest', { status: 500, body: sample.apiError() });
    chat = await mount(api);
    expect(api.callsTo('startPropertyInterest')[0]?.body).toMatchObject({
      email: 'dee@example.com',
    });
    // A missing token clears the stored tenant id.
    expect(localStorage.getItem('porchlight:tenantId')).toBeNull();
    // The automatic attempt failed: the prompt opens instead of trying again.
    expect(chat.root.querySelector('input[type="email"]')).not.toBeNull();
    expect(api.calls).toHaveLength(1);
  });

  it('uses the email of the query (the demo frame) to register', async () => {
    const api = fakeApi();
    api.on('startPropertyInterest', { status: 201, body: { jwt: 'j', tenantID: 't' } });
    api.on('getPropertyInterestConversation', { status: 200, body: conversation() });
    chat = await mount(api, { email: 'demo@example.com' });
    expect(api.callsTo('startPropertyInterest')[0]?.body).toMatchObject({
      email: 'demo@example.com',
    });
    expect(chat.root.querySelector('textarea')).not.toBeNull();
  });
});

describe('tenant chat: conversation errors', () => {
  it('on 401 clears the stored token and id and returns to the e-mail prompt', async () => {
    localStorage.setItem('porchlight:tenantToken', 'old');
    localStorage.setItem('porchlight:tenantId', 't1');
    const api = fakeApi();
    api.on('getPropertyInterestConversation', {
      status: 401,
      body: sample.apiError('UNAUTHORIZED'),
    });
    chat = await mount(api);

    expect(localStorage.getItem('porchlight:tenantToken')).toBeNull();
    expect(localStorage.getItem('porchlight:tenantId')).toBeNull();
    expect(chat.root.querySelector('[role="dialog"]')?.textContent).toContain('Enter your email');
    await settle(3000);
    expect(api.callsTo('getPropertyInterestConversation')).toHaveLength(1);
  });

  it('on 401 logs in again with the stored e-mail', async () => {
    localStorage.setItem('porchlight:tenantToken', 'old');
    localStorage.setItem('porchlight:tenantEmail', 'eve@example.com');
    const api = fakeApi();
    api.on(
      'getPropertyInterestConversation',
      { status: 401, body: sample.apiError('UNAUTHORIZED') },
      { status: 200, body: conversation(['assistant', 'Welcome back']) },
    );
    api.on('startPropertyInterest', { status: 201, body: { jwt: 'new', tenantID: 't2' } });
    chat = await mount(api);
    await settle(1000);
    expect(localStorage.getItem('porchlight:tenantToken')).toBe('new');
    expect(api.callsTo('getPropertyInterestConversation')[1]?.authorization).toBe('Bearer new');
    expect(chat.root.textContent).toContain('Welcome back');
  });

  it('on 404 restarts the e-mail flow without clearing the session', async () => {
    localStorage.setItem('porchlight:tenantToken', 'tok');
    localStorage.setItem('porchlight:tenantId', 't1');
    localStorage.setItem('porchlight:tenantEmail', 'fay@example.com');
    const api = fakeApi();
    api.on('getPropertyInterestConversation', { status: 404, body: sample.apiError('NOT_FOUND') });
    api.on('startPropertyInterest', { status: 200, body: { message: 'sent' } });
    chat = await mount(api);

    expect(localStorage.getItem('porchlight:tenantToken')).toBe('tok');
    expect(localStorage.getItem('porchlight:tenantId')).toBe('t1');
    expect(chat.root.textContent).toContain('A login link was sent to fay@example.com.');
  });
});

describe('tenant chat: login link', () => {
  it("exchanges token and email, stores the session and loads the page's signed-in address", async () => {
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    const api = fakeApi();
    api.on('tenantCallback', {
      status: 200,
      body: { status: 'ok', jwt: 'linked', tenantID: 't9' },
    });
    chat = await mount(api, {
      surface: 'page',
      token: 'link-token',
      email: 'gil@example.com',
      signedInUrl: `/chat?propertyId=${PROPERTY}`,
    });
    // Opening the link spends nothing: a mail scanner would stop here.
    expect(api.callsTo('tenantCallback')).toHaveLength(0);
    await click(button(chat.root, 'Continue as gil@example.com'));

    const exchange = api.callsTo('tenantCallback')[0];
    expect(exchange?.query?.token).toBe('link-token');
    expect(exchange?.query?.email).toBe('gil@example.com');
    expect(localStorage.getItem('porchlight:tenantToken')).toBe('linked');
    expect(localStorage.getItem('porchlight:tenantId')).toBe('t9');
    expect(localStorage.getItem('porchlight:tenantEmail')).toBe('gil@example.com');
    expect(replace).toHaveBeenCalledExactlyOnceWith(`/chat?propertyId=${PROPERTY}`);
  });

  it('shows the login error in the chat when the link is refused', async () => {
    const api = fakeApi();
    api.on('tenantCallback', { status: 401, body: sample.apiError('UNAUTHORIZED') });
    chat = await mount(api, { surface: 'page', token: 'bad', email: 'gil@example.com' });
    await click(button(chat.root, 'Continue as gil@example.com'));
    expect(chat.root.querySelector('[role="alert"]')?.textContent).toContain(
      'There was an error logging in, please try again.',
    );
    expect(localStorage.getItem('porchlight:tenantToken')).toBeNull();
  });
});
