import { BlockedUrlError, safeFetch } from '../../http/safe-fetch.ts';

/** What one read of a calendar's address gave: its text, "unchanged", or why it failed. */
export type FetchOutcome =
  | { kind: 'calendar'; text: string; etag: string | null; lastModified: string | null }
  | { kind: 'unchanged' }
  | { kind: 'failed'; error: string };

/** A calendar answers well within this; a slower one is tried again at the next refresh. */
export const FETCH_TIMEOUT_MS = 10_000;
/** The largest calendar read: a busy person's years of events fit in a few hundred KB. */
export const FETCH_MAX_BYTES = 5 * 1024 * 1024;

export const FAILURES = {
  tooLarge: 'That calendar is larger than 5 MB, the most Porchlight reads.',
  privateAddress:
    'That address leads to a private or local network, which Porchlight does not read.',
  tooManyRedirects: 'That address sent Porchlight from one place to another too many times.',
  timeout: 'The calendar did not answer within 10 seconds.',
  unreachable: 'The calendar could not be reached. Check the address, or try again later.',
  status: (code: number) =>
    `The calendar's server answered ${code}. Check that the secret address is still the current one.`,
} as const;

/** A header's single value, or null. */
const one = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) ?? null;

/** A failure of the outbound guard or of the network, as a sentence a manager can act on. */
export function failureOf(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (error instanceof BlockedUrlError) {
    if (/larger than/.test(message)) return FAILURES.tooLarge;
    if (/redirects/.test(message)) return FAILURES.tooManyRedirects;
    return FAILURES.privateAddress;
  }
  const code = /answered (\d{3})/.exec(message)?.[1];
  if (code) return FAILURES.status(Number(code));
  const name = error instanceof Error ? error.name : '';
  const cause = (error as { code?: string } | null)?.code ?? '';
  if (name === 'TimeoutError' || name === 'AbortError' || /TIMEOUT/.test(cause)) {
    return FAILURES.timeout;
  }
  return FAILURES.unreachable;
}

/**
 * Reads a calendar's address through the outbound guard (public addresses only, every
 * redirect checked again, 10 s, 5 MB read as a stream), asking only for a change since the
 * copy in use when validators are given (304: unchanged).
 */
export async function fetchCalendar(
  url: string,
  validators: { etag: string | null; lastModified: string | null } | null,
  allowLoopback: boolean,
): Promise<FetchOutcome> {
  const headers: Record<string, string> = { accept: 'text/calendar, text/plain;q=0.5, */*;q=0.1' };
  if (validators?.etag) headers['if-none-match'] = validators.etag;
  if (validators?.lastModified) headers['if-modified-since'] = validators.lastModified;
  try {
    const page = await safeFetch(url, {
      allowLoopback,
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: FETCH_MAX_BYTES,
      headers,
    });
    if (page.status === 304) {
      return validators ? { kind: 'unchanged' } : { kind: 'failed', error: FAILURES.status(304) };
    }
    if (page.status >= 300) return { kind: 'failed', error: FAILURES.status(page.status) };
    return {
      kind: 'calendar',
      text: page.body,
      etag: one(page.headers.etag),
      lastModified: one(page.headers['last-modified']),
    };
  } catch (error) {
    return { kind: 'failed', error: failureOf(error) };
  }
}
