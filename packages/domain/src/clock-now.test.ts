import { afterEach, describe, expect, it } from 'vitest';
import { clockOffset, now, setClockOffset } from './clock-now.ts';

describe('the movable clock', () => {
  afterEach(() => setClockOffset(0));

  it('is the real time until moved', () => {
    const before = Date.now();
    const at = now().getTime();
    expect(at).toBeGreaterThanOrEqual(before);
    expect(at).toBeLessThanOrEqual(Date.now());
  });

  it('moves ahead and back by the offset', () => {
    setClockOffset(24 * 60 * 60_000);
    expect(clockOffset()).toBe(86_400_000);
    expect(now().getTime() - Date.now()).toBeGreaterThan(86_400_000 - 1000);
    setClockOffset(-60_000);
    expect(now().getTime()).toBeLessThan(Date.now());
  });

  it('refuses an offset that is not a number', () => {
    expect(() => setClockOffset(Number.NaN)).toThrow(RangeError);
  });
});
