import { describe, expect, it } from 'vitest';
import { parseChange } from './conversation-events.ts';

const message = {
  id: '0f6d9e5c-2b7a-4d1e-9c1e-5a3e2b1c0d9f',
  role: 'assistant',
  content: 'Parking is included.',
  authorName: null,
  createdAt: '2026-11-26T21:00:00.123456+00:00',
};

describe('a conversation notification', () => {
  it("is the conversation's id alone", () => {
    expect(parseChange('c1')).toEqual({ id: 'c1' });
  });

  it('carries an appended message with the version it made', () => {
    expect(parseChange(JSON.stringify({ c: 'c1', v: 7, m: message }))).toEqual({
      id: 'c1',
      appended: { version: 7, message },
    });
  });

  it('keeps the manager name of a manager message', () => {
    const written = { ...message, role: 'manager', authorName: 'Pat' };
    expect(parseChange(JSON.stringify({ c: 'c1', v: 2, m: written }))?.appended?.message).toEqual(
      written,
    );
  });

  it('names only the conversation when the message is not whole', () => {
    const { content: _, ...partial } = message;
    expect(parseChange(JSON.stringify({ c: 'c1', v: 7, m: partial }))).toEqual({ id: 'c1' });
  });

  it('is unreadable (null) without an id and a whole-number version, or when not JSON', () => {
    expect(parseChange(JSON.stringify({ v: 7, m: message }))).toBeNull();
    expect(parseChange(JSON.stringify({ c: 'c1', v: '7', m: message }))).toBeNull();
    expect(parseChange('{not json')).toBeNull();
  });
});
