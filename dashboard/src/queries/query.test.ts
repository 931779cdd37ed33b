import { describe, expect, it } from 'vitest';
import { ApiError, createQueryClient, isRetryable, okBody } from './query.ts';

describe('okBody', () => {
  it('answers the body of a 2xx result', async () => {
    expect(await okBody(Promise.resolve({ status: 200 as const, body: { id: 'p1' } }))).toEqual({
      id: 'p1',
    });
    expect(await okBody(Promise.resolve({ status: 201 as const, body: 'made' }))).toBe('made');
  });

  it('throws an ApiError carrying the status of any other result', async () => {
    for (const status of [0, 400, 401, 404, 500]) {
      const failed = okBody(Promise.resolve({ status, body: null }));
      await expect(failed).rejects.toBeInstanceOf(ApiError);
      await expect(failed).rejects.toMatchObject({ status });
    }
  });
});

describe('the retry policy', () => {
  const retry = createQueryClient().getDefaultOptions().queries?.retry;
  const retries = (error: unknown, failures = 0) =>
    typeof retry === 'function' ? retry(failures, error as Error) : retry;

  it('asks again after no answer or a server error the client does not repeat itself', () => {
    for (const status of [0, 500, 502, 504]) expect(isRetryable(new ApiError(status))).toBe(true);
    expect(retries(new ApiError(502))).toBe(true);
  });

  it('never after what the client retried already (408, 429, 503), a 4xx, or a code exception', () => {
    for (const status of [408, 429, 503, 400, 401, 402, 403, 404, 409]) {
      expect(isRetryable(new ApiError(status))).toBe(false);
      expect(retries(new ApiError(status))).toBe(false);
    }
    expect(retries(new TypeError('x is undefined'))).toBe(false);
  });

  it('gives up after two retries', () => {
    expect(retries(new ApiError(500), 1)).toBe(true);
    expect(retries(new ApiError(500), 2)).toBe(false);
  });
});
