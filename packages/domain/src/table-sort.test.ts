import { describe, expect, it } from 'vitest';
import { compareCells, DEFAULT_LAST_MESSAGE_SORT, nextSort } from './table-sort.ts';

describe('nextSort', () => {
  it('toggles the direction when the sorted column is clicked again', () => {
    expect(nextSort(DEFAULT_LAST_MESSAGE_SORT, 'lastMessage')).toEqual({
      column: 'lastMessage',
      direction: 'asc',
    });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name').direction).toBe('desc');
  });

  it('starts a newly chosen column ascending', () => {
    expect(nextSort(DEFAULT_LAST_MESSAGE_SORT, 'name')).toEqual({
      column: 'name',
      direction: 'asc',
    });
    expect(nextSort(null, 'status')).toEqual({ column: 'status', direction: 'asc' });
  });
});

describe('compareCells', () => {
  it('orders numbers and text in the chosen direction', () => {
    expect([3, 1, 2].sort((a, b) => compareCells(a, b, 'asc'))).toEqual([1, 2, 3]);
    expect(['b', 'A', 'c'].sort((a, b) => compareCells(a, b, 'desc'))).toEqual(['c', 'b', 'A']);
  });

  it('puts missing values last in both directions', () => {
    const values = ['b', null, 'a', ''];
    expect([...values].sort((a, b) => compareCells(a, b, 'asc'))).toEqual(['a', 'b', null, '']);
    expect([...values].sort((a, b) => compareCells(a, b, 'desc'))).toEqual(['b', 'a', null, '']);
  });

  it('sorts ISO timestamps chronologically', () => {
    const times = ['2024-03-04T10:00:00Z', '2024-01-01T00:00:00Z'];
    expect(times.sort((a, b) => compareCells(a, b, 'asc'))[0]).toBe('2024-01-01T00:00:00Z');
  });
});
