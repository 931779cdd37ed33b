import { endpoints } from '@porchlight/contract';
import { MAX_LEASE_CHARACTERS, MAX_LEASE_FILE_BYTES } from '@porchlight/domain';
import type { FastifyInstance } from 'fastify';
import { isUuid } from '../../db/uuid.ts';
import { authenticate } from '../../http/auth.ts';
import { busy, HttpError } from '../../http/errors.ts';
import { route } from '../../http/route.ts';
import { findOwnedProperty } from '../properties/index.ts';
import { extractLeaseFile } from './lease-files.extract.ts';

/** Files read at once in this process; each has a thread of its own, held to 384 MB. */
const MAX_CONCURRENT_EXTRACTIONS = 2;

export const FILE_TOO_LARGE =
  'This file is larger than 10 MB, the largest lease file read. Upload a smaller file, or paste the text.';

/**
 * A lease file's text for review: the file itself is the body (raw bytes, not multipart — one
 * file and no other field, so a form encoding would only add a parser), read on a thread of
 * its own (lease-files.extract.ts). Nothing is stored: the manager reviews the text and saves
 * it through the lease upload (modules/properties/lease.routes.ts), the one path that keeps it.
 * Its own plugin, so its body parser and hooks reach no other route.
 */
export async function leaseFileRoutes(app: FastifyInstance): Promise<void> {
  let reading = 0;

  // Every body here is a file's bytes, whatever its Content-Type (the format is read from them).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: MAX_LEASE_FILE_BYTES },
    (_request, body, done) => done(null, body),
  );

  // Ten megabytes are read only for the manager who owns the property.
  app.addHook('onRequest', async (request) => {
    const session = await authenticate(request, endpoints.extractLeaseText.auth);
    const declared = Number(request.headers['content-length']);
    if (declared > MAX_LEASE_FILE_BYTES) {
      throw new HttpError(413, 'PAYLOAD_TOO_LARGE', FILE_TOO_LARGE, 'file');
    }
    const id = (request.params as { id?: string }).id ?? '';
    // A malformed id is the validator's 400; an unknown or foreign one is a 404 before the body.
    if (session && isUuid(id)) await findOwnedProperty(app.db, session.subject, id);
  });

  route(app, endpoints.extractLeaseText)(
    async ({ body, request }) => {
      const bytes = body as unknown;
      if (!Buffer.isBuffer(bytes) || bytes.length === 0) {
        throw new HttpError(400, 'VALIDATION', 'Choose a lease file to upload.', 'file');
      }
      if (reading >= MAX_CONCURRENT_EXTRACTIONS) throw busy();
      reading++;
      try {
        const outcome = await extractLeaseFile(bytes, MAX_LEASE_CHARACTERS);
        if (!outcome.ok) {
          if (outcome.detail) request.log.warn({ detail: outcome.detail }, 'lease file unread');
          throw new HttpError(
            outcome.status,
            outcome.status === 413 ? 'PAYLOAD_TOO_LARGE' : 'VALIDATION',
            outcome.message,
            'file',
          );
        }
        const { ok: _, ...text } = outcome;
        return { status: 200, body: text };
      } finally {
        reading--;
      }
    },
    { bodyLimit: MAX_LEASE_FILE_BYTES },
  );
}
