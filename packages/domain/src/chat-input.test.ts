import { describe, expect, it } from 'vitest';
import { canSendMessage, isSendKey } from './chat-input.ts';

describe('canSendMessage', () => {
  it('sends non-blank text only', () => {
    expect(canSendMessage('Hi')).toBe(true);
    expect(canSendMessage('  \n ')).toBe(false);
    expect(canSendMessage(null)).toBe(false);
  });
});

describe('isSendKey', () => {
  it('sends on Enter without Shift', () => {
    expect(isSendKey({ key: 'Enter', shiftKey: false })).toBe(true);
    expect(isSendKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(isSendKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
