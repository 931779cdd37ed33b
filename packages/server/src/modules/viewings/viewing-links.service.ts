/** What the prospect's one-tap links do (viewing-links.routes.ts draws their pages). */
import { now } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/connection.ts';
import { signedInChatUrl } from '../conversations/index.ts';
import type { FollowUpContext } from './follow-ups.queries.ts';
import { chatOf } from './follow-ups.service.ts';
import { findViewingById, setViewingConfirmedAt } from './viewings.queries.ts';
import { cancelViewing, lockProperty } from './viewings.service.ts';

/** The prospect is coming: confirmedAt is set once (confirming again keeps the first). */
export async function confirmViewing(db: DbOrTx, c: FollowUpContext): Promise<void> {
  await setViewingConfirmedAt(db, c.viewing.id, c.viewing.confirmedAt ?? now());
}

/**
 * The prospect cancels, under the property's lock as every booking change: false when it was
 * cancelled or moved meanwhile (nothing done).
 */
export async function cancelByProspect(app: FastifyInstance, c: FollowUpContext) {
  return app.db.transaction(async (tx) => {
    const property = await lockProperty(tx, c.propertyId);
    const viewing = await findViewingById(tx, c.viewing.id);
    if (!viewing || viewing.startsAt.getTime() !== c.viewing.startsAt.getTime()) return false;
    await cancelViewing(app, tx, viewing, property, 'prospect');
    return true;
  });
}

/**
 * The prospect's chat with the picker open, signing them in once as this very lead (a
 * texting prospect has no address to sign in with otherwise); booking there moves the viewing.
 */
export const rescheduleLink = (app: FastifyInstance, c: FollowUpContext): Promise<string> =>
  signedInChatUrl(app, chatOf(c), { book: true });
