import { describe, expect, it } from 'vitest';
import { pageCount, pageItems, pageLabel, pageNavigation, pageOffset } from './pagination.ts';

describe('pageCount', () => {
  it('rounds up and never gives fewer than one page', () => {
    expect(pageCount(6, 5)).toBe(2);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(21, 10)).toBe(3);
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 0)).toBe(1);
  });
});

describe('pageItems', () => {
  it('returns the items of a 0-based page', () => {
    expect(pageItems([1, 2, 3, 4, 5, 6], 1, 5)).toEqual([6]);
    expect(pageItems([1, 2, 3], 0, 3)).toEqual([1, 2, 3]);
  });

  it('returns nothing for an out-of-range page', () => {
    expect(pageItems([1, 2, 3], 5, 3)).toEqual([]);
    expect(pageItems([1, 2, 3], -1, 3)).toEqual([]);
  });
});

describe('navigation', () => {
  it('disables previous on the first page and next on the last', () => {
    expect(pageNavigation(0, 2)).toEqual({ previous: false, next: true });
    expect(pageNavigation(1, 2)).toEqual({ previous: true, next: false });
    expect(pageNavigation(0, 1)).toEqual({ previous: false, next: false });
  });

  it('labels pages from 1 and computes request offsets', () => {
    expect(pageLabel(0, 3)).toBe('Page 1 of 3');
    expect(pageLabel(0, 0)).toBe('Page 1 of 1');
    expect(pageOffset(2, 10)).toBe(20);
    expect(pageOffset(-1, 10)).toBe(0);
  });
});
