import { endpoints } from '@porchlight/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { phoneCalls } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { toPhoneCallDetails } from './calls.mappers.ts';

/** The manager's side of phone calls: the details behind a lead's Phone Calls dialog. */
export async function callManagerRoutes(app: FastifyInstance): Promise<void> {
  route(
    app,
    endpoints.getPhoneCall,
  )(async ({ params, session }) => {
    // A call belongs to the manager of the property it was asked about (set when recorded).
    const [call] = await app.db
      .select()
      .from(phoneCalls)
      .where(
        and(eq(phoneCalls.phoneCallId, params.phoneCallId), eq(phoneCalls.userId, session.subject)),
      );
    if (!call) throw notFound('Phone call');
    return { status: 200, body: toPhoneCallDetails(call) };
  });
}
