/**
 * The manager's agenda: the span it may show, and booking or cancelling a lead's viewing
 * by hand. Both take the property's lock, as every booking does (viewings.service.ts).
 */
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.ts';
import {
  findInterestById,
  findOwnedLeadProperty,
  findOwnedViewingProperty,
  findViewingById,
  resolveViewingRequests,
} from './viewings.queries.ts';
import { bookViewing, cancelViewing, lockProperty } from './viewings.service.ts';

const DAY_MS = 24 * 60 * 60_000;
/** The agenda's default span, and the longest one asked at once. */
const DEFAULT_DAYS = 14;
const MAX_DAYS = 92;

/** The agenda's span: from now (or `from`) for two weeks (or to `to`); 400 when too long or reversed. */
export function agendaSpan(query: { from?: string | undefined; to?: string | undefined }) {
  const from = query.from ? new Date(query.from) : new Date();
  const to = query.to ? new Date(query.to) : new Date(from.getTime() + DEFAULT_DAYS * DAY_MS);
  if (to.getTime() <= from.getTime()) throw badRequest('`to` must be after `from`.', 'to');
  if (to.getTime() - from.getTime() > MAX_DAYS * DAY_MS) {
    throw badRequest(`Ask for at most ${MAX_DAYS} days at once.`, 'to');
  }
  return { from, to };
}

/**
 * Books the manager's lead a viewing at `start` (or moves its upcoming one), and closes the
 * lead's open viewing requests as booked. 404 unless the lead is in one of their properties.
 */
export async function bookLeadViewing(
  app: FastifyInstance,
  userId: string,
  leadId: string,
  start: Date,
): Promise<string> {
  return app.db.transaction(async (tx) => {
    const owned = await findOwnedLeadProperty(tx, userId, leadId);
    if (!owned) throw notFound('Lead');
    const property = await lockProperty(tx, owned.propertyId);
    const interest = await findInterestById(tx, leadId);
    if (!interest) throw notFound('Lead');
    const booked = await bookViewing(app, tx, {
      interest,
      property,
      start,
      unitId: interest.unitId,
      by: 'manager',
    });
    // What the prospect asked for by text is now a booking.
    await resolveViewingRequests(tx, interest.id);
    return booked.id;
  });
}

/** Cancels a viewing in one of the manager's properties; 404 for anyone else's. */
export async function cancelOwnedViewing(
  app: FastifyInstance,
  userId: string,
  viewingId: string,
): Promise<void> {
  await app.db.transaction(async (tx) => {
    const owned = await findOwnedViewingProperty(tx, userId, viewingId);
    if (!owned) throw notFound('Viewing');
    const property = await lockProperty(tx, owned.propertyId);
    const viewing = await findViewingById(tx, viewingId);
    if (!viewing) throw notFound('Viewing');
    await cancelViewing(app, tx, viewing, property);
  });
}
