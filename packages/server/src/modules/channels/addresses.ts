import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { resolveJwtSecret } from '../../secrets.ts';

/**
 * Signed names: the Reply-To address a conversation's e-mails carry
 * (reply+{id}.{signature}@MAIL_DOMAIN), the token of its unsubscribe link, and the envelope
 * sender of each message's e-mail (bounce+{message}.{signature}@MAIL_DOMAIN), where bounces go. The key is
 * derived with HKDF from the session secret, so an address can be neither guessed nor
 * forged for another conversation, and rotating the secret retires every old one.
 */
export interface ConversationSigner {
  replyAddress(conversationId: string): string;
  /** The conversation a reply address names, when its signature holds; else null. */
  conversationOfReplyAddress(address: string): string | null;
  /** The envelope sender of one message's e-mail: bounces come back to it (VERP). */
  bounceAddress(messageId: string): string;
  /** The message a bounce address names, when its signature holds; else null. */
  messageOfBounceAddress(address: string): string | null;
  unsubscribeToken(conversationId: string): string;
  /** The conversation an unsubscribe token names, when it holds; else null. */
  conversationOfUnsubscribeToken(token: string): string | null;
}

/** 80 bits of HMAC-SHA256, in hex: local parts are compared without case by some servers. */
const SIGNATURE_HEX = 20;
const UUID_HEX = /^[0-9a-f]{32}$/;
const SIGNATURE = new RegExp(`^[0-9a-f]{${SIGNATURE_HEX}}$`);

const compact = (uuid: string) => uuid.replaceAll('-', '').toLowerCase();
const expand = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;

export function conversationSigner(sessionSecret: string, mailDomain: string): ConversationSigner {
  const key = Buffer.from(
    hkdfSync('sha256', sessionSecret, 'porchlight', 'porchlight conversation addresses', 32),
  );
  const sign = (purpose: string, hex: string) =>
    createHmac('sha256', key).update(`${purpose}:${hex}`).digest('hex').slice(0, SIGNATURE_HEX);
  const verify = (purpose: string, value: string): string | null => {
    const [hex, signature] = value.toLowerCase().split('.');
    // Both checked as hex first: timingSafeEqual compares bytes, and a signature of as many
    // characters that are not all ASCII would be longer in bytes (and make it throw).
    if (!hex || !signature || !UUID_HEX.test(hex) || !SIGNATURE.test(signature)) return null;
    const expected = Buffer.from(sign(purpose, hex));
    return timingSafeEqual(expected, Buffer.from(signature)) ? expand(hex) : null;
  };
  const domain = mailDomain.toLowerCase();
  /** '<purpose>+<id>.<signature>@MAIL_DOMAIN' → the id, when it holds. */
  const verifyAddress = (purpose: 'reply' | 'bounce', address: string) => {
    const match = /^([a-z]+)\+([^@\s]{1,80})@([^@\s]+)$/i.exec(address.trim());
    if (match?.[1]?.toLowerCase() !== purpose || match[3]!.toLowerCase() !== domain) return null;
    return verify(purpose, match[2]!);
  };
  return {
    replyAddress(conversationId) {
      const hex = compact(conversationId);
      return `reply+${hex}.${sign('reply', hex)}@${domain}`;
    },
    conversationOfReplyAddress(address) {
      return verifyAddress('reply', address);
    },
    bounceAddress(messageId) {
      const hex = compact(messageId);
      return `bounce+${hex}.${sign('bounce', hex)}@${domain}`;
    },
    messageOfBounceAddress(address) {
      return verifyAddress('bounce', address);
    },
    unsubscribeToken(conversationId) {
      const hex = compact(conversationId);
      return `${hex}.${sign('unsubscribe', hex)}`;
    },
    conversationOfUnsubscribeToken(token) {
      return token.length > 80 ? null : verify('unsubscribe', token);
    },
  };
}

/** conversationSigner for this server's configuration. */
export const conversationSignerFor = (
  config: Pick<Config, 'jwtSecret' | 'dataDir' | 'mailDomain'>,
) => conversationSigner(resolveJwtSecret(config.jwtSecret, config.dataDir), config.mailDomain);
