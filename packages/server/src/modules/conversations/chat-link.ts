/**
 * The prospect's chat about a property as a link to send them (a text, a reminder, a
 * follow-up): with their address filled in when they have one of their own, the picker open
 * when asked, and, for a prospect who cannot sign in by e-mail (known by their number) or
 * who should land in their very lead, a single-use sign-in.
 */
import { isSmsPlaceholderEmail } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { issueMagicLink } from '../auth/index.ts';

export interface ChatOf {
  propertyId: string;
  unitId: string | null;
  /** The prospect's address (an SMS placeholder is not filled in unless signing in). */
  email: string | null;
}

/**
 * How long a sent chat link signs its prospect in: a text or a reminder is read later than
 * an e-mailed sign-in link (15 minutes) would last.
 */
export const CHAT_SIGN_IN_MS = 24 * 60 * 60_000;

/** /chat for the property (and unit), with the prospect's own address; `book` opens the picker. */
export function prospectChatUrl(publicUrl: string, to: ChatOf, { book = false } = {}): URL {
  const chat = new URL('/chat', publicUrl);
  chat.searchParams.set('propertyId', to.propertyId);
  if (to.unitId) chat.searchParams.set('unitId', to.unitId);
  if (to.email && !isSmsPlaceholderEmail(to.email)) chat.searchParams.set('email', to.email);
  if (book) chat.searchParams.set('book', '1');
  return chat;
}

/** {@link prospectChatUrl} that signs its prospect in once, as this very lead (a day). */
export async function signedInChatUrl(
  app: FastifyInstance,
  to: ChatOf & { email: string },
  options: { book?: boolean } = {},
): Promise<string> {
  const { token } = await issueMagicLink(
    app.db,
    to.email,
    'tenant',
    { propertyId: to.propertyId, unitId: to.unitId },
    new Date(),
    CHAT_SIGN_IN_MS,
  );
  const chat = prospectChatUrl(app.config.publicUrl, to, options);
  chat.searchParams.set('token', token);
  chat.searchParams.set('email', to.email);
  return chat.toString();
}
