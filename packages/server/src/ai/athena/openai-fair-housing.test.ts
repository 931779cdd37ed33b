import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStandInModel } from '../../../test/stand-in-model.ts';
import { checkAssistantReply } from '../guardrails/index.ts';
import { DISCRIMINATORY_REPLIES, HARMLESS_REPLIES } from '../guardrails/limiting.fixtures.ts';
import { openAiAssistant, ReplyBlocked } from './openai.ts';
import { turnInput } from './turn.fixtures.ts';
import type { TurnInput } from './turn.ts';

/**
 * Issue 13 item 5: every model reply passes the Fair Housing check. A stand-in speaking
 * the chat-completions wire format says what the test sets; a discriminatory reply is
 * refused (the caller sends the built-in answer), a harmless one with the same words
 * reaches the prospect.
 */
let model: Awaited<ReturnType<typeof startStandInModel>>;
let url = '';
let say = '';

beforeAll(async () => {
  model = await startStandInModel(() => say);
  url = model.url;
});
afterAll(() => model.close());

const input: TurnInput = turnInput('Tell me about the home please', {
  now: new Date('2026-11-24T12:00:00Z'),
  status: 'PRE_SCREENING_COMPLETE',
  answers: {
    pets: false,
    dogCount: null,
    catCount: null,
    totalPetCount: null,
    dogBreeds: null,
    dogSizeLbs: null,
    emotionalSupportPet: null,
    smoking: false,
    moveInDate: '2027-01-05',
    monthlyIncome: 6000,
    totalResidents: 2,
  },
  viewingMode: 'TEXT',
});

const assistant = () =>
  openAiAssistant(
    { baseUrl: url, apiKey: 'sk-test', model: 'stand-in', timeoutMs: 2000 },
    (text) => checkAssistantReply(text).ok,
  );

describe('a model reply that limits a protected class (was sent to prospects before issue 13)', () => {
  it('has at least 40 of each kind', () => {
    expect(DISCRIMINATORY_REPLIES.length).toBeGreaterThanOrEqual(40);
    expect(HARMLESS_REPLIES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DISCRIMINATORY_REPLIES).size).toBe(DISCRIMINATORY_REPLIES.length);
  });

  it.each(DISCRIMINATORY_REPLIES)('is refused: %s', async (reply) => {
    say = reply;
    await expect(assistant().reply(input)).rejects.toBeInstanceOf(ReplyBlocked);
  });

  it.each(HARMLESS_REPLIES)('a harmless reply with the same words passes: %s', async (reply) => {
    say = reply;
    const output = await assistant().reply(input);
    expect(output.text).toBe(reply);
  });
});
