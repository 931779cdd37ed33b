import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { resolveJwtSecret } from '../../secrets.ts';

/**
 * The one-tap links of a viewing's reminders and of its agent's mail: Confirm, Reschedule and
 * Cancel for the prospect, Shown and No-show for whoever showed it. Each link does one thing
 * to one viewing at one time, and ends after the viewing.
 */
export const VIEWING_LINK_ACTIONS = [
  'confirm',
  'reschedule',
  'cancel',
  'shown',
  'no-show',
] as const;
export type ViewingLinkAction = (typeof VIEWING_LINK_ACTIONS)[number];

/** What a link's token holds, once its signature holds. */
export interface ViewingLinkClaim {
  action: ViewingLinkAction;
  viewingId: string;
  /** The viewing's start when the link was made: a link of a time since moved does nothing. */
  start: Date;
  /** When the link ends. */
  expires: Date;
}

const DAY_MS = 24 * 60 * 60_000;
/** The agent's Shown and No-show links last a week past the viewing's end (a late mail). */
const AGENT_LINK_DAYS = 7;
/** 128 bits of HMAC-SHA256, in hex. */
const SIGNATURE_HEX = 32;
const TOKEN =
  /^([0-9a-f]{32})\.([a-z-]{4,10})\.([0-9a-z]{1,12})\.([0-9a-z]{1,12})\.([0-9a-f]{32})$/;

const compact = (uuid: string) => uuid.replaceAll('-', '').toLowerCase();
const expand = (hex: string) =>
  `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
const seconds = (date: Date) => Math.floor(date.getTime() / 1000).toString(36);

export interface ViewingLinks {
  /** The link's address: /viewing/<action>?token=… under the public URL. */
  link(action: ViewingLinkAction, viewing: { id: string; startsAt: Date; endsAt: Date }): string;
  /** The claim of a token whose signature holds (expired or not); null when forged or altered. */
  read(action: ViewingLinkAction, token: unknown): ViewingLinkClaim | null;
}

/**
 * Viewing links signed with a key derived (HKDF) from the session secret, as the
 * conversation addresses are: a link can be neither guessed nor altered to another viewing,
 * action or time, and rotating the secret retires every old one. Nothing is stored.
 */
export function viewingLinks(sessionSecret: string, publicUrl: string): ViewingLinks {
  const key = Buffer.from(
    hkdfSync('sha256', sessionSecret, 'porchlight', 'porchlight viewing links', 32),
  );
  const sign = (body: string) =>
    createHmac('sha256', key).update(body).digest('hex').slice(0, SIGNATURE_HEX);
  return {
    link(action, viewing) {
      const expires =
        action === 'shown' || action === 'no-show'
          ? new Date(viewing.endsAt.getTime() + AGENT_LINK_DAYS * DAY_MS)
          : viewing.endsAt;
      const body = `${compact(viewing.id)}.${action}.${seconds(viewing.startsAt)}.${seconds(expires)}`;
      const url = new URL(`/viewing/${action}`, publicUrl);
      url.searchParams.set('token', `${body}.${sign(body)}`);
      return url.toString();
    },
    read(action, token) {
      if (typeof token !== 'string' || token.length > 120) return null;
      const match = TOKEN.exec(token);
      if (!match || match[2] !== action) return null;
      const body = token.slice(0, token.lastIndexOf('.'));
      // Both are hex of one length: timingSafeEqual compares their bytes.
      if (!timingSafeEqual(Buffer.from(sign(body)), Buffer.from(match[5]!))) return null;
      return {
        action,
        viewingId: expand(match[1]!),
        start: new Date(Number.parseInt(match[3]!, 36) * 1000),
        expires: new Date(Number.parseInt(match[4]!, 36) * 1000),
      };
    },
  };
}

/** viewingLinks for this server's configuration. */
export const viewingLinksFor = (config: Pick<Config, 'jwtSecret' | 'dataDir' | 'publicUrl'>) =>
  viewingLinks(resolveJwtSecret(config.jwtSecret, config.dataDir), config.publicUrl);
