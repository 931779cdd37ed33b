import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { conversations, properties } from '../../db/schema/index.ts';
import { conversationSignerFor } from './addresses.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A small page of its own: the link is opened from a mail, outside the dashboard and the chat. */
const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:48px 20px;background:#f8f9fa;color:#212529}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 1px 3px rgba(0,0,0,.1)}
h1{font-size:22px;margin:0 0 12px}button{font:inherit;padding:10px 20px;border:0;border-radius:6px;background:#1c7ed6;color:#fff;cursor:pointer;min-height:44px}
button:focus-visible{outline:3px solid #74c0fc;outline-offset:2px}</style></head>
<body><main>${body}</main></body></html>`;

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
    const [row] = await app.db
      .select({
        id: conversations.id,
        address: properties.address,
        optedOut: conversations.emailOptedOutAt,
      })
      .from(conversations)
      .innerJoin(properties, eq(properties.id, conversations.propertyId))
      .where(eq(conversations.id, conversationId));
    return row ?? null;
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
    await app.db
      .update(conversations)
      .set({ emailOptedOutAt: sql`coalesce(${conversations.emailOptedOutAt}, now())` })
      .where(eq(conversations.id, found.id));
    return page(
      'Unsubscribed',
      `<h1>You are unsubscribed</h1><p>You get no more e-mails about ${escapeHtml(found.address)}. You can still write in the chat whenever you like.</p>`,
    );
  });
}
