import { fakeApi, sample } from '@porchlight/client/testing';
import { SMS_CONSENT_TEXT } from '@porchlight/domain';
import { describe, expect, it } from 'vitest';
import {
  button,
  click,
  conversation,
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

setUpChatTests({ signedIn: true });

async function start() {
  const api = fakeApi();
  api.on('getPropertyInterestConversation', {
    status: 200,
    body: conversation(['assistant', 'Hello']),
  });
  chat = await mount(api);
  return api;
}

const dialog = () => chat?.root.querySelector('[role="dialog"]') as HTMLElement;

describe('reset', () => {
  it('asks for confirmation and does nothing on Cancel', async () => {
    const api = await start();
    await click(await menuItem(chat!.root, 'Reset conversation'));
    expect(dialog().textContent).toContain('Reset Conversation');
    expect(dialog().textContent).toContain(
      'Are you sure you want to reset the conversation? This cannot be undone.',
    );
    expect(document.activeElement?.textContent).toBe('Cancel');
    await click(button(dialog(), 'Cancel'));
    expect(dialog()).toBeNull();
    expect(api.callsTo('resetPropertyInterestConversation')).toHaveLength(0);
    expect(chat?.root.textContent).toContain('Hello');
  });

  it('empties the conversation after the server resets it', async () => {
    const api = await start();
    api.on('resetPropertyInterestConversation', { status: 200, body: { ok: true } });
    await click(await menuItem(chat!.root, 'Reset conversation'));
    await click(button(dialog(), 'Reset'));
    const [reset] = api.callsTo('resetPropertyInterestConversation');
    expect(reset?.params).toEqual({ propertyId: PROPERTY });
    expect(reset?.authorization).toBe('Bearer tok');
    expect(dialog()).toBeNull();
    expect(chat?.root.querySelector('[role="log"]')?.textContent).toBe('');
  });

  it('keeps the conversation and shows the spec alert when reset fails', async () => {
    const api = await start();
    api.on('resetPropertyInterestConversation', { status: 500, body: sample.apiError() });
    await click(await menuItem(chat!.root, 'Reset conversation'));
    await click(button(dialog(), 'Reset'));
    expect(chat?.root.querySelector('[role="alert"]')?.textContent).toContain(
      'Failed to reset conversation. Please try again.',
    );
    expect(chat?.root.querySelector('[role="log"]')?.textContent).toContain('Hello');
  });
});

describe('phone call', () => {
  const open = async () => {
    const api = await start();
    await click(await menuItem(chat!.root, 'Request a phone call'));
    const input = dialog().querySelector('input') as HTMLInputElement;
    return { api, input };
  };

  it('is labelled by the spec title and keeps digits only', async () => {
    const { input } = await open();
    expect(dialog().textContent).toContain('Receive a call about this property:');
    expect(input.labels?.[0]?.textContent).toBe('Receive a call about this property:');
    expect(input.placeholder).toBe('Your phone number');
    expect(document.activeElement).toBe(input);
    await type(input, '(555) 123-45x67');
    expect(input.value).toBe('5551234567');
  });

  it('refuses a number the phone rule rejects, without calling the server', async () => {
    const { api, input } = await open();
    await type(input, '0551234567');
    await click(button(dialog(), 'Submit'));
    expect(dialog().textContent).toContain('Please enter a valid phone number.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.callsTo('requestCall')).toHaveLength(0);
  });

  it('requests the call, then thanks the visitor and emits callRequested', async () => {
    const { api, input } = await open();
    api.on('requestCall', { status: 200, body: { phoneCallId: 'c1' } });
    await type(input, '15551234567');
    await click(button(dialog(), 'Submit'));
    expect(api.callsTo('requestCall')[0]?.body).toEqual({
      propertyId: PROPERTY,
      unitId: UNIT,
      phone: '15551234567',
    });
    expect(dialog().textContent).toContain('Thanks! You will receive a call shortly.');
    expect(chat?.events).toContainEqual(['callRequested', { phoneNumber: '15551234567' }]);
    await click(button(dialog(), 'Close'));
    expect(dialog()).toBeNull();
    // Focus is back on the menu's button, the item having closed with its menu.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Chat options');
  });

  it('shows the spec alert when the call request fails', async () => {
    const { api, input } = await open();
    api.on('requestCall', { status: 429, body: sample.apiError('RATE_LIMITED') });
    await type(input, '5551234567');
    await click(button(dialog(), 'Submit'));
    expect(chat?.root.querySelector('[role="alert"]')?.textContent).toContain(
      'Failed, please try again.',
    );
  });

  it('keeps Tab inside the dialog', async () => {
    const { input } = await open();
    const submit = button(dialog(), 'Submit');
    submit.focus();
    await press(submit, 'Tab');
    expect(document.activeElement).toBe(input);
    await press(input, 'Tab', { shiftKey: true });
    expect(document.activeElement).toBe(submit);
  });

  it('can be hidden', async () => {
    const api = fakeApi();
    api.on('getPropertyInterestConversation', { status: 200, body: conversation() });
    chat = await mount(api, { hidePhone: true });
    await expect(menuItem(chat!.root, 'Request a phone call')).rejects.toThrow();
    expect(await menuItem(chat.root, 'Reset conversation')).toBeTruthy();
  });
});

describe('header', () => {
  it('is shown embedded only with showTopbar', async () => {
    const api = fakeApi();
    api.on('getPropertyInterestConversation', { status: 200, body: conversation() });
    chat = await mount(api, { showTopbar: false });
    expect(chat.root.querySelector('header')).toBeNull();
    chat.destroy();
    chat = await mount(api, { showTopbar: false, surface: 'page' });
    expect(chat.root.querySelector('h1')?.textContent).toBe('Athena');
    expect(chat.root.querySelector('header')?.textContent).toContain('Leasing assistant');
  });
});

describe('text me instead', () => {
  const open = async () => {
    const api = await start();
    await click(await menuItem(chat!.root, 'Text me instead'));
    const input = dialog().querySelector('input') as HTMLInputElement;
    return { api, input };
  };

  it('asks for the number with the consent, word for word, beside the confirm button', async () => {
    const { api, input } = await open();
    expect(input.labels?.[0]?.textContent).toBe('Text me at this number instead:');
    expect(document.activeElement).toBe(input);
    const confirm = button(dialog(), 'Text me');
    const note = chat!.root.querySelector(`#${confirm.getAttribute('aria-describedby')}`);
    expect(note?.textContent).toBe(SMS_CONSENT_TEXT);
    expect(note?.nextElementSibling?.contains(confirm)).toBe(true);
    await type(input, '0551234567');
    await click(confirm);
    expect(dialog().textContent).toContain('Please enter a valid phone number.');
    expect(api.callsTo('textMeInstead')).toHaveLength(0);
  });

  it('moves the conversation to texts and confirms it', async () => {
    const { api, input } = await open();
    api.on('textMeInstead', { status: 200, body: { ok: true } });
    await type(input, '(541) 555-0100');
    await click(button(dialog(), 'Text me'));
    const [call] = api.callsTo('textMeInstead');
    expect(call?.body).toEqual({ propertyId: PROPERTY, phone: '5415550100' });
    expect(call?.authorization).toBe('Bearer tok');
    expect(dialog().textContent).toContain(
      'Thanks! Reply YES to the text we just sent you, and Athena will text you from then on.',
    );
    await click(button(dialog(), 'Close'));
    expect(dialog()).toBeNull();
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Chat options');
  });

  it('says plainly when the home takes no texts, and the spec text on other failures', async () => {
    const { api, input } = await open();
    api.on(
      'textMeInstead',
      { status: 409, body: sample.apiError('CONFLICT', 'no number') },
      { status: 500, body: sample.apiError() },
    );
    await type(input, '5415550100');
    await click(button(dialog(), 'Text me'));
    expect(dialog()).toBeNull();
    const alert = () => chat?.root.querySelector('[role="alert"]')?.textContent;
    expect(alert()).toContain('Texting is not available for this home. Please keep chatting here.');
    expect(alert()).not.toContain('no number');
    await click(await menuItem(chat!.root, 'Text me instead'));
    await type(dialog().querySelector('input') as HTMLInputElement, '5415550100');
    await click(button(dialog(), 'Text me'));
    expect(alert()).toContain('Failed to submit. Please try again.');
  });
});

describe('the header menu', () => {
  it('opens on its first item, moves by arrows and closes on Escape back to its button', async () => {
    await start();
    const options = button(chat!.root, 'Chat options');
    await click(options);
    const items = [...chat!.root.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    expect(items.map((item) => item.textContent)).toEqual([
      'Request a phone call',
      'Text me instead',
      'Reset conversation',
    ]);
    expect(document.activeElement).toBe(items[0]);
    await press(items[0]!, 'ArrowDown');
    expect(document.activeElement).toBe(items[1]);
    await press(items[1]!, 'ArrowDown');
    await press(items[2]!, 'ArrowDown');
    expect(document.activeElement).toBe(items[0]);
    await press(items[0]!, 'Escape');
    expect(chat!.root.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(options);
    expect(options.getAttribute('aria-expanded')).toBe('false');
  });
});

describe('timestamps', () => {
  it('end each run of messages with the time it was sent', async () => {
    const api = fakeApi();
    api.on('getPropertyInterestConversation', {
      status: 200,
      body: conversation(['user', 'Hi'], ['assistant', 'Hello'], ['assistant', 'How can I help?']),
    });
    chat = await mount(api);
    const times = [...chat.root.querySelectorAll('[role="log"] time')];
    // One for the prospect's run, one for Athena's two messages.
    expect(times.map((time) => time.getAttribute('datetime'))).toEqual([
      new Date(Date.UTC(2030, 2, 4, 8, 0)).toISOString(),
      new Date(Date.UTC(2030, 2, 4, 8, 2)).toISOString(),
    ]);
    expect(times[0]?.textContent).toMatch(/\d{1,2}:\d{2}/);
  });
});
