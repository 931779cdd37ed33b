import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { endpoints } from '@porchlight/contract';
import { unitPrice } from '@porchlight/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { checkoutSessions, subscriptions } from '../../db/schema/index.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Subscriptions and checkout. With no STRIPE_SECRET_KEY the local provider is used: the
 * checkout link completes at once when followed (docs/billing.md), so a fresh install can
 * subscribe with no payment account anywhere.
 */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app;

  route(
    app,
    endpoints.getSubscription,
  )(async ({ session }) => {
    const [row] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, session.subject));
    if (!row || row.quantity < 1)
      throw new HttpError(404, 'NO_SUBSCRIPTION', 'There is no subscription yet.');
    return {
      status: 200,
      body: {
        quantity: row.quantity,
        ...(row.price !== null ? { price: row.price } : {}),
        billingCycleAnchor: row.billingCycleAnchor,
      },
    };
  });

  route(
    app,
    endpoints.checkout,
  )(async ({ query, session }) => {
    if (config.stripe) {
      throw new HttpError(
        503,
        'UNAVAILABLE',
        'Card payments are not set up on this server yet. Please try again later.',
      );
    }
    const secret = randomBytes(32).toString('base64url');
    const [row] = await db
      .insert(checkoutSessions)
      .values({
        userId: session.subject,
        quantity: query.quantity,
        provider: 'local',
        secretHash: sha256(secret),
      })
      .returning({ id: checkoutSessions.id });
    if (!row) throw new Error('The checkout was not stored.');
    const url = new URL(`/api/v1/billing/local-checkout/${row.id}`, config.publicUrl);
    url.searchParams.set('secret', secret);
    // 303 with the url in the body and no Location header: fetch() hands it to the page.
    return { status: 303, body: { url: url.toString() } };
  });

  /** The local provider's "payment page": completes the checkout once, then lands on /settings. */
  app.get<{ Params: { id: string }; Querystring: { secret?: string } }>(
    '/api/v1/billing/local-checkout/:id',
    { schema: { hide: true } },
    async (request, reply) => {
      const settings = new URL('/settings', config.publicUrl);
      const { id } = request.params;
      const secret = request.query.secret ?? '';
      const valid = /^[0-9a-f-]{36}$/.test(id);
      const [checkout] = valid
        ? await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id))
        : [];
      if (!checkout || !sameHash(checkout.secretHash, sha256(secret))) {
        settings.searchParams.set('canceled', 'true');
        return reply.redirect(settings.toString(), 302);
      }
      await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(checkoutSessions)
          .set({ completedAt: new Date() })
          .where(and(eq(checkoutSessions.id, id), isNull(checkoutSessions.completedAt)))
          .returning();
        if (!claimed) return; // already completed: nothing changes twice
        const values = {
          quantity: claimed.quantity,
          price: unitPrice(claimed.quantity),
          billingCycleAnchor: Math.floor(Date.now() / 1000),
          provider: 'local',
        };
        await tx
          .insert(subscriptions)
          .values({ userId: claimed.userId, ...values })
          .onConflictDoUpdate({
            target: subscriptions.userId,
            set: { ...values, updatedAt: new Date() },
          });
      });
      settings.searchParams.set('success', 'true');
      return reply.redirect(settings.toString(), 302);
    },
  );
}
