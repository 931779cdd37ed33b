import { describe, expect, it } from 'vitest';
import { conversationSigner } from './addresses.ts';

const signer = conversationSigner('a-session-secret-of-some-length-0123456789', 'Mail.Example.com');
const id = '3f2b8c1e-7d4a-4e6b-9a0c-1b2c3d4e5f60';
const other = '00000000-0000-4000-8000-000000000000';

describe('signed conversation addresses', () => {
  it('names the conversation, in any case, and only with its own signature', () => {
    const address = signer.replyAddress(id);
    expect(address).toMatch(/^reply\+[0-9a-f]{32}\.[0-9a-f]{20}@mail\.example\.com$/);
    expect(signer.conversationOfReplyAddress(address)).toBe(id);
    expect(signer.conversationOfReplyAddress(address.toUpperCase())).toBe(id);
    const [local, domain] = address.split('@');
    const signature = local!.split('.')[1]!;
    const forged = `reply+${other.replaceAll('-', '')}.${signature}@${domain}`;
    expect(signer.conversationOfReplyAddress(forged)).toBeNull();
    expect(
      signer.conversationOfReplyAddress(address.replace('mail.example.com', 'evil.test')),
    ).toBeNull();
    // Another secret signs differently: rotating it retires every old address.
    const rotated = conversationSigner(
      'another-secret-of-some-length-0123456789',
      'mail.example.com',
    );
    expect(rotated.conversationOfReplyAddress(address)).toBeNull();
  });

  it('refuses malformed names without throwing, multi-byte characters included', () => {
    const hex = id.replaceAll('-', '');
    for (const token of [
      '',
      '.',
      `${hex}.`,
      `${hex}.${'é'.repeat(20)}`,
      `${hex}.${'z'.repeat(20)}`,
      `${hex}.${'0'.repeat(21)}`,
      'x'.repeat(500),
    ]) {
      expect(signer.conversationOfUnsubscribeToken(token)).toBeNull();
      expect(signer.conversationOfReplyAddress(`reply+${token}@mail.example.com`)).toBeNull();
    }
  });

  it('keeps the unsubscribe token, the reply address and the bounce address apart', () => {
    const token = signer.unsubscribeToken(id);
    expect(signer.conversationOfUnsubscribeToken(token)).toBe(id);
    expect(signer.conversationOfReplyAddress(`reply+${token}@mail.example.com`)).toBeNull();
    const bounce = signer.bounceAddress(id);
    expect(signer.messageOfBounceAddress(bounce)).toBe(id);
    expect(signer.conversationOfReplyAddress(bounce)).toBeNull();
    expect(signer.messageOfBounceAddress(signer.replyAddress(id))).toBeNull();
  });
});
