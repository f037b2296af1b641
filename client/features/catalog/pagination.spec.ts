import { describe, expect, it } from '@jest/globals';
import { paginationItems, type PaginationItem } from './pagination';

/** The pager in short: page numbers, '…' for an ellipsis, the current page in brackets. */
const render = (items: PaginationItem[]) => items.map((item) => (item.type === 'ellipsis' ? '…' : item.current ? `[${item.page}]` : String(item.page))).join(' ');

describe('paginationItems', () => {
  it('shows nothing for a single page or none', () => {
    expect(paginationItems(1, 0)).toEqual([]);
    expect(paginationItems(1, 1)).toEqual([]);
  });

  it('shows every page when they all fit', () => {
    expect(render(paginationItems(1, 2))).toBe('[1] 2');
    expect(render(paginationItems(3, 5))).toBe('1 2 [3] 4 5');
  });

  it('shows two pages either side of the current one, the first and the last', () => {
    expect(render(paginationItems(1, 10))).toBe('[1] 2 3 … 10');
    expect(render(paginationItems(4, 10))).toBe('1 2 3 [4] 5 6 … 10');
    expect(render(paginationItems(5, 10))).toBe('1 … 3 4 [5] 6 7 … 10');
    expect(render(paginationItems(7, 10))).toBe('1 … 5 6 [7] 8 9 10');
    expect(render(paginationItems(10, 10))).toBe('1 … 8 9 [10]');
  });

  it('gives the two ellipses distinct keys', () => {
    const keys = paginationItems(6, 12).flatMap((item) => (item.type === 'ellipsis' ? [item.key] : []));
    expect(keys).toEqual(['start', 'end']);
  });

  it('keeps a page number out of range within the pages', () => {
    expect(render(paginationItems(40, 6))).toBe('1 … 4 5 [6]');
    expect(render(paginationItems(0, 3))).toBe('[1] 2 3');
  });
});
