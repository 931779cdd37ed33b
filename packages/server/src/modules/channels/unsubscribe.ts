import type { FastifyInstance } from 'fastify';
import { escapeHtml, smallPage } from '../../http/small-page.ts';
import { conversationSignerFor } from './addresses.ts';
import { findUnsubscribeTarget, optOutOfEmail } from './channels.queries.ts';

/** The page style of every link opened from a mail (http/small-page.ts). */
const page = smallPage;

/**
 * The unsubscribe link of a conversation's e-mails (its token is signed: addresses.ts).
 * Opening it (GET) only asks — link scanners open links too — and its button, or a mail
 * client's one-click request (RFC 8058: POST with List-Unsubscribe=One-Click), stops
 * every further e-mail of the conversation, Athena's and the manager's.
 */
export function unsubscribeRoutes(app: FastifyInstance) {
  const signer = conversationSignerFor(app.config);
  const find = async (token: unknown) => {
    const conversationId =
      typeof token === 'string' ? signer.conversationOfUnsubscribeToken(token) : null;
    if (!conversationId) return null;
    return (await findUnsubscribeTarget(app.db, conversationId)) ?? null;
  };
  const notFound = page(
    'Link not valid',
    '<h1>This link is not valid</h1><p>It may have been copied only in part. Use the link at the end of the most recent e-mail.</p>',
  );

  app.get('/unsubscribe', async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const found = await find(token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!found) return reply.code(404).send(notFound);
    if (found.optedOut) {
      return page(
        'Unsubscribed',
        `<h1>You are unsubscribed</h1><p>You get no more e-mails about ${escapeHtml(found.address)}.</p>`,
      );
    }
    return page(
      'Unsubscribe',
      `<h1>Stop e-mails about ${escapeHtml(found.address)}?</h1>
<p>Athena and the property manager will not e-mail you about this home again.</p>
<form method="post" action="/unsubscribe?token=${encodeURIComponent(String(token))}"><button type="submit">Unsubscribe</button></form>`,
    );
  });

  app.post('/unsubscribe', async (request, reply) => {
    const { token } = request.query as { token?: unknown };
    const found = await find(token);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (!found) return reply.code(404).send(notFound);
    await optOutOfEmail(app.db, found.id);
    return page(
      'Unsubscribed',
      `<h1>You are unsubscribed</h1><p>You get no more e-mails about ${escapeHtml(found.address)}. You can still write in the chat whenever you like.</p>`,
    );
  });
}
