import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { resolveJwtSecret } from '../../secrets.ts';

/**
 * Signed names for one conversation: the Reply-To address its e-mails carry
 * (reply+{id}.{signature}@MAIL_DOMAIN) and the token of its unsubscribe link. The key is
 * derived with HKDF from the session secret, so an address can be neither guessed nor
 * forged for another conversation, and rotating the secret retires every old one.
 */
export interface ConversationSigner {
  replyAddress(conversationId: string): string;
  /** The conversation a reply address names, when its signature holds; else null. */
  conversationOfReplyAddress(address: string): string | null;
  unsubscribeToken(conversationId: string): string;
  /** The conversation an unsubscribe token names, when it holds; else null. */
  conversationOfUnsubscribeToken(token: string): string | null;
}

/** 80 bits of HMAC-SHA256, in hex: local parts are compared without case by some servers. */
const SIGNATURE_HEX = 20;
const UUID_HEX = /^[0-9a-f]{32}$/;

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
    if (!hex || !signature || !UUID_HEX.test(hex) || signature.length !== SIGNATURE_HEX) {
      return null;
    }
    const expected = Buffer.from(sign(purpose, hex));
    return timingSafeEqual(expected, Buffer.from(signature)) ? expand(hex) : null;
  };
  const domain = mailDomain.toLowerCase();
  return {
    replyAddress(conversationId) {
      const hex = compact(conversationId);
      return `reply+${hex}.${sign('reply', hex)}@${domain}`;
    },
    conversationOfReplyAddress(address) {
      const match = /^reply\+([^@\s]{1,80})@([^@\s]+)$/i.exec(address.trim());
      if (!match || match[2]!.toLowerCase() !== domain) return null;
      return verify('reply', match[1]!);
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
