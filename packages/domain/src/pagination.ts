/**
 * Paging of the assistant carousels and the history table. Pages are 0-based in
 * code and 1-based on screen.
 */

/** Number of pages for `total` items, never less than 1 (an empty list is one empty page). */
export function pageCount(total: number, pageSize: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(pageSize) || total <= 0 || pageSize <= 0)
    return 1;
  return Math.ceil(total / Math.floor(pageSize));
}

/** The items of page `page` (0-based); an out-of-range page gives []. */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  if (!Number.isInteger(page) || page < 0 || pageSize <= 0) return [];
  return items.slice(page * pageSize, (page + 1) * pageSize);
}

/** The offset to request for page `page` (0-based), e.g. the history's `offset` query. */
export function pageOffset(page: number, pageSize: number): number {
  return Math.max(0, Math.floor(page)) * pageSize;
}

/** Whether the previous and next arrows are enabled. */
export function pageNavigation(page: number, pages: number): { previous: boolean; next: boolean } {
  return { previous: page > 0, next: page < pages - 1 };
}

/** 'Page X of Y' for a 0-based page. */
export function pageLabel(page: number, pages: number): string {
  return `Page ${page + 1} of ${Math.max(1, pages)}`;
}
