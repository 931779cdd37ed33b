import { endpoints } from '@porchlight/contract';
import { normalizePhone } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, notFound } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { findPropertyById, findUnitOfProperty } from '../properties/index.ts';
import { callerRelation, recordCallRequest } from './calls.service.ts';

/**
 * A prospect or resident asks for a phone call about a property. The request is recorded
 * (the lead's Phone Calls list shows it) and the manager is e-mailed; with VAPI_API_KEY
 * set, a job places the call through Vapi in the same transaction (vapi.ts).
 */
export async function callRequestRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  route(
    app,
    endpoints.requestCall,
  )(async ({ body, session, request }) => {
    const phone = normalizePhone(body.phone);
    if (!phone) throw badRequest('Please enter a valid phone number.', 'phone');
    await hitRateLimits(db, [
      [`call:session:${session.subject}`, { max: 5, windowMs: 60 * 60_000 }],
      [`call:ip:${request.ip}`, config.limits.mailPerIp],
    ]);
    const property = await findPropertyById(db, body.propertyId);
    if (!property?.userId) throw notFound('Property');
    // A unit of another property (another manager's) would be recorded on the call.
    if (body.unitId && !(await findUnitOfProperty(db, body.unitId, property.id)))
      throw notFound('Unit');
    // The caller must have a relationship with this property: their lead, or their lease.
    const relation = await callerRelation(db, session, property.id);
    const phoneCallId = await recordCallRequest(db, config, {
      property: { id: property.id, userId: property.userId, address: property.address },
      unitId: body.unitId ?? null,
      ...relation,
      phone,
      caller: session,
    });
    return { status: 200, body: { phoneCallId } };
  });
}
