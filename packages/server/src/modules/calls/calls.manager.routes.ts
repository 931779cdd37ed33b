import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { toPhoneCallDetails } from './calls.mappers.ts';
import { findManagerCall } from './calls.queries.ts';

/** The manager's side of phone calls: the details behind a lead's Phone Calls dialog. */
export async function callManagerRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.getPhoneCall,
  )(async ({ params, session }) => {
    // A call belongs to the manager of the property it was asked about (set when recorded).
    const call = await findManagerCall(app.db, session.subject, params.phoneCallId);
    if (!call) throw notFound('Phone call');
    return { status: 200, body: toPhoneCallDetails(call) };
  });
}
