import { describe, expect, it } from 'vitest';
import { checkAssistantReply } from './assistant-reply.ts';

describe('checkAssistantReply', () => {
  it.each([
    ["It's a great place for families, with a park nearby.", 'says who the home or area suits'],
    ['Perfect for young professionals!', 'says who the home or area suits'],
    ['This home is ideal for a couple.', 'says who the home or area suits'],
    ["It's a very safe neighborhood.", 'characterises the neighborhood'],
    ['The building is mostly retirees, so it is quiet.', 'says who lives there'],
    ["It's a quiet, mature community.", 'characterises the neighborhood'],
    ['Sorry, no kids are allowed.', 'states a limit on familial status, age or sex'],
    ['The schools are great here.', 'characterises schools'],
    ['Do you have children?', 'asks about children or family'],
    ['Are you married?', 'asks about marital status'],
    ['Where are you from?', 'asks about origin, religion or identity'],
    ['What is your religion?', 'asks about origin, religion or identity'],
    ['How old are you?', 'asks about origin, religion or identity'],
    ['Do you have a disability?', 'asks about disability'],
    ['Will anyone with a disability be living there?', 'asks about disability'],
    ['Tenants must be able to climb stairs.', 'states a limit on disability or source of income'],
  ])('rejects %j', (reply, reason) => {
    const result = checkAssistantReply(reply);
    expect(result.ok).toBe(false);
    expect(result.reasons.join('\n')).toContain(reason);
  });

  it.each([
    'The rent for Unit 4B is $1,850 a month.',
    'How many people will be living in the home?',
    'Do you have any pets?',
    "What's your monthly income?",
    'The unit has 2 bedrooms and a fenced yard.',
    'There is a playground in the courtyard.',
    'Great for anyone who loves cooking: the kitchen was renovated last year.',
    'The building has an elevator and a step-free entrance.',
    "It's a secure building with a pool and keyless entry.",
    "I can't say whether it's a safe neighborhood; the police department's crime map is a good source.",
    'When would you like to move in?',
  ])('accepts %j', (reply) => {
    expect(checkAssistantReply(reply)).toEqual({ ok: true, reasons: [] });
  });

  it('quotes the words behind each reason, once per reason', () => {
    expect(
      checkAssistantReply('Mostly retirees live here. Mostly retirees, really. Do you have kids?')
        .reasons,
    ).toEqual([
      'says who lives there: "Mostly retirees"',
      'asks about children or family: "Do you have kids"',
    ]);
  });

  it('still rejects a characterisation that is merely negated', () => {
    expect(checkAssistantReply('It is not a safe neighborhood at night.').ok).toBe(false);
  });

  it.each([
    ['empty text', ''],
    ['undefined', undefined],
    ['10,000 characters', 'a '.repeat(5_000)],
    ['HTML', '<p>It is a <em>safe neighborhood</em>.</p>'],
  ])('does not throw on %s', (_, reply) => {
    expect(() => checkAssistantReply(reply)).not.toThrow();
  });

  it('reads a reply written in HTML as its text', () => {
    expect(checkAssistantReply('<p>It is a <em>safe neighborhood</em>.</p>').ok).toBe(false);
  });
});
