import { compareCells } from '@porchlight/domain';
import { describe, expect, it } from 'vitest';
import { type Cell, sortedOrder, sortKeys } from './sort-keys.ts';

const byKeys = (cells: Cell[], direction: 'asc' | 'desc') =>
  sortedOrder(sortKeys(cells), direction).map((i) => cells[i]);

describe('sortKeys and sortedOrder', () => {
  it('orders text exactly as the domain compareCells does, in both directions', () => {
    const cells: Cell[] = ['bob', 'Alice', 'unit 10', 'unit 9', '', 'alice', 'Émile', null, 'zed'];
    for (const direction of ['asc', 'desc'] as const) {
      const expected = [...cells].sort((a, b) => compareCells(a, b, direction));
      expect(byKeys(cells, direction)).toEqual(expected);
    }
  });

  it('keeps missing values last whatever the direction', () => {
    expect(byKeys([3, null, 1, 2], 'asc')).toEqual([1, 2, 3, null]);
    expect(byKeys([3, null, 1, 2], 'desc')).toEqual([3, 2, 1, null]);
  });

  it('gives equal texts one rank, so ties keep their original order', () => {
    const keys = sortKeys(['b', 'A', 'a', 'B']);
    expect(keys[1]).toBe(keys[2]);
    expect(keys[0]).toBe(keys[3]);
    expect(sortedOrder(keys, 'asc')).toEqual([1, 2, 0, 3]);
  });
});
