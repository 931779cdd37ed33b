import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { Agent, request } from 'undici';

export class BlockedUrlError extends Error {
  override name = 'BlockedUrlError';
}

export interface SafeFetchOptions {
  /** Test-only: allow loopback addresses (OUTBOUND_ALLOW_LOOPBACK), never private or metadata ones. */
  allowLoopback?: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  /** Extra request headers (an `accept` of the caller's, conditional-request validators). */
  headers?: Record<string, string>;
}

const USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 PorchlightImporter/1.0';

/** Only public unicast addresses; loopback too when a test asks. */
export function isAllowedAddress(address: string, allowLoopback = false): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

/** Checks the scheme and credentials of a URL before any connection is made. */
export function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new BlockedUrlError('The address is not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new BlockedUrlError('Only http and https pages can be imported.');
  if (url.username || url.password)
    throw new BlockedUrlError('Addresses with credentials are not accepted.');
  return url;
}

/** Every address a name resolved to may be reached (one private address refuses the name). */
const allAllowed = (addresses: LookupAddress[], allowLoopback: boolean) =>
  addresses.length > 0 && addresses.every((a) => isAllowedAddress(a.address, allowLoopback));

/** Why a URL may never be reached: not http(s) or with credentials, private, or unknown to DNS. */
export type UrlRefusal = 'not-http' | 'private' | 'unresolved';

/**
 * Checks, before it is saved, a URL that will be reached later (a webhook URL) by the rules
 * every request here obeys: {@link checkUrl}, and every address of its host public (a literal
 * IP as it is, a name as DNS answers now). Answers null when it may be reached. The checks at
 * connect time still run on every request, since a name may resolve elsewhere later.
 */
export async function urlRefusal(raw: string, allowLoopback = false): Promise<UrlRefusal | null> {
  let url: URL;
  try {
    url = checkUrl(raw);
  } catch {
    return 'not-http';
  }
  try {
    checkLiteralHost(url, allowLoopback);
  } catch {
    return 'private';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host)) return null;
  const addresses = await new Promise<LookupAddress[] | null>((resolve) =>
    dnsLookup(host, { all: true }, (error, found) => resolve(error ? null : found)),
  );
  if (!addresses) return 'unresolved';
  return allAllowed(addresses, allowLoopback) ? null : 'private';
}

/**
 * A DNS lookup that refuses private, loopback, link-local and metadata addresses. It runs
 * at connect time inside the HTTP client, so a name that resolves somewhere else on the
 * second lookup (DNS rebinding) is refused too, unlike a pre-flight check.
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 4);
      const list = addresses as unknown as LookupAddress[];
      if (!allAllowed(list, allowLoopback)) {
        return callback(
          new BlockedUrlError(`${hostname} resolves to an address that cannot be fetched.`),
          '',
          4,
        );
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0]!;
      callback(null, first.address, first.family);
    });
  };
}

/** A literal IP in a URL never goes through DNS: refuse a private one before connecting. */
function checkLiteralHost(url: URL, allowLoopback: boolean): void {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (ipaddr.isValid(host) && !isAllowedAddress(host, allowLoopback)) {
    throw new BlockedUrlError('That address cannot be fetched.');
  }
}

/**
 * POSTs a body to a URL someone else chose (a manager's webhook URL) with the same checks
 * as {@link safeFetch}: http(s), no credentials, public addresses checked at connect time.
 * Redirects are not followed (a redirect is an answer, and a failed delivery). Answers the
 * status code; reads at most 64 KB of the answer and throws on network errors and timeouts.
 */
export async function safePost(
  raw: string,
  body: string,
  headers: Record<string, string>,
  options: Pick<SafeFetchOptions, 'allowLoopback' | 'timeoutMs'> = {},
): Promise<{ status: number }> {
  const allowLoopback = options.allowLoopback ?? false;
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(allowLoopback) } });
  try {
    const url = checkUrl(raw);
    checkLiteralHost(url, allowLoopback);
    const response = await request(url, {
      dispatcher,
      signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      method: 'POST',
      headers,
      body,
    });
    let read = 0;
    for await (const chunk of response.body) {
      read += (chunk as Buffer).length;
      if (read > 64 * 1024) {
        await response.body.destroy();
        break;
      }
    }
    return { status: response.statusCode };
  } finally {
    await dispatcher.close();
  }
}

/** What {@link safeFetch} read: the final URL, the body, and the answer's status and headers. */
export interface SafeFetchResult {
  url: string;
  body: string;
  contentType: string;
  /** 2xx, or 304 when the caller sent validators and the page has not changed (empty body). */
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * Fetches a page from the internet (the listing import, busy-time calendars), safely:
 * http(s) only, no credentials, every hop's address checked at connect time, at most 5
 * redirects, a 10 s timeout, a 5 MB cap read as a stream (a larger answer is cut off, never
 * buffered whole), and a browser-like user agent.
 */
export async function safeFetch(
  raw: string,
  options: SafeFetchOptions = {},
): Promise<SafeFetchResult> {
  const allowLoopback = options.allowLoopback ?? false;
  const maxBytes = options.maxBytes ?? 5 * 1024 * 1024;
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(allowLoopback) } });
  const signal = AbortSignal.timeout(options.timeoutMs ?? 10_000);
  try {
    let url = checkUrl(raw);
    for (let hop = 0; hop <= (options.maxRedirects ?? 5); hop++) {
      checkLiteralHost(url, allowLoopback);
      const response = await request(url, {
        dispatcher,
        signal,
        method: 'GET',
        headers: {
          'user-agent': USER_AGENT,
          accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
          ...options.headers,
        },
      });
      if (response.statusCode >= 300 && response.statusCode < 400 && response.headers.location) {
        await response.body.dump();
        url = checkUrl(new URL(String(response.headers.location), url).toString());
        continue;
      }
      if (response.statusCode >= 400) {
        await response.body.dump();
        throw new Error(`The page answered ${response.statusCode}.`);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of response.body) {
        size += (chunk as Buffer).length;
        if (size > maxBytes) {
          await response.body.destroy();
          throw new BlockedUrlError('The page is larger than 5 MB.');
        }
        chunks.push(chunk as Buffer);
      }
      return {
        url: url.toString(),
        body: Buffer.concat(chunks).toString('utf8'),
        contentType: String(response.headers['content-type'] ?? ''),
        status: response.statusCode,
        headers: response.headers,
      };
    }
    throw new BlockedUrlError('Too many redirects.');
  } finally {
    await dispatcher.close();
  }
}
