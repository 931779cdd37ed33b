import { endpoints, UploadLeaseSchema } from '@porchlight/contract';
import type { FastifyInstance } from 'fastify';
import { authenticate } from '../../http/auth.ts';
import { HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { replaceLease } from './lease.service.ts';

/** The contract's cap, counted as the validator counts: in code points. */
export const MAX_LEASE_CHARACTERS =
  (UploadLeaseSchema.properties.text as { maxLength?: number }).maxLength ?? 2_000_000;

/**
 * The body limit that admits any text of MAX_LEASE_CHARACTERS: in JSON one character takes
 * at most 6 bytes (a \u00XX escape; an astral character is 4 bytes of UTF-8 for one code
 * point), plus room for the envelope. Anything larger is refused with 413 before parsing.
 */
export const LEASE_BODY_LIMIT = MAX_LEASE_CHARACTERS * 6 + 1024;

function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** The lease upload: its own plugin, so that its hooks and body limit reach no other route. */
export async function leaseRoutes(app: FastifyInstance): Promise<void> {
  // A body of megabytes is read only for a signed-in manager: check the session before it.
  app.addHook('onRequest', async (request) => {
    await authenticate(request, endpoints.uploadLease.auth);
  });
  // Too long a text is too large a payload (413, as for the body limit), not a bad field.
  app.addHook('preValidation', async (request) => {
    const text = (request.body as { text?: unknown } | undefined)?.text;
    if (
      typeof text === 'string' &&
      text.length > MAX_LEASE_CHARACTERS &&
      codePoints(text) > MAX_LEASE_CHARACTERS
    ) {
      throw new HttpError(
        413,
        'PAYLOAD_TOO_LARGE',
        `The lease text is too long: at most ${MAX_LEASE_CHARACTERS.toLocaleString('en-US')} characters.`,
        'text',
      );
    }
  });

  route(app, endpoints.uploadLease)(
    async ({ params, body, session }) => {
      await replaceLease(app.db, session.subject, params.id, body.text);
      return { status: 200, body: { ok: true } };
    },
    { bodyLimit: LEASE_BODY_LIMIT },
  );
}
