import { endpoints } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import type { BillingProvider } from './billing.provider.ts';
import { localBillingProvider } from './local.provider.ts';
import { stripeBillingProvider } from './stripe.provider.ts';
import { findSubscription } from './subscriptions.queries.ts';

/** Stripe when STRIPE_SECRET_KEY is set, else the local provider (docs/architecture.md). */
function chooseProvider(app: FastifyInstance): BillingProvider {
  return app.config.stripe
    ? stripeBillingProvider(app, app.config.stripe)
    : localBillingProvider(app.db, app.config.publicUrl);
}

/** The manager's subscription and checkout, through one billing provider. */
export async function billingRoutes(app: FastifyInstance): Promise<void> {
  const provider = chooseProvider(app);
  await provider.routes(app);

  route(
    app,
    endpoints.getSubscription,
  )(async ({ session }) => ({
    status: 200,
    body: await findSubscription(app.db, session.subject),
  }));

  route(
    app,
    endpoints.checkout,
  )(async ({ query, session }) => {
    const url = await provider.startCheckout({
      userId: session.subject,
      email: session.email,
      quantity: query.quantity,
    });
    // 303 with the url in the body and no Location header: fetch() hands it to the page.
    return { status: 303, body: { url } };
  });

  route(
    app,
    endpoints.openBillingPortal,
  )(async ({ session }) => {
    const request = { userId: session.subject, email: session.email };
    const url = provider.openPortal ? await provider.openPortal(request) : null;
    if (!url) {
      throw new HttpError(404, 'NO_BILLING_PORTAL', 'There is no billing account to manage yet.');
    }
    return { status: 200, body: { url } };
  });
}
