import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** One encoding of a file, as it is sent. */
interface Variant {
  body: Buffer;
  encoding: 'br' | 'gzip' | null;
}

interface Entry {
  mtimeMs: number;
  etag: string;
  variants: Partial<Record<'br' | 'gzip' | 'identity', Variant>>;
}

/** A flat file name of a built script (no path, no dot file). */
const SCRIPT = /^[a-z0-9][a-z0-9.-]*\.js$/i;

/** The encoding to send: brotli, then gzip, where the client takes it and the build made it. */
function pick(entry: Entry, accepted: string): Variant | undefined {
  if (/\bbr\b/.test(accepted) && entry.variants.br) return entry.variants.br;
  if (/\bgzip\b/.test(accepted) && entry.variants.gzip) return entry.variants.gzip;
  return entry.variants.identity;
}

const readIf = (path: string) => {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
};

/**
 * The widget's scripts, read once and sent from memory: they are fetched by every page that
 * embeds the chat, on the same thread that answers the chats' polls, and a file system read
 * per request cost several times the request itself (docs/performance.md). A file is read
 * again when its modification time changes (a new build under a running server). Each is
 * sent as the build compressed it (.br, .gz) with a weak ETag and a 304 when it matches.
 * Returns false for what it does not serve (not a flat .js name, or no such file).
 */
export function memoryFiles(dir: string) {
  const cache = new Map<string, Entry>();

  const load = (file: string): Entry | undefined => {
    let mtimeMs: number;
    let size: number;
    try {
      ({ mtimeMs, size } = statSync(join(dir, file)));
    } catch {
      cache.delete(file);
      return undefined;
    }
    const known = cache.get(file);
    if (known && known.mtimeMs === mtimeMs) return known;
    const identity = readIf(join(dir, file));
    if (!identity) return undefined;
    const br = readIf(join(dir, `${file}.br`));
    const gzip = readIf(join(dir, `${file}.gz`));
    const entry: Entry = {
      mtimeMs,
      etag: `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`,
      variants: {
        identity: { body: identity, encoding: null },
        ...(br ? { br: { body: br, encoding: 'br' as const } } : {}),
        ...(gzip ? { gzip: { body: gzip, encoding: 'gzip' as const } } : {}),
      },
    };
    cache.set(file, entry);
    return entry;
  };

  return (request: FastifyRequest, reply: FastifyReply, file: string, cacheControl: string) => {
    if (!SCRIPT.test(file)) return false;
    const entry = load(file);
    if (!entry) return false;
    reply
      .header('cache-control', cacheControl)
      .header('etag', entry.etag)
      .header('vary', 'accept-encoding')
      .type('text/javascript; charset=utf-8');
    if (request.headers['if-none-match'] === entry.etag) {
      reply.code(304).send();
      return true;
    }
    const variant = pick(entry, String(request.headers['accept-encoding'] ?? ''));
    if (!variant) return false;
    if (variant.encoding) reply.header('content-encoding', variant.encoding);
    reply.send(variant.body);
    return true;
  };
}
