import { fakeApi, sample } from '@porchlight/client/testing';
import { describe, expect, it, vi } from 'vitest';
import {
  button,
  click,
  type Mounted,
  menuItem,
  mount,
  PROPERTY,
  press,
  setUpChatTests,
  type,
  UNIT,
} from './test-utils.tsx';

let chat: Mounted | undefined;
const ID = '44444444-4444-4444-8444-444444444444';
const NEW_ID = '55555555-5555-4555-8555-555555555555';
const thread = (id: string, ...messages: Array<['user' | 'assistant', string]>) =>
  sample.conversation({
    id,
    messages: messages.map(([role, content], i) =>
      sample.message({
        id: `r${i}`,
        role,
        content,
        createdAt: new Date(Date.UTC(2030, 2, 4, 9, i)).toISOString(),
      }),
    ),
  });

setUpChatTests();

describe('resident chat', () => {
  it('asks for an e-mail without a session and shows the notice on 202', async () => {
    const api = fakeApi();
    api.on('startResidentConversation', { status: 202, body: { message: 'sent' } });
    chat = await mount(api, { mode: 'resident', resident: true });
    const dialog = chat.root.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('Enter your email');
    expect(button(dialog, 'Cancel')).toBeTruthy();

    await type(dialog.querySelector('input') as HTMLInputElement, 'res@example.com');
    await click(button(dialog, 'Submit'));
    const call = api.callsTo('startResidentConversation')[0];
    expect(call?.body).toEqual({ propertyId: PROPERTY, unitId: UNIT, email: 'res@example.com' });
    expect(call?.authorization).toBeNull();
    expect(chat.root.textContent).toContain(
      'A login link was sent to res@example.com. Please check your email and click the link to log in.',
    );
  });

  it('leaves for the marketing site on Cancel of the full page', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const api = fakeApi();
    chat = await mount(api, { mode: 'resident', resident: true, surface: 'page', cancelUrl: '/' });
    await click(button(chat.root, 'Cancel'));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('starts the conversation with the stored session, stores its id and polls it', async () => {
    localStorage.setItem('porchlight:residentToken', 'rtok');
    const api = fakeApi();
    api.on('startResidentConversation', { status: 201, body: { id: ID } });
    api.on('getResidentConversation', ({ params }) => ({
      status: 200,
      body: thread(params.id, ['user', 'Sink leaks']),
    }));
    chat = await mount(api, { mode: 'resident', resident: true });

    expect(api.callsTo('startResidentConversation')[0]?.authorization).toBe('Bearer rtok');
    expect(api.callsTo('getResidentConversation')[0]?.params).toEqual({ id: ID });
    expect(localStorage.getItem(`porchlight:conversationId_${PROPERTY}_${UNIT}`)).toBe(ID);
    expect(chat.root.querySelector('[role="log"]')?.textContent).toContain('Sink leaks');
    expect(chat.root.textContent).toContain('Athena is typing...');
    // No CALENDAR picker and, on a desktop browser, no phone action in Resident AI.
    await expect(menuItem(chat!.root, 'Request a phone call')).rejects.toThrow();
  });

  it('restores the stored conversation when not in resident mode', async () => {
    localStorage.setItem('porchlight:residentToken', 'rtok');
    localStorage.setItem(`porchlight:conversationId_${PROPERTY}_${UNIT}`, ID);
    const api = fakeApi();
    api.on('getResidentConversation', ({ params }) => ({
      status: 200,
      body: thread(params.id, ['assistant', 'Hi']),
    }));
    chat = await mount(api, { mode: 'resident' });
    expect(api.callsTo('startResidentConversation')).toHaveLength(0);
    expect(api.callsTo('getResidentConversation')[0]?.params).toEqual({ id: ID });
    expect(chat.root.textContent).toContain('Hi');
  });

  it('sends messages with the unit and resets into a new stored conversation', async () => {
    localStorage.setItem('porchlight:residentToken', 'rtok');
    const api = fakeApi();
    api.on('startResidentConversation', { status: 200, body: { id: ID } });
    api.on('getResidentConversation', ({ params }) => ({
      status: 200,
      body: params.id === ID ? thread(ID, ['assistant', 'Hi']) : thread(params.id),
    }));
    api.on('sendResidentMessage', { status: 200, body: { ok: true } });
    api.on('resetResidentConversation', {
      status: 200,
      body: sample.conversation({ id: NEW_ID, messages: [] }),
    });
    chat = await mount(api, { mode: 'resident', resident: true });

    const input = chat.root.querySelector('textarea') as HTMLTextAreaElement;
    await type(input, 'Is the gym open?');
    await press(input, 'Enter');
    const [sent] = api.callsTo('sendResidentMessage');
    expect(sent?.params).toEqual({ id: ID });
    expect(sent?.body).toEqual({
      message: 'Is the gym open?',
      unitId: UNIT,
    });

    await click(await menuItem(chat.root, 'Reset conversation'));
    await click(button(chat.root.querySelector('[role="dialog"]') as HTMLElement, 'Reset'));
    expect(api.callsTo('resetResidentConversation')[0]?.params).toEqual({ id: ID });
    expect(localStorage.getItem(`porchlight:conversationId_${PROPERTY}_${UNIT}`)).toBe(NEW_ID);
    const reads = api.callsTo('getResidentConversation');
    expect(reads.filter((call) => call.params.id === NEW_ID).length).toBeGreaterThan(0);
    expect(chat.root.querySelector('[role="log"]')?.textContent).toBe('');
  });

  it('exchanges a login link and loads the page again in resident mode', async () => {
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    const api = fakeApi();
    api.on('residentCallback', { status: 200, body: { jwt: 'rj', tenantID: 'res1' } });
    chat = await mount(api, {
      mode: 'resident',
      surface: 'page',
      token: 'link',
      email: 'res@example.com',
      signedInUrl: 'https://x.example/resident-ai?propertyId=p&resident=true',
    });
    expect(api.callsTo('residentCallback')).toHaveLength(0);
    await click(button(chat.root, 'Continue as res@example.com'));
    expect(localStorage.getItem('porchlight:residentToken')).toBe('rj');
    expect(localStorage.getItem('porchlight:residentId')).toBe('res1');
    expect(localStorage.getItem('porchlight:residentEmail')).toBe('res@example.com');
    expect(replace).toHaveBeenCalledExactlyOnceWith(
      'https://x.example/resident-ai?propertyId=p&resident=true',
    );
  });

  it('returns to the e-mail prompt when the session is refused', async () => {
    localStorage.setItem('porchlight:residentToken', 'expired');
    localStorage.setItem('porchlight:residentId', 'res1');
    const api = fakeApi();
    api.on('startResidentConversation', { status: 401, body: sample.apiError('UNAUTHORIZED') });
    chat = await mount(api, { mode: 'resident', resident: true });
    expect(localStorage.getItem('porchlight:residentToken')).toBeNull();
    expect(localStorage.getItem('porchlight:residentId')).toBeNull();
    expect(chat.root.querySelector('[role="dialog"]')?.textContent).toContain('Enter your email');
  });
});
