import { randomBytes } from 'node:crypto';
import { endpoints } from '@porchlight/contract';
import { formatPhone, normalizePhone } from '@porchlight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  phoneCalls,
  properties,
  tenantLeases,
  tenantPropertyInterests,
  units,
  users,
} from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { hitRateLimits } from '../../http/rate-limit.ts';
import { route } from '../../http/route.ts';
import { enqueue } from '../../jobs/queue.ts';
import { queueMail } from '../../mail/outbox.ts';
import { raiseAttention } from '../attention/attention.service.ts';
import { appendMessage } from '../chat/conversation.store.ts';
import { emitWebhookEvent } from '../webhooks/events.ts';
import { PLACE_CALL_TASK } from './vapi.ts';

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
    const [property] = await db.select().from(properties).where(eq(properties.id, body.propertyId));
    if (!property?.userId) throw notFound('Property');
    // A unit of another property (another manager's) would be recorded on the call.
    if (body.unitId) {
      const [unit] = await db
        .select({ id: units.id })
        .from(units)
        .where(and(eq(units.id, body.unitId), eq(units.propertyId, property.id)));
      if (!unit) throw notFound('Unit');
    }

    // The caller must have a relationship with this property: their lead, or their lease.
    let interestId: string | null = null;
    let conversationId: string | null = null;
    if (session.audience === 'tenant') {
      const [interest] = await db
        .select({
          id: tenantPropertyInterests.id,
          conversationId: tenantPropertyInterests.conversationId,
        })
        .from(tenantPropertyInterests)
        .where(
          and(
            eq(tenantPropertyInterests.propertyId, property.id),
            eq(tenantPropertyInterests.potentialTenantId, session.subject),
          ),
        );
      if (!interest) throw notFound('Property');
      interestId = interest.id;
      conversationId = interest.conversationId;
    } else {
      const [lease] = await db
        .select({ id: tenantLeases.id })
        .from(tenantLeases)
        .where(
          and(eq(tenantLeases.propertyId, property.id), eq(tenantLeases.tenantId, session.subject)),
        );
      if (!lease) throw notFound('Property');
    }

    const phoneCallId = `call_${randomBytes(12).toString('base64url')}`;
    await db.transaction(async (tx) => {
      await tx.insert(phoneCalls).values({
        phoneCallId,
        userId: property.userId as string,
        propertyId: property.id,
        unitId: body.unitId ?? null,
        interestId,
        phoneNumber: phone,
      });
      if (interestId) {
        await tx
          .update(tenantPropertyInterests)
          .set({ phone, updatedAt: new Date() })
          .where(eq(tenantPropertyInterests.id, interestId));
      }
      if (config.vapi) await enqueue(tx, PLACE_CALL_TASK, { phoneCallId }, { maxAttempts: 5 });
      await emitWebhookEvent(tx, {
        type: 'call.requested',
        propertyId: property.id,
        unitId: body.unitId ?? null,
        data: {
          phoneCallId,
          leadId: interestId,
          caller: session.audience === 'tenant' ? 'prospect' : 'resident',
          email: session.email,
          phoneNumber: phone,
        },
      });
      const caller = session.audience === 'tenant' ? 'prospect' : 'resident';
      if (!config.vapi) {
        // Nobody calls automatically: the request waits under Needs attention for the
        // manager to call and record the outcome (called back, no answer).
        await raiseAttention(tx, {
          kind: 'CALL_REQUEST',
          text: `Please call ${formatPhone(phone)} (${caller}, ${session.email}).`,
          propertyId: property.id,
          interestId,
          unitId: body.unitId ?? null,
        });
        // Honest about who calls: a person, as soon as they can, not an automatic call now.
        if (conversationId) {
          await appendMessage(
            tx,
            conversationId,
            'assistant',
            `Thank you! I've asked the property manager to call you at ${formatPhone(phone)}. They'll call you as soon as they can.`,
          );
        }
        return;
      }
      const [manager] = await tx
        .select()
        .from(users)
        .where(eq(users.id, property.userId as string));
      if (manager) {
        await queueMail(tx, {
          to: manager.email,
          subject: `Call requested: ${property.address}`,
          text: `A ${caller} (${session.email}) asked for a phone call about ${property.address}; Athena is placing the call now.\n\nTheir number: ${formatPhone(phone)}.\n\nSee your leads: ${config.publicUrl}/leads\n\n— Porchlight`,
        });
      }
    });
    return { status: 200, body: { phoneCallId } };
  });
}
