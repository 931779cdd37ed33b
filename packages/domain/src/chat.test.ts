import { describe, expect, it } from 'vitest';
import {
  type ConversationMessage,
  lastMessageIsUser,
  messageText,
  TYPING_INDICATOR_TEXT,
  toDisplayMessages,
} from './chat.ts';

describe('messageText', () => {
  it('returns string content as is', () => {
    expect(messageText('Hello')).toBe('Hello');
  });

  it("takes the first part's text, text.value or value from a list", () => {
    expect(
      messageText([
        { type: 'text', text: 'a' },
        { type: 'text', text: 'b' },
      ]),
    ).toBe('a');
    expect(messageText([{ type: 'text', text: { value: 'nested' } }])).toBe('nested');
    expect(messageText([{ type: 'text', value: 'flat' }])).toBe('flat');
  });

  it('gives an empty string for missing, empty or odd content', () => {
    expect(messageText(undefined)).toBe('');
    expect(messageText(null)).toBe('');
    expect(messageText([])).toBe('');
    expect(messageText([{ type: 'image_file' }])).toBe('');
    expect(messageText([null] as never)).toBe('');
  });
});

const msg = (role: string, content: string, created_at?: string): ConversationMessage => ({
  role,
  content,
  created_at,
});

describe('toDisplayMessages', () => {
  it('makes user messages outgoing and assistant messages incoming', () => {
    const [user, assistant] = toDisplayMessages([msg('user', 'Hi'), msg('assistant', 'Hello')]);
    expect(user).toMatchObject({ message: 'Hi', sender: 'user', direction: 'outgoing' });
    expect(assistant).toMatchObject({
      message: 'Hello',
      sender: 'assistant',
      direction: 'incoming',
    });
  });

  it('positions messages within runs from the same sender', () => {
    const positions = toDisplayMessages([
      msg('user', '1'),
      msg('assistant', '2'),
      msg('assistant', '3'),
      msg('assistant', '4'),
      msg('user', '5'),
      msg('user', '6'),
    ]).map((m) => m.position);
    expect(positions).toEqual(['single', 'first', 'normal', 'last', 'first', 'last']);
  });

  it('reads either timestamp spelling, preferring created_at', () => {
    const [a, b, c] = toDisplayMessages([
      msg('user', 'a', '2024-01-01T10:00:00Z'),
      { role: 'user', content: 'b', createdAt: '2024-01-01T10:01:00Z' },
      { role: 'user', content: 'c' },
    ]);
    expect([a?.sentTime, b?.sentTime, c?.sentTime]).toEqual([
      '2024-01-01T10:00:00Z',
      '2024-01-01T10:01:00Z',
      '',
    ]);
  });

  it('leaves out unknown roles and blank messages, and positions around them', () => {
    const shown = toDisplayMessages([
      msg('assistant', 'a'),
      msg('system', 'secret'),
      { role: 'assistant', content: [] },
      msg('assistant', 'b'),
      null as unknown as ConversationMessage,
    ]);
    expect(shown.map((m) => [m.message, m.position])).toEqual([
      ['a', 'first'],
      ['b', 'last'],
    ]);
  });

  it('marks messages with links or the calendar as custom', () => {
    const [plain, linked, calendar] = toDisplayMessages([
      msg('assistant', 'Hello'),
      msg('assistant', 'See www.example.com'),
      msg('assistant', 'Book: CALENDAR'),
    ]);
    expect(plain?.type).toBe('text');
    expect(linked?.type).toBe('custom');
    expect(calendar?.segments).toContainEqual({ kind: 'calendar' });
  });

  it('does not turn CALENDAR in a user message into the picker', () => {
    const [user] = toDisplayMessages([msg('user', 'CALENDAR')]);
    expect(user?.segments).toEqual([{ kind: 'text', text: 'CALENDAR' }]);
    expect(user?.type).toBe('text');
  });

  it('gives an empty list for null, undefined or a non-array', () => {
    expect(toDisplayMessages(null)).toEqual([]);
    expect(toDisplayMessages(undefined)).toEqual([]);
    expect(toDisplayMessages({} as never)).toEqual([]);
  });
});

describe('lastMessageIsUser', () => {
  it('is true while the last message is from the user', () => {
    expect(lastMessageIsUser([msg('assistant', 'Hi'), msg('user', 'Question?')])).toBe(true);
    expect(lastMessageIsUser([msg('user', 'Q'), msg('assistant', 'A')])).toBe(false);
  });

  it('shows nobody typing once the manager has taken the conversation over', () => {
    const taken = [msg('assistant', 'Hi'), msg('manager', 'Sam here.'), msg('user', 'Thanks!')];
    expect(lastMessageIsUser(taken)).toBe(false);
    expect(lastMessageIsUser([...taken, msg('assistant', 'Athena again'), msg('user', 'Q')])).toBe(
      true,
    );
  });

  it('ignores trailing messages that are not shown', () => {
    expect(lastMessageIsUser([msg('user', 'Q'), msg('tool', 'x')])).toBe(true);
  });

  it('is false for an empty conversation', () => {
    expect(lastMessageIsUser([])).toBe(false);
    expect(lastMessageIsUser(undefined)).toBe(false);
  });

  it('names the typing assistant', () => {
    expect(TYPING_INDICATOR_TEXT).toBe('Athena is typing...');
  });
});
