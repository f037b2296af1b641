/** How many page numbers are shown on each side of the current page. */
export const PAGINATION_SIBLINGS = 2;

export type PaginationItem = { type: 'page'; page: number; current: boolean } | { type: 'ellipsis'; key: 'start' | 'end' };

/**
 * The controls of a pager: the first and last pages, up to two pages either side of the current
 * one, and an ellipsis wherever pages are left out. Nothing when everything fits on one page.
 */
export function paginationItems(currentPage: number, totalPages: number, siblings = PAGINATION_SIBLINGS): PaginationItem[] {
  if (totalPages <= 1) return [];
  const current = Math.min(Math.max(1, Math.floor(currentPage)), totalPages);
  const start = Math.max(1, current - siblings);
  const end = Math.min(totalPages, current + siblings);
  const page = (n: number): PaginationItem => ({ type: 'page', page: n, current: n === current });

  const items: PaginationItem[] = [];
  if (start > 1) {
    items.push(page(1));
    if (start > 2) items.push({ type: 'ellipsis', key: 'start' });
  }
  for (let n = start; n <= end; n++) items.push(page(n));
  if (end < totalPages) {
    if (end < totalPages - 1) items.push({ type: 'ellipsis', key: 'end' });
    items.push(page(totalPages));
  }
  return items;
}
