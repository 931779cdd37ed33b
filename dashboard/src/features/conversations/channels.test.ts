import { MESSAGE_DELIVERIES } from '@porchlight/domain';
import { describe, expect, it } from 'vitest';
import {
  deliveryState,
  prospectLabel,
  replyChannel,
  replyTargetText,
  shownEmail,
} from './channels.ts';

describe('replyChannel', () => {
  it('is the channel of the latest message, the chat when there is none', () => {
    expect(replyChannel([])).toBe('CHAT');
    // The prospect wrote by e-mail, then in the chat: the chat.
    expect(replyChannel([{ role: 'user', channel: 'EMAIL' }, { role: 'user' }])).toBe('CHAT');
    expect(
      replyChannel([
        { role: 'user', channel: 'SMS' },
        { role: 'user', channel: 'EMAIL' },
        { role: 'assistant', channel: 'EMAIL', delivery: 'SENT' },
      ]),
    ).toBe('EMAIL');
    // "Text me instead" in the chat: Athena's first text says the conversation moved.
    expect(
      replyChannel([{ role: 'user' }, { role: 'assistant', channel: 'SMS', delivery: 'QUEUED' }]),
    ).toBe('SMS');
  });
});

describe('replyTargetText', () => {
  const contact = { email: 'dana@example.com', phone: '+15415550100' };
  it('names the address or number the reply goes to', () => {
    expect(replyTargetText('EMAIL', contact)).toBe(
      'Your reply will be sent by e-mail to dana@example.com.',
    );
    expect(replyTargetText('SMS', contact)).toBe(
      'Your reply will be sent by text message to +1\u00a0(541)\u00a0555-0100.',
    );
    expect(replyTargetText('CHAT', contact)).toBe(
      'Your reply will be shown in the chat, where the prospect wrote.',
    );
  });
  it('still says the channel when the lead has no number on record', () => {
    expect(replyTargetText('SMS', { email: 'x@example.com', phone: null })).toBe(
      "Your reply will be sent by text message to the prospect's phone.",
    );
  });
});

describe('deliveryState', () => {
  it('has plain words for every state, red only for what did not reach the prospect', () => {
    const words = MESSAGE_DELIVERIES.map((state) => deliveryState(state, 'SMS'));
    expect(words.map((w) => w.text)).toEqual([
      'Sending…',
      'Sent',
      'Delivered',
      'Not delivered',
      'Not sent — the prospect opted out, or texts are not set up',
    ]);
    expect(words.filter((w) => w.color.startsWith('red')).length).toBe(2);
    expect(deliveryState('NOT_SENT', 'EMAIL').text).toBe(
      'Not sent — the prospect unsubscribed, or has no e-mail address',
    );
  });

  it('says why, when the server gave the reason', () => {
    expect(
      deliveryState('NOT_SENT', 'SMS', 'The prospect texted STOP: no texts are sent to them.').text,
    ).toBe('Not sent — the prospect texted STOP: no texts are sent to them');
    expect(deliveryState('FAILED', 'EMAIL', 'the receiving mail server bounced it').text).toBe(
      'Not delivered — the receiving mail server bounced it',
    );
  });
});

describe('a prospect known only by their number', () => {
  const texter = { email: 'sms-15415550100@sms.invalid', phone: '+15415550100' };
  it('is called by their number, and shows no e-mail', () => {
    expect(prospectLabel(texter)).toBe('+1 (541) 555-0100');
    expect(prospectLabel({ ...texter, name: 'Tia' })).toBe('Tia');
    expect(prospectLabel({ email: 'dana@example.com', phone: null })).toBe('dana@example.com');
    expect(shownEmail(texter.email)).toBeNull();
    expect(replyTargetText('EMAIL', texter)).toBe(
      "Your reply will be sent by e-mail to the prospect's address.",
    );
  });
});
