import { compareCells, type SortDirection } from '@porchlight/domain';

/** A cell's sort value: a number, a text, or null when missing. */
export type Cell = string | number | null;

/**
 * The collation compareCells uses for text (localeCompare 'en', base sensitivity, numeric),
 * as one reusable Intl.Collator: the same order, about 40 times faster than localeCompare
 * with options, which builds a collator on every call.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Turns one column's cells into numeric sort keys, computed once per data load: numbers stay
 * as they are; text becomes its rank in collation order (equal texts share a rank); missing
 * stays null. Sorting by these keys with compareCells gives exactly the order of sorting by
 * the cells themselves, yet each comparison is a subtraction.
 */
export function sortKeys(cells: readonly Cell[]): (number | null)[] {
  const keys: (number | null)[] = new Array(cells.length).fill(null);
  const texts: number[] = [];
  cells.forEach((cell, i) => {
    if (typeof cell === 'number') keys[i] = cell;
    else if (typeof cell === 'string' && cell !== '') texts.push(i);
  });
  if (texts.length === 0) return keys;
  texts.sort((a, b) => collator.compare(cells[a] as string, cells[b] as string));
  let rank = 0;
  texts.forEach((index, position) => {
    const previous = texts[position - 1];
    if (
      previous !== undefined &&
      collator.compare(cells[previous] as string, cells[index] as string) !== 0
    ) {
      rank += 1;
    }
    keys[index] = rank;
  });
  return keys;
}

/**
 * Row indexes in display order: by key with compareCells (missing last either way), ties
 * in their original order (Array.prototype.sort is stable).
 */
export function sortedOrder(keys: readonly (number | null)[], direction: SortDirection): number[] {
  const order = Array.from(keys, (_, i) => i);
  return order.sort((a, b) => compareCells(keys[a], keys[b], direction));
}
