import { describe, expect, it, vi } from 'vitest';
import { creationTexts, pollUntilClaimed } from './creation-poll.ts';

const signal = () => new AbortController().signal;

describe('pollUntilClaimed', () => {
  it('stops at the first CLAIMED answer', async () => {
    const check = vi
      .fn()
      .mockResolvedValueOnce({ status: 200, body: { status: 'PROCESSING' } })
      .mockResolvedValue({ status: 200, body: { status: 'CLAIMED' } });
    expect(await pollUntilClaimed(check, { signal: signal(), intervalMs: 0 })).toBe('claimed');
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('times out after 30 checks by default', async () => {
    const check = vi.fn().mockResolvedValue({ status: 200, body: { status: 'PROCESSING' } });
    expect(await pollUntilClaimed(check, { signal: signal(), intervalMs: 0 })).toBe('timeout');
    expect(check).toHaveBeenCalledTimes(30);
  });

  it('ends as an error on a failed check and as aborted when cancelled', async () => {
    const failing = vi.fn().mockResolvedValue({ status: 500 });
    expect(await pollUntilClaimed(failing, { signal: signal(), intervalMs: 0 })).toBe('error');
    const controller = new AbortController();
    controller.abort();
    const never = vi.fn();
    expect(await pollUntilClaimed(never, { signal: controller.signal, intervalMs: 0 })).toBe(
      'aborted',
    );
    expect(never).not.toHaveBeenCalled();
  });

  it('words the outcomes as the spec does for units and properties', () => {
    expect(creationTexts('unit').timeout).toBe(
      'Unit creation is taking longer than expected. Please check back later.',
    );
    expect(creationTexts('unit').pollError).toBe(
      'An error occurred while creating the unit. Please try again.',
    );
    expect(creationTexts('property').loader).toContain('may take up to 15 seconds');
  });
});
