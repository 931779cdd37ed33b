import { describe, expect, it } from 'vitest';
import { WORKFLOW_TYPES } from '../enums.ts';
import { DOCUMENT_EMOJI, emojiForType, WORKFLOW_EMOJIS } from './emoji.ts';

describe('emojiForType', () => {
  it('gives each workflow type its own emoji, PORTFOLIO_PERFORMANCE included', () => {
    const types = [...WORKFLOW_TYPES, 'PORTFOLIO_PERFORMANCE'];
    const emojis = types.map(emojiForType);
    expect(emojis).not.toContain(DOCUMENT_EMOJI);
    expect(new Set(emojis).size).toBe(types.length);
    expect(Object.keys(WORKFLOW_EMOJIS)).toHaveLength(18);
  });

  it('falls back to the document emoji for an unknown or missing type', () => {
    expect(emojiForType('SOMETHING_NEW')).toBe(DOCUMENT_EMOJI);
    expect(emojiForType('constructor')).toBe(DOCUMENT_EMOJI);
    expect(emojiForType(null)).toBe(DOCUMENT_EMOJI);
    expect(DOCUMENT_EMOJI).toBe('📄');
  });
});
