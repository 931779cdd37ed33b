import { describe, expect, it, vi } from 'vitest';
import {
  button,
  click,
  fakeApi,
  json,
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
const START = 'POST /api/v1/conversations/resident';
const ID = '44444444-4444-4444-8444-444444444444';
const NEW_ID = '55555555-5555-4555-8555-555555555555';
const thread = (id: string, ...messages: Array<['user' | 'assistant', string]>) => ({
  id,
  messages: messages.map(([role, content], i) => ({
    id: `r${i}`,
    role,
    content,
    createdAt: new Date(Date.UTC(2030, 2, 4, 9, i)).toISOString(),
  })),
});

setUpChatTests();

describe('resident chat', () => {
  it('asks for an e-mail without a session and shows the notice on 202', async () => {
    const api = fakeApi();
    api.on(START, json(202, { message: 'sent' }));
    chat = await mount(api, { mode: 'resident', resident: true });
    const dialog = chat.root.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('Enter your email');
    expect(button(dialog, 'Cancel')).toBeTruthy();

    await type(dialog.querySelector('input') as HTMLInputElement, 'res@example.com');
    await click(button(dialog, 'Submit'));
    const call = api.to(START)[0];
    expect(call?.body).toEqual({ propertyId: PROPERTY, unitId: UNIT, email: 'res@example.com' });
    expect(call?.headers.get('authorization')).toBeNull();
    expect(chat.root.textContent).toContain(
      'A login link was sent to res@example.com. Please check your email and click the link to log in.',
    );
  });

  it('leaves for the marketing site on Cancel of the full page', async () => {
    const assign = vi.spyOn(location, 'assign').mockImplementation(() => {});
    const api = fakeApi();
    chat = await mount(api, { mode: 'resident', resident: true, surface: 'page' });
    await click(button(chat.root, 'Cancel'));
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('starts the conversation with the stored session, stores its id and polls it', async () => {
    localStorage.setItem('porchlight:residentToken', 'rtok');
    const api = fakeApi();
    api.on(START, json(201, { id: ID }));
    api.on(
      `GET /api/v1/conversations/resident/${ID}`,
      json(200, thread(ID, ['user', 'Sink leaks'])),
    );
    chat = await mount(api, { mode: 'resident', resident: true });

    expect(api.to(START)[0]?.headers.get('authorization')).toBe('Bearer rtok');
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
    api.on(`GET /api/v1/conversations/resident/${ID}`, json(200, thread(ID, ['assistant', 'Hi'])));
    chat = await mount(api, { mode: 'resident' });
    expect(api.to(START)).toHaveLength(0);
    expect(chat.root.textContent).toContain('Hi');
  });

  it('sends messages with the unit and resets into a new stored conversation', async () => {
    localStorage.setItem('porchlight:residentToken', 'rtok');
    const api = fakeApi();
    api.on(START, json(200, { id: ID }));
    api.on(`GET /api/v1/conversations/resident/${ID}`, json(200, thread(ID, ['assistant', 'Hi'])));
    api.on(`POST /api/v1/conversations/resident/${ID}/messages`, json(200, { ok: true }));
    api.on(
      `POST /api/v1/conversations/resident/${ID}/reset`,
      json(200, { id: NEW_ID, messages: [] }),
    );
    api.on(`GET /api/v1/conversations/resident/${NEW_ID}`, json(200, thread(NEW_ID)));
    chat = await mount(api, { mode: 'resident', resident: true });

    const input = chat.root.querySelector('textarea') as HTMLTextAreaElement;
    await type(input, 'Is the gym open?');
    await press(input, 'Enter');
    expect(api.to(`POST /api/v1/conversations/resident/${ID}/messages`)[0]?.body).toEqual({
      message: 'Is the gym open?',
      unitId: UNIT,
    });

    await click(await menuItem(chat.root, 'Reset conversation'));
    await click(button(chat.root.querySelector('[role="dialog"]') as HTMLElement, 'Reset'));
    expect(localStorage.getItem(`porchlight:conversationId_${PROPERTY}_${UNIT}`)).toBe(NEW_ID);
    expect(api.to(`GET /api/v1/conversations/resident/${NEW_ID}`).length).toBeGreaterThan(0);
    expect(chat.root.querySelector('[role="log"]')?.textContent).toBe('');
  });

  it('exchanges a login link and reloads the page in resident mode', async () => {
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    const api = fakeApi();
    api.on('GET /api/v1/auth/resident/callback', json(200, { jwt: 'rj', tenantID: 'res1' }));
    chat = await mount(api, {
      mode: 'resident',
      surface: 'page',
      token: 'link',
      email: 'res@example.com',
    });
    expect(api.to('GET /api/v1/auth/resident/callback')).toHaveLength(0);
    await click(button(chat.root, 'Continue as res@example.com'));
    expect(localStorage.getItem('porchlight:residentToken')).toBe('rj');
    expect(localStorage.getItem('porchlight:residentId')).toBe('res1');
    expect(localStorage.getItem('porchlight:residentEmail')).toBe('res@example.com');
    const target = new URL(replace.mock.calls[0]?.[0] as string);
    expect(target.searchParams.get('resident')).toBe('true');
    expect(target.searchParams.has('token')).toBe(false);
  });

  it('returns to the e-mail prompt when the session is refused', async () => {
    localStorage.setItem('porchlight:residentToken', 'expired');
    localStorage.setItem('porchlight:residentId', 'res1');
    const api = fakeApi();
    api.on(START, json(401, { code: 'UNAUTHORIZED', message: 'x' }));
    chat = await mount(api, { mode: 'resident', resident: true });
    expect(localStorage.getItem('porchlight:residentToken')).toBeNull();
    expect(localStorage.getItem('porchlight:residentId')).toBeNull();
    expect(chat.root.querySelector('[role="dialog"]')?.textContent).toContain('Enter your email');
  });
});
